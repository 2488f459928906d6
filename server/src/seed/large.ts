import { hash } from '@node-rs/argon2';
import type { Db, Queryable } from '../core/db';
import { TAG_COLORS } from 'shared-api/contract';
import { asciiName, CITIES, CREW_TYPES, FIRST_NAMES, JOB_TITLES, LAST_NAMES, POSTAL_LETTERS, STREETS } from './data';
import { SEED_PASSWORD, type SeedOptions } from './demo';
import { ensureReference } from './reference';
import { dateFrom } from './sql';

export const LARGE_CUSTOMER = 'Large Industrial Corp.';

interface VolumeCustomer {
  name: string;
  /** E-mail domain of its staff (owner@<domain>) and, under mail.<domain>, of its workers. */
  domain: string;
  workers: number;
  crews: number;
}

const LARGE: VolumeCustomer = { name: LARGE_CUSTOMER, domain: 'large.test', workers: 20_000, crews: 500 };
/** The same data shape at 1,000 workers: benchmarks compare list latency between the two sizes. */
const MEDIUM: VolumeCustomer = { name: 'Mid-Size Mechanical Ltd.', domain: 'medium.test', workers: 1_000, crews: 25 };
const WORKERS = LARGE.workers;
const CREDENTIALS_PER_WORKER = 10;
const CREWS = LARGE.crews;
const SMALL_CUSTOMERS = 50;
const WORKERS_PER_SMALL_CUSTOMER = 5;

/**
 * Volume data for benchmarks and pagination: Large Industrial Corp. with 20,000 workers, 200,000
 * credentials and 500 crews, Mid-Size Mechanical Ltd. with 1,000 workers shaped the same, plus 50 small
 * customers. Every table is filled by one
 * INSERT ... SELECT over generate_series inside the database (row values derived from the series number,
 * so the data is the same on every run); a row-by-row insert would take minutes on PGlite.
 * Does nothing once the customer exists.
 */
export async function seedLarge(db: Db, options: SeedOptions = {}): Promise<void> {
  const exists = (q: Queryable) => q.query('select 1 from enterprise_customers where name = $1', [LARGE_CUSTOMER]);
  if ((await exists(db)).length > 0) return;
  const passwordHash = await hash(SEED_PASSWORD);
  const now = options.now ?? new Date();
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(727276)');
    if ((await exists(tx)).length > 0) return;
    await ensureReference(tx);
    const customerId = await seedVolumeCustomer(tx, now, passwordHash, LARGE);
    await seedLargeActivity(tx, customerId, now);
    await seedVolumeCustomer(tx, now, passwordHash, MEDIUM);
    await seedSmallCustomers(tx, now, passwordHash);
  });
  // Fresh statistics, so the first list queries get index plans rather than guesses.
  await db.exec('analyze');
}

async function seedVolumeCustomer(tx: Queryable, now: Date, passwordHash: string, volume: VolumeCustomer): Promise<number> {
  const customerId = await seedLargeCustomer(tx, now, passwordHash, volume);
  await seedLargeWorkers(tx, customerId, now, passwordHash, volume);
  await seedLargeCredentials(tx, customerId, now);
  await seedLargeCrews(tx, customerId, now, volume.crews);
  return customerId;
}

