-- The domain of both spec parts: workers, credentials, crews, requests, shares, time logs, notifications,
-- settings, jobs feed, referrals, training providers, plus the outbox, job queue and bulk uploads.
--
-- Tenancy: every tenant-owned row carries enterprise_customer_id. A child of a tenant-owned row references
-- (parent_id, enterprise_customer_id) together, so the database itself refuses a row linking one customer's
-- worker to another customer's crew, tag, credential or file, whatever a query forgets.
-- Nullable links use "on delete set null (column)" so the customer column is never cleared with them.
--
-- Tokens: only the SHA-256 hex (token_hash) is kept for links that are e-mailed once (invites). Links a page
-- shows or re-sends later also keep the raw token: wallet links (listed and opened), crew shares (copy link,
-- resend), credential and update requests (View Request / update_url, re-request) and the integration
-- token (settings shows and copies it). Public routes always look a token up by token_hash.

-- Reference data ---------------------------------------------------------------------------------------

create table provinces (
  id integer generated always as identity primary key,
  code text not null unique check (code ~ '^[A-Z]{2}$'),
  name text not null unique
);

insert into provinces (code, name) values
  ('AB', 'Alberta'),
  ('BC', 'British Columbia'),
  ('MB', 'Manitoba'),
  ('NB', 'New Brunswick'),
  ('NL', 'Newfoundland and Labrador'),
  ('NS', 'Nova Scotia'),
  ('NT', 'Northwest Territories'),
  ('NU', 'Nunavut'),
  ('ON', 'Ontario'),
  ('PE', 'Prince Edward Island'),
  ('QC', 'Quebec'),
  ('SK', 'Saskatchewan'),
  ('YT', 'Yukon');

create table towns (
  id integer generated always as identity primary key,
  province_id integer not null references provinces (id) on delete cascade,
  name text not null,
  unique (province_id, name)
);

-- The jobs-feed location filter offers these towns per province on every installation, seeded or not.
insert into towns (province_id, name)
select p.id, t.name
  from (values
    ('AB', 'Calgary'), ('AB', 'Edmonton'), ('AB', 'Fort McMurray'), ('AB', 'Red Deer'), ('AB', 'Lethbridge'),
    ('AB', 'Grande Prairie'), ('AB', 'Medicine Hat'), ('AB', 'Fort Saskatchewan'), ('AB', 'Cold Lake'),
    ('BC', 'Vancouver'), ('BC', 'Surrey'), ('BC', 'Burnaby'), ('BC', 'Kamloops'), ('BC', 'Kelowna'),
    ('BC', 'Prince George'), ('BC', 'Fort St. John'), ('BC', 'Kitimat'), ('BC', 'Victoria'), ('BC', 'Nanaimo'),
    ('MB', 'Winnipeg'), ('MB', 'Brandon'), ('MB', 'Thompson'), ('MB', 'Steinbach'), ('MB', 'Portage la Prairie'),
    ('NB', 'Moncton'), ('NB', 'Saint John'), ('NB', 'Fredericton'), ('NB', 'Bathurst'), ('NB', 'Miramichi'),
    ('NL', 'St. John''s'), ('NL', 'Corner Brook'), ('NL', 'Gander'), ('NL', 'Mount Pearl'), ('NL', 'Labrador City'),
    ('NS', 'Halifax'), ('NS', 'Dartmouth'), ('NS', 'Sydney'), ('NS', 'Truro'), ('NS', 'New Glasgow'),
    ('NT', 'Yellowknife'), ('NT', 'Hay River'), ('NT', 'Inuvik'),
    ('NU', 'Iqaluit'), ('NU', 'Rankin Inlet'), ('NU', 'Cambridge Bay'),
    ('ON', 'Toronto'), ('ON', 'Ottawa'), ('ON', 'Hamilton'), ('ON', 'Sudbury'), ('ON', 'Sarnia'),
    ('ON', 'Thunder Bay'), ('ON', 'Windsor'), ('ON', 'London'), ('ON', 'Kingston'), ('ON', 'Oshawa'), ('ON', 'Timmins'),
    ('PE', 'Charlottetown'), ('PE', 'Summerside'),
    ('QC', 'Montréal'), ('QC', 'Québec City'), ('QC', 'Gatineau'), ('QC', 'Sherbrooke'), ('QC', 'Trois-Rivières'),
    ('QC', 'Saguenay'), ('QC', 'Sept-Îles'),
    ('SK', 'Saskatoon'), ('SK', 'Regina'), ('SK', 'Prince Albert'), ('SK', 'Moose Jaw'), ('SK', 'Estevan'),
    ('SK', 'Swift Current'),
    ('YT', 'Whitehorse'), ('YT', 'Dawson City')
  ) as t (code, name)
  join provinces p on p.code = t.code;

