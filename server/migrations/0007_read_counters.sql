-- Counts the dashboard and the workers list read on every call, kept by the database itself: triggers update
-- them in the same transaction as the change that moves them, so every writer (API routes, seeds, imports,
-- bulk jobs, future crews code) keeps them right without knowing about them. Statement-level triggers with
-- transition tables apply one grouped update per statement, so a bulk insert of 20,000 rows costs one
-- update, not 20,000. TRUNCATE is not counted: nothing in the portal truncates these tables.
-- Updates run on removals skip rows whose customer is being deleted in the same statement: that delete removes
-- them anyway, and updating a row this transaction already changed would re-check its foreign key to the
-- deleted customer and fail.

-- Per customer: all workers and the active ones (the dashboard's total, the workers list's total).
create table enterprise_customer_worker_counts (
  enterprise_customer_id integer primary key references enterprise_customers (id) on delete cascade,
  workers_count integer not null default 0 check (workers_count >= 0),
  active_workers_count integer not null default 0 check (active_workers_count between 0 and workers_count)
);

-- Per worker: how many crews it belongs to (the "has crew" filter and the dashboard's crews_count).
alter table enterprise_customer_workers add column crews_count integer not null default 0 check (crews_count >= 0);

-- Per tag: how many workers carry it, and how many of those are active (tag summary, tag-filtered list totals).
alter table tags add column workers_count integer not null default 0 check (workers_count >= 0);
alter table tags add column active_workers_count integer not null default 0 check (active_workers_count between 0 and workers_count);

create function count_customer_workers() returns trigger language plpgsql as $$
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

create trigger enterprise_customer_workers_count_insert after insert on enterprise_customer_workers
  referencing new table as new_rows for each statement execute function count_customer_workers();
create trigger enterprise_customer_workers_count_update after update on enterprise_customer_workers
  referencing old table as old_rows new table as new_rows for each statement execute function count_customer_workers();
create trigger enterprise_customer_workers_count_delete after delete on enterprise_customer_workers
  referencing old table as old_rows for each statement execute function count_customer_workers();

-- A deleted active worker leaves the active counts of its tags. This runs before the row goes, while its
-- worker_tags rows (removed by the cascade afterwards) still say which tags it had; the worker_tags trigger
-- below no longer finds the worker then, so it only lowers workers_count.
create function uncount_deleted_worker_tags() returns trigger language plpgsql as $$
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

create trigger enterprise_customer_workers_uncount_tags before delete on enterprise_customer_workers
  for each row execute function uncount_deleted_worker_tags();

create function count_tag_workers() returns trigger language plpgsql as $$
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

create trigger worker_tags_count_insert after insert on worker_tags
  referencing new table as new_rows for each statement execute function count_tag_workers();
create trigger worker_tags_count_update after update on worker_tags
  referencing old table as old_rows new table as new_rows for each statement execute function count_tag_workers();
create trigger worker_tags_count_delete after delete on worker_tags
  referencing old table as old_rows for each statement execute function count_tag_workers();

create function count_worker_crews() returns trigger language plpgsql as $$
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

create trigger crew_workers_count_insert after insert on crew_workers
  referencing new table as new_rows for each statement execute function count_worker_crews();
create trigger crew_workers_count_update after update on crew_workers
  referencing old table as old_rows new table as new_rows for each statement execute function count_worker_crews();
create trigger crew_workers_count_delete after delete on crew_workers
  referencing old table as old_rows for each statement execute function count_worker_crews();

-- Existing rows (the triggers only see changes from now on).
insert into enterprise_customer_worker_counts (enterprise_customer_id, workers_count, active_workers_count)
select c.id, count(w.id), count(w.id) filter (where w.is_active)
  from enterprise_customers c left join enterprise_customer_workers w on w.enterprise_customer_id = c.id
 group by c.id;

update enterprise_customer_workers w set crews_count = d.crews
  from (select worker_id, count(*)::int as crews from crew_workers group by worker_id) d
 where w.id = d.worker_id;

update tags t set workers_count = d.workers, active_workers_count = d.active
  from (select wt.tag_id, count(*)::int as workers, (count(*) filter (where w.is_active))::int as active
          from worker_tags wt join enterprise_customer_workers w on w.id = wt.worker_id
         group by wt.tag_id) d
 where t.id = d.tag_id;

-- "No crew" workers, in each list order, for the has_crews=false filter: the partial index holds only them,
-- so the filter reads the page it shows rather than walking the whole roster past workers in crews.
create index enterprise_customer_workers_no_crew_name_idx on enterprise_customer_workers (enterprise_customer_id, is_active, last_name, first_name, id)
  where crews_count = 0;
create index enterprise_customer_workers_no_crew_created_idx on enterprise_customer_workers (enterprise_customer_id, is_active, created_at desc, id desc)
  where crews_count = 0;

-- The dashboard's newest crews, without sorting all of the customer's crews on every call.
create index crews_customer_created_idx on crews (enterprise_customer_id, created_at desc, id desc);
