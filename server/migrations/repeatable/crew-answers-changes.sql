-- Tells every server process which customers' crew answers a committed transaction may have changed, so that each
-- can drop the answers of GET /json/crews and GET /json/crews/{id}/credential-follows/missing it keeps
-- (server/src/areas/crews/answer-cache.ts, server/src/core/http/answer-cache.ts, ADR 0019):
-- pg_notify('crew_answers_changed', <customer id>) once per customer per statement, or '*' (every customer) where
-- finding them would cost more than it saves. PostgreSQL delivers a notification only when its transaction commits,
-- sends each distinct one once per transaction, and takes no row lock for it. Re-applied by the migrator when this
-- file changes.
--
-- The tables are those the two answers' statements read (listCrews in repository/crews.ts, missingCredentials and
-- requireCrew in repository/follows.ts and common.ts): the crews (with their kept workers_count), crew types, the
-- admin's user, the kept tag counts and the tags, the customer's features (the crew limit); the crew's workers and
-- their names, e-mail and picture, the followed credentials and their labels, the credentials the workers hold
-- (worker, catalogue entry, expiry) and the open credential requests. A new table read by either answer needs its
-- triggers here; a new column read from one of the compared tables (users, crew_types, credentials, features,
-- enterprise_customer_workers, tags, user_credentials) needs its place in that table's comparison below.

