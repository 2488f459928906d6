import { hash } from '@node-rs/argon2';
import type { Db } from '../core/db';
import { randomToken, sha256 } from '../core/auth/tokens';
import { TAG_COLORS } from 'shared-api/contract';
import { CITIES, FIRST_NAMES, LAST_NAMES, type Trade } from './data';
import { seedCustomer, tokenPair, type CustomerPlan, type SeedContext, type SeededCustomer } from './customer';
import { createRandom } from './random';
import { ensureReference } from './reference';
import { insertRows } from '../core/db/insert-rows';
import type { FileStorage } from '../core/storage/types';
import { dateFrom, daysAgo } from './sql';
import { seedDemoCrews } from './demo-crews';
import { seedNetwork } from './demo-network';
import { seedSettings } from './demo-settings';

export interface SeedOptions {
  /** The moment the data is relative to (expiry windows, "3 days ago"); defaults to the current time. */
  now?: Date;
  /** Where the seeded files go (the portal's own storage); without it the seed stores no files. */
  storage?: FileStorage;
  /**
   * 'customers': only the two customers with their staff, workers, tags, credentials, crews and records, which the
   * early migrations' tables hold — for tests that seed a database as it was before a later migration arrives.
   */
  extent?: 'customers' | 'all';
}

export const DEMO_CUSTOMER = 'Demo Construction Ltd.';
export const NORTHERN_CUSTOMER = 'Northern Electric Inc.';
/** Every seeded account signs in with this password. */
export const SEED_PASSWORD = 'Password123!';

const DEMO_TRADES: Trade[] = [
  'Electrician', 'Electrician', 'Electrician', 'Pipefitter', 'Pipefitter', 'Pipefitter', 'Carpenter', 'Carpenter',
  'Millwright', 'Millwright', 'Welder', 'Welder', 'Heavy Equipment Operator', 'Heavy Equipment Operator', 'Ironworker',
  'Plumber', 'Boilermaker', 'Scaffolder', 'Instrumentation Technician', 'Crane Operator', 'Sheet Metal Worker',
  'Insulator', 'Labourer', 'Labourer',
];

