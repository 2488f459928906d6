-- The crew cards' worker count and worker tag summary (issue 13, /json/crews at p99 < 50 ms): kept by the
-- database like the workers' read counters (0007), by the triggers in repeatable/crew-card-counts.sql, so a page of
-- 12 cards reads 12 counts and each crew's top tags by index instead of counting the page's crew workers and
-- grouping their tags on every call.

-- Per crew: how many workers it has.
alter table crews add column workers_count integer not null default 0 check (workers_count >= 0);

-- Per crew and tag: how many of the crew's workers carry the tag (rows at 0 are left and read as absent).
create table crew_tag_counts (
  crew_id integer not null references crews (id) on delete cascade,
  tag_id integer not null references tags (id) on delete cascade,
  workers_count integer not null check (workers_count >= 0),
  primary key (crew_id, tag_id)
);
-- The card's first tags: most carried first.
create index crew_tag_counts_card_idx on crew_tag_counts (crew_id, workers_count desc) where workers_count > 0;

update crews c set workers_count = s.n
  from (select crew_id, count(*)::int as n from crew_workers group by crew_id) s
 where s.crew_id = c.id;

insert into crew_tag_counts (crew_id, tag_id, workers_count)
select cw.crew_id, wt.tag_id, count(*)::int
  from crew_workers cw join worker_tags wt on wt.worker_id = cw.worker_id
 group by cw.crew_id, wt.tag_id;
