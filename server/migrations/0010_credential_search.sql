-- The credentials list's search finds the text anywhere in the credential's name, its document number or its
-- worker's name (LIKE '%…%'). Without an index every search read all of a customer's credentials: about 100 ms
-- alone and seconds under load for a customer with 200,000. Trigram indexes serve a contains-match of three
-- characters or more; a shorter search still reads the customer's rows.
create extension if not exists pg_trgm;

create index user_credentials_name_trgm_idx on user_credentials using gin (lower(name) gin_trgm_ops);
create index user_credentials_document_number_trgm_idx on user_credentials using gin (lower(coalesce(document_number, '')) gin_trgm_ops);
create index enterprise_customer_workers_full_name_trgm_idx on enterprise_customer_workers using gin (lower(first_name || ' ' || last_name) gin_trgm_ops);
