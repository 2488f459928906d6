-- Staff type names without accents and in any case ("gagne" for Gagné, "COTE" for Côté), and lists of people are
-- read in French-Canadian order (Gagné before Gagnon, where byte order put Gagnon first). Issue 28 items 2 and 6.

-- search_key: the text in lower case without accents (unaccent also writes œ as oe, ß as ss), for the searches.
-- unaccent() is only STABLE (its dictionary could change), so indexes cannot use it; this wrapper is IMMUTABLE,
-- names its dictionary and schema so that the search_path does not matter, and, being a SQL function declared
-- more strictly than its body, is never inlined: the indexes and the queries both see search_key(...) itself.
-- It lives here rather than in repeatable/: changing its body would leave the indexes built with the old one.
create extension if not exists unaccent;

create function search_key(text) returns text
  language sql immutable strict parallel safe
  as $$ select lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$;

-- French-Canadian order: ICU's fr-CA collation (accents compared from the end of the word, as Canadian French
-- does: cote, côte, coté, côté). PGlite carries ICU's root data only, which orders the letters the same (Gagné
-- before Gagnon, accents and case second) and differs only in the direction accents are compared in.
create collation if not exists french_canadian (provider = icu, locale = 'fr-CA');

-- The workers list in name order walks one of these (by customer and status, every status, or outside any crew);
-- they replace the byte-ordered ones of 0002, 0003 and 0007.
drop index enterprise_customer_workers_name_idx;
drop index enterprise_customer_workers_all_name_idx;
drop index enterprise_customer_workers_no_crew_name_idx;
create index enterprise_customer_workers_name_idx on enterprise_customer_workers
  (enterprise_customer_id, is_active, (last_name collate french_canadian), (first_name collate french_canadian), id);
create index enterprise_customer_workers_all_name_idx on enterprise_customer_workers
  (enterprise_customer_id, (last_name collate french_canadian), (first_name collate french_canadian), id);
create index enterprise_customer_workers_no_crew_name_idx on enterprise_customer_workers
  (enterprise_customer_id, is_active, (last_name collate french_canadian), (first_name collate french_canadian), id)
  where crews_count = 0;

-- Each word of a workers-list search starts a first or last name, compared without accents or case (the
-- e-mail, username and phone indexes of 0002 and 0003 stay: those are typed as they are written; so do 0002's
-- lower(name) ones, which the time logs' worker search reads).
create index enterprise_customer_workers_first_name_key_idx on enterprise_customer_workers (enterprise_customer_id, search_key(first_name) text_pattern_ops);
create index enterprise_customer_workers_last_name_key_idx on enterprise_customer_workers (enterprise_customer_id, search_key(last_name) text_pattern_ops);

-- The Credentials page's search (0010): credential names and workers' full names, without accents or case.
create index user_credentials_name_key_trgm_idx on user_credentials using gin (search_key(name) gin_trgm_ops);
create index enterprise_customer_workers_full_name_key_trgm_idx on enterprise_customer_workers using gin (search_key(first_name || ' ' || last_name) gin_trgm_ops);
drop index user_credentials_name_trgm_idx;
drop index enterprise_customer_workers_full_name_trgm_idx;