const demoPlan: CustomerPlan = {
  name: DEMO_CUSTOMER,
  mode: 'demo',
  accessUrl: 'https://access.example.com',
  features: ['credentials', 'crews', 'jobs_feed', 'access', 'local_construction_association'],
  staff: [
    { email: 'owner@demo.test', firstName: 'Dana', lastName: 'Whitford', role: 'owner' },
    { email: 'admin@demo.test', firstName: 'Marcus', lastName: 'Leblanc', role: 'admin' },
    { email: 'member@demo.test', firstName: 'Priya', lastName: 'Sandhu', role: 'member' },
  ],
  workers: 60,
  inactiveWorkers: 6,
  linkedWorkers: 20,
  firstNames: FIRST_NAMES,
  lastNames: LAST_NAMES,
  cities: CITIES,
  trades: DEMO_TRADES,
  emailDomain: 'mail.demo.test',
  tags: [
    ['Red Seal', TAG_COLORS[0]],
    ['Apprentice', TAG_COLORS[3]],
    ['Journeyman', TAG_COLORS[6]],
    ['Night Shift', TAG_COLORS[10]],
    ['Fort McMurray Site', TAG_COLORS[13]],
    ['First Aid Attendant', TAG_COLORS[15]],
    ['Union Local 424', TAG_COLORS[8]],
    ['Travel Ready', TAG_COLORS[19]],
    ['Bilingual (EN/FR)', TAG_COLORS[22]],
    ['Foreman Material', TAG_COLORS[26]],
    ['Own Truck', TAG_COLORS[30]],
    ['Rope Access', TAG_COLORS[33]],
  ],
  ownCredentials: [{ label: 'Demo Construction Site Orientation', months: 12, prefix: 'DCO', type: 'Training Record' }],
  issuers: [
    {
      name: 'Alberta Construction Safety Association',
      description: 'COR audits and construction safety courses.',
      contact_email: 'training@acsa.example.com',
      contact_phone: '(780) 555-0150',
      address: '10707 178 Street NW',
      country: 'Canada',
      state: 'AB',
      city: 'Edmonton',
      postal_code: 'T5S 1J6',
    },
    {
      name: 'St. John Ambulance – Calgary',
      description: 'First aid and CPR courses.',
      contact_email: 'firstaid@sja-calgary.example.com',
      contact_phone: '(403) 555-0119',
      address: '1111 11 Avenue SW',
      country: 'Canada',
      state: 'AB',
      city: 'Calgary',
      postal_code: 'T2R 0G5',
    },
    {
      name: 'Energy Safety Canada',
      description: 'H2S Alive, PST and ground disturbance programs for the energy industry.',
      contact_email: 'records@energysafety.example.com',
      contact_phone: '(403) 555-0166',
      address: '5055 11 Street NE',
      country: 'Canada',
      state: 'AB',
      city: 'Calgary',
      postal_code: 'T2E 8N4',
    },
    {
      name: 'Infrastructure Health & Safety Association',
      description: 'Working at Heights and construction safety training in Ontario.',
      contact_email: 'training@ihsa.example.com',
      contact_phone: '(905) 555-0188',
      address: '5110 Creekbank Road',
      country: 'Canada',
      state: 'ON',
      city: 'Mississauga',
      postal_code: 'L4W 0A1',
    },
  ],
  crews: [
    {
      name: 'Fort McMurray Shutdown – Unit 3',
      description:
        'Spring turnaround on the Unit 3 hydrotreater: exchanger pulls, vessel entries, piping tie-ins and electrical isolation. 14 days on, 7 off, 12-hour shifts, camp and flights from Edmonton provided. Every worker needs H2S Alive, PST and confined space entry before mobilising; fit testing is done on site on day one.',
      type: 'Shutdown / Turnaround',
      admin: 0,
      follows: ['H2S Alive', 'Fall Protection', 'Standard First Aid & CPR C', 'Confined Space Entry', 'Petroleum Safety Training (PST)'],
      quota: 'met',
      shiftHours: 12,
    },
    {
      name: 'Calgary Tower Retrofit – Electrical',
      description: 'Lighting and distribution upgrade on floors 12 to 30 of an occupied office tower. Night work only.',
      type: 'Electrical',
      admin: 1,
      follows: ['Red Seal Certificate – Construction Electrician', 'WHMIS 2015', 'Working at Heights', 'Elevating Work Platform'],
      shiftHours: 8,
    },
    {
      name: 'Saskatoon Potash Mill Maintenance',
      description: 'Ongoing mechanical maintenance at the mill: conveyors, crushers and dust collection.',
      type: 'Industrial Maintenance',
      admin: 0,
      follows: ['Confined Space Entry', 'H2S Alive', 'WHMIS 2015'],
      quota: 'short',
      shiftHours: 10,
    },
    {
      name: 'Surrey Mid-Rise – Framing',
      description: 'Six-storey wood-frame residential building, framing and sheathing.',
      type: 'General Construction',
      admin: 2,
      follows: ['Fall Protection', 'WHMIS 2015', 'Standard First Aid & CPR C'],
      shiftHours: 8,
    },
    {
      name: 'Hamilton Steel Mill Outage',
      description: 'Blast furnace reline outage: rigging, mechanical and refractory support.',
      type: 'Mechanical',
      admin: 1,
      follows: ['Working at Heights', 'Confined Space Entry', 'Rigging and Hoisting – Basic'],
      quota: 'over',
      shiftHours: 10,
    },
    {
      name: 'Moncton Hospital Expansion',
      description: 'New ambulatory care wing: mechanical rough-in and finishing carpentry.',
      type: 'General Construction',
      admin: 0,
      follows: ['Working at Heights', 'WHMIS 2015'],
    },
    {
      name: 'Pipeline Tie-in Crew B',
      description: 'Tie-ins and hydrotests on the 24-inch gathering line south of Grande Prairie.',
      type: 'Pipeline',
      admin: 1,
      follows: ['Ground Disturbance Level II', 'H2S Alive', 'Transportation of Dangerous Goods (TDG)', 'Demo Construction Site Orientation'],
    },
  ],
  timeLogDays: 75,
  notifications: {
    credential_expiring: 6,
    credential_request_fulfilled: 3,
    bulk_credential_upload: 1,
    user_credential_request_fulfilled: 1,
    crew_admin_changed: 2,
    worker_removed_from_crew: 3,
    credential_request_withdrawn: 3,
    worker_added_to_crew: 8,
    worker_user_credential_copied: 3,
    worker_archived: 3,
    worker_restored: 2,
  },
};

