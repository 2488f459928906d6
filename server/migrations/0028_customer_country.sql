-- Where the customer works, as an ISO 3166-1 alpha-2 code (issue 28 item 8). A customer in Canada writes its
-- workers' and contacts' addresses with Canadian words (Province, Postal code) and has their postal codes checked
-- against the province (areas/workers/postal-codes.ts); one elsewhere sees State and Zip code, unchecked. Every
-- customer so far is Canadian.
alter table enterprise_customers add column country text not null default 'CA' check (country ~ '^[A-Z]{2}$');