-- A linked platform user's trade, shown on the worker card.
create table trades (
  id integer generated always as identity primary key,
  name text not null unique
);

alter table users add column trade_id integer references trades (id) on delete set null;

create table user_credential_types (
  id integer generated always as identity primary key,
  label text not null unique
);

-- enterprise_customer_id null: a preset offered to every customer.
create table crew_types (
  id integer generated always as identity primary key,
  enterprise_customer_id integer references enterprise_customers (id) on delete cascade,
  name text not null check (btrim(name) <> ''),
  created_at timestamptz not null default now()
);
create unique index crew_types_name_key on crew_types (enterprise_customer_id, lower(name)) nulls not distinct;

-- The credential catalogue (what a crew follows, what a request asks for).
-- enterprise_customer_id null: the platform's catalogue, offered to every customer.
create table credentials (
  id integer generated always as identity primary key,
  enterprise_customer_id integer references enterprise_customers (id) on delete cascade,
  label text not null check (btrim(label) <> ''),
  validity_period_months integer check (validity_period_months > 0),
  created_at timestamptz not null default now()
);
create unique index credentials_label_key on credentials (enterprise_customer_id, lower(label)) nulls not distinct;

create table training_providers (
  id integer generated always as identity primary key,
  name text not null unique,
  website_url text,
  -- Rendered as HTML on the details tab: sanitise before rendering.
  description text not null default '',
  created_at timestamptz not null default now()
);

create table training_provider_services (
  id integer generated always as identity primary key,
  training_provider_id integer not null references training_providers (id) on delete cascade,
  name text not null,
  -- null: no price listed (the page shows a blank).
  price_cents integer check (price_cents >= 0),
  created_at timestamptz not null default now()
);
create index training_provider_services_provider_idx on training_provider_services (training_provider_id, lower(name));

create table training_provider_locations (
  id integer generated always as identity primary key,
  training_provider_id integer not null references training_providers (id) on delete cascade,
  name text not null,
  address text,
  town_id integer not null references towns (id),
  phone text,
  website_url text,
  created_at timestamptz not null default now()
);
create index training_provider_locations_provider_idx on training_provider_locations (training_provider_id);

create table subscription_plans (
  id integer generated always as identity primary key,
  name text not null unique,
  description text not null default '',
  price_monthly_cents integer not null check (price_monthly_cents >= 0),
  trial_period_days integer not null default 0 check (trial_period_days >= 0),
  -- The referral discount per month, shown on the generate-code plan card.
  discount_monthly_cents integer not null default 0 check (discount_monthly_cents >= 0),
  is_active boolean not null default true,
  created_at timestamptz not null default now()
);

-- Workers ----------------------------------------------------------------------------------------------

create table enterprise_customer_workers (
  id integer generated always as identity primary key,
  enterprise_customer_id integer not null references enterprise_customers (id) on delete cascade,
  -- The linked account on the wider platform (its trade is shown on the card).
  user_id integer references users (id) on delete set null,
  first_name text not null,
  last_name text not null,
  email text,
  phone_number text,
  address text,
  city text,
  -- Province or state code, shown as "City, ST".
  state text,
  zip text,
  country text,
  dob date,
  bio text,
  -- Mobile-app sign-in, set by staff.
  username text,
  password_hash text,
  job_title text,
  -- Storage key of the profile picture; the API turns it into profile_picture_url.
  profile_picture_path text,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (id, enterprise_customer_id)
);
create unique index enterprise_customer_workers_username_key on enterprise_customer_workers (enterprise_customer_id, lower(username));
create index enterprise_customer_workers_name_idx on enterprise_customer_workers (enterprise_customer_id, is_active, last_name, first_name, id);
create index enterprise_customer_workers_created_idx on enterprise_customer_workers (enterprise_customer_id, created_at desc, id desc);
-- Prefix search (lower(x) like 'abc%') on first name, last name or e-mail; also serves exact e-mail lookups.
create index enterprise_customer_workers_first_name_search_idx on enterprise_customer_workers (enterprise_customer_id, lower(first_name) text_pattern_ops);
create index enterprise_customer_workers_last_name_search_idx on enterprise_customer_workers (enterprise_customer_id, lower(last_name) text_pattern_ops);
create index enterprise_customer_workers_email_search_idx on enterprise_customer_workers (enterprise_customer_id, lower(email) text_pattern_ops);
create index enterprise_customer_workers_user_idx on enterprise_customer_workers (user_id) where user_id is not null;

