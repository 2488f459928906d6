-- A workers page shows each worker's tags and crews by name. Joining worker_tags to tags and crew_workers to
-- crews for every page cost PostgreSQL more than reading the page itself, and Node a row per tag and crew
-- (docs/performance.md). Each worker's two lists are kept here as the page shows them, sorted by name, so a page
-- reads them with its workers. Triggers rebuild the lists of the workers a change touches, in the same
-- transaction, whoever writes (API, imports, seeds, jobs). A worker without a row has no tag and no crew.
create table worker_relation_lists (
  worker_id integer primary key references enterprise_customer_workers (id) on delete cascade,
  tags json not null,
  crews json not null
);

-- Rebuilds the lists of the given workers from their tags and crews. The workers' rows are locked first, in id
-- order: of two transactions changing one worker's tags at once, the second waits for the first to commit, and
-- its rebuild (a new statement, so a new snapshot) sees both changes. Deleted workers are skipped.
create function refresh_worker_relation_lists(worker_ids integer[]) returns void language sql as $$
  select 1 from enterprise_customer_workers where id = any(worker_ids) order by id for no key update;
  insert into worker_relation_lists (worker_id, tags, crews)
  select w.id,
         coalesce((select json_agg(json_build_object('id', t.id, 'name', t.name, 'color', t.color) order by lower(t.name), t.id)
                     from worker_tags wt join tags t on t.id = wt.tag_id
                    where wt.worker_id = w.id), '[]'),
         coalesce((select json_agg(json_build_object('id', c.id, 'name', c.name) order by lower(c.name), c.id)
                     from crew_workers cw join crews c on c.id = cw.crew_id
                    where cw.worker_id = w.id), '[]')
    from enterprise_customer_workers w
   where w.id = any(worker_ids)
  on conflict (worker_id) do update set tags = excluded.tags, crews = excluded.crews;
$$;

-- Statement-level: an import or a seed that tags thousands of workers rebuilds each of their lists once. A
-- trigger with transition tables serves one event, so each table has three triggers on this one function; each
-- names the column of the tag or crew, which an update is compared on. An update can move a row to another
-- worker, tag or crew, but most updates of worker_tags are 0011's copies of a worker's sort keys, which move
-- nothing and rebuild nothing (a trigger with transition tables cannot be limited to some columns).
create function refresh_lists_of_changed_members() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    perform refresh_worker_relation_lists(array(select distinct worker_id from added));
  elsif tg_op = 'DELETE' then
    perform refresh_worker_relation_lists(array(select distinct worker_id from removed));
  else
    execute format(
      'select refresh_worker_relation_lists(array(select worker_id from (
         (select worker_id, %1$I from removed except all select worker_id, %1$I from added)
         union all
         (select worker_id, %1$I from added except all select worker_id, %1$I from removed)) moved))',
      tg_argv[0]);
  end if;
  return null;
end
$$;

create trigger worker_tags_refresh_lists_on_insert after insert on worker_tags
  referencing new table as added for each statement execute function refresh_lists_of_changed_members('tag_id');
create trigger worker_tags_refresh_lists_on_delete after delete on worker_tags
  referencing old table as removed for each statement execute function refresh_lists_of_changed_members('tag_id');
create trigger worker_tags_refresh_lists_on_update after update on worker_tags
  referencing old table as removed new table as added for each statement execute function refresh_lists_of_changed_members('tag_id');

create trigger crew_workers_refresh_lists_on_insert after insert on crew_workers
  referencing new table as added for each statement execute function refresh_lists_of_changed_members('crew_id');
create trigger crew_workers_refresh_lists_on_delete after delete on crew_workers
  referencing old table as removed for each statement execute function refresh_lists_of_changed_members('crew_id');
create trigger crew_workers_refresh_lists_on_update after update on crew_workers
  referencing old table as removed new table as added for each statement execute function refresh_lists_of_changed_members('crew_id');

-- A renamed or recoloured tag, a renamed crew: the lists of the workers carrying it. Tags and crews are updated
-- far more often for the counts 0007 keeps on them, which leave the lists as they are. A deleted tag or crew takes
-- its worker_tags or crew_workers rows with it, and their delete triggers rebuild the lists.
create function refresh_lists_of_changed_tags() returns trigger language plpgsql as $$
begin
  perform refresh_worker_relation_lists(array(
    select distinct wt.worker_id
      from changed n join previous o on o.id = n.id
      join worker_tags wt on wt.tag_id = n.id
     where (n.name, n.color) is distinct from (o.name, o.color)));
  return null;
end
$$;

create function refresh_lists_of_changed_crews() returns trigger language plpgsql as $$
begin
  perform refresh_worker_relation_lists(array(
    select distinct cw.worker_id
      from changed n join previous o on o.id = n.id
      join crew_workers cw on cw.crew_id = n.id
     where n.name is distinct from o.name));
  return null;
end
$$;

create trigger tags_refresh_lists after update on tags
  referencing old table as previous new table as changed for each statement execute function refresh_lists_of_changed_tags();
create trigger crews_refresh_lists after update on crews
  referencing old table as previous new table as changed for each statement execute function refresh_lists_of_changed_crews();

-- Existing workers (the triggers only see changes from now on).
select refresh_worker_relation_lists(array(select worker_id from worker_tags union select worker_id from crew_workers));
