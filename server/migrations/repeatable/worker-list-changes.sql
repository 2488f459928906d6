-- Tells every server process which customers' workers lists a committed transaction may have changed, so that each
-- can drop the answers of GET /json/workers it keeps (server/src/areas/workers/list-cache.ts, ADR 0019), on the
-- channel 'worker_list_changed' through notify_customers (changed-customers.sql). Re-applied by the migrator when
-- this file changes.
--
-- The tables are those the list's statements read (server/src/areas/workers/repository/workers.ts and
-- workers-list.ts): the workers, their linked users and those users' trades, tags and tag links, crews and crew
-- links, the credentials the expired/expiring counts read, and the kept totals. A new table read by the list
-- needs its triggers here; a new column read from one of the compared tables (users, crews, user_credentials,
-- trades) needs its place in that table's comparison below.

call notify_customers_on('enterprise_customer_workers', 'list', 'worker_list_changed', '{insert,update,delete,truncate}');
call notify_customers_on('enterprise_customer_worker_counts', 'list', 'worker_list_changed', '{insert,update,delete,truncate}');
call notify_customers_on('tags', 'list', 'worker_list_changed', '{insert,update,delete,truncate}');
call notify_customers_on('worker_tags', 'list', 'worker_list_changed', '{insert,update,delete,truncate}');
call notify_customers_on('crew_workers', 'list', 'worker_list_changed', '{insert,update,delete,truncate}');

-- Users are shared by customers: the list shows a user's name and trade on each worker linked to the user, so the
-- customers concerned are those of the workers linked to a user whose name or trade changed. A user inserted
-- changes no list by itself; one deleted or linked anew changes the workers' user_id, which the workers' trigger
-- tells.
call notify_customers_on('users', 'list', 'worker_list_changed', '{update,truncate}', 'r.first_name, r.last_name, r.trade_id',
                         'select enterprise_customer_id from enterprise_customer_workers where user_id = r.id');

-- Trades are shared too, and renamed rarely: finding the customers would read every user of the trade, so a renamed
-- trade clears every customer's lists. A deleted trade unsets users' trade_id (the users' trigger).
call notify_customers_on('trades', 'list', 'worker_list_changed', '{update,truncate}', 'r.name', 'select null');

-- A crew's list entry is its id and name; its description, image, admin and kept counts are not on the list.
call notify_customers_on('crews', 'list', 'worker_list_changed', '{insert,update,delete,truncate}', 'r.name');

-- The counts read a credential's worker, expiry, catalogue entry and name (EXPIRY_COUNTS in workers.ts); its file,
-- notes, numbers and parse results are not on the list.
call notify_customers_on('user_credentials', 'list', 'worker_list_changed', '{insert,update,delete,truncate}',
                         'r.worker_id, r.expiry, r.credential_id, lower(r.name), r.enterprise_customer_id');

-- The trigger function of these triggers before notify_customers.
drop function if exists notify_worker_list_changed();
