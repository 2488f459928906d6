-- Which of a customer's records was copied from a worker's own (wallet) credential: the worker panel asks it for
-- every wallet credential it shows (to offer "Copy to records" only once), and the copy call refuses a second copy.
create index user_credentials_copied_from_idx on user_credentials (enterprise_customer_id, ((metadata->>'copied_from_user_credential_id')::int))
  where metadata ? 'copied_from_user_credential_id';
