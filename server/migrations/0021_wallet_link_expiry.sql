-- A wallet link may end on a date chosen when it is shared: it opens through that day (the server's date), then
-- the public wallet answers that it expired. Null: it opens until the access is removed.
alter table wallet_tokens add column expires_on date;
