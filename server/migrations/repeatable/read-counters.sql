-- The counts the dashboard and the workers list read (tables and columns in 0007_read_counters.sql), kept by the
-- database in the same transaction as the change that moves them, whoever writes. Statement-level triggers with
-- transition tables apply one grouped update per statement. Updates on removals skip rows whose customer is being
-- deleted in the same statement: that delete removes them anyway. Re-applied by the migrator when this file
-- changes, so this is the one current text of these functions and triggers.

create or replace function count_customer_workers() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    insert into enterprise_customer_worker_counts as c (enterprise_customer_id, workers_count, active_workers_count)
    select enterprise_customer_id, count(*), count(*) filter (where is_active) from new_rows group by enterprise_customer_id
    on conflict (enterprise_customer_id) do update
      set workers_count = c.workers_count + excluded.workers_count,
          active_workers_count = c.active_workers_count + excluded.active_workers_count;
  elsif tg_op = 'DELETE' then
    -- Only an update: when the customer itself is being deleted its counts row may already be gone.
    update enterprise_customer_worker_counts c
       set workers_count = c.workers_count - d.workers, active_workers_count = c.active_workers_count - d.active
      from (select enterprise_customer_id, count(*)::int as workers, (count(*) filter (where is_active))::int as active
              from old_rows group by enterprise_customer_id) d
     where c.enterprise_customer_id = d.enterprise_customer_id
       and exists (select from enterprise_customers e where e.id = c.enterprise_customer_id);
  else
    -- Only is_active moves the counts: a worker never changes customer (rows elsewhere reference the pair).
    update enterprise_customer_worker_counts c
       set active_workers_count = c.active_workers_count + d.active
      from (select n.enterprise_customer_id, sum(case when n.is_active then 1 else -1 end)::int as active
              from new_rows n join old_rows o on o.id = n.id
             where n.is_active <> o.is_active
             group by n.enterprise_customer_id) d
     where c.enterprise_customer_id = d.enterprise_customer_id and d.active <> 0;
    -- An activated or deactivated worker moves between the active counts of each of its tags.
    update tags t
       set active_workers_count = t.active_workers_count + d.active
      from (select wt.tag_id, sum(case when n.is_active then 1 else -1 end)::int as active
              from new_rows n join old_rows o on o.id = n.id
              join worker_tags wt on wt.worker_id = n.id
             where n.is_active <> o.is_active
             group by wt.tag_id) d
     where t.id = d.tag_id and d.active <> 0;
  end if;
  return null;
end
$$;

create or replace trigger enterprise_customer_workers_count_insert after insert on enterprise_customer_workers
  referencing new table as new_rows for each statement execute function count_customer_workers();

create or replace trigger enterprise_customer_workers_count_update after update on enterprise_customer_workers
  referencing old table as old_rows new table as new_rows for each statement execute function count_customer_workers();

create or replace trigger enterprise_customer_workers_count_delete after delete on enterprise_customer_workers
  referencing old table as old_rows for each statement execute function count_customer_workers();

-- A deleted active worker leaves the active counts of its tags. This runs before the row goes, while its
-- worker_tags rows (removed by the cascade afterwards) still say which tags it had; the worker_tags trigger
-- below no longer finds the worker then, so it only lowers workers_count.
create or replace function uncount_deleted_worker_tags() returns trigger language plpgsql as $$
begin
  if old.is_active then
    update tags t set active_workers_count = t.active_workers_count - 1
      from worker_tags wt
     where wt.worker_id = old.id and t.id = wt.tag_id
       and exists (select from enterprise_customers e where e.id = t.enterprise_customer_id);
  end if;
  return old;
end
$$;

create or replace trigger enterprise_customer_workers_uncount_tags before delete on enterprise_customer_workers
  for each row execute function uncount_deleted_worker_tags();

create or replace function count_tag_workers() returns trigger language plpgsql as $$
begin
  if tg_op <> 'DELETE' then
    update tags t
       set workers_count = t.workers_count + d.workers, active_workers_count = t.active_workers_count + d.active
      from (select n.tag_id, count(*)::int as workers, (count(*) filter (where w.is_active))::int as active
              from new_rows n left join enterprise_customer_workers w on w.id = n.worker_id
             group by n.tag_id) d
     where t.id = d.tag_id;
  end if;
  if tg_op <> 'INSERT' then
    update tags t
       set workers_count = t.workers_count - d.workers, active_workers_count = t.active_workers_count - d.active
      from (select o.tag_id, count(*)::int as workers, (count(*) filter (where w.is_active))::int as active
              from old_rows o left join enterprise_customer_workers w on w.id = o.worker_id
             group by o.tag_id) d
     where t.id = d.tag_id
       and exists (select from enterprise_customers e where e.id = t.enterprise_customer_id);
  end if;
  return null;
end
$$;

create or replace trigger worker_tags_count_insert after insert on worker_tags
  referencing new table as new_rows for each statement execute function count_tag_workers();

create or replace trigger worker_tags_count_update after update on worker_tags
  referencing old table as old_rows new table as new_rows for each statement execute function count_tag_workers();

create or replace trigger worker_tags_count_delete after delete on worker_tags
  referencing old table as old_rows for each statement execute function count_tag_workers();

create or replace function count_worker_crews() returns trigger language plpgsql as $$
begin
  if tg_op <> 'DELETE' then
    update enterprise_customer_workers w
       set crews_count = w.crews_count + d.crews
      from (select worker_id, count(*)::int as crews from new_rows group by worker_id) d
     where w.id = d.worker_id;
  end if;
  if tg_op <> 'INSERT' then
    update enterprise_customer_workers w
       set crews_count = w.crews_count - d.crews
      from (select worker_id, count(*)::int as crews from old_rows group by worker_id) d
     where w.id = d.worker_id
       and exists (select from enterprise_customers e where e.id = w.enterprise_customer_id);
  end if;
  return null;
end
$$;

create or replace trigger crew_workers_count_insert after insert on crew_workers
  referencing new table as new_rows for each statement execute function count_worker_crews();

create or replace trigger crew_workers_count_update after update on crew_workers
  referencing old table as old_rows new table as new_rows for each statement execute function count_worker_crews();

create or replace trigger crew_workers_count_delete after delete on crew_workers
  referencing old table as old_rows for each statement execute function count_worker_crews();