create table worker_contacts (
  id integer generated always as identity primary key,
  enterprise_customer_id integer not null references enterprise_customers (id) on delete cascade,
  worker_id integer not null,
  contact_type text not null default 'emergency' check (contact_type in ('emergency', 'other')),
  first_name text not null default '',
  last_name text not null default '',
  relationship text,
  phone text,
  email text,
  address text,
  city text,
  state text,
  zip text,
  -- Visible to those allowed to view the crews the worker is part of.
  publicly_visible boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  foreign key (worker_id, enterprise_customer_id) references enterprise_customer_workers (id, enterprise_customer_id) on delete cascade
);
create index worker_contacts_worker_idx on worker_contacts (worker_id);

create table worker_notes (
  id integer generated always as identity primary key,
  enterprise_customer_id integer not null references enterprise_customers (id) on delete cascade,
  worker_id integer not null,
  note text not null check (btrim(note) <> ''),
  created_by_user_id integer references users (id) on delete set null,
  created_at timestamptz not null default now(),
  foreign key (worker_id, enterprise_customer_id) references enterprise_customer_workers (id, enterprise_customer_id) on delete cascade
);
create index worker_notes_worker_idx on worker_notes (worker_id, created_at desc, id desc);

create table tags (
  id integer generated always as identity primary key,
  enterprise_customer_id integer not null references enterprise_customers (id) on delete cascade,
  name text not null check (btrim(name) <> ''),
  color text not null check (color ~ '^#[0-9a-f]{6}$'),
  created_at timestamptz not null default now(),
  unique (id, enterprise_customer_id)
);
create unique index tags_name_key on tags (enterprise_customer_id, lower(name));

create table worker_tags (
  enterprise_customer_id integer not null references enterprise_customers (id) on delete cascade,
  worker_id integer not null,
  tag_id integer not null,
  created_at timestamptz not null default now(),
  primary key (worker_id, tag_id),
  foreign key (worker_id, enterprise_customer_id) references enterprise_customer_workers (id, enterprise_customer_id) on delete cascade,
  foreign key (tag_id, enterprise_customer_id) references tags (id, enterprise_customer_id) on delete cascade
);
-- The tag filter and the per-tag counts of the tag summaries.
create index worker_tags_tag_idx on worker_tags (tag_id, worker_id);
create index worker_tags_customer_idx on worker_tags (enterprise_customer_id, tag_id);

-- Where a worker's mobile wallet is shared with outside people by e-mail.
create table wallet_tokens (
  id integer generated always as identity primary key,
  enterprise_customer_id integer not null references enterprise_customers (id) on delete cascade,
  worker_id integer not null,
  token text not null unique,
  token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
  -- Addresses granted access (the API sends them as metadata.access.emails).
  emails jsonb not null default '[]' check (jsonb_typeof(emails) = 'array'),
  created_by_user_id integer references users (id) on delete set null,
  created_at timestamptz not null default now(),
  revoked_at timestamptz,
  foreign key (worker_id, enterprise_customer_id) references enterprise_customer_workers (id, enterprise_customer_id) on delete cascade
);
create index wallet_tokens_worker_idx on wallet_tokens (worker_id, created_at desc) where revoked_at is null;

-- Files and credentials --------------------------------------------------------------------------------

create table files (
  id integer generated always as identity primary key,
  enterprise_customer_id integer not null references enterprise_customers (id) on delete cascade,
  -- Generated name in storage (local disk or S3); never the uploaded name.
  storage_key text not null unique,
  original_name text not null,
  mime_type text not null,
  size_bytes bigint not null check (size_bytes >= 0),
  sha256 text check (sha256 ~ '^[0-9a-f]{64}$'),
  -- null when uploaded by a token holder on a public page.
  uploaded_by_user_id integer references users (id) on delete set null,
  created_at timestamptz not null default now(),
  unique (id, enterprise_customer_id)
);

