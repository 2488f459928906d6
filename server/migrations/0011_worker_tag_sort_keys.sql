-- The workers list filtered by one tag reads a page in the list's order. Walking the workers' name index and
-- probing worker_tags for each row reads about 24 / (share of the roster carrying the tag) workers per page
-- (400 for a tag on 6 % of the roster). Each worker_tags row keeps a copy of its worker's sort keys and active
-- flag, so a tag's page is one range of the indexes below. Triggers keep the copies right in the same
-- transaction as the change, whoever writes (API, imports, seeds, jobs).
-- The columns stay nullable: a row naming no worker is refused by its foreign key, with that key's message.
alter table worker_tags
  add column worker_last_name text,
  add column worker_first_name text,
  add column worker_is_active boolean,
  add column worker_created_at timestamptz;

create function copy_worker_sort_keys_to_new_tag() returns trigger language plpgsql as $$
begin
  select w.last_name, w.first_name, w.is_active, w.created_at
    into new.worker_last_name, new.worker_first_name, new.worker_is_active, new.worker_created_at
    from enterprise_customer_workers w
   where w.id = new.worker_id;
  return new;
end
$$;

create trigger worker_tags_copy_sort_keys before insert or update of worker_id on worker_tags
  for each row execute function copy_worker_sort_keys_to_new_tag();

create function copy_worker_sort_keys_to_tags() returns trigger language plpgsql as $$
begin
  update worker_tags
     set worker_last_name = new.last_name, worker_first_name = new.first_name,
         worker_is_active = new.is_active, worker_created_at = new.created_at
   where worker_id = new.id;
  return null;
end
$$;

-- Row-level with a column list and a condition: the frequent updates of other columns (crews_count moves with
-- every crew membership) do not run it.
create trigger enterprise_customer_workers_copy_sort_keys
  after update of last_name, first_name, is_active, created_at on enterprise_customer_workers
  for each row
  when (old.last_name is distinct from new.last_name or old.first_name is distinct from new.first_name
        or old.is_active is distinct from new.is_active or old.created_at is distinct from new.created_at)
  execute function copy_worker_sort_keys_to_tags();

-- Existing rows (the triggers only see changes from now on).
update worker_tags wt
   set worker_last_name = w.last_name, worker_first_name = w.first_name,
       worker_is_active = w.is_active, worker_created_at = w.created_at
  from enterprise_customer_workers w
 where w.id = wt.worker_id;

-- A tag's workers in each list order; the active flag is read from the index while walking it.
create index worker_tags_tag_name_idx on worker_tags (tag_id, worker_last_name, worker_first_name, worker_id) include (worker_is_active);
create index worker_tags_tag_created_idx on worker_tags (tag_id, worker_created_at, worker_id) include (worker_is_active);
