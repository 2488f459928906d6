-- Tells every server process which customers' crew answers a committed transaction may have changed, so that each
-- can drop the answers of GET /json/crews and GET /json/crews/{id}/credential-follows/missing it keeps
-- (server/src/areas/crews/answer-cache.ts, server/src/core/http/answer-cache.ts, ADR 0019), on the channel
-- 'crew_answers_changed' through notify_customers (changed-customers.sql). Re-applied by the migrator when this file
-- changes.
--
-- The tables are those the two answers' statements read (listCrews in repository/crews.ts, missingCredentials and
-- requireCrew in repository/follows.ts and common.ts): the crews (with their kept workers_count), crew types, the
-- admin's user, the kept tag counts and the tags, the customer's features (the crew limit); the crew's workers and
-- their names, e-mail and picture, the followed credentials and their labels, the credentials the workers hold
-- (worker, catalogue entry, expiry) and the open credential requests. A new table read by either answer needs its
-- triggers here; a new column read from one of the compared tables (users, crew_types, credentials, features,
-- enterprise_customer_workers, tags, user_credentials) needs its place in that table's comparison below.
--
-- Tables whose new rows change no answer by themselves (a user, type, credential, feature, tag or worker not yet
-- linked to a crew) have no insert trigger; those whose deleted rows unset or delete linked rows that tell (users,
-- types, credentials, features, tags) have no delete trigger.

call notify_customers_on('crews', 'crew_answers', 'crew_answers_changed', '{insert,update,delete,truncate}');
call notify_customers_on('crew_workers', 'crew_answers', 'crew_answers_changed', '{insert,update,delete,truncate}');
call notify_customers_on('crew_credential_follows', 'crew_answers', 'crew_answers_changed', '{insert,update,delete,truncate}');
call notify_customers_on('credential_requests', 'crew_answers', 'crew_answers_changed', '{insert,update,delete,truncate}');
call notify_customers_on('enterprise_customer_features', 'crew_answers', 'crew_answers_changed', '{insert,update,delete,truncate}');

-- The kept counts name their crew only; a crew deleted takes its counts with it, and the crews' trigger tells.
call notify_customers_on('crew_tag_counts', 'crew_answers', 'crew_answers_changed', '{insert,update,delete,truncate}', '',
                         'select enterprise_customer_id from crews where id = r.crew_id');

-- Whether a worker holds a followed credential reads its worker, catalogue entry, expiry and whether it counts as
-- held (its review state, countsAsHeld in server/src/core/held-credentials.ts); its file, name, notes and numbers
-- are not on either answer.
call notify_customers_on('user_credentials', 'crew_answers', 'crew_answers_changed', '{insert,update,delete,truncate}',
                         'r.worker_id, r.credential_id, r.expiry, r.metadata->''needs_review'', r.enterprise_customer_id');

-- A crew's missing credentials show its workers' names, e-mail and picture; the rest of a worker is not on them.
call notify_customers_on('enterprise_customer_workers', 'crew_answers', 'crew_answers_changed', '{update,delete,truncate}',
                         'r.first_name, r.last_name, r.email, r.profile_picture_path, r.enterprise_customer_id');

-- Users are shared by customers: a crew card shows its administrator's name, so the customers concerned are those of
-- the crews a renamed user administers (a crew given another administrator is the crews' trigger's).
call notify_customers_on('users', 'crew_answers', 'crew_answers_changed', '{update,truncate}', 'r.first_name, r.last_name',
                         'select enterprise_customer_id from crews where admin_id = r.id');

-- A customer's own type, or the platform's (no customer: every customer), renamed. Deleting one unsets the crews'
-- type, which the crews' trigger tells.
call notify_customers_on('crew_types', 'crew_answers', 'crew_answers_changed', '{update,truncate}', 'r.name, r.enterprise_customer_id');

-- A customer's own credential, or the platform's catalogue entry (no customer: every customer), relabelled. Deleting
-- one deletes the follows of it, which the follows' trigger tells.
call notify_customers_on('credentials', 'crew_answers', 'crew_answers_changed', '{update,truncate}', 'r.label, r.enterprise_customer_id');

-- The crews feature is found by its label: relabelled, it changes every customer's crew limit.
call notify_customers_on('features', 'crew_answers', 'crew_answers_changed', '{update,truncate}', 'r.label', 'select null');

-- A card's tags show their name and colour.
call notify_customers_on('tags', 'crew_answers', 'crew_answers_changed', '{update,truncate}', 'r.name, r.color');

-- The trigger function of these triggers before notify_customers.
drop function if exists notify_crew_answers_changed();
