-- A page read each worker's card (0013) and its tag and crew lists (0012) from two tables: two index lookups and
-- two rows a worker, about a fifth of PostgreSQL's time for a default page (docs/performance.md). The lists move
-- onto the card's row, so a page reads one row a worker. The triggers of 0012 keep rebuilding them, now there.
alter table worker_cards add column tags json not null default '[]';
alter table worker_cards add column crews json not null default '[]';

update worker_cards c set tags = l.tags, crews = l.crews from worker_relation_lists l where l.worker_id = c.worker_id;
drop table worker_relation_lists;

-- A worker's tags and crews as the card shows them, sorted by name.
create function worker_tag_list(worker integer) returns json language sql stable as $$
  select coalesce(json_agg(json_build_object('id', t.id, 'name', t.name, 'color', t.color) order by lower(t.name), t.id), '[]')
    from worker_tags wt join tags t on t.id = wt.tag_id
   where wt.worker_id = worker
$$;

create function worker_crew_list(worker integer) returns json language sql stable as $$
  select coalesce(json_agg(json_build_object('id', c.id, 'name', c.name) order by lower(c.name), c.id), '[]')
    from crew_workers cw join crews c on c.id = cw.crew_id
   where cw.worker_id = worker
$$;

-- As in 0012: the workers are locked first, in id order, so a rebuild made after another transaction's change
-- sees it. A worker's card exists before any tag or crew row can name it: the card is made by the trigger of the
-- statement that creates the worker, which also runs before the tag rows' triggers when one statement creates
-- and tags it (tested). A new card's lists start empty; the card's own rebuilds leave them.
create or replace function refresh_worker_relation_lists(worker_ids integer[]) returns void language sql as $$
  select 1 from enterprise_customer_workers where id = any(worker_ids) order by id for no key update;
  update worker_cards c set tags = worker_tag_list(c.worker_id), crews = worker_crew_list(c.worker_id)
   where c.worker_id = any(worker_ids);
$$;
