-- Which expiry thresholds (30, 60, 90 days) a credential has been announced for, so the daily job tells each
-- once. The expiry date is part of the key: a renewed credential (new expiry) is announced afresh.
create table credential_expiry_notices (
  id integer generated always as identity primary key,
  enterprise_customer_id integer not null references enterprise_customers (id) on delete cascade,
  user_credential_id integer not null,
  threshold_days integer not null check (threshold_days in (30, 60, 90)),
  expiry date not null,
  created_at timestamptz not null default now(),
  unique (user_credential_id, threshold_days, expiry),
  foreign key (user_credential_id, enterprise_customer_id) references user_credentials (id, enterprise_customer_id) on delete cascade
);

-- The daily job reads credentials expiring in the next 90 days across customers.
create index user_credentials_upcoming_expiry_idx on user_credentials (expiry) where expiry is not null;


-- At most one open update request per credential: the panel offers withdraw and view while one is open.
create unique index user_credential_update_requests_one_open_key on user_credential_update_requests (user_credential_id)
  where completed_at is null and withdrawn_at is null;