const northernPlan: CustomerPlan = {
  name: NORTHERN_CUSTOMER,
  mode: 'normal',
  accessUrl: null,
  features: [],
  staff: [{ email: 'owner@northern.test', firstName: 'Renée', lastName: 'Lapointe', role: 'owner' }],
  workers: 10,
  inactiveWorkers: 1,
  linkedWorkers: 2,
  firstNames: FIRST_NAMES,
  lastNames: LAST_NAMES,
  cities: [
    { city: 'Thunder Bay', province: 'ON', areaCode: '807', fsa: 'P7B' },
    { city: 'Kenora', province: 'ON', areaCode: '807', fsa: 'P9N' },
    { city: 'Winnipeg', province: 'MB', areaCode: '204', fsa: 'R3C' },
  ],
  trades: ['Electrician', 'Electrician', 'Electrician', 'Labourer', 'Heavy Equipment Operator'],
  emailDomain: 'mail.northern.test',
  // "Apprentice" and "Night Shift" also exist at Demo: tag names are unique per customer only.
  tags: [
    ['Apprentice', TAG_COLORS[1]],
    ['Lineworker', TAG_COLORS[5]],
    ['Night Shift', TAG_COLORS[12]],
  ],
  ownCredentials: [{ label: 'Northern Electric Lockout/Tagout Program', months: 24, prefix: 'LOTO', type: 'Training Record' }],
  issuers: [{ name: 'Thunder Bay Safety Council', contact_email: 'info@tbsafety.example.com', country: 'Canada', state: 'ON', city: 'Thunder Bay' }],
  crews: [
    {
      name: 'Thunder Bay Substation Upgrade',
      description: 'Replacing switchgear and protection relays at the Current River substation.',
      type: 'Electrical',
      admin: 0,
      follows: ['Northern Electric Lockout/Tagout Program', 'Working at Heights'],
      shiftHours: 10,
    },
    {
      name: 'Winnipeg Hydro Line Crew',
      description: 'Distribution line maintenance in the north end.',
      type: 'Electrical',
      admin: 0,
      follows: ['Standard First Aid & CPR C'],
    },
  ],
  timeLogDays: 14,
  notifications: { credential_expiring: 2, worker_added_to_crew: 3, crew_admin_changed: 1, worker_archived: 1 },
};

/**
 * Seeds Demo Construction Ltd. (demo mode, every feature) and Northern Electric Inc. (a second tenant
 * for isolation tests). Deterministic for a given `now`, apart from secret tokens and password salts;
 * does nothing once Demo exists.
 */
export async function seedDemo(db: Db, options: SeedOptions = {}): Promise<void> {
  const exists = (q: Pick<Db, 'query'>) => q.query('select 1 from enterprise_customers where name = $1', [DEMO_CUSTOMER]);
  if ((await exists(db)).length > 0) return;
  // One argon2id hash for every account: hashing each would make seeding slow for no gain.
  const passwordHash = await hash(SEED_PASSWORD);
  await db.transaction(async (tx) => {
    // Two servers starting on one empty PostgreSQL database must not both seed.
    await tx.query('select pg_advisory_xact_lock(727275)');
    if ((await exists(tx)).length > 0) return;
    const ctx: SeedContext = { tx, ref: await ensureReference(tx), rand: createRandom(20240917), now: options.now ?? new Date(), passwordHash, storage: options.storage };
    const demo = await seedCustomer(ctx, demoPlan);
    const northern = await seedCustomer(ctx, northernPlan);
    if (options.extent === 'customers') return;
    await seedAccounts(ctx, demo, northern);
    await seedJobsFeed(ctx, demo);
    await seedNetwork(ctx, demo);
    await seedSharing(ctx, demo, northern);
    await seedDemoCrews(ctx, demo, northern);
    await seedActivity(ctx, demo);
    await seedSettings(ctx, demo, northern);
  });
}

