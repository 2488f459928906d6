-- Tells every server process which customers' workers lists a committed transaction may have changed, so that each
-- can drop the answers of GET /json/workers it keeps (server/src/areas/workers/list-cache.ts, ADR 0019):
-- pg_notify('worker_list_changed', <customer id>) once per customer per statement, or '*' (every customer) where
-- finding them would cost more than it saves. PostgreSQL delivers a notification only when its transaction commits,
-- sends each distinct one once per transaction, and takes no row lock for it. Re-applied by the migrator when this
-- file changes.
--
-- The tables are those the list's statements read (server/src/areas/workers/repository/workers.ts and
-- workers-list.ts): the workers, their linked users and those users' trades, tags and tag links, crews and crew
-- links, the credentials the expired/expiring counts read, and the kept totals. A new table read by the list
-- needs its triggers here; a new column read from one of the filtered tables (users, crews, user_credentials,
-- trades) needs its place in that table's comparison below.

create or replace function notify_worker_list_changed() returns trigger language plpgsql as $$
begin
  if tg_op = 'TRUNCATE' then
    perform pg_notify('worker_list_changed', '*');
  elsif tg_table_name = 'users' then
    -- Users are shared by customers: the list shows a user's name and trade on each worker linked to the user, so
    -- the customers concerned are those of the workers linked to a user whose name or trade changed (a user
    -- deleted or linked anew changes the workers' user_id, which the workers' trigger tells).
    perform pg_notify('worker_list_changed', c::text)
       from (select distinct w.enterprise_customer_id
               from new_rows n join old_rows o on o.id = n.id
               join enterprise_customer_workers w on w.user_id = n.id
              where (n.first_name, n.last_name, n.trade_id) is distinct from (o.first_name, o.last_name, o.trade_id)) x(c);
  elsif tg_table_name = 'trades' then
    -- Trades are shared too, and renamed rarely: finding the customers would read every user of the trade, so a
    -- renamed trade clears every customer's lists. A deleted trade unsets users' trade_id (the users' trigger).
    if exists (select from new_rows n join old_rows o on o.id = n.id where n.name is distinct from o.name) then
      perform pg_notify('worker_list_changed', '*');
    end if;
  elsif tg_op = 'INSERT' then
    perform pg_notify('worker_list_changed', c::text) from (select distinct enterprise_customer_id from new_rows) x(c);
  elsif tg_op = 'DELETE' then
    perform pg_notify('worker_list_changed', c::text) from (select distinct enterprise_customer_id from old_rows) x(c);
  elsif tg_table_name = 'crews' then
    -- A crew's list entry is its id and name; its description, image, admin and kept counts are not on the list.
    perform pg_notify('worker_list_changed', c::text)
       from (select distinct n.enterprise_customer_id from new_rows n join old_rows o on o.id = n.id
              where n.name is distinct from o.name) x(c);
  elsif tg_table_name = 'user_credentials' then
    -- The counts read a credential's worker, expiry, catalogue entry and name (EXPIRY_COUNTS in workers.ts); its
    -- file, notes, numbers and parse results are not on the list.
    perform pg_notify('worker_list_changed', c::text)
       from (select distinct v.c
               from new_rows n join old_rows o on o.id = n.id
              cross join lateral (values (n.enterprise_customer_id), (o.enterprise_customer_id)) v(c)
              where (n.worker_id, n.expiry, n.credential_id, lower(n.name), n.enterprise_customer_id)
                    is distinct from (o.worker_id, o.expiry, o.credential_id, lower(o.name), o.enterprise_customer_id)) x(c);
  else
    perform pg_notify('worker_list_changed', c::text)
       from (select enterprise_customer_id from new_rows union select enterprise_customer_id from old_rows) x(c);
  end if;
  return null;
end
$$;

-- Transition tables allow one event per trigger: an insert, an update and a delete trigger per table, and one for
-- truncate (no rows to read: every customer).
create or replace trigger enterprise_customer_workers_list_insert after insert on enterprise_customer_workers
  referencing new table as new_rows for each statement execute function notify_worker_list_changed();
create or replace trigger enterprise_customer_workers_list_update after update on enterprise_customer_workers
  referencing old table as old_rows new table as new_rows for each statement execute function notify_worker_list_changed();
create or replace trigger enterprise_customer_workers_list_delete after delete on enterprise_customer_workers
  referencing old table as old_rows for each statement execute function notify_worker_list_changed();
create or replace trigger enterprise_customer_workers_list_truncate after truncate on enterprise_customer_workers
  for each statement execute function notify_worker_list_changed();

create or replace trigger enterprise_customer_worker_counts_list_insert after insert on enterprise_customer_worker_counts
  referencing new table as new_rows for each statement execute function notify_worker_list_changed();
create or replace trigger enterprise_customer_worker_counts_list_update after update on enterprise_customer_worker_counts
  referencing old table as old_rows new table as new_rows for each statement execute function notify_worker_list_changed();
create or replace trigger enterprise_customer_worker_counts_list_delete after delete on enterprise_customer_worker_counts
  referencing old table as old_rows for each statement execute function notify_worker_list_changed();
create or replace trigger enterprise_customer_worker_counts_list_truncate after truncate on enterprise_customer_worker_counts
  for each statement execute function notify_worker_list_changed();

-- Inserted and deleted users and trades change no list by themselves (see above): updates and truncates only.
create or replace trigger users_list_update after update on users
  referencing old table as old_rows new table as new_rows for each statement execute function notify_worker_list_changed();
create or replace trigger users_list_truncate after truncate on users
  for each statement execute function notify_worker_list_changed();

create or replace trigger trades_list_update after update on trades
  referencing old table as old_rows new table as new_rows for each statement execute function notify_worker_list_changed();
create or replace trigger trades_list_truncate after truncate on trades
  for each statement execute function notify_worker_list_changed();

create or replace trigger tags_list_insert after insert on tags
  referencing new table as new_rows for each statement execute function notify_worker_list_changed();
create or replace trigger tags_list_update after update on tags
  referencing old table as old_rows new table as new_rows for each statement execute function notify_worker_list_changed();
create or replace trigger tags_list_delete after delete on tags
  referencing old table as old_rows for each statement execute function notify_worker_list_changed();
create or replace trigger tags_list_truncate after truncate on tags
  for each statement execute function notify_worker_list_changed();

create or replace trigger worker_tags_list_insert after insert on worker_tags
  referencing new table as new_rows for each statement execute function notify_worker_list_changed();
create or replace trigger worker_tags_list_update after update on worker_tags
  referencing old table as old_rows new table as new_rows for each statement execute function notify_worker_list_changed();
create or replace trigger worker_tags_list_delete after delete on worker_tags
  referencing old table as old_rows for each statement execute function notify_worker_list_changed();
create or replace trigger worker_tags_list_truncate after truncate on worker_tags
  for each statement execute function notify_worker_list_changed();

create or replace trigger crews_list_insert after insert on crews
  referencing new table as new_rows for each statement execute function notify_worker_list_changed();
create or replace trigger crews_list_update after update on crews
  referencing old table as old_rows new table as new_rows for each statement execute function notify_worker_list_changed();
create or replace trigger crews_list_delete after delete on crews
  referencing old table as old_rows for each statement execute function notify_worker_list_changed();
create or replace trigger crews_list_truncate after truncate on crews
  for each statement execute function notify_worker_list_changed();

create or replace trigger crew_workers_list_insert after insert on crew_workers
  referencing new table as new_rows for each statement execute function notify_worker_list_changed();
create or replace trigger crew_workers_list_update after update on crew_workers
  referencing old table as old_rows new table as new_rows for each statement execute function notify_worker_list_changed();
create or replace trigger crew_workers_list_delete after delete on crew_workers
  referencing old table as old_rows for each statement execute function notify_worker_list_changed();
create or replace trigger crew_workers_list_truncate after truncate on crew_workers
  for each statement execute function notify_worker_list_changed();

create or replace trigger user_credentials_list_insert after insert on user_credentials
  referencing new table as new_rows for each statement execute function notify_worker_list_changed();
create or replace trigger user_credentials_list_update after update on user_credentials
  referencing old table as old_rows new table as new_rows for each statement execute function notify_worker_list_changed();
create or replace trigger user_credentials_list_delete after delete on user_credentials
  referencing old table as old_rows for each statement execute function notify_worker_list_changed();
create or replace trigger user_credentials_list_truncate after truncate on user_credentials
  for each statement execute function notify_worker_list_changed();