async function seedLargeCustomer(tx: Queryable, now: Date, passwordHash: string, volume: VolumeCustomer): Promise<number> {
  const [{ id }] = await tx.query<{ id: number }>(
    "insert into enterprise_customers (name, created_at) values ($1, $2::timestamptz - interval '3 years') returning id",
    [volume.name, now],
  );
  await tx.query(
    `insert into enterprise_customer_features (enterprise_customer_id, feature_id)
     select $1, id from features where label in ('credentials', 'crews', 'jobs_feed')`,
    [id],
  );
  // The owner plus nine admins who administer the crews.
  await tx.query(
    `with staff as (
       insert into users (first_name, last_name, email, password_hash)
       select f, l, e, $2 from unnest($3::text[], $4::text[], $5::text[]) as s (f, l, e)
       returning id, email)
     insert into enterprise_customer_users (enterprise_customer_id, user_id, role)
     select $1, id, case when email like 'owner@%' then 'owner' else 'admin' end from staff`,
    [
      id,
      passwordHash,
      ['Morgan', 'Hannah', 'Raj', 'Claire', 'Tyler', 'Olu', 'Sophie', 'Ben', 'Ava', 'Luc'],
      ['Adebayo', 'Kowalczyk', 'Bains', 'Bouchard', 'McNeil', 'Adeyemi', 'Girard', 'Stroud', 'Lindgren', 'Pelletier'],
      [`owner@${volume.domain}`, ...Array.from({ length: 9 }, (_, i) => `admin${i + 1}@${volume.domain}`)],
    ],
  );
  await tx.query(
    `insert into tags (enterprise_customer_id, name, color)
     select $1, n, c from unnest($2::text[], $3::text[]) as t (n, c)`,
    [
      id,
      ['Red Seal', 'Apprentice', 'Journeyman', 'Night Shift', 'Day Shift', 'Camp', 'Local Hire', 'Travel Ready', 'Union',
        'Non-Union', 'Foreman Material', 'Own Truck', 'Bilingual (EN/FR)', 'First Aid Attendant', 'Rope Access',
        'Crane Certified', 'Welding Tested', 'Drug & Alcohol Tested', 'Orientation Booked', 'Returning Hire'],
      Array.from({ length: 20 }, (_, i) => TAG_COLORS[(i * 7) % TAG_COLORS.length]),
    ],
  );
  return id;
}

async function seedLargeWorkers(
  tx: Queryable,
  customerId: number,
  now: Date,
  passwordHash: string,
  volume: VolumeCustomer,
): Promise<void> {
  const titles = Object.values(JOB_TITLES).flat();
  await tx.query(
    `insert into enterprise_customer_workers (
       enterprise_customer_id, first_name, last_name, email, phone_number, address, city, state, zip, country, dob,
       username, password_hash, job_title, is_active, created_at, updated_at)
     select $1, fn, ln,
            af || '.' || al || g || '@mail.' || $16::text,
            '(' || ($8::text[])[1 + (g * 7) % cardinality($8::text[])] || ') 555-01' || lpad((g % 100)::text, 2, '0'),
            (12 + (g * 37) % 9000) || ' ' || ($10::text[])[1 + g % cardinality($10::text[])],
            ($6::text[])[1 + (g * 7) % cardinality($6::text[])],
            ($7::text[])[1 + (g * 7) % cardinality($7::text[])],
            ($9::text[])[1 + (g * 7) % cardinality($9::text[])] || ' ' || (g % 10)
              || substr($11::text, 1 + g % length($11::text), 1) || ((g / 10) % 10),
            'Canada',
            date '1966-01-01' + (g * 37) % 13500,
            'w' || lpad(g::text, 5, '0'),
            case when g % 10 = 0 then $12::text end,
            ($13::text[])[1 + (g * 3) % cardinality($13::text[])],
            g % 25 <> 0,
            ts, ts
       from generate_series(0, $14::int - 1) g
       cross join lateral (select
            ($2::text[])[1 + g % cardinality($2::text[])] as fn,
            ($3::text[])[1 + (g / cardinality($2::text[])) % cardinality($3::text[])] as ln,
            ($4::text[])[1 + g % cardinality($4::text[])] as af,
            ($5::text[])[1 + (g / cardinality($2::text[])) % cardinality($3::text[])] as al,
            $15::timestamptz - ((g * 13) % 1000) * interval '1 day' - (g % 86400) * interval '1 second' as ts) v`,
    [
      customerId,
      FIRST_NAMES,
      LAST_NAMES,
      FIRST_NAMES.map(asciiName),
      LAST_NAMES.map(asciiName),
      CITIES.map((c) => c.city),
      CITIES.map((c) => c.province),
      CITIES.map((c) => c.areaCode),
      CITIES.map((c) => c.fsa),
      STREETS,
      POSTAL_LETTERS,
      passwordHash,
      titles,
      volume.workers,
      now,
      volume.domain,
    ],
  );
  // One worker in ten is linked to a platform account carrying a trade.
  await tx.query(
    `with linked as (
       insert into users (first_name, last_name, email, trade_id, created_at)
       select w.first_name, w.last_name, w.email, (select id from trades order by id offset w.id % (select count(*) from trades) limit 1), w.created_at
         from enterprise_customer_workers w
        where w.enterprise_customer_id = $1 and w.id % 10 = 0
       returning id, email)
     update enterprise_customer_workers w set user_id = linked.id
       from linked
      where w.enterprise_customer_id = $1 and lower(w.email) = lower(linked.email)`,
    [customerId],
  );
  // PGlite is one long-lived session without autovacuum: foreign-key checks keep the plans made while these
  // tables were small (sequential scans) until ANALYZE invalidates them. Without it the child inserts crawl
  // (minutes) whenever the demo was seeded earlier in the same session.
  await tx.query('analyze enterprise_customer_workers, users, tags');
  await tx.query(
    `with w as (select id, row_number() over (order by id) as n, created_at from enterprise_customer_workers where enterprise_customer_id = $1),
          t as (select id, row_number() over (order by id) - 1 as i from tags where enterprise_customer_id = $1)
     insert into worker_tags (enterprise_customer_id, worker_id, tag_id, created_at)
     select $1, w.id, t.id, w.created_at from w join t on t.i = w.n % 20 where w.n % 2 = 0
     union all
     select $1, w.id, t.id, w.created_at from w join t on t.i = (w.n / 5 + 7) % 20
      where w.n % 5 = 0 and (w.n % 2 = 1 or (w.n / 5 + 7) % 20 <> w.n % 20)`,
    [customerId],
  );
}