create or replace function notify_crew_answers_changed() returns trigger language plpgsql as $$
begin
  if tg_op = 'TRUNCATE' then
    perform pg_notify('crew_answers_changed', '*');
  elsif tg_table_name = 'users' then
    -- Users are shared by customers: a crew card shows its administrator's name, so the customers concerned are those
    -- of the crews a renamed user administers (a crew given another administrator is the crews' trigger's).
    perform pg_notify('crew_answers_changed', c::text)
       from (select distinct cr.enterprise_customer_id
               from new_rows n join old_rows o on o.id = n.id
               join crews cr on cr.admin_id = n.id
              where (n.first_name, n.last_name) is distinct from (o.first_name, o.last_name)) x(c);
  elsif tg_table_name = 'crew_types' then
    -- A customer's own type, or the platform's (no customer: every customer), renamed. Deleting one unsets the
    -- crews' type, which the crews' trigger tells.
    perform pg_notify('crew_answers_changed', coalesce(c::text, '*'))
       from (select distinct v.c
               from new_rows n join old_rows o on o.id = n.id
              cross join lateral (values (n.enterprise_customer_id), (o.enterprise_customer_id)) v(c)
              where (n.name, n.enterprise_customer_id) is distinct from (o.name, o.enterprise_customer_id)) x(c);
  elsif tg_table_name = 'credentials' then
    -- A customer's own credential, or the platform's catalogue entry (no customer: every customer), relabelled.
    -- Deleting one deletes the follows of it, which the follows' trigger tells.
    perform pg_notify('crew_answers_changed', coalesce(c::text, '*'))
       from (select distinct v.c
               from new_rows n join old_rows o on o.id = n.id
              cross join lateral (values (n.enterprise_customer_id), (o.enterprise_customer_id)) v(c)
              where (n.label, n.enterprise_customer_id) is distinct from (o.label, o.enterprise_customer_id)) x(c);
  elsif tg_table_name = 'features' then
    -- The crews feature is found by its label: relabelled, it changes every customer's crew limit.
    if exists (select from new_rows n join old_rows o on o.id = n.id where n.label is distinct from o.label) then
      perform pg_notify('crew_answers_changed', '*');
    end if;
  elsif tg_table_name = 'crew_tag_counts' then
    -- The kept counts name their crew only; a crew deleted takes its counts with it, and the crews' trigger tells.
    -- (A statement's transition tables are those of its event: no old rows for an insert, no new ones for a delete.)
    if tg_op = 'INSERT' then
      perform pg_notify('crew_answers_changed', c::text)
         from (select distinct cr.enterprise_customer_id from new_rows r join crews cr on cr.id = r.crew_id) x(c);
    elsif tg_op = 'DELETE' then
      perform pg_notify('crew_answers_changed', c::text)
         from (select distinct cr.enterprise_customer_id from old_rows r join crews cr on cr.id = r.crew_id) x(c);
    else
      perform pg_notify('crew_answers_changed', c::text)
         from (select distinct cr.enterprise_customer_id
                 from (select crew_id from new_rows union select crew_id from old_rows) r
                 join crews cr on cr.id = r.crew_id) x(c);
    end if;
  elsif tg_op = 'INSERT' then
    perform pg_notify('crew_answers_changed', c::text) from (select distinct enterprise_customer_id from new_rows) x(c);
  elsif tg_op = 'DELETE' then
    perform pg_notify('crew_answers_changed', c::text) from (select distinct enterprise_customer_id from old_rows) x(c);
  elsif tg_table_name = 'enterprise_customer_workers' then
    -- A crew's missing credentials show its workers' names, e-mail and picture; the rest of a worker is not on them.
    perform pg_notify('crew_answers_changed', c::text)
       from (select distinct v.c
               from new_rows n join old_rows o on o.id = n.id
              cross join lateral (values (n.enterprise_customer_id), (o.enterprise_customer_id)) v(c)
              where (n.first_name, n.last_name, n.email, n.profile_picture_path, n.enterprise_customer_id)
                    is distinct from (o.first_name, o.last_name, o.email, o.profile_picture_path, o.enterprise_customer_id)) x(c);
  elsif tg_table_name = 'tags' then
    -- A card's tags show their name and colour.
    perform pg_notify('crew_answers_changed', c::text)
       from (select distinct n.enterprise_customer_id from new_rows n join old_rows o on o.id = n.id
              where (n.name, n.color) is distinct from (o.name, o.color)) x(c);
  elsif tg_table_name = 'user_credentials' then
    -- Whether a worker holds a followed credential reads its worker, catalogue entry and expiry; its file, name,
    -- notes and numbers are not on either answer.
    perform pg_notify('crew_answers_changed', c::text)
       from (select distinct v.c
               from new_rows n join old_rows o on o.id = n.id
              cross join lateral (values (n.enterprise_customer_id), (o.enterprise_customer_id)) v(c)
              where (n.worker_id, n.credential_id, n.expiry, n.enterprise_customer_id)
                    is distinct from (o.worker_id, o.credential_id, o.expiry, o.enterprise_customer_id)) x(c);
  else
    perform pg_notify('crew_answers_changed', c::text)
       from (select enterprise_customer_id from new_rows union select enterprise_customer_id from old_rows) x(c);
  end if;
  return null;
end
$$;

-- Transition tables allow one event per trigger: an insert, an update and a delete trigger per table, and one for
-- truncate (no rows to read: every customer). Tables whose new rows change no answer by themselves (a user, type,
-- credential, feature, tag or worker not yet linked to a crew) have no insert trigger; those whose deleted rows
-- unset or delete linked rows that tell (users, types, credentials, features, tags) have no delete trigger.

create or replace trigger crews_crew_answers_insert after insert on crews
  referencing new table as new_rows for each statement execute function notify_crew_answers_changed();
create or replace trigger crews_crew_answers_update after update on crews
  referencing old table as old_rows new table as new_rows for each statement execute function notify_crew_answers_changed();
create or replace trigger crews_crew_answers_delete after delete on crews
  referencing old table as old_rows for each statement execute function notify_crew_answers_changed();
create or replace trigger crews_crew_answers_truncate after truncate on crews
  for each statement execute function notify_crew_answers_changed();

create or replace trigger crew_workers_crew_answers_insert after insert on crew_workers
  referencing new table as new_rows for each statement execute function notify_crew_answers_changed();
create or replace trigger crew_workers_crew_answers_update after update on crew_workers
  referencing old table as old_rows new table as new_rows for each statement execute function notify_crew_answers_changed();
create or replace trigger crew_workers_crew_answers_delete after delete on crew_workers
  referencing old table as old_rows for each statement execute function notify_crew_answers_changed();
create or replace trigger crew_workers_crew_answers_truncate after truncate on crew_workers
  for each statement execute function notify_crew_answers_changed();

create or replace trigger crew_tag_counts_crew_answers_insert after insert on crew_tag_counts
  referencing new table as new_rows for each statement execute function notify_crew_answers_changed();
create or replace trigger crew_tag_counts_crew_answers_update after update on crew_tag_counts
  referencing old table as old_rows new table as new_rows for each statement execute function notify_crew_answers_changed();
create or replace trigger crew_tag_counts_crew_answers_delete after delete on crew_tag_counts
  referencing old table as old_rows for each statement execute function notify_crew_answers_changed();
create or replace trigger crew_tag_counts_crew_answers_truncate after truncate on crew_tag_counts
  for each statement execute function notify_crew_answers_changed();

create or replace trigger crew_credential_follows_crew_answers_insert after insert on crew_credential_follows
  referencing new table as new_rows for each statement execute function notify_crew_answers_changed();
create or replace trigger crew_credential_follows_crew_answers_update after update on crew_credential_follows
  referencing old table as old_rows new table as new_rows for each statement execute function notify_crew_answers_changed();
create or replace trigger crew_credential_follows_crew_answers_delete after delete on crew_credential_follows
  referencing old table as old_rows for each statement execute function notify_crew_answers_changed();
create or replace trigger crew_credential_follows_crew_answers_truncate after truncate on crew_credential_follows
  for each statement execute function notify_crew_answers_changed();

create or replace trigger credential_requests_crew_answers_insert after insert on credential_requests
  referencing new table as new_rows for each statement execute function notify_crew_answers_changed();
create or replace trigger credential_requests_crew_answers_update after update on credential_requests
  referencing old table as old_rows new table as new_rows for each statement execute function notify_crew_answers_changed();
create or replace trigger credential_requests_crew_answers_delete after delete on credential_requests
  referencing old table as old_rows for each statement execute function notify_crew_answers_changed();
create or replace trigger credential_requests_crew_answers_truncate after truncate on credential_requests
  for each statement execute function notify_crew_answers_changed();

create or replace trigger user_credentials_crew_answers_insert after insert on user_credentials
  referencing new table as new_rows for each statement execute function notify_crew_answers_changed();
create or replace trigger user_credentials_crew_answers_update after update on user_credentials
  referencing old table as old_rows new table as new_rows for each statement execute function notify_crew_answers_changed();
create or replace trigger user_credentials_crew_answers_delete after delete on user_credentials
  referencing old table as old_rows for each statement execute function notify_crew_answers_changed();
create or replace trigger user_credentials_crew_answers_truncate after truncate on user_credentials
  for each statement execute function notify_crew_answers_changed();

create or replace trigger enterprise_customer_features_crew_answers_insert after insert on enterprise_customer_features
  referencing new table as new_rows for each statement execute function notify_crew_answers_changed();
create or replace trigger enterprise_customer_features_crew_answers_update after update on enterprise_customer_features
  referencing old table as old_rows new table as new_rows for each statement execute function notify_crew_answers_changed();
create or replace trigger enterprise_customer_features_crew_answers_delete after delete on enterprise_customer_features
  referencing old table as old_rows for each statement execute function notify_crew_answers_changed();
create or replace trigger enterprise_customer_features_crew_answers_truncate after truncate on enterprise_customer_features
  for each statement execute function notify_crew_answers_changed();

create or replace trigger enterprise_customer_workers_crew_answers_update after update on enterprise_customer_workers
  referencing old table as old_rows new table as new_rows for each statement execute function notify_crew_answers_changed();
create or replace trigger enterprise_customer_workers_crew_answers_delete after delete on enterprise_customer_workers
  referencing old table as old_rows for each statement execute function notify_crew_answers_changed();
create or replace trigger enterprise_customer_workers_crew_answers_truncate after truncate on enterprise_customer_workers
  for each statement execute function notify_crew_answers_changed();

create or replace trigger users_crew_answers_update after update on users
  referencing old table as old_rows new table as new_rows for each statement execute function notify_crew_answers_changed();
create or replace trigger users_crew_answers_truncate after truncate on users
  for each statement execute function notify_crew_answers_changed();

create or replace trigger crew_types_crew_answers_update after update on crew_types
  referencing old table as old_rows new table as new_rows for each statement execute function notify_crew_answers_changed();
create or replace trigger crew_types_crew_answers_truncate after truncate on crew_types
  for each statement execute function notify_crew_answers_changed();

create or replace trigger credentials_crew_answers_update after update on credentials
  referencing old table as old_rows new table as new_rows for each statement execute function notify_crew_answers_changed();
create or replace trigger credentials_crew_answers_truncate after truncate on credentials
  for each statement execute function notify_crew_answers_changed();

create or replace trigger features_crew_answers_update after update on features
  referencing old table as old_rows new table as new_rows for each statement execute function notify_crew_answers_changed();
create or replace trigger features_crew_answers_truncate after truncate on features
  for each statement execute function notify_crew_answers_changed();

create or replace trigger tags_crew_answers_update after update on tags
  referencing old table as old_rows new table as new_rows for each statement execute function notify_crew_answers_changed();
create or replace trigger tags_crew_answers_truncate after truncate on tags
  for each statement execute function notify_crew_answers_changed();
