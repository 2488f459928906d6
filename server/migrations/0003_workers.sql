-- The workers list: every word of a search must start a first name, last name, e-mail (0002 indexes those),
-- username or phone number; prefix matches use these indexes, so the list stays fast on a large roster.
create index enterprise_customer_workers_username_search_idx on enterprise_customer_workers (enterprise_customer_id, lower(username) text_pattern_ops);

-- Phone numbers are matched on their digits: the last 10 (the number without a country code) or the last 7
-- (the local number). The list query repeats these expressions exactly.
create index enterprise_customer_workers_phone_search_idx on enterprise_customer_workers (enterprise_customer_id, right(regexp_replace(phone_number, '[^0-9]', '', 'g'), 10) text_pattern_ops);
create index enterprise_customer_workers_local_phone_search_idx on enterprise_customer_workers (enterprise_customer_id, right(regexp_replace(phone_number, '[^0-9]', '', 'g'), 7) text_pattern_ops);

-- Ordered by name with active and inactive workers together (the "all" status filter).
create index enterprise_customer_workers_all_name_idx on enterprise_customer_workers (enterprise_customer_id, last_name, first_name, id);

