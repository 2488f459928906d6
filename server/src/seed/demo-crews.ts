import { insertRows } from '../core/db/insert-rows';
import { msg } from '../core/i18n';
import type { SeedContext, SeededCustomer } from './customer';
import { dateFrom, daysAgo } from './sql';

/**
 * What the crews pages need beyond the customers' crews (customer.ts) and shares (demo.ts seedSharing), so every
 * sub-page has something to show: notes and notifications on every Demo crew, a week of logs on crews that had
 * none, share links that were opened (one with an expiry), Northern's shared crew on the Shared Crews card of
 * Demo's first crew, and a third Northern crew (Northern lacks the crews feature, so Create Crew shows the limit).
 */
export async function seedDemoCrews(ctx: SeedContext, demo: SeededCustomer, northern: SeededCustomer): Promise<void> {
  const { tx, now, rand } = ctx;

  const notes = [
    'Toolbox talk on dropped objects done Monday; everyone signed.',
    'Client wants the daily headcount by 07:00.',
    'Two new hires start next week: book site orientation.',
  ];
  await insertRows(
    tx,
    'crew_notes',
    demo.crews.flatMap((crew, c) =>
      notes.slice(0, 2).map((note, i) => ({
        enterprise_customer_id: demo.id,
        crew_id: crew.id,
        note,
        created_by_user_id: demo.staff[crew.plan.admin].id,
        created_at: daysAgo(now, 1 + c + i * 3),
      })),
    ),
  );

  // The crew's own feed: who joined (and one who left) in the catalog's words, so each reader sees their language.
  await insertRows(
    tx,
    'notifications',
    demo.crews.flatMap((crew, c) => [
      ...crew.members.slice(0, 3).map((worker, i) => ({
        enterprise_customer_id: demo.id,
        notification_type: 'worker_added_to_crew',
        message: msg('crews:notifications.worker_added', { name: worker.fullName, crew: crew.name }),
        worker_id: worker.id,
        crew_id: crew.id,
        created_at: daysAgo(now, 30 - c - i),
      })),
      ...(crew.members[3]
        ? [
            {
              enterprise_customer_id: demo.id,
              notification_type: 'worker_removed_from_crew',
              message: msg('crews:notifications.worker_removed', { name: crew.members[3].fullName, crew: crew.name }),
              worker_id: crew.members[3].id,
              crew_id: crew.id,
              created_at: daysAgo(now, 3 + c),
            },
          ]
        : []),
    ]),
  );

  // Crews without a shift length logged nothing: give them this week's days so Daily and Monthly show rows.
  const rows = [];
  for (const crew of demo.crews.filter((c) => !c.plan.shiftHours)) {
    for (let day = 0; day < 7; day++) {
      for (const worker of crew.members.slice(0, 3)) {
        if (!rand.chance(0.8)) continue;
        rows.push({
          enterprise_customer_id: demo.id,
          worker_id: worker.id,
          crew_id: crew.id,
          date: dateFrom(now, -day),
          start_time: '07:00',
          end_time: '15:30',
          hours: 8,
          minutes: 30,
          duration_minutes: 510,
          notes: null,
          created_by_user_id: demo.staff[crew.plan.admin].id,
        });
      }
    }
  }
  if (rows.length) await insertRows(tx, 'time_logs', rows);

  // Opened links: the share list shows when and how often; one link expires in a month.
  await tx.query(
    `update crew_shares set open_count = 4, last_opened_at = $2 where enterprise_customer_id = $1 and lower(recipient_email) = 'owner@northern.test'`,
    [demo.id, daysAgo(now, 2)],
  );
  await tx.query(
    `update crew_shares set open_count = 1, last_opened_at = $2, expires_at = $3
      where enterprise_customer_id = $1 and recipient_email like 'pm@%'`,
    [demo.id, daysAgo(now, 6), dateFrom(now, 30)],
  );

  // Northern's crew shared with Demo's owner also sits on the Shared Crews card of Demo's first crew.
  const [fromNorthern] = await tx.query<{ id: number }>(
    `select id from crew_shares where enterprise_customer_id = $1 and lower(recipient_email) = 'owner@demo.test' and withdrawn_at is null order by id limit 1`,
    [northern.id],
  );
  if (fromNorthern) {
    await insertRows(tx, 'crew_shared_imports', [
      {
        enterprise_customer_id: demo.id,
        crew_share_id: fromNorthern.id,
        crew_id: demo.crews[0].id,
        imported_by_user_id: demo.staff[0].id,
        created_at: daysAgo(now, 13),
      },
    ]);
  }

  await insertRows(tx, 'crews', [
    {
      enterprise_customer_id: northern.id,
      name: 'Kenora Storm Response',
      description: 'On-call crew for storm damage on the Kenora distribution lines.',
      admin_id: northern.staff[0].id,
      crew_owner_id: northern.staff[0].id,
      created_at: daysAgo(now, 40),
      updated_at: daysAgo(now, 40),
    },
  ]);
}