create table credential_issuers (
  id integer generated always as identity primary key,
  enterprise_customer_id integer not null references enterprise_customers (id) on delete cascade,
  name text not null check (btrim(name) <> ''),
  description text,
  contact_email text,
  contact_phone text,
  address text,
  country text,
  -- Labelled Province on the form.
  state text,
  city text,
  postal_code text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (id, enterprise_customer_id)
);
create index credential_issuers_customer_idx on credential_issuers (enterprise_customer_id, lower(name));

create table user_credentials (
  id integer generated always as identity primary key,
  enterprise_customer_id integer not null references enterprise_customers (id) on delete cascade,
  -- The spec's enterprise_customer_worker_id. A credential can only be deleted when it has a worker and no user_id.
  worker_id integer,
  -- Set when the credential comes from the linked platform user's own wallet.
  user_id integer references users (id) on delete set null,
  credential_id integer references credentials (id) on delete set null,
  user_credential_type_id integer references user_credential_types (id),
  name text not null check (btrim(name) <> ''),
  document_number text,
  issued date,
  expiry date,
  file_id integer,
  notes text,
  credential_issuer_id integer,
  training_provider_id integer references training_providers (id) on delete set null,
  -- Parse results live under metadata.results.key_value_pairs.
  metadata jsonb not null default '{}' check (jsonb_typeof(metadata) = 'object'),
  owned_by_enterprise_customer boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (id, enterprise_customer_id),
  check (issued is null or expiry is null or issued <= expiry),
  foreign key (worker_id, enterprise_customer_id) references enterprise_customer_workers (id, enterprise_customer_id) on delete cascade,
  foreign key (file_id, enterprise_customer_id) references files (id, enterprise_customer_id) on delete set null (file_id),
  foreign key (credential_issuer_id, enterprise_customer_id) references credential_issuers (id, enterprise_customer_id) on delete set null (credential_issuer_id)
);
-- Expiring / expired lists (expiry between dates, ordered by expiry); no-expiry rows sort last.
create index user_credentials_expiry_idx on user_credentials (enterprise_customer_id, expiry, id);
create index user_credentials_worker_idx on user_credentials (worker_id, expiry);
-- Which workers hold a followed credential (crew follows, missing credentials, exports).
create index user_credentials_credential_idx on user_credentials (enterprise_customer_id, credential_id, worker_id);
-- Name search and GET credentials/unique.
create index user_credentials_name_idx on user_credentials (enterprise_customer_id, lower(name) text_pattern_ops);
create index user_credentials_user_idx on user_credentials (user_id) where user_id is not null;

create table user_credential_parse_jobs (
  id integer generated always as identity primary key,
  enterprise_customer_id integer not null references enterprise_customers (id) on delete cascade,
  worker_id integer not null,
  file_id integer,
  -- One id per upload session: files sent together are reported together.
  group_id text not null,
  status text not null default 'queued' check (status in ('queued', 'processing', 'done', 'failed')),
  -- The credential the parse produced.
  user_credential_id integer,
  error text,
  result jsonb,
  created_by_user_id integer references users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  foreign key (worker_id, enterprise_customer_id) references enterprise_customer_workers (id, enterprise_customer_id) on delete cascade,
  foreign key (file_id, enterprise_customer_id) references files (id, enterprise_customer_id) on delete set null (file_id),
  foreign key (user_credential_id, enterprise_customer_id) references user_credentials (id, enterprise_customer_id) on delete set null (user_credential_id)
);
create index user_credential_parse_jobs_worker_idx on user_credential_parse_jobs (worker_id, created_at desc);
create index user_credential_parse_jobs_group_idx on user_credential_parse_jobs (enterprise_customer_id, group_id);

create table internal_assessments (
  id integer generated always as identity primary key,
  enterprise_customer_id integer not null references enterprise_customers (id) on delete cascade,
  user_credential_id integer not null,
  -- Clicking the current star again resets the score to 0.
  score smallint not null check (score between 0 and 5),
  notes text not null default '',
  created_by_user_id integer references users (id) on delete set null,
  created_at timestamptz not null default now(),
  foreign key (user_credential_id, enterprise_customer_id) references user_credentials (id, enterprise_customer_id) on delete cascade
);
create index internal_assessments_credential_idx on internal_assessments (user_credential_id, created_at desc, id desc);

