-- Issue 14: invitations that expire and can be revoked or resent, the integration token stored hashed only,
-- per-user unread notifications, and the expiry reminder schedule each customer sets.

-- Invitations -------------------------------------------------------------------------------------------

-- An invitation works for 7 days from when it was sent (a resend starts them again with a new token); a revoked
-- one never works again. Only outstanding ones (neither accepted nor revoked) block another invitation.
alter table invites
  add column expires_at timestamptz,
  add column revoked_at timestamptz,
  add column accepted_by_user_id integer references users (id) on delete set null;
update invites set expires_at = created_at + interval '7 days';
alter table invites alter column expires_at set not null;
alter table invites alter column expires_at set default now() + interval '7 days';
drop index invites_outstanding_key;
create unique index invites_outstanding_key on invites (enterprise_customer_id, lower(email))
  where accepted_at is null and revoked_at is null;
-- Signing in accepts the outstanding invitations sent to the user's e-mail.
create index invites_pending_email_idx on invites (lower(email)) where accepted_at is null and revoked_at is null;

-- Integration token -------------------------------------------------------------------------------------

-- Shown once when generated, then only masked: the raw token is no longer kept, only its SHA-256 and its last
-- four characters (for the mask).
alter table enterprise_tokens add column token_suffix text not null default '';
update enterprise_tokens set token_suffix = right(token, 4);
alter table enterprise_tokens drop column token;

-- Unread notifications, per user ----------------------------------------------------------------------------

-- Mark all as read moves the member's watermark to the newest notification; a card seen on its own is a row in
-- notification_reads (those at or under the watermark are dropped with it). Unread: above the watermark and not
-- read. The customer-wide notifications.read_at is not used for this.
alter table enterprise_customer_users add column notifications_read_through integer not null default 0;
create table notification_reads (
  user_id integer not null references users (id) on delete cascade,
  notification_id integer not null references notifications (id) on delete cascade,
  read_at timestamptz not null default now(),
  primary key (user_id, notification_id)
);
create index notification_reads_notification_idx on notification_reads (notification_id);
create index notifications_customer_id_idx on notifications (enterprise_customer_id, id);

-- Expiry reminders ---------------------------------------------------------------------------------------

-- A customer without a row uses the defaults: 90 and 30 days, owners and admins, not the worker, no digest.
create table expiry_reminder_settings (
  enterprise_customer_id integer primary key references enterprise_customers (id) on delete cascade,
  days_before integer[] not null default '{90,30}' check (days_before <@ '{90,60,30,14,7,1}'::integer[]),
  recipient_roles text[] not null default '{owner,admin}' check (recipient_roles <@ '{owner,admin,member}'::text[]),
  notify_worker boolean not null default false,
  -- ISO weekday (1 = Monday) of the weekly digest e-mail; null: no digest.
  weekly_digest_day smallint check (weekly_digest_day between 1 and 7),
  updated_by_user_id integer references users (id) on delete set null,
  updated_at timestamptz not null default now()
);

-- The sent reminders (credential, threshold, expiry date): every threshold of the schedule can be recorded now.
alter table credential_expiry_notices drop constraint credential_expiry_notices_threshold_days_check;
alter table credential_expiry_notices add constraint credential_expiry_notices_threshold_days_check
  check (threshold_days in (90, 60, 30, 14, 7, 1));

-- One weekly digest per customer and week (the Monday it starts): a run repeated after a restart sends none twice.
create table expiry_digests_sent (
  enterprise_customer_id integer not null references enterprise_customers (id) on delete cascade,
  week_start date not null,
  sent_at timestamptz not null default now(),
  primary key (enterprise_customer_id, week_start)
);