/** Subscriptions, referral codes with the customers they brought in, invites and tokens. */
async function seedAccounts(ctx: SeedContext, demo: SeededCustomer, northern: SeededCustomer): Promise<void> {
  const { tx, ref, rand, now } = ctx;
  const plan = (name: string) => ref.plans.get(name)!;
  await insertRows(tx, 'subscriptions', [
    {
      enterprise_customer_id: demo.id,
      subscription_plan_id: plan('Professional'),
      status: 'trialing',
      stripe_subscription_id: 'sub_demo_professional',
      trial_end: daysAgo(now, -18),
      current_period_end: daysAgo(now, -18),
      created_at: daysAgo(now, 12),
    },
    {
      enterprise_customer_id: northern.id,
      subscription_plan_id: plan('Starter'),
      status: 'active',
      stripe_subscription_id: 'sub_northern_starter',
      trial_end: daysAgo(now, 380),
      current_period_end: daysAgo(now, -11),
      created_at: daysAgo(now, 394),
    },
  ]);

  const codeChars = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const code = () => `LCA-${Array.from({ length: 6 }, () => codeChars[rand.int(0, codeChars.length - 1)]).join('')}`;
  const codes = [
    { plan: 'Association Member', description: 'Members of the Fort McMurray Construction Association', status: 'active' },
    { plan: 'Professional', description: 'Spring trade show', status: 'active' },
    { plan: 'Starter', description: 'Winter 2024 mail-out', status: 'expired' },
  ];
  const codeIds = await insertRows(
    tx,
    'referral_codes',
    codes.map((c, i) => ({
      enterprise_customer_id: demo.id,
      subscription_plan_id: plan(c.plan),
      code: code(),
      description: c.description,
      status: c.status,
      created_by_user_id: demo.staff[0].id,
      created_at: daysAgo(now, 200 - i * 60),
    })),
  );
  const referred = ['Prairie Scaffold Services Inc.', 'Kootenay Mechanical Ltd.', 'Bluenose Electrical Contracting Ltd.'];
  const referredIds = await insertRows(
    tx,
    'enterprise_customers',
    referred.map((name, i) => ({ name, created_at: daysAgo(now, 150 - i * 45) })),
  );
  await insertRows(
    tx,
    'subscriptions',
    referredIds.map((id, i) => ({
      enterprise_customer_id: id,
      subscription_plan_id: plan(codes[i % 2].plan),
      referral_code_id: codeIds[i % 2],
      status: i === 2 ? 'trialing' : 'active',
      stripe_subscription_id: `sub_referred_${i + 1}`,
      trial_end: daysAgo(now, 150 - i * 45 - 60),
      created_at: daysAgo(now, 150 - i * 45),
    })),
  );

  // Invites are e-mailed once and never shown again, so only their hash is kept.
  const invites: Array<[email: string, role: string, by: number, days: number, accepted: boolean]> = [
    ['site.manager@demo.test', 'admin', 0, 2, false],
    ['payroll@demo.test', 'member', 1, 9, false],
    ['member@demo.test', 'member', 0, 560, true],
  ];
  await insertRows(
    tx,
    'invites',
    invites.map(([email, role, by, days, accepted]) => ({
      enterprise_customer_id: demo.id,
      email,
      role,
      token_hash: sha256(randomToken()),
      invited_by_user_id: demo.staff[by].id,
      created_at: daysAgo(now, days),
      accepted_at: accepted ? daysAgo(now, days - 1) : null,
    })),
  );

  // Northern already generated its integration token; Demo has none, so Settings offers to generate one. Only the
  // hash and the last four characters (the mask) are kept.
  const northernToken = tokenPair();
  await insertRows(tx, 'enterprise_tokens', [
    {
      token_hash: northernToken.token_hash,
      token_suffix: northernToken.token.slice(-4),
      enterprise_customer_id: northern.id,
      created_by_user_id: northern.staff[0].id,
      created_at: daysAgo(now, 90),
    },
  ]);
}

