-- Tenancy, people, sign-in. Every tenant-owned table carries enterprise_customer_id.

create table enterprise_customers (
  id integer generated always as identity primary key,
  name text not null,
  mode text not null default 'normal' check (mode in ('normal', 'demo')),
  access_url text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table features (
  id integer generated always as identity primary key,
  label text not null unique,
  name text not null,
  description text not null default ''
);

create table enterprise_customer_features (
  enterprise_customer_id integer not null references enterprise_customers (id) on delete cascade,
  feature_id integer not null references features (id) on delete cascade,
  primary key (enterprise_customer_id, feature_id)
);

create table users (
  id integer generated always as identity primary key,
  first_name text not null,
  last_name text not null,
  email text not null,
  password_hash text,
  image_url text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index users_email_key on users (lower(email));

create table enterprise_customer_users (
  id integer generated always as identity primary key,
  enterprise_customer_id integer not null references enterprise_customers (id) on delete cascade,
  user_id integer not null references users (id) on delete cascade,
  role text not null check (role in ('owner', 'admin', 'member')),
  created_at timestamptz not null default now(),
  unique (enterprise_customer_id, user_id)
);
create index enterprise_customer_users_user_idx on enterprise_customer_users (user_id);

-- The cookie holds a random token; only its SHA-256 is stored, so a leaked table opens no session.
create table sessions (
  id text primary key,
  user_id integer not null references users (id) on delete cascade,
  enterprise_customer_id integer not null references enterprise_customers (id) on delete cascade,
  csrf_token text not null,
  ip text,
  user_agent text,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index sessions_user_idx on sessions (user_id);
create index sessions_expires_idx on sessions (expires_at);
