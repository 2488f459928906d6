import { insertRows } from '../core/db/insert-rows';
import type { SeedContext, SeededCustomer } from './customer';
import { dateFrom, daysAgo } from './sql';

/** The sample provider demo-mode customers see (the spec's "test-suite entry"), with real content. */
export const SAMPLE_PROVIDER = 'Test Suite – Sample Training Provider';

/** The association the demo customer belongs to (Association page). */
export const DEMO_ASSOCIATION = 'Fort McMurray Construction Association';

/**
 * Issue 15's trades-network rows on top of demo.ts's jobs feed and referral codes: a job switched off while still
 * in its display window, a job whose title needs escaping, an inactive referral code, the sample training
 * provider (its description carries what the sanitiser must remove) and the association.
 */
export async function seedNetwork(ctx: SeedContext, demo: SeededCustomer): Promise<void> {
  const { tx, ref, now } = ctx;
  await insertRows(tx, 'feed_jobs', [
    {
      enterprise_customer_id: demo.id,
      title: 'Millwright – Planned Outage',
      url: 'https://careers.demo.test/jobs/millwright-planned-outage',
      // Switched off by the customer: listed on the page, absent from the public feed.
      is_active: false,
      description: 'Pump and compressor alignments during a planned outage at an upgrader. Laser alignment experience required.',
      employer_name: 'Demo Construction Ltd.',
      province: 'AB',
      town: 'Fort McMurray',
      work_term: 'F',
      number_of_positions: 2,
      salary: '$50/hour',
      date_posted: dateFrom(now, -3),
      display_until: dateFrom(now, 25),
      created_at: daysAgo(now, 3),
      updated_at: daysAgo(now, 1),
    },
    {
      enterprise_customer_id: demo.id,
      title: 'Welder – B-Pressure & Structural <TIG/MIG>',
      url: 'https://careers.demo.test/jobs/welder-b-pressure?source=feed&ref=portal',
      is_active: true,
      description: 'Pressure and structural welding in the Calgary shop & on site. Bring your "B" ticket and CWB tests.',
      employer_name: 'Demo Construction Ltd.',
      province: 'AB',
      town: 'Calgary',
      work_term: 'F',
      number_of_positions: 3,
      salary: '$45–$49/hour',
      date_posted: dateFrom(now, -1),
      display_until: dateFrom(now, 27),
      created_at: daysAgo(now, 1),
      updated_at: daysAgo(now, 1),
    },
  ]);

  await insertRows(tx, 'referral_codes', [
    {
      enterprise_customer_id: demo.id,
      subscription_plan_id: ref.plans.get('Enterprise')!,
      code: 'LCA-PAUSED-2025',
      description: 'Fall 2025 golf tournament (paused)',
      status: 'inactive',
      created_by_user_id: demo.staff[0].id,
      created_at: daysAgo(now, 75),
    },
  ]);

  const [sample] = await tx.query<{ id: number }>(
    `insert into training_providers (name, website_url, description, demo_only) values ($1, $2, $3, true)
     on conflict (name) do nothing returning id`,
    [
      SAMPLE_PROVIDER,
      'https://test-suite-training.example.com',
      '<h3>A sample provider for trying the page</h3>' +
        '<p>This provider exists in demo mode so you can see how training is listed: open <strong>Services</strong> to search prices, ' +
        'and <strong>Locations</strong> for where courses run.</p>' +
        '<ul><li>Courses every weekday</li><li>Wallet cards the same day</li></ul>' +
        '<p><a href="https://test-suite-training.example.com/schedule" onclick="alert(1)">Course schedule</a> · ' +
        '<a href="javascript:alert(document.cookie)">Register</a></p>' +
        '<script>document.title = "hijacked"</script><img src="https://test-suite-training.example.com/logo.png" alt="Test Suite logo" onerror="alert(2)">',
    ],
  );
  if (sample) {
    await insertRows(tx, 'training_provider_services', [
      { training_provider_id: sample.id, name: 'Sample Course – Fall Protection', price_cents: 19500 },
      { training_provider_id: sample.id, name: 'Sample Course – Standard First Aid & CPR C', price_cents: 14950 },
      { training_provider_id: sample.id, name: 'Sample Course – WHMIS 2015 (online)', price_cents: 4500 },
      { training_provider_id: sample.id, name: 'Sample Course – Custom Site Orientation', price_cents: null },
    ]);
    await tx.query(
      `insert into training_provider_locations (training_provider_id, name, address, town_id, phone, website_url)
       select $1, 'Sample Campus', '100 Example Street', t.id, '7805550100', 'https://test-suite-training.example.com'
         from towns t join provinces p on p.id = t.province_id where p.code = 'AB' and t.name = 'Fort McMurray'`,
      [sample.id],
    );
  }

  const [association] = await tx.query<{ id: number }>(
    `insert into construction_associations (name, description, contact_name, contact_email, contact_phone, website_url, address, membership_benefits)
     values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict (name) do update set name = excluded.name returning id`,
    [
      DEMO_ASSOCIATION,
      'The Fort McMurray Construction Association has represented general contractors, trade contractors and suppliers in the Wood Buffalo region since 1979. It speaks for the local industry to the municipality and the oil sands operators, runs the regional plans room and organises safety and business training for members.',
      'Janelle Tremblay, Member Services',
      'members@fmca.example.com',
      '7805550199',
      'https://fmca.example.com',
      '9816 Hardin Street, Fort McMurray, AB T9H 4K3',
      [
        'The association rate on this portal: the Association Member plan with a 60-day trial.',
        'Referral codes to bring subcontractors onto the portal at the member rate.',
        'Access to the regional plans room and bid opportunities from owners and municipalities.',
        'Member pricing on safety courses, including COR and SECOR audit preparation.',
        'Monthly networking breakfasts and the annual trade show.',
        'A voice with the municipality and the oil sands operators on local hiring and procurement.',
      ],
    ],
  );
  await tx.query('update enterprise_customers set construction_association_id = $1 where id = $2', [association.id, demo.id]);
}
