-- Forgot password: single-use reset links e-mailed to a user, valid 60 minutes. Only the token's SHA-256 is kept.
create table password_resets (
  id integer generated always as identity primary key,
  user_id integer not null references users (id) on delete cascade,
  token_hash text not null unique,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index password_resets_user_idx on password_resets (user_id, created_at desc);
