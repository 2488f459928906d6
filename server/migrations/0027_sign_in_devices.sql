-- Sign-in limits by device (ADR 22). A browser that signed in to an account carries a signed `portal_device` cookie;
-- the account remembers the cookie's SHA-256 here, and such a device is never slowed by failures from elsewhere.
-- It replaces the addresses an account signed in from, which behind one office address (or a load balancer
-- without TRUST_PROXY) were everyone's.
drop table login_known_addresses;

create table login_known_devices (
  account text not null,
  device_hash text not null,
  seen_at timestamptz not null,
  primary key (account, device_hash)
);
create index login_known_devices_seen_idx on login_known_devices (seen_at);

-- Failures are also counted per known device ('device': account and device), apart from everyone else's.
alter table login_failures drop constraint login_failures_scope_check;
alter table login_failures add constraint login_failures_scope_check check (scope in ('pair', 'account', 'device'));

-- The one-time codes e-mailed when a correct password comes from a new device while the account is under attack:
-- bound to that device, kept as an HMAC only, usable once, for a few minutes and a few tries.
create table login_codes (
  id integer generated always as identity primary key,
  user_id integer not null references users (id) on delete cascade,
  device_hash text not null,
  code_hash text not null,
  attempts integer not null default 0,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index login_codes_device_idx on login_codes (user_id, device_hash, created_at desc);
