-- English and Canadian French (issue 12): the language each user reads the portal in, and the one each worker
-- receives e-mails in (wallet, credential and update requests). Both default to en-CA, the spec's texts.
alter table users
  add column locale text not null default 'en-CA',
  add constraint users_locale_check check (locale in ('en-CA', 'fr-CA'));

alter table enterprise_customer_workers
  add column preferred_language text not null default 'en-CA',
  add constraint enterprise_customer_workers_preferred_language_check check (preferred_language in ('en-CA', 'fr-CA'));
