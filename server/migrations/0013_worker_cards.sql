-- A workers page sends each worker as a JSON object of twenty fields. Reading them as columns and serializing
-- them again cost Node more than everything else a page does (docs/performance.md). Each worker is kept here as
-- the API sends it, except its tag and crew lists (worker_relation_lists, 0012) and its age in words (relative to
-- the moment of reading): a page reads one JSON text per worker and places it into the response as it is.
-- Triggers rebuild the card of every worker a change touches, in the same transaction, whoever writes. Every
-- worker has a card.
create table worker_cards (
  worker_id integer primary key references enterprise_customer_workers (id) on delete cascade,
  worker json not null
);

-- Rebuilds the cards of the given workers from their rows, their linked users and those users' trades. As for
-- the lists (0012), the workers are locked first, in id order, so a rebuild made after another transaction's
-- change (a new statement, so a new snapshot) sees it. A card that comes out the same is not written again.
create function refresh_worker_cards(worker_ids integer[]) returns void language sql as $$
  select 1 from enterprise_customer_workers where id = any(worker_ids) order by id for no key update;
  insert into worker_cards (worker_id, worker)
  select w.id,
         json_build_object(
           'id', w.id,
           'full_name', btrim(coalesce(w.first_name, '') || ' ' || coalesce(w.last_name, '')),
           'first_name', w.first_name,
           'last_name', w.last_name,
           'email', w.email,
           'phone_number', w.phone_number,
           'address', w.address,
           'city', w.city,
           'state', w.state,
           'zip', w.zip,
           'country', w.country,
           'dob', w.dob,
           'bio', w.bio,
           'username', w.username,
           'has_password', w.password_hash is not null,
           -- Null without a picture. The version changes with the stored file, so a new picture is never hidden
           -- by a cached old one.
           'profile_picture_url', '/json/workers/' || w.id || '/profile/image?v='
             || left(encode(sha256(convert_to(w.profile_picture_path, 'UTF8')), 'hex'), 12),
           'job_title', w.job_title,
           'crews_count', w.crews_count,
           'is_active', case when w.is_active then 1 else 0 end,
           'user', case when u.id is not null then json_build_object(
             'id', u.id,
             'full_name', btrim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')),
             'trade', case when tr.id is not null then json_build_object('id', tr.id, 'name', tr.name) end) end,
           'created_at', to_char(w.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
    from enterprise_customer_workers w
    left join users u on u.id = w.user_id
    left join trades tr on tr.id = u.trade_id
   where w.id = any(worker_ids)
  on conflict (worker_id) do update set worker = excluded.worker
   where worker_cards.worker::text is distinct from excluded.worker::text;
$$;

-- A new or changed worker (the API, imports, seeds, the counts 0007 keeps on it). Statement-level: an import of
-- thousands of workers builds their cards in one statement.
create function refresh_cards_of_changed_workers() returns trigger language plpgsql as $$
begin
  perform refresh_worker_cards(array(select id from changed));
  return null;
end
$$;

create trigger enterprise_customer_workers_refresh_cards_on_insert after insert on enterprise_customer_workers
  referencing new table as changed for each statement execute function refresh_cards_of_changed_workers();
create trigger enterprise_customer_workers_refresh_cards_on_update after update on enterprise_customer_workers
  referencing new table as changed for each statement execute function refresh_cards_of_changed_workers();

-- A linked user's name or trade, a trade's name: the cards of the workers linked to them. A deleted user or
-- trade unlinks its rows (on delete set null), and those updates' triggers rebuild the cards.
create function refresh_cards_of_changed_users() returns trigger language plpgsql as $$
begin
  perform refresh_worker_cards(array(
    select w.id
      from changed n join previous o on o.id = n.id
      join enterprise_customer_workers w on w.user_id = n.id
     where (n.first_name, n.last_name, n.trade_id) is distinct from (o.first_name, o.last_name, o.trade_id)));
  return null;
end
$$;

create function refresh_cards_of_changed_trades() returns trigger language plpgsql as $$
begin
  perform refresh_worker_cards(array(
    select w.id
      from changed n join previous o on o.id = n.id
      join users u on u.trade_id = n.id
      join enterprise_customer_workers w on w.user_id = u.id
     where n.name is distinct from o.name));
  return null;
end
$$;

create trigger users_refresh_worker_cards after update on users
  referencing old table as previous new table as changed for each statement execute function refresh_cards_of_changed_users();
create trigger trades_refresh_worker_cards after update on trades
  referencing old table as previous new table as changed for each statement execute function refresh_cards_of_changed_trades();

select refresh_worker_cards(array(select id from enterprise_customer_workers));