/** Ten credentials per worker, expiries spread from a year ago to three years ahead (about 2% per 30-day window). */
async function seedLargeCredentials(tx: Queryable, customerId: number, now: Date): Promise<void> {
  await tx.query(
    `with w as (select id, row_number() over (order by id) - 1 as n, user_id, created_at
                  from enterprise_customer_workers where enterprise_customer_id = $1),
          c as (select id, label, validity_period_months as months, row_number() over (order by id) - 1 as i, count(*) over () as total
                  from credentials where enterprise_customer_id is null),
          ty as (select array_agg(id order by id) as ids from user_credential_types)
     insert into user_credentials (
       enterprise_customer_id, worker_id, user_id, credential_id, user_credential_type_id, name, document_number,
       issued, expiry, owned_by_enterprise_customer, created_at, updated_at)
     select $1, w.id, case when from_wallet then w.user_id end, c.id, ty.ids[1 + (c.i % cardinality(ty.ids))::int], c.label,
            case when (w.n + k) % 3 <> 0 then 'DOC-' || lpad(((w.n * 10 + k) * 7919 % 1000000)::text, 6, '0') end,
            case when c.months is null then $3::date - ((w.n * 17 + k * 53) % 3000 + 100)::int
                 else (e.expiry - make_interval(months => c.months))::date end,
            e.expiry,
            not from_wallet,
            least($2::timestamptz, w.created_at + k * interval '3 days'),
            least($2::timestamptz, w.created_at + k * interval '3 days')
       from w
       cross join generate_series(0, $4::int - 1) k
       join c on c.i = (w.n + k) % c.total
       cross join ty
       cross join lateral (select
            case when c.months is not null then $3::date + ((w.n * 31 + k * 97) % 1460 - 365)::int end as expiry,
            w.user_id is not null and k % 2 = 0 as from_wallet) e`,
    [customerId, now, dateFrom(now, 0), CREDENTIALS_PER_WORKER],
  );
}