async function seedJobsFeed(ctx: SeedContext, demo: SeededCustomer): Promise<void> {
  const { tx, now } = ctx;
  // posted / until: days from now. The last one has closed.
  const jobs = [
    {
      title: 'Journeyman Electrician – Industrial',
      description: 'Install and terminate cable tray, conduit and instrumentation on an oil sands upgrader turnaround. 14/7 rotation, camp provided.',
      province: 'AB', town: 'Fort McMurray', term: 'F', positions: 4, salary: '$52.50/hour + LOA', posted: -5, until: 23,
    },
    {
      title: 'Apprentice Pipefitter (2nd–3rd Year)',
      description: 'Maintenance piping at a potash mill. Indentured apprentices only; we sponsor your hours.',
      province: 'SK', town: 'Saskatoon', term: 'F', positions: 3, salary: '$31–$38/hour', posted: -2, until: 26,
    },
    {
      title: 'Scaffold Erector – Shutdown Season',
      description: 'System scaffold for spring shutdowns in the Edmonton refinery belt. Leads to a full-time position for the right people.',
      province: 'AB', town: 'Edmonton', term: 'L', positions: 10, salary: '$36/hour', posted: -9, until: 19,
    },
    {
      title: 'Site Safety Coordinator',
      description: 'Run orientations, inspections and incident reporting on a steel mill outage. NCSO or CRSP preferred.',
      province: 'ON', town: 'Hamilton', term: 'F', positions: 1, salary: '$85,000–$95,000/year', posted: -14, until: 14,
    },
    {
      title: 'Excavator Operator',
      description: 'Part-time seasonal operator for pipeline right-of-way clean-up.',
      province: 'BC', town: 'Prince George', term: 'P', positions: 2, salary: null, posted: -40, until: -12,
    },
  ];
  await insertRows(
    tx,
    'feed_jobs',
    jobs.map((job) => ({
      enterprise_customer_id: demo.id,
      title: job.title,
      url: `https://careers.demo.test/jobs/${job.title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}`,
      is_active: job.until >= 0,
      description: job.description,
      employer_name: DEMO_CUSTOMER,
      province: job.province,
      town: job.town,
      work_term: job.term,
      number_of_positions: job.positions,
      salary: job.salary,
      date_posted: dateFrom(now, job.posted),
      display_until: dateFrom(now, job.until),
      created_at: daysAgo(now, -job.posted),
      updated_at: daysAgo(now, -job.posted),
    })),
  );
  await insertRows(tx, 'feed_job_approved_domains', [
    { enterprise_customer_id: demo.id, domain: 'careers.demo.test', created_at: daysAgo(now, 120) },
    { enterprise_customer_id: demo.id, domain: 'jobs.tradesboard.example.com', created_at: daysAgo(now, 30) },
  ]);
  await tx.query(
    `insert into feed_job_filtered_locations (enterprise_customer_id, town_id, created_at)
     select $1, t.id, $2 from towns t join provinces p on p.id = t.province_id
      where (p.code, t.name) in (('AB', 'Fort McMurray'), ('AB', 'Calgary'), ('SK', 'Saskatoon'))`,
    [demo.id, daysAgo(now, 60)],
  );
}