create table bulk_credential_uploads (
  id integer generated always as identity primary key,
  enterprise_customer_id integer not null references enterprise_customers (id) on delete cascade,
  file_id integer,
  status text not null default 'queued' check (status in ('queued', 'processing', 'done', 'failed')),
  total_rows integer not null default 0 check (total_rows >= 0),
  created_count integer not null default 0 check (created_count >= 0),
  failed_count integer not null default 0 check (failed_count >= 0),
  -- One entry per CSV row: its line, outcome and message.
  results jsonb not null default '[]' check (jsonb_typeof(results) = 'array'),
  -- SHA-256 of the submitted rows: the same upload sent twice is processed once.
  content_hash text not null check (content_hash ~ '^[0-9a-f]{64}$'),
  created_by_user_id integer references users (id) on delete set null,
  created_at timestamptz not null default now(),
  finished_at timestamptz,
  unique (enterprise_customer_id, content_hash),
  foreign key (file_id, enterprise_customer_id) references files (id, enterprise_customer_id) on delete set null (file_id)
);
create index bulk_credential_uploads_customer_idx on bulk_credential_uploads (enterprise_customer_id, created_at desc);

-- Crews ------------------------------------------------------------------------------------------------

create table crews (
  id integer generated always as identity primary key,
  enterprise_customer_id integer not null references enterprise_customers (id) on delete cascade,
  name text not null check (btrim(name) <> ''),
  description text not null default '',
  -- Storage key of the crew image; the API turns it into crew_image_url.
  image_path text,
  -- The crew administrator (required); a user still administering a crew cannot be deleted.
  admin_id integer not null references users (id),
  crew_type_id integer references crew_types (id) on delete set null,
  -- The user who created the crew.
  crew_owner_id integer references users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (id, enterprise_customer_id)
);
create index crews_customer_name_idx on crews (enterprise_customer_id, lower(name), id);
create index crews_customer_type_idx on crews (enterprise_customer_id, crew_type_id, id);
create index crews_admin_idx on crews (admin_id);

create table crew_workers (
  id integer generated always as identity primary key,
  enterprise_customer_id integer not null references enterprise_customers (id) on delete cascade,
  crew_id integer not null,
  worker_id integer not null,
  created_at timestamptz not null default now(),
  unique (crew_id, worker_id),
  foreign key (crew_id, enterprise_customer_id) references crews (id, enterprise_customer_id) on delete cascade,
  foreign key (worker_id, enterprise_customer_id) references enterprise_customer_workers (id, enterprise_customer_id) on delete cascade
);
create index crew_workers_worker_idx on crew_workers (worker_id, crew_id);

