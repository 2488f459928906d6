-- The per-day credential expiry counts (table in 0008_credential_expiry_counts.sql) the credentials list sums for
-- its totals, kept like the read counters. Re-applied by the migrator when this file changes.

create or replace function count_user_credential_expiries() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    insert into user_credential_expiry_counts as c (enterprise_customer_id, expiry, credentials_count)
    select enterprise_customer_id, coalesce(expiry, 'infinity'), count(*) from new_rows group by 1, 2
    on conflict (enterprise_customer_id, expiry) do update set credentials_count = c.credentials_count + excluded.credentials_count;
  elsif tg_op = 'DELETE' then
    update user_credential_expiry_counts c
       set credentials_count = c.credentials_count - d.credentials
      from (select enterprise_customer_id, coalesce(expiry, 'infinity') as expiry, count(*)::int as credentials
              from old_rows group by 1, 2) d
     where c.enterprise_customer_id = d.enterprise_customer_id and c.expiry = d.expiry
       and exists (select from enterprise_customers e where e.id = c.enterprise_customer_id);
  else
    -- Only rows whose expiry moved: most updates (notes, files, parse results) leave the counts alone. Each
    -- date's net change is applied once: lowered where it falls, added (or created) where it rises.
    with moves as (
      select n.enterprise_customer_id, coalesce(n.expiry, 'infinity') as expiry, 1 as credentials
        from new_rows n join old_rows o on o.id = n.id
       where n.expiry is distinct from o.expiry or n.enterprise_customer_id <> o.enterprise_customer_id
      union all
      select o.enterprise_customer_id, coalesce(o.expiry, 'infinity'), -1
        from new_rows n join old_rows o on o.id = n.id
       where n.expiry is distinct from o.expiry or n.enterprise_customer_id <> o.enterprise_customer_id
    ), net as (
      select enterprise_customer_id, expiry, sum(credentials)::int as credentials from moves group by 1, 2 having sum(credentials) <> 0
    ), lowered as (
      update user_credential_expiry_counts c
         set credentials_count = c.credentials_count + net.credentials
        from net
       where net.credentials < 0 and c.enterprise_customer_id = net.enterprise_customer_id and c.expiry = net.expiry
    )
    insert into user_credential_expiry_counts as c (enterprise_customer_id, expiry, credentials_count)
    select enterprise_customer_id, expiry, credentials from net where credentials > 0
    on conflict (enterprise_customer_id, expiry) do update set credentials_count = c.credentials_count + excluded.credentials_count;
  end if;
  return null;
end
$$;

create or replace trigger user_credentials_expiry_count_insert after insert on user_credentials
  referencing new table as new_rows for each statement execute function count_user_credential_expiries();

create or replace trigger user_credentials_expiry_count_update after update on user_credentials
  referencing old table as old_rows new table as new_rows for each statement execute function count_user_credential_expiries();

create or replace trigger user_credentials_expiry_count_delete after delete on user_credentials
  referencing old table as old_rows for each statement execute function count_user_credential_expiries();
