-- Tells every server process which customers' kept answers a committed transaction may have changed (ADR 0019):
-- pg_notify(<channel>, <customer id>) once per customer per statement, or '*' (every customer) where finding them
-- would cost more than it saves. PostgreSQL delivers a notification only when its transaction commits, sends each
-- distinct one once per transaction, and takes no row lock for it. Each channel's file (worker-list-changes.sql,
-- crew-answers-changes.sql) says which tables tell it, through notify_customers_on below; this file sorts before
-- them, so the migrator applies it first. Re-applied by the migrator when this file changes.
--
-- notify_customers(channel, compared, customers) is the trigger function of every such table:
-- - channel: the channel to notify.
-- - compared: an expression list over a row r (such as 'r.name, r.color') that an updated row must change to tell;
--   '' when every update tells. Both sides of such an update tell: the row before and the row after.
-- - customers: a query over a row r giving the customers it concerns (such as 'select enterprise_customer_id from
--   crews where id = r.crew_id'); '' for the row's own enterprise_customer_id. A customer null (a platform row, or
--   'select null' for a table no customer owns) means every customer.
-- A truncate tells every customer: it has no rows to read.

create or replace function notify_customers() returns trigger language plpgsql as $$
declare
  channel text := tg_argv[0];
  compared text := nullif(tg_argv[1], '');
  customers text := coalesce(nullif(tg_argv[2], ''), 'select r.enterprise_customer_id');
  changed_rows text;
begin
  if tg_op = 'TRUNCATE' then
    perform pg_notify(channel, '*');
    return null;
  end if;
  -- A statement's transition tables are those of its event: no old rows for an insert, no new ones for a delete.
  changed_rows := case
    when tg_op = 'INSERT' then 'select * from new_rows'
    when tg_op = 'DELETE' then 'select * from old_rows'
    when compared is null then 'select * from new_rows union all select * from old_rows'
    else format(
      'select n.* from new_rows n join old_rows o on o.id = n.id where %1$s
       union all select o.* from new_rows n join old_rows o on o.id = n.id where %1$s',
      format('(select row(%1$s) from (select n.*) r) is distinct from (select row(%1$s) from (select o.*) r)', compared))
  end;
  execute format(
    'select pg_notify($1, c) from (select distinct coalesce(x.c::text, ''*'') from (%s) r cross join lateral (%s) x(c)) y(c)',
    changed_rows, customers) using channel;
  return null;
end
$$;

-- Makes `table_name` tell `channel` on each of `events` (insert, update, delete, truncate): statement-level triggers
-- with transition tables (they allow one event per trigger) named <table>_<purpose>_<event>.
create or replace procedure notify_customers_on(table_name text, purpose text, channel text, events text[],
                                                compared text default '', customers text default '')
language plpgsql as $$
declare
  event text;
begin
  foreach event in array events loop
    execute format('create or replace trigger %I after %s on %I %s for each statement execute function notify_customers(%L, %L, %L)',
      table_name || '_' || purpose || '_' || event, event, table_name,
      case event
        when 'insert' then 'referencing new table as new_rows'
        when 'update' then 'referencing old table as old_rows new table as new_rows'
        when 'delete' then 'referencing old table as old_rows'
        else ''
      end,
      channel, compared, customers);
  end loop;
end
$$;
