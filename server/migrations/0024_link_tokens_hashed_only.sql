-- Wallet links, credential requests and update requests keep only the SHA-256 of their token (issue 17), as crew
-- shares do since 0017_crews.sql. The raw token leaves the server once: in the e-mail and in the answer of the
-- call that made it (create, resend). Resend makes a new token, so the previous link stops working; lists and
-- details no longer carry a working link (their url / update_url are null, ADR 0018). A database reader (a backup,
-- a replica, a leaked dump) can no longer open a worker's wallet or answer a request in a worker's name.
--
-- This supersedes 0002_domain.sql's header, which says these links keep their raw token (migrations already
-- applied are not edited). The integration token (enterprise_tokens) already keeps only its hash and last four
-- characters (0018_admins_settings.sql); invites and password resets never kept theirs. After this, no table holds
-- a raw link token.
alter table wallet_tokens drop column token;
alter table credential_requests drop column token;
alter table user_credential_update_requests drop column token;
