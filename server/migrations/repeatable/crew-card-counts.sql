-- The crew cards' counters (tables in 0023_crew_card_counts.sql), kept like the read counters: statement-level
-- triggers with transition tables, one grouped change per statement. Re-applied by the migrator when this file
-- changes.
--
-- A deleted worker (its crew_workers and worker_tags rows go by cascade, in an order PostgreSQL chooses) is
-- uncounted once, before its row goes, while both still say where it was; the two triggers below only count rows
-- whose worker still exists, so they never take it off a second time. Updates skip rows whose crew, tag or customer
-- is being deleted in the same statement: that delete removes them anyway, and updating a row this transaction
-- already changed would re-check its foreign keys against the deleted parent and fail.

create or replace function uncount_deleted_worker_crews() returns trigger language plpgsql as $$
begin
  update crews c set workers_count = c.workers_count - 1
    from crew_workers cw
   where cw.worker_id = old.id and c.id = cw.crew_id
     and exists (select from enterprise_customers e where e.id = c.enterprise_customer_id);
  update crew_tag_counts t set workers_count = t.workers_count - 1
    from crew_workers cw join worker_tags wt on wt.worker_id = cw.worker_id
   where cw.worker_id = old.id and t.crew_id = cw.crew_id and t.tag_id = wt.tag_id
     and exists (select from crews c join enterprise_customers e on e.id = c.enterprise_customer_id where c.id = t.crew_id)
     and exists (select from tags g where g.id = t.tag_id);
  return old;
end
$$;

create or replace trigger enterprise_customer_workers_uncount_crews before delete on enterprise_customer_workers
  for each row execute function uncount_deleted_worker_crews();

-- Takes members' tags off the crews' tag counts: n of tag_id in crew_id, for each crew_ids[i], tag_ids[i], counts[i]
-- (null arrays: none). Skips the counts of a crew, customer or tag being deleted (see above).
create or replace function uncount_crew_tags(crew_ids integer[], tag_ids integer[], counts integer[]) returns void
language sql as $$
  update crew_tag_counts t set workers_count = t.workers_count - d.n
    from unnest(crew_ids, tag_ids, counts) d(crew_id, tag_id, n)
   where t.crew_id = d.crew_id and t.tag_id = d.tag_id
     and exists (select from crews c join enterprise_customers e on e.id = c.enterprise_customer_id where c.id = t.crew_id)
     and exists (select from tags g where g.id = t.tag_id)
$$;

-- A crew's members: its worker count, and the tags they carry.
create or replace function count_crew_members() returns trigger language plpgsql as $$
begin
  if tg_op <> 'DELETE' then
    update crews c set workers_count = c.workers_count + d.n
      from (select crew_id, count(*)::int as n from new_rows group by crew_id) d
     where c.id = d.crew_id;
    insert into crew_tag_counts as t (crew_id, tag_id, workers_count)
    select n.crew_id, wt.tag_id, count(*)::int from new_rows n join worker_tags wt on wt.worker_id = n.worker_id group by 1, 2
    on conflict (crew_id, tag_id) do update set workers_count = t.workers_count + excluded.workers_count;
  end if;
  if tg_op <> 'INSERT' then
    update crews c set workers_count = c.workers_count - d.n
      from (select o.crew_id, count(*)::int as n from old_rows o join enterprise_customer_workers w on w.id = o.worker_id group by o.crew_id) d
     where c.id = d.crew_id
       and exists (select from enterprise_customers e where e.id = c.enterprise_customer_id);
    perform uncount_crew_tags(array_agg(d.crew_id), array_agg(d.tag_id), array_agg(d.n))
       from (select o.crew_id, wt.tag_id, count(*)::int as n
               from old_rows o join enterprise_customer_workers w on w.id = o.worker_id join worker_tags wt on wt.worker_id = o.worker_id
              group by 1, 2) d;
  end if;
  return null;
end
$$;

create or replace trigger crew_workers_card_count_insert after insert on crew_workers
  referencing new table as new_rows for each statement execute function count_crew_members();

create or replace trigger crew_workers_card_count_update after update on crew_workers
  referencing old table as old_rows new table as new_rows for each statement execute function count_crew_members();

create or replace trigger crew_workers_card_count_delete after delete on crew_workers
  referencing old table as old_rows for each statement execute function count_crew_members();

-- A worker's tags, counted in each crew the worker belongs to.
create or replace function count_crew_member_tags() returns trigger language plpgsql as $$
begin
  if tg_op <> 'DELETE' then
    insert into crew_tag_counts as t (crew_id, tag_id, workers_count)
    select cw.crew_id, n.tag_id, count(*)::int from new_rows n join crew_workers cw on cw.worker_id = n.worker_id group by 1, 2
    on conflict (crew_id, tag_id) do update set workers_count = t.workers_count + excluded.workers_count;
  end if;
  if tg_op <> 'INSERT' then
    perform uncount_crew_tags(array_agg(d.crew_id), array_agg(d.tag_id), array_agg(d.n))
       from (select cw.crew_id, o.tag_id, count(*)::int as n
               from old_rows o join enterprise_customer_workers w on w.id = o.worker_id join crew_workers cw on cw.worker_id = o.worker_id
              group by 1, 2) d;
  end if;
  return null;
end
$$;

create or replace trigger worker_tags_crew_count_insert after insert on worker_tags
  referencing new table as new_rows for each statement execute function count_crew_member_tags();

create or replace trigger worker_tags_crew_count_update after update on worker_tags
  referencing old table as old_rows new table as new_rows for each statement execute function count_crew_member_tags();

create or replace trigger worker_tags_crew_count_delete after delete on worker_tags
  referencing old table as old_rows for each statement execute function count_crew_member_tags();
