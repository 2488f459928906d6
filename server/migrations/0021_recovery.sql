-- A failed bulk upload no longer holds its content: the same file can be uploaded again (its message says so).
-- Only uploads still queued, processing or done answer a second upload of the same rows.
alter table bulk_credential_uploads drop constraint bulk_credential_uploads_enterprise_customer_id_content_hash_key;
create unique index bulk_credential_uploads_content_idx on bulk_credential_uploads (enterprise_customer_id, content_hash)
  where status <> 'failed';

-- Mail that could not be delivered within its retry window is failed and reported to the customer's staff with
-- a mail_undelivered notification; once the mail server takes mail again it is sent once more (resent_at).
alter table mail_outbox add column resent_at timestamptz;
create index mail_outbox_failed_idx on mail_outbox (created_at) where status = 'failed' and resent_at is null;
alter table notifications drop constraint notifications_notification_type_check;
alter table notifications add constraint notifications_notification_type_check check (notification_type in (
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
  'worker_restored',
  'mail_undelivered'
));