async function seedLargeCrews(tx: Queryable, customerId: number, now: Date, crews: number): Promise<void> {
  const sites = ['Fort McMurray', 'Edmonton Refinery', 'Saskatoon Mill', 'Sarnia Chemical', 'Hamilton Works', 'Kitimat Smelter',
    'Estevan Power', 'Sudbury Mine', 'Grande Prairie Gas Plant', 'Red Deer Petrochemical'];
  await tx.query(
    `with staff as (select array_agg(user_id order by user_id) as ids from enterprise_customer_users where enterprise_customer_id = $1),
          ct as (select array_agg(id order by id) as ids from crew_types where enterprise_customer_id is null and name = any($4::text[]))
     insert into crews (enterprise_customer_id, name, description, admin_id, crew_type_id, crew_owner_id, created_at, updated_at)
     select $1, site || ' – Crew ' || lpad((g + 1)::text, 3, '0'),
            'Crew ' || (g + 1) || ' working at ' || site || '.',
            staff.ids[1 + g % cardinality(staff.ids)], ct.ids[1 + g % cardinality(ct.ids)], staff.ids[1], ts, ts
       from generate_series(0, $5::int - 1) g
       cross join staff cross join ct
       cross join lateral (select ($3::text[])[1 + g % cardinality($3::text[])] as site,
                                  $2::timestamptz - (700 - g) * interval '1 day' as ts) v`,
    [customerId, now, sites, CREW_TYPES, crews],
  );
  await tx.query('analyze crews, user_credentials');
  // Every active worker is in one crew (about 38 each); a third of them in a second one.
  await tx.query(
    `with w as (select id, row_number() over (order by id) - 1 as n, created_at from enterprise_customer_workers
                 where enterprise_customer_id = $1 and is_active),
          c as (select id, row_number() over (order by id) - 1 as i, created_at from crews where enterprise_customer_id = $1)
     insert into crew_workers (enterprise_customer_id, crew_id, worker_id, created_at)
     select $1, c.id, w.id, greatest(c.created_at, w.created_at) from w join c on c.i = w.n % $2
     union all
     select $1, c.id, w.id, greatest(c.created_at, w.created_at) from w join c on c.i = (w.n * 7 + 13) % $2
      where w.n % 3 = 0 and (w.n * 7 + 13) % $2 <> w.n % $2`,
    [customerId, crews],
  );
  await tx.query(
    `with c as (select id, row_number() over (order by id) - 1 as i, admin_id, created_at from crews where enterprise_customer_id = $1),
          cred as (select id, row_number() over (order by id) - 1 as i, count(*) over () as total
                     from credentials where enterprise_customer_id is null)
     insert into crew_credential_follows (enterprise_customer_id, crew_id, credential_id, created_by_user_id, created_at)
     select $1, c.id, cred.id, c.admin_id, c.created_at
       from c cross join generate_series(0, 3) k join cred on cred.i = (c.i + k * 3) % cred.total`,
    [customerId],
  );
  await tx.query(
    `insert into crew_worker_quotas (crew_id, enterprise_customer_id, min_workers, max_workers)
     select id, $1, 30, 60 from crews where enterprise_customer_id = $1 and id % 10 = 0`,
    [customerId],
  );
  // Open requests for about a quarter of the followed credentials crew members lack.
  // The token is made in an inner query so each row gets its own random value before it is hashed; only the hash
  // is stored (0024), so these links open nothing until resent.
  await tx.query(
    `insert into credential_requests (enterprise_customer_id, token_hash, worker_id, credential_id, crew_id, message, metadata,
                                      requested_by_user_id, last_requested_at, created_at)
     select $1, encode(sha256(convert_to(token, 'UTF8')), 'hex'), worker_id, credential_id, crew_id,
            crew_name || ' requires a valid ' || label || '.',
            jsonb_build_object('prompt', jsonb_build_object('title', 'Upload your ' || label, 'message', crew_name || ' requires a valid ' || label || '.'),
                               'credential', jsonb_build_object('label', label, 'validity_period_months', months)),
            admin_id, requested_at, requested_at
       from (select replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') as token,
                    cw.worker_id, f.credential_id, cw.crew_id, cr.name as crew_name, cred.label, cred.validity_period_months as months,
                    cr.admin_id, $2::timestamptz - ((cw.worker_id + f.credential_id) % 30) * interval '1 day' as requested_at
               from crew_workers cw
               join crews cr on cr.id = cw.crew_id
               join crew_credential_follows f on f.crew_id = cw.crew_id
               join credentials cred on cred.id = f.credential_id
              where cw.enterprise_customer_id = $1 and (cw.worker_id + f.credential_id) % 4 = 0
                and not exists (select 1 from user_credentials uc
                                 where uc.worker_id = cw.worker_id and uc.credential_id = f.credential_id)) s`,
    [customerId, now],
  );
}