create table crew_worker_quotas (
  crew_id integer primary key,
  enterprise_customer_id integer not null references enterprise_customers (id) on delete cascade,
  -- null: no bound on that side (setting both to 0 deletes the row).
  min_workers integer check (min_workers >= 0),
  max_workers integer check (max_workers >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (min_workers is null or max_workers is null or min_workers <= max_workers),
  foreign key (crew_id, enterprise_customer_id) references crews (id, enterprise_customer_id) on delete cascade
);

create table crew_credential_follows (
  id integer generated always as identity primary key,
  enterprise_customer_id integer not null references enterprise_customers (id) on delete cascade,
  crew_id integer not null,
  credential_id integer not null references credentials (id) on delete cascade,
  created_by_user_id integer references users (id) on delete set null,
  created_at timestamptz not null default now(),
  unique (crew_id, credential_id),
  foreign key (crew_id, enterprise_customer_id) references crews (id, enterprise_customer_id) on delete cascade
);
create index crew_credential_follows_credential_idx on crew_credential_follows (enterprise_customer_id, credential_id);

create table crew_notes (
  id integer generated always as identity primary key,
  enterprise_customer_id integer not null references enterprise_customers (id) on delete cascade,
  crew_id integer not null,
  note text not null check (btrim(note) <> ''),
  created_by_user_id integer references users (id) on delete set null,
  created_at timestamptz not null default now(),
  foreign key (crew_id, enterprise_customer_id) references crews (id, enterprise_customer_id) on delete cascade
);
create index crew_notes_crew_idx on crew_notes (crew_id, created_at desc, id desc);

-- A crew shared with an outside party through a revocable link.
create table crew_shares (
  id integer generated always as identity primary key,
  enterprise_customer_id integer not null references enterprise_customers (id) on delete cascade,
  crew_id integer not null,
  token text not null unique,
  token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
  recipient_name text not null default '',
  recipient_email text not null,
  message text not null default '',
  shared_by_user_id integer references users (id) on delete set null,
  last_sent_at timestamptz not null default now(),
  withdrawn_at timestamptz,
  created_at timestamptz not null default now(),
  foreign key (crew_id, enterprise_customer_id) references crews (id, enterprise_customer_id) on delete cascade
);
create index crew_shares_crew_idx on crew_shares (crew_id, created_at desc, id desc);
create index crew_shares_recipient_idx on crew_shares (lower(recipient_email)) where withdrawn_at is null;

-- A shared crew imported by the receiving customer (enterprise_customer_id is the importer), optionally
-- attached to one of the importer's own crews (its Shared Crews card). Visibility ends with the share.
create table crew_shared_imports (
  id integer generated always as identity primary key,
  enterprise_customer_id integer not null references enterprise_customers (id) on delete cascade,
  crew_share_id integer not null references crew_shares (id) on delete cascade,
  crew_id integer,
  imported_by_user_id integer references users (id) on delete set null,
  created_at timestamptz not null default now(),
  foreign key (crew_id, enterprise_customer_id) references crews (id, enterprise_customer_id) on delete cascade
);
create unique index crew_shared_imports_key on crew_shared_imports (enterprise_customer_id, crew_share_id, crew_id) nulls not distinct;
create index crew_shared_imports_crew_idx on crew_shared_imports (crew_id) where crew_id is not null;

-- "Request a Crew": asks another company to share a crew.
create table crew_share_requests (
  id integer generated always as identity primary key,
  enterprise_customer_id integer not null references enterprise_customers (id) on delete cascade,
  email text not null,
  message text not null,
  requested_by_user_id integer references users (id) on delete set null,
  created_at timestamptz not null default now()
);
create index crew_share_requests_customer_idx on crew_share_requests (enterprise_customer_id, created_at desc);

-- Requests ---------------------------------------------------------------------------------------------

-- Asks a worker for a credential they lack: from a crew (crew_id set) or from the customer (crew_id null).
-- metadata holds what the public fulfil page shows: {prompt: {title, message}, credential: {label, validity_period_months}}.
create table credential_requests (
  id integer generated always as identity primary key,
  enterprise_customer_id integer not null references enterprise_customers (id) on delete cascade,
  token text not null unique,
  token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
  worker_id integer not null,
  credential_id integer references credentials (id) on delete cascade,
  crew_id integer,
  message text,
  metadata jsonb not null default '{}' check (jsonb_typeof(metadata) = 'object'),
  requested_by_user_id integer references users (id) on delete set null,
  -- The credential the worker submitted.
  user_credential_id integer,
  last_requested_at timestamptz not null default now(),
  completed_at timestamptz,
  withdrawn_at timestamptz,
  created_at timestamptz not null default now(),
  check (completed_at is null or withdrawn_at is null),
  foreign key (worker_id, enterprise_customer_id) references enterprise_customer_workers (id, enterprise_customer_id) on delete cascade,
  foreign key (crew_id, enterprise_customer_id) references crews (id, enterprise_customer_id) on delete cascade,
  foreign key (user_credential_id, enterprise_customer_id) references user_credentials (id, enterprise_customer_id) on delete set null (user_credential_id)
);
-- One open request per worker, credential and crew: a mass request never duplicates an open one.
create unique index credential_requests_open_key on credential_requests (worker_id, credential_id, crew_id) nulls not distinct
  where completed_at is null and withdrawn_at is null and credential_id is not null;
create index credential_requests_crew_idx on credential_requests (crew_id, credential_id) where crew_id is not null;
create index credential_requests_customer_idx on credential_requests (enterprise_customer_id, created_at desc);

create table user_credential_update_requests (
  id integer generated always as identity primary key,
  enterprise_customer_id integer not null references enterprise_customers (id) on delete cascade,
  token text not null unique,
  token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
  user_credential_id integer not null,
  crew_id integer,
  message text,
  requested_by_user_id integer references users (id) on delete set null,
  requested_at timestamptz not null default now(),
  completed_at timestamptz,
  withdrawn_at timestamptz,
  created_at timestamptz not null default now(),
  check (completed_at is null or withdrawn_at is null),
  foreign key (user_credential_id, enterprise_customer_id) references user_credentials (id, enterprise_customer_id) on delete cascade,
  foreign key (crew_id, enterprise_customer_id) references crews (id, enterprise_customer_id) on delete set null (crew_id)
);
create index user_credential_update_requests_credential_idx on user_credential_update_requests (user_credential_id, created_at desc);
-- The Update Requests tab: open requests, newest first.
create index user_credential_update_requests_open_idx on user_credential_update_requests (enterprise_customer_id, created_at desc, id desc)
  where completed_at is null and withdrawn_at is null;

-- Time logs and notifications --------------------------------------------------------------------------

create table time_logs (
  id integer generated always as identity primary key,
  enterprise_customer_id integer not null references enterprise_customers (id) on delete cascade,
  worker_id integer not null,
  crew_id integer,
  date date not null,
  start_time time,
  end_time time,
  hours smallint not null default 0 check (hours between 0 and 24),
  minutes smallint not null default 0 check (minutes between 0 and 59),
  duration_minutes integer not null default 0 check (duration_minutes between 0 and 1440),
  notes text,
  created_by_user_id integer references users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (hours < 24 or minutes = 0),
  foreign key (worker_id, enterprise_customer_id) references enterprise_customer_workers (id, enterprise_customer_id) on delete cascade,
  foreign key (crew_id, enterprise_customer_id) references crews (id, enterprise_customer_id) on delete set null (crew_id)
);
create index time_logs_customer_date_idx on time_logs (enterprise_customer_id, date desc, id desc);
create index time_logs_worker_date_idx on time_logs (worker_id, date desc);
create index time_logs_crew_date_idx on time_logs (crew_id, date desc) where crew_id is not null;

create table notifications (
  id integer generated always as identity primary key,
  enterprise_customer_id integer not null references enterprise_customers (id) on delete cascade,
  notification_type text not null check (notification_type in (
    'credential_expiring',
    'credential_request_fulfilled',
    'bulk_credential_upload',
    'user_credential_request_fulfilled',
    'crew_admin_changed',
    'worker_removed_from_crew',
    'credential_request_withdrawn',
    'worker_added_to_crew',
    'worker_user_credential_copied',
    'worker_archived',
    'worker_restored'
  )),
  message text not null,
  -- Ids of what the notification is about (user_credential_id, credential_request_id, bulk_credential_upload_id...),
  -- from which the API derives the links (s3_url, uploads_s3_url).
  metadata jsonb not null default '{}' check (jsonb_typeof(metadata) = 'object'),
  crew_id integer,
  worker_id integer,
  read_at timestamptz,
  created_at timestamptz not null default now(),
  foreign key (crew_id, enterprise_customer_id) references crews (id, enterprise_customer_id) on delete set null (crew_id),
  foreign key (worker_id, enterprise_customer_id) references enterprise_customer_workers (id, enterprise_customer_id) on delete set null (worker_id)
);
create index notifications_customer_idx on notifications (enterprise_customer_id, created_at desc, id desc);
create index notifications_type_idx on notifications (enterprise_customer_id, notification_type, created_at desc, id desc);
create index notifications_crew_idx on notifications (crew_id, created_at desc, id desc) where crew_id is not null;
create index notifications_worker_idx on notifications (worker_id) where worker_id is not null;

-- Admins, settings, subscriptions, referrals ------------------------------------------------------------

create table invites (
  id integer generated always as identity primary key,
  enterprise_customer_id integer not null references enterprise_customers (id) on delete cascade,
  email text not null,
  role text not null default 'admin' check (role in ('admin', 'member')),
  token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
  invited_by_user_id integer references users (id) on delete set null,
  created_at timestamptz not null default now(),
  accepted_at timestamptz
);
create unique index invites_outstanding_key on invites (enterprise_customer_id, lower(email)) where accepted_at is null;
create index invites_customer_idx on invites (enterprise_customer_id, created_at desc);

-- The integration token: one per customer.
create table enterprise_tokens (
  id integer generated always as identity primary key,
  enterprise_customer_id integer not null unique references enterprise_customers (id) on delete cascade,
  token text not null unique,
  token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
  created_by_user_id integer references users (id) on delete set null,
  created_at timestamptz not null default now(),
  last_used_at timestamptz
);

-- A code the referring customer (the association) hands out; status is shown as-is.
create table referral_codes (
  id integer generated always as identity primary key,
  enterprise_customer_id integer not null references enterprise_customers (id) on delete cascade,
  subscription_plan_id integer not null references subscription_plans (id),
  code text not null unique,
  description text not null default '',
  status text not null default 'active' check (status in ('active', 'inactive', 'expired')),
  created_by_user_id integer references users (id) on delete set null,
  created_at timestamptz not null default now()
);
create index referral_codes_customer_idx on referral_codes (enterprise_customer_id, created_at desc);

-- A customer's subscription; referral_code_id makes it a referred subscription of the code's owner.
create table subscriptions (
  id integer generated always as identity primary key,
  enterprise_customer_id integer not null references enterprise_customers (id) on delete cascade,
  subscription_plan_id integer not null references subscription_plans (id),
  referral_code_id integer references referral_codes (id) on delete set null,
  status text not null check (status in ('trialing', 'active', 'past_due', 'canceled')),
  stripe_subscription_id text unique,
  trial_end timestamptz,
  current_period_end timestamptz,
  created_at timestamptz not null default now(),
  canceled_at timestamptz
);
create index subscriptions_customer_idx on subscriptions (enterprise_customer_id, created_at desc);
create index subscriptions_referral_idx on subscriptions (referral_code_id, created_at desc) where referral_code_id is not null;

-- Jobs feed --------------------------------------------------------------------------------------------

create table feed_jobs (
  id integer generated always as identity primary key,
  enterprise_customer_id integer not null references enterprise_customers (id) on delete cascade,
  title text not null check (btrim(title) <> ''),
  url text,
  -- Displayed only; the spec's toggle has no effect.
  is_active boolean not null default true,
  description text not null,
  employer_name text not null,
  province text not null references provinces (code),
  town text not null,
  -- F Full-Time, P Part-Time, L Part-Time leading to Full-Time.
  work_term text not null check (work_term in ('F', 'P', 'L')),
  number_of_positions integer not null default 1 check (number_of_positions > 0),
  salary text,
  date_posted date not null,
  display_until date not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (display_until >= date_posted)
);
create index feed_jobs_customer_idx on feed_jobs (enterprise_customer_id, created_at desc, id desc);

create table feed_job_approved_domains (
  id integer generated always as identity primary key,
  enterprise_customer_id integer not null references enterprise_customers (id) on delete cascade,
  domain text not null check (domain = lower(domain) and domain <> ''),
  created_at timestamptz not null default now(),
  unique (enterprise_customer_id, domain)
);

create table feed_job_filtered_locations (
  id integer generated always as identity primary key,
  enterprise_customer_id integer not null references enterprise_customers (id) on delete cascade,
  town_id integer not null references towns (id) on delete cascade,
  created_at timestamptz not null default now(),
  unique (enterprise_customer_id, town_id)
);

-- Infrastructure ---------------------------------------------------------------------------------------

-- Every outgoing e-mail; sent by SMTP when configured, otherwise read in the portal (demo mode).
create table mail_outbox (
  id integer generated always as identity primary key,
  enterprise_customer_id integer references enterprise_customers (id) on delete cascade,
  to_address text not null,
  subject text not null,
  text_body text not null,
  html_body text,
  status text not null default 'queued' check (status in ('queued', 'sending', 'sent', 'failed')),
  attempts integer not null default 0 check (attempts >= 0),
  sent_at timestamptz,
  error text,
  created_at timestamptz not null default now()
);
create index mail_outbox_pending_idx on mail_outbox (created_at, id) where status = 'queued';
create index mail_outbox_customer_idx on mail_outbox (enterprise_customer_id, created_at desc);

-- The background job queue (parse, bulk upload, mail, expiry notices): claimed with
-- "for update skip locked", so it works on PostgreSQL with several servers and on single-session PGlite.
create table jobs (
  id integer generated always as identity primary key,
  queue text not null,
  payload jsonb not null default '{}',
  status text not null default 'queued' check (status in ('queued', 'running', 'done', 'failed')),
  run_at timestamptz not null default now(),
  attempts integer not null default 0 check (attempts >= 0),
  max_attempts integer not null default 5 check (max_attempts > 0),
  -- Enqueueing with a key already queued or running is a no-op (e.g. the daily expiry notice).
  singleton_key text,
  locked_at timestamptz,
  last_error text,
  created_at timestamptz not null default now(),
  finished_at timestamptz
);
create index jobs_ready_idx on jobs (queue, run_at, id) where status = 'queued';
create index jobs_running_idx on jobs (locked_at) where status = 'running';
create unique index jobs_singleton_key on jobs (queue, singleton_key) where singleton_key is not null and status in ('queued', 'running');
