-- Several server processes on one PostgreSQL database answer alike (docs/deploy.md): what one process kept in its
-- memory or on its disk lives here.

-- Fixed-window request counters (public token lookups, shared crews, referral sign-ups, password-reset mails,
-- sign-in scans), one row per scope and key (an address), reset when the window has passed.
create table rate_limit_windows (
  scope text not null,
  key text not null,
  count integer not null,
  reset_at timestamptz not null,
  primary key (scope, key)
);
create index rate_limit_windows_reset_idx on rate_limit_windows (reset_at);

-- Wrong passwords per account and address ('pair') and per account ('account'), with the last one's time: the
-- sign-in delay doubles with the count and the record is forgotten a day after the last failure.
create table login_failures (
  scope text not null check (scope in ('pair', 'account')),
  key text not null,
  count integer not null,
  last_at timestamptz not null,
  primary key (scope, key)
);
create index login_failures_last_idx on login_failures (last_at);

-- Addresses an account signed in from: they are never slowed by failures from elsewhere.
create table login_known_addresses (
  account text not null,
  address text not null,
  seen_at timestamptz not null,
  primary key (account, address)
);
create index login_known_addresses_seen_idx on login_known_addresses (seen_at);

-- The live version of each remote (what /remotes.json lists), with its manifest and earlier versions.
create table deployed_remotes (
  name text primary key,
  deployment jsonb not null,
  updated_at timestamptz not null default now()
);

-- Every stored remote build, file by file: versions are immutable, so an instance copies one to its disk once.
create table remote_files (
  remote text not null,
  version text not null,
  path text not null,
  content bytea not null,
  primary key (remote, version, path)
);

-- Secrets every instance must share (the HMAC key of visitors' CSRF tokens) when SESSION_SECRET is not set.
create table server_secrets (
  name text primary key,
  value text not null,
  created_at timestamptz not null default now()
);