/** 20,000 notifications over the last 90 days and two weeks of crew time logs for 4,000 workers. */
async function seedLargeActivity(tx: Queryable, customerId: number, now: Date): Promise<void> {
  await tx.query(
    `with w as (select id, first_name || ' ' || last_name as name, row_number() over (order by id) - 1 as n
                  from enterprise_customer_workers where enterprise_customer_id = $1),
          c as (select id, name, row_number() over (order by id) - 1 as i from crews where enterprise_customer_id = $1),
          types as (select $3::text[] as t)
     insert into notifications (enterprise_customer_id, notification_type, message, crew_id, worker_id, read_at, created_at)
     select $1, type,
            case type
              when 'credential_expiring' then w.name || '''s Working at Heights expires soon.'
              when 'credential_request_fulfilled' then w.name || ' fulfilled a credential request for ' || c.name || '.'
              when 'bulk_credential_upload' then 'Bulk credential upload finished.'
              when 'user_credential_request_fulfilled' then w.name || ' uploaded an updated credential.'
              when 'crew_admin_changed' then 'The administrator of ' || c.name || ' changed.'
              when 'worker_removed_from_crew' then w.name || ' was removed from ' || c.name || '.'
              when 'credential_request_withdrawn' then 'A credential request for ' || w.name || ' was withdrawn.'
              when 'worker_added_to_crew' then w.name || ' was added to ' || c.name || '.'
              when 'worker_user_credential_copied' then 'A credential was copied from ' || w.name || '''s wallet.'
              when 'worker_archived' then w.name || ' was deactivated.'
              else w.name || ' was reactivated.'
            end,
            c.id, w.id,
            case when g % 3 = 0 then ts + interval '1 hour' end, ts
       from generate_series(0, 19999) g
       cross join types
       join w on w.n = (g * 7) % $4
       join c on c.i = g % $5
       cross join lateral (select types.t[1 + g % 11] as type,
                                  $2::timestamptz - (g * 389 % 7776000) * interval '1 second' as ts) v`,
    [
      customerId,
      now,
      ['credential_expiring', 'credential_request_fulfilled', 'bulk_credential_upload', 'user_credential_request_fulfilled',
        'crew_admin_changed', 'worker_removed_from_crew', 'credential_request_withdrawn', 'worker_added_to_crew',
        'worker_user_credential_copied', 'worker_archived', 'worker_restored'],
      WORKERS,
      CREWS,
    ],
  );
  await tx.query(
    `with cw as (select distinct on (worker_id) worker_id, crew_id from crew_workers
                  where enterprise_customer_id = $1 order by worker_id, id limit 4000)
     insert into time_logs (enterprise_customer_id, worker_id, crew_id, date, start_time, end_time, hours, minutes,
                            duration_minutes, created_at, updated_at)
     select $1, cw.worker_id, cw.crew_id, day, time '07:00', time '07:00' + len * interval '1 minute', len / 60, len % 60, len,
            day + interval '18 hours', day + interval '18 hours'
       from cw
       cross join generate_series(1, 14) d
       cross join lateral (select ($2::date - d) as day, 480 + ((cw.worker_id + d) % 5) * 30 as len) v
      where extract(isodow from day) < 6`,
    [customerId, dateFrom(now, 0)],
  );
}