/** Crew shares both ways between Demo and Northern, one to an outside company, and a share request. */
async function seedSharing(ctx: SeedContext, demo: SeededCustomer, northern: SeededCustomer): Promise<void> {
  const { tx, now } = ctx;
  const share = (from: SeededCustomer, crewIndex: number, name: string, email: string, days: number, withdrawn = false) => ({
    // Share links are stored hashed only (0017_crews.sql).
    token_hash: tokenPair().token_hash,
    enterprise_customer_id: from.id,
    crew_id: from.crews[crewIndex].id,
    recipient_name: name,
    recipient_email: email,
    message: `Here is the roster and tickets for ${from.crews[crewIndex].name}.`,
    shared_by_user_id: from.staff[0].id,
    last_sent_at: daysAgo(now, days),
    withdrawn_at: withdrawn ? daysAgo(now, days - 2) : null,
    created_at: daysAgo(now, days),
  });
  const [toNorthern, , , fromNorthern] = await insertRows(tx, 'crew_shares', [
    share(demo, 0, 'Renée Lapointe', 'owner@northern.test', 20),
    share(demo, 1, 'Alex Morrison', 'pm@harbourview-developments.example.com', 8),
    share(demo, 2, 'Sam Okoro', 'sam.okoro@potash-client.example.com', 40, true),
    share(northern, 0, 'Dana Whitford', 'owner@demo.test', 15),
  ]);
  await insertRows(tx, 'crew_shared_imports', [
    // Northern attached Demo's shutdown crew to its substation crew's Shared Crews card.
    {
      enterprise_customer_id: northern.id,
      crew_share_id: toNorthern,
      crew_id: northern.crews[0].id,
      imported_by_user_id: northern.staff[0].id,
      created_at: daysAgo(now, 19),
    },
    {
      enterprise_customer_id: demo.id,
      crew_share_id: fromNorthern,
      crew_id: null,
      imported_by_user_id: demo.staff[0].id,
      created_at: daysAgo(now, 14),
    },
  ]);
  await insertRows(tx, 'crew_share_requests', [
    {
      enterprise_customer_id: demo.id,
      email: 'dispatch@prairie-scaffold.example.com',
      message: 'Could you share your scaffold crew for the Unit 3 shutdown?',
      requested_by_user_id: demo.staff[1].id,
      created_at: daysAgo(now, 6),
    },
  ]);
}

/** Parse jobs and the local mail outbox that demo mode shows. */
async function seedActivity(ctx: SeedContext, demo: SeededCustomer): Promise<void> {
  const { tx, now } = ctx;
  const parsed = demo.credentials.find((c) => c.worker === demo.workers[0])!;
  await insertRows(tx, 'user_credential_parse_jobs', [
    {
      enterprise_customer_id: demo.id,
      worker_id: demo.workers[0].id,
      group_id: 'demo-parse-1',
      status: 'done',
      user_credential_id: parsed.id,
      error: null,
      result: { key_value_pairs: { Name: demo.workers[0].fullName, Course: parsed.name, 'Valid Until': parsed.expiry ?? 'No expiry' } },
      created_by_user_id: demo.staff[0].id,
      created_at: daysAgo(now, 1.5),
      updated_at: daysAgo(now, 1.5),
    },
    {
      enterprise_customer_id: demo.id,
      worker_id: demo.workers[0].id,
      group_id: 'demo-parse-1',
      status: 'failed',
      user_credential_id: null,
      error: 'No text could be read from the document.',
      result: null,
      created_by_user_id: demo.staff[0].id,
      created_at: daysAgo(now, 1.5),
      updated_at: daysAgo(now, 1.5),
    },
  ]);
  await insertRows(
    tx,
    'mail_outbox',
    [
      ['site.manager@demo.test', 'You have been invited to Demo Construction Ltd.', 2],
      ['hse@client-site.example.com', `${demo.workers[2].fullName} shared their credential wallet with you`, 3],
      ['owner@northern.test', 'Demo Construction Ltd. shared the crew Fort McMurray Shutdown – Unit 3 with you', 20],
    ].map(([to, subject, days]) => ({
      enterprise_customer_id: demo.id,
      to_address: to,
      subject,
      text_body: `${subject}.\n\nOpen the portal to see the details.`,
      status: 'sent',
      attempts: 1,
      sent_at: daysAgo(now, Number(days)),
      created_at: daysAgo(now, Number(days)),
    })),
  );
  // An invitation the recipient's mail server refused for a whole day: Settings › Undelivered mail shows it.
  await insertRows(tx, 'mail_outbox', [
    {
      enterprise_customer_id: demo.id,
      to_address: 'estimator@prairie-drywall.example.com',
      subject: 'You have been invited to Demo Construction Ltd.',
      text_body: 'You have been invited to Demo Construction Ltd.\n\nOpen the portal to see the details.',
      status: 'failed',
      attempts: 30,
      error: '550 5.1.1 <estimator@prairie-drywall.example.com>: Recipient address rejected: mailbox full',
      created_at: daysAgo(now, 2),
    },
  ]);
}
