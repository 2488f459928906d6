-- Issue 15, the trades network: the public jobs feed's customer identifier, the demo-only sample training
-- provider, and the local construction associations the Association page shows.

-- The public feed's URL names the customer by a slug (docs/adr/0014-public-jobs-feed.md): readable, fixed once
-- made (renaming the company does not break pasted snippets), unique because it ends with the customer's id.
create function feed_slug_of(name text, id integer) returns text language sql immutable as $$
  select coalesce(nullif(trim(both '-' from left(regexp_replace(lower(name), '[^a-z0-9]+', '-', 'g'), 40)), ''), 'customer') || '-' || id
$$;

alter table enterprise_customers add column feed_slug text unique check (feed_slug ~ '^[a-z0-9-]+$');
update enterprise_customers set feed_slug = feed_slug_of(name, id);

-- Every insert gets its slug, whichever area creates the customer (seeds, referral sign-up).
create function set_feed_slug() returns trigger language plpgsql as $$
begin
  if new.feed_slug is null then
    new.feed_slug := feed_slug_of(new.name, new.id);
  end if;
  return new;
end
$$;
create trigger enterprise_customers_feed_slug before insert on enterprise_customers
  for each row execute function set_feed_slug();

alter table enterprise_customers alter column feed_slug set not null;

-- The spec's "test-suite entry" of demo mode: shown only to demo-mode customers.
alter table training_providers add column demo_only boolean not null default false;

create table construction_associations (
  id integer generated always as identity primary key,
  name text not null unique check (btrim(name) <> ''),
  description text not null default '',
  contact_name text,
  contact_email text,
  contact_phone text,
  website_url text,
  address text,
  -- What membership gives, one line each, in the order shown.
  membership_benefits text[] not null default '{}',
  created_at timestamptz not null default now()
);

alter table enterprise_customers
  add column construction_association_id integer references construction_associations (id) on delete set null;
