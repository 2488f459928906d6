-- The workers list and panel build their JSON in TypeScript from one read query again (the workers repository;
-- ADR 0011, superseding 0010): the worker cards (0013), their tag and crew lists (0012, 0014) and the copies of
-- the workers' sort keys on worker_tags (0011) go, with every trigger and function that kept them. The counts
-- of 0007 and 0008 stay; their functions and triggers now live in migrations/repeatable/.
drop trigger enterprise_customer_workers_refresh_cards_on_insert on enterprise_customer_workers;
drop trigger enterprise_customer_workers_refresh_cards_on_update on enterprise_customer_workers;
drop trigger users_refresh_worker_cards on users;
drop trigger trades_refresh_worker_cards on trades;
drop function refresh_cards_of_changed_workers();
drop function refresh_cards_of_changed_users();
drop function refresh_cards_of_changed_trades();
drop function refresh_worker_cards(integer[]);
drop table worker_cards;

drop trigger worker_tags_refresh_lists_on_insert on worker_tags;
drop trigger worker_tags_refresh_lists_on_delete on worker_tags;
drop trigger worker_tags_refresh_lists_on_update on worker_tags;
drop trigger crew_workers_refresh_lists_on_insert on crew_workers;
drop trigger crew_workers_refresh_lists_on_delete on crew_workers;
drop trigger crew_workers_refresh_lists_on_update on crew_workers;
drop trigger tags_refresh_lists on tags;
drop trigger crews_refresh_lists on crews;
drop function refresh_lists_of_changed_members();
drop function refresh_lists_of_changed_tags();
drop function refresh_lists_of_changed_crews();
drop function refresh_worker_relation_lists(integer[]);
drop function worker_tag_list(integer);
drop function worker_crew_list(integer);

drop trigger worker_tags_copy_sort_keys on worker_tags;
drop trigger enterprise_customer_workers_copy_sort_keys on enterprise_customer_workers;
drop function copy_worker_sort_keys_to_new_tag();
drop function copy_worker_sort_keys_to_tags();
drop index worker_tags_tag_name_idx;
drop index worker_tags_tag_created_idx;
alter table worker_tags
  drop column worker_last_name,
  drop column worker_first_name,
  drop column worker_is_active,
  drop column worker_created_at;
