-- Crews (issue 13).
--
-- Share links are kept only as their SHA-256 (token_hash): the raw token leaves the server once, in the e-mail and
-- the answer of the call that made it (create, resend). Resend makes a new token, so the previous link stops
-- working; nothing lists a link that a database reader could reuse.
alter table crew_shares drop column token;

-- A share may stop working after a day of the sender's choosing (inclusive), and the public page records when it
-- was last read and how often.
alter table crew_shares
  add column expires_at date,
  add column last_opened_at timestamptz,
  add column open_count integer not null default 0 check (open_count >= 0);

-- The Imported Crews card: open shares sent to one of the customer's users, by e-mail.
create index crew_shares_open_recipient_idx on crew_shares (lower(recipient_email), created_at desc) where withdrawn_at is null;
drop index crew_shares_recipient_idx;

-- Whether a worker holds a valid copy of a credential (crew follows, missing lists, the outlook): answered from the
-- index alone, instead of reading every credential row of the worker.
create index user_credentials_worker_credential_idx on user_credentials (worker_id, credential_id, expiry);
