import type { Queryable } from '../../../core/db';
import { prettyDate } from '../../../core/lib/time';
import { countsAsHeld } from '../../../core/held-credentials';
import { fullName } from '../../../core/lib/names';
import type { Locale } from '../../../core/i18n';
import type { CrewComplianceOutlookResponse } from 'shared-api/contract';

interface OutlookRow {
  follow_id: number;
  credential_id: number;
  label: string;
  today: number;
  in_30: number;
  in_60: number;
  in_90: number;
  first_loss: string | null;
  losers: Array<{ id: number; first_name: string; last_name: string }> | null;
  holders_after: number;
  workers_count: number;
}

/**
 * The compliance outlook in one statement: for each followed credential, each crew worker's last valid day (the
 * latest expiry among their copies that count as held, infinity for one that never expires), then per follow how many are valid on
 * today, +30, +60 and +90 days, and the first last-valid-day within 90 days with who reaches it and how many remain.
 * Every step joins and groups (the last valid days from one grouped scan of the crew workers' credentials), so no
 * subquery runs once per follow or per worker (issue 13).
 */
export async function complianceOutlook(db: Queryable, crewId: number, today: string, locale: Locale): Promise<CrewComplianceOutlookResponse> {
  const rows = await db.query<OutlookRow>(
    `with last_valid as (
       select uc.worker_id, uc.credential_id, max(coalesce(uc.expiry, 'infinity'::date)) as until
         from user_credentials uc
        where uc.worker_id in (select cw.worker_id from crew_workers cw where cw.crew_id = $1)
          and uc.credential_id in (select f.credential_id from crew_credential_follows f where f.crew_id = $1)
          and ${countsAsHeld('uc')}
        group by uc.worker_id, uc.credential_id),
     best as (
       select f.id as follow_id, cw.worker_id, lv.until
         from crew_credential_follows f join crew_workers cw on cw.crew_id = f.crew_id
         left join last_valid lv on lv.worker_id = cw.worker_id and lv.credential_id = f.credential_id
        where f.crew_id = $1),
     agg as (
       select follow_id,
              count(*) filter (where until >= $2::date)::int as today,
              count(*) filter (where until >= $2::date + 30)::int as in_30,
              count(*) filter (where until >= $2::date + 60)::int as in_60,
              count(*) filter (where until >= $2::date + 90)::int as in_90,
              min(until) filter (where until >= $2::date and until < $2::date + 90) as first_loss
         from best group by follow_id),
     loss as (
       select b.follow_id,
              json_agg(json_build_object('id', w.id, 'first_name', w.first_name, 'last_name', w.last_name)
                       order by lower(w.last_name), lower(w.first_name), w.id) filter (where b.until = a.first_loss) as losers,
              count(*) filter (where b.until > a.first_loss)::int as holders_after
         from best b join agg a on a.follow_id = b.follow_id join enterprise_customer_workers w on w.id = b.worker_id
        where a.first_loss is not null
        group by b.follow_id)
     select f.id as follow_id, f.credential_id, c.label,
            coalesce(a.today, 0) as today, coalesce(a.in_30, 0) as in_30, coalesce(a.in_60, 0) as in_60, coalesce(a.in_90, 0) as in_90,
            a.first_loss::text as first_loss, l.losers, coalesce(l.holders_after, 0) as holders_after,
            (select count(*)::int from crew_workers cw where cw.crew_id = $1) as workers_count
       from crew_credential_follows f
       join credentials c on c.id = f.credential_id
       left join agg a on a.follow_id = f.id
       left join loss l on l.follow_id = f.id
      where f.crew_id = $1
      order by lower(c.label), f.id`,
    [crewId, today],
  );
  const [{ count: workersCount }] = rows.length
    ? [{ count: rows[0].workers_count }]
    : await db.query<{ count: number }>('select count(*)::int as count from crew_workers where crew_id = $1', [crewId]);
  return {
    as_of: today,
    workers_count: workersCount,
    credentials: rows.map((row) => ({
      credential: { id: row.credential_id, label: row.label },
      credential_follow_id: row.follow_id,
      holders: { today: row.today, in_30_days: row.in_30, in_60_days: row.in_60, in_90_days: row.in_90 },
      first_loss: row.first_loss
        ? {
            expiry: row.first_loss,
            expiry_pretty_date: prettyDate(row.first_loss, locale) ?? row.first_loss,
            workers: (row.losers ?? []).map((w) => ({ id: w.id, full_name: fullName(w.first_name, w.last_name) })),
            holders_after: row.holders_after,
          }
        : null,
    })),
  };
}
