-- English and Canadian French (issue 12): the language each user chose to read the portal in, and the one each
-- worker receives e-mails in (wallet, credential and update requests). A user's locale stays null until they
-- choose one: until then the server answers in the browser's language (Accept-Language) and the portal keeps the
-- device's, so a stored default never overrides a French browser. A worker always has one: en-CA unless set.
alter table users
  add column locale text,
  add constraint users_locale_check check (locale in ('en-CA', 'fr-CA'));

alter table enterprise_customer_workers
  add column preferred_language text not null default 'en-CA',
  add constraint enterprise_customer_workers_preferred_language_check check (preferred_language in ('en-CA', 'fr-CA'));