/** Fifty small contractors with an owner, five workers, a tag, a crew, credentials and notifications each. */
async function seedSmallCustomers(tx: Queryable, now: Date, passwordHash: string): Promise<void> {
  const prefixes = ['Prairie', 'Boreal', 'Coastal', 'Summit', 'Maple', 'Granite', 'Cedar', 'Aurora', 'Frontier', 'Riverbend'];
  const suffixes = ['Mechanical Ltd.', 'Electric Inc.', 'Contracting Ltd.', 'Industrial Services', 'Builders Inc.'];
  const names = prefixes.flatMap((p) => suffixes.map((s) => `${p} ${s}`)).slice(0, SMALL_CUSTOMERS);
  const created = await tx.query<{ id: number }>(
    `with customers as (
       insert into enterprise_customers (name, created_at)
       select name, $2::timestamptz - n * interval '5 days' from unnest($1::text[]) with ordinality as s (name, n)
       returning id),
     numbered as (select id, row_number() over (order by id) as n from customers),
     owners as (
       insert into users (first_name, last_name, email, password_hash)
       select ($4::text[])[1 + (n * 7) % cardinality($4::text[])], ($5::text[])[1 + (n * 11) % cardinality($5::text[])],
              'owner' || n || '@small.test', $3
         from numbered
       returning id, email)
     insert into enterprise_customer_users (enterprise_customer_id, user_id, role)
     select nb.id, o.id, 'owner' from numbered nb join owners o on o.email = 'owner' || nb.n || '@small.test'
     returning enterprise_customer_id as id`,
    [names, now, passwordHash, FIRST_NAMES, LAST_NAMES],
  );
  const ids = created.map((r) => r.id);
  await tx.query(
    `with c as (select id, row_number() over (order by id) - 1 as i from unnest($1::int[]) as id)
     insert into enterprise_customer_workers (enterprise_customer_id, first_name, last_name, email, city, state, country, username,
                                              job_title, created_at, updated_at)
     select c.id, ($2::text[])[1 + (c.i * 5 + g) % cardinality($2::text[])], ($3::text[])[1 + (c.i * 3 + g * 11) % cardinality($3::text[])],
            'worker' || g || '@small-' || c.i || '.test', 'Red Deer', 'AB', 'Canada', 'worker' || g, 'General Labourer',
            $4::timestamptz - g * interval '10 days', $4::timestamptz - g * interval '10 days'
       from c cross join generate_series(1, $5::int) g`,
    [ids, FIRST_NAMES, LAST_NAMES, now, WORKERS_PER_SMALL_CUSTOMER],
  );
  await tx.query(`insert into tags (enterprise_customer_id, name, color) select unnest($1::int[]), 'Core Crew', $2`, [ids, TAG_COLORS[0]]);
  await tx.query(
    `insert into crews (enterprise_customer_id, name, admin_id, crew_owner_id)
     select enterprise_customer_id, 'Main Crew', user_id, user_id from enterprise_customer_users where enterprise_customer_id = any($1::int[])`,
    [ids],
  );
  await tx.query(
    `insert into crew_workers (enterprise_customer_id, crew_id, worker_id)
     select w.enterprise_customer_id, c.id, w.id
       from enterprise_customer_workers w join crews c on c.enterprise_customer_id = w.enterprise_customer_id
      where w.enterprise_customer_id = any($1::int[])`,
    [ids],
  );
  await tx.query(
    `insert into worker_tags (enterprise_customer_id, worker_id, tag_id)
     select w.enterprise_customer_id, w.id, t.id
       from enterprise_customer_workers w join tags t on t.enterprise_customer_id = w.enterprise_customer_id
      where w.enterprise_customer_id = any($1::int[])`,
    [ids],
  );
  await tx.query(
    `insert into user_credentials (enterprise_customer_id, worker_id, credential_id, name, issued, expiry)
     select w.enterprise_customer_id, w.id, c.id, c.label, (e.expiry - make_interval(months => c.validity_period_months))::date, e.expiry
       from enterprise_customer_workers w
       join credentials c on c.enterprise_customer_id is null and c.label in ('WHMIS 2015', 'Standard First Aid & CPR C', 'Fall Protection')
       cross join lateral (select $2::date + (w.id * 7 + c.id * 13) % 700 - 300 as expiry) e
      where w.enterprise_customer_id = any($1::int[])`,
    [ids, dateFrom(now, 0)],
  );
  await tx.query(
    `insert into notifications (enterprise_customer_id, notification_type, message, worker_id, created_at)
     select enterprise_customer_id, 'worker_added_to_crew', first_name || ' ' || last_name || ' was added to Main Crew.', id,
            $2::timestamptz - id % 20 * interval '1 day'
       from enterprise_customer_workers
      where enterprise_customer_id = any($1::int[]) and username in ('worker1', 'worker2')`,
    [ids, now],
  );
}
