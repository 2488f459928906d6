-- Bulk credential uploads report progress while their job runs (processed_rows of total_rows) and how each
-- row ended: created, updated (same credential and issued date already on file, with new details), skipped
-- (already on file unchanged) or failed. error holds why a whole upload failed.
alter table bulk_credential_uploads add column processed_rows integer not null default 0 check (processed_rows >= 0);
alter table bulk_credential_uploads add column updated_count integer not null default 0 check (updated_count >= 0);
alter table bulk_credential_uploads add column skipped_count integer not null default 0 check (skipped_count >= 0);
alter table bulk_credential_uploads add column workers_created_count integer not null default 0 check (workers_created_count >= 0);
alter table bulk_credential_uploads add column error text;
