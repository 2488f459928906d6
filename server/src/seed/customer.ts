import { createHash } from 'node:crypto';
import type { Queryable } from '../core/db';
import { randomToken, sha256 } from '../core/auth/tokens';
import type { FileStorage } from '../core/storage/types';
import { generateStorageKey } from '../core/storage/keys';
import { toCsv } from '../core/lib/csv';
import { calendarDate, msg, type Message } from '../core/i18n';
import type { NotificationType, Role } from 'shared-api/contract';
import {
  asciiName,
  CATALOGUE,
  JOB_TITLES,
  POSTAL_LETTERS,
  STREETS,
  type CatalogueCredential,
  type City,
  type Trade,
} from './data';
import type { Random } from './random';
import type { Reference } from './reference';
import { insertRows, type Row } from '../core/db/insert-rows';
import { BULK_COLUMNS, bulkColumnName, bulkUploadFileUrl, bulkUploadFinishedMessage, checkBulkRows, readBulkCredentialCsv, type FinalCounts } from '../areas/credentials';
import { addMonths, dateFrom, daysAgo } from './sql';

/** What one seeded customer looks like; the builder below turns it into rows. */
export interface CustomerPlan {
  name: string;
  mode: 'normal' | 'demo';
  accessUrl: string | null;
  features: string[];
  staff: Array<{ email: string; firstName: string; lastName: string; role: Role }>;
  workers: number;
  inactiveWorkers: number;
  /** Workers linked to an account on the wider platform (which carries their trade). */
  linkedWorkers: number;
  firstNames: readonly string[];
  lastNames: readonly string[];
  cities: readonly City[];
  /** Trades drawn for workers; repeat an entry to make it more common. */
  trades: readonly Trade[];
  emailDomain: string;
  tags: Array<[name: string, color: string]>;
  /** Catalogue entries this customer created for itself. */
  ownCredentials: CatalogueCredential[];
  issuers: Array<Omit<Row, 'enterprise_customer_id'> & { name: string }>;
  crews: CrewPlan[];
  /** Days back from now that crew time logs cover. */
  timeLogDays: number;
  /** Notification types to create, with how many of each. */
  notifications: Partial<Record<NotificationType, number>>;
}

export interface CrewPlan {
  name: string;
  description: string;
  type: string;
  /** Index into staff. */
  admin: number;
  follows: string[];
  /** met: inside the bounds; short: below the minimum; over: above the maximum. */
  quota?: 'met' | 'short' | 'over';
  /** Length of a shift in hours; crews without it log no time. */
  shiftHours?: number;
}

export interface SeedContext {
  tx: Queryable;
  ref: Reference;
  rand: Random;
  now: Date;
  passwordHash: string;
  /** Where seeded files (a bulk upload's CSV) are stored; without it they are not seeded. */
  storage?: FileStorage;
}

export interface SeededWorker {
  id: number;
  firstName: string;
  lastName: string;
  fullName: string;
  email: string | null;
  trade: Trade | null;
  active: boolean;
  createdAt: Date;
  userId: number | null;
}

export interface SeededCredential {
  id: number;
  worker: SeededWorker;
  name: string;
  credentialId: number | null;
  issued: string | null;
  expiry: string | null;
  fromWallet: boolean;
  createdAt: Date;
}

export interface SeededCrew {
  id: number;
  name: string;
  plan: CrewPlan;
  createdAt: Date;
  members: SeededWorker[];
  follows: Array<{ credentialId: number; label: string; months: number | null }>;
}

type RequestState = 'open' | 'completed' | 'withdrawn';

export interface SeededCustomer {
  id: number;
  staff: Array<{ id: number; fullName: string }>;
  workers: SeededWorker[];
  credentials: SeededCredential[];
  crews: SeededCrew[];
  issuerIds: number[];
  requests: Array<{
    id: number;
    worker: SeededWorker;
    crew: SeededCrew | null;
    label: string;
    state: RequestState;
    userCredentialId: number | null;
  }>;
  updateRequests: Array<{ id: number; credential: SeededCredential; state: RequestState }>;
}

/** A new token and its SHA-256. */
export function tokenPair(): { token: string; token_hash: string } {
  const token = randomToken();
  return { token, token_hash: sha256(token) };
}

/** What a link table stores of a new token: its SHA-256 only (0024), so a seeded link opens nothing until resent. */
const storedToken = () => ({ token_hash: tokenPair().token_hash });

export async function seedCustomer(ctx: SeedContext, plan: CustomerPlan): Promise<SeededCustomer> {
  const { tx, ref, now } = ctx;
  const [customerId] = await insertRows(tx, 'enterprise_customers', [
    { name: plan.name, mode: plan.mode, access_url: plan.accessUrl, created_at: daysAgo(now, 600) },
  ]);
  await insertRows(
    tx,
    'enterprise_customer_features',
    plan.features.map((label) => ({ enterprise_customer_id: customerId, feature_id: ref.features.get(label) })),
    null,
  );
  const staffIds = await insertRows(
    tx,
    'users',
    plan.staff.map((s) => ({
      first_name: s.firstName,
      last_name: s.lastName,
      email: s.email,
      password_hash: ctx.passwordHash,
      created_at: daysAgo(now, 590),
    })),
  );
  await insertRows(
    tx,
    'enterprise_customer_users',
    plan.staff.map((s, i) => ({ enterprise_customer_id: customerId, user_id: staffIds[i], role: s.role, created_at: daysAgo(now, 590 - i * 30) })),
  );
  const customer: SeededCustomer = {
    id: customerId,
    staff: plan.staff.map((s, i) => ({ id: staffIds[i], fullName: `${s.firstName} ${s.lastName}` })),
    workers: [],
    credentials: [],
    crews: [],
    issuerIds: [],
    requests: [],
    updateRequests: [],
  };

  customer.workers = await seedWorkers(ctx, plan, customerId);
  await seedTags(ctx, plan, customer);
  customer.issuerIds = await insertRows(
    tx,
    'credential_issuers',
    plan.issuers.map((issuer) => ({ ...issuer, enterprise_customer_id: customerId, created_at: daysAgo(now, 500) })),
  );
  const ownIds = await insertRows(
    tx,
    'credentials',
    plan.ownCredentials.map((c) => ({ enterprise_customer_id: customerId, label: c.label, validity_period_months: c.months })),
  );
  const catalogue = [
    ...CATALOGUE.map((c) => ({ ...c, id: ref.credentials.get(c.label)! })),
    ...plan.ownCredentials.map((c, i) => ({ ...c, id: ownIds[i] })),
  ];
  customer.credentials = await seedUserCredentials(ctx, customer, catalogue);
  customer.crews = await seedCrews(ctx, plan, customer, catalogue);
  await seedRequests(ctx, customer, catalogue);
  await seedWorkerRecords(ctx, customer);
  await seedTimeLogs(ctx, plan, customer);
  await seedNotifications(ctx, plan, customer);
  return customer;
}

const SECTORS = ['oil sands', 'industrial maintenance', 'pipeline', 'commercial', 'institutional', 'mining', 'high-rise residential'];

async function seedWorkers(ctx: SeedContext, plan: CustomerPlan, customerId: number): Promise<SeededWorker[]> {
  const { tx, ref, rand, now } = ctx;
  const firstNames = rand.shuffle(plan.firstNames);
  const lastNames = rand.shuffle(plan.lastNames);
  const inactive = new Set(rand.sample([...Array(plan.workers).keys()].slice(2), plan.inactiveWorkers));
  const usernames = new Set<string>();
  const rows: Row[] = [];
  const workers: Array<Omit<SeededWorker, 'id' | 'userId'>> = [];
  for (let i = 0; i < plan.workers; i++) {
    const first = firstNames[i % firstNames.length];
    const last = lastNames[(i + Math.floor(i / lastNames.length)) % lastNames.length];
    const staffOnly = rand.chance(0.1);
    const trade = staffOnly ? null : rand.pick(plan.trades);
    const city = rand.pick(plan.cities);
    let username = `${asciiName(first)[0]}${asciiName(last)}`;
    for (let n = 2; usernames.has(username); n++) username = `${asciiName(first)[0]}${asciiName(last)}${n}`;
    usernames.add(username);
    // A few workers have no e-mail on file, as in real rosters.
    const email = i % 17 === 16 ? null : `${asciiName(first)}.${asciiName(last)}@${plan.emailDomain}`;
    // The first workers were added in the last days, so the dashboard shows fresh relative times.
    const createdAt = daysAgo(now, i < 4 ? 0.3 + i * 1.7 : rand.int(8, 540) + rand.next());
    const years = rand.int(2, 28);
    rows.push({
      enterprise_customer_id: customerId,
      first_name: first,
      last_name: last,
      email,
      phone_number: `(${city.areaCode}) 555-01${String(rand.int(0, 99)).padStart(2, '0')}`,
      address: `${rand.int(12, 9980)} ${rand.pick(STREETS)}`,
      city: city.city,
      state: city.province,
      zip: `${city.fsa} ${rand.int(0, 9)}${POSTAL_LETTERS[rand.int(0, POSTAL_LETTERS.length - 1)]}${rand.int(0, 9)}`,
      country: 'Canada',
      dob: `${rand.int(1966, 2004)}-${String(rand.int(1, 12)).padStart(2, '0')}-${String(rand.int(1, 28)).padStart(2, '0')}`,
      bio: rand.chance(0.4)
        ? `${years} years in the trade, mostly ${rand.pick(SECTORS)} work around ${city.city}.`
        : null,
      username,
      password_hash: rand.chance(0.7) ? ctx.passwordHash : null,
      job_title: rand.pick(JOB_TITLES[trade ?? 'Site staff']),
      is_active: !inactive.has(i),
      created_at: createdAt,
      updated_at: createdAt,
    });
    workers.push({ firstName: first, lastName: last, fullName: `${first} ${last}`, email, trade, active: !inactive.has(i), createdAt });
  }

  // Linked platform accounts use the worker's own e-mail and carry the trade shown on the card.
  const linkable = workers.map((w, i) => ({ w, i })).filter(({ w }) => w.email && w.trade && w.active);
  const linked = rand.sample(linkable, plan.linkedWorkers).sort((a, b) => a.i - b.i);
  const userIds = await insertRows(
    tx,
    'users',
    linked.map(({ w, i }) => ({
      first_name: rows[i].first_name,
      last_name: rows[i].last_name,
      email: w.email,
      trade_id: ref.trades.get(w.trade!),
      created_at: daysAgo(w.createdAt, rand.int(30, 900)),
    })),
  );
  linked.forEach(({ i }, n) => (rows[i].user_id = userIds[n]));
  for (const row of rows) row.user_id ??= null;

  const ids = await insertRows(tx, 'enterprise_customer_workers', rows);
  return workers.map((w, i) => ({ ...w, id: ids[i], userId: rows[i].user_id as number | null }));
}

async function seedTags(ctx: SeedContext, plan: CustomerPlan, customer: SeededCustomer): Promise<void> {
  const { tx, rand, now } = ctx;
  const tagIds = await insertRows(
    tx,
    'tags',
    plan.tags.map(([name, color]) => ({ enterprise_customer_id: customer.id, name, color, created_at: daysAgo(now, 400) })),
  );
  const rows: Row[] = [];
  for (const worker of customer.workers) {
    const chosen = rand.sample(tagIds, rand.pick([0, 1, 1, 2, 2, 3]));
    for (const tagId of chosen) {
      rows.push({ enterprise_customer_id: customer.id, worker_id: worker.id, tag_id: tagId, created_at: worker.createdAt });
    }
  }
  await insertRows(tx, 'worker_tags', rows, null);
}

type CatalogueEntry = CatalogueCredential & { id: number };

const NOTES = [
  'Card photo is blurry; ask for a clearer copy at renewal.',
  'Original seen on site by the safety coordinator.',
  'Renewal booked with the training provider.',
  'Issued in another province; accepted by the client.',
];

async function seedUserCredentials(ctx: SeedContext, customer: SeededCustomer, catalogue: CatalogueEntry[]): Promise<SeededCredential[]> {
  const { tx, ref, rand, now } = ctx;
  const providerIds = [...ref.trainingProviders.values()];
  const rows: Row[] = [];
  const seeded: Array<Omit<SeededCredential, 'id'>> = [];

  const add = (worker: SeededWorker, entry: CatalogueEntry | null, name: string, months: number | null, prefix: string) => {
    const { issued, expiry } = validity(rand, now, months, worker.active);
    const fromWallet = worker.userId !== null && rand.chance(0.5);
    const createdAt = rand.between(worker.createdAt, now);
    const issuerId = customer.issuerIds.length > 0 && rand.chance(0.3) ? rand.pick(customer.issuerIds) : null;
    rows.push({
      enterprise_customer_id: customer.id,
      worker_id: worker.id,
      user_id: fromWallet ? worker.userId : null,
      credential_id: entry?.id ?? null,
      user_credential_type_id: ref.userCredentialTypes.get(entry?.type ?? 'Training Record'),
      name,
      document_number: rand.chance(0.65) ? `${prefix}-${rand.int(100000, 999999)}` : null,
      issued,
      expiry,
      notes: rand.chance(0.06) ? rand.pick(NOTES) : null,
      credential_issuer_id: issuerId,
      training_provider_id: !issuerId && rand.chance(0.25) ? rand.pick(providerIds) : null,
      metadata: rand.chance(0.08)
        ? { results: { key_value_pairs: { Name: worker.fullName, Course: name, 'Date of Issue': issued, 'Valid Until': expiry ?? 'No expiry' } } }
        : {},
      owned_by_enterprise_customer: !fromWallet,
      created_at: createdAt,
      updated_at: createdAt,
    });
    seeded.push({ worker, name, credentialId: entry?.id ?? null, issued, expiry, fromWallet, createdAt });
  };

  const general = catalogue.filter((c) => !c.trade);
  for (const worker of customer.workers) {
    const owned = new Set<string>();
    const take = (entry: CatalogueEntry) => {
      if (owned.has(entry.label)) return;
      owned.add(entry.label);
      add(worker, entry, entry.label, entry.months, entry.prefix);
    };
    if (!worker.active) {
      for (const entry of rand.sample(general, rand.int(1, 2))) take(entry);
      continue;
    }
    const byLabel = (label: string) => catalogue.find((c) => c.label === label)!;
    if (rand.chance(0.8)) take(byLabel('WHMIS 2015'));
    if (rand.chance(0.7)) take(byLabel('Standard First Aid & CPR C'));
    for (const entry of rand.sample(general, rand.int(1, 4))) take(entry);
    for (const entry of catalogue.filter((c) => c.trade && c.trade === worker.trade)) if (rand.chance(0.8)) take(entry);
    if (rand.chance(0.1)) add(worker, null, 'Client Site Orientation – North River Upgrader', 12, 'ORI');
  }
  const ids = await insertRows(tx, 'user_credentials', rows);
  return seeded.map((c, i) => ({ ...c, id: ids[i] }));
}

/**
 * Issue and expiry dates relative to now. Each window sits well inside its range (expired, within 30,
 * 31–60, 61–90 days, later) so the "expiring within" filters stay true for days after seeding.
 */
function validity(rand: Random, now: Date, months: number | null, active: boolean): { issued: string | null; expiry: string | null } {
  if (months === null) return { issued: dateFrom(now, -rand.int(200, 4000)), expiry: null };
  const roll = active ? rand.next() : rand.next() * 0.5;
  let days: number;
  if (roll < 0.15) days = -rand.int(3, 400);
  else if (roll < 0.23) days = rand.int(3, 27);
  else if (roll < 0.31) days = rand.int(33, 57);
  else if (roll < 0.39) days = rand.int(63, 87);
  else if (roll < 0.95) days = rand.int(95, months * 30 - 10);
  else return { issued: null, expiry: null };
  const expiry = dateFrom(now, days);
  return { issued: addMonths(expiry, -months), expiry };
}

async function seedCrews(ctx: SeedContext, plan: CustomerPlan, customer: SeededCustomer, catalogue: CatalogueEntry[]): Promise<SeededCrew[]> {
  const { tx, ref, rand, now } = ctx;
  const createdAt = plan.crews.map((_, i) => daysAgo(now, 300 - i * 35 + rand.next()));
  const crewIds = await insertRows(
    tx,
    'crews',
    plan.crews.map((c, i) => ({
      enterprise_customer_id: customer.id,
      name: c.name,
      description: c.description,
      admin_id: customer.staff[c.admin].id,
      crew_type_id: ref.crewTypes.get(c.type),
      crew_owner_id: customer.staff[0].id,
      created_at: createdAt[i],
      updated_at: createdAt[i],
    })),
  );
  const crews: SeededCrew[] = plan.crews.map((c, i) => ({
    id: crewIds[i],
    name: c.name,
    plan: c,
    createdAt: createdAt[i],
    members: [],
    follows: c.follows.map((label) => {
      const entry = catalogue.find((e) => e.label === label);
      if (!entry) throw new Error(`crew ${c.name} follows unknown credential ${label}`);
      return { credentialId: entry.id, label, months: entry.months };
    }),
  }));

  // Deactivated workers are in no crew. Two workers sit in four or more crews so the cards show "+ N more".
  const active = customer.workers.filter((w) => w.active);
  active.forEach((worker, i) => {
    const count = i === 0 ? Math.min(5, crews.length) : i === 1 ? Math.min(4, crews.length) : rand.pick([0, 1, 1, 1, 2, 2, 3]);
    for (const crew of rand.sample(crews, count)) crew.members.push(worker);
  });

  const memberRows: Row[] = [];
  for (const crew of crews) {
    for (const worker of crew.members) {
      memberRows.push({
        enterprise_customer_id: customer.id,
        crew_id: crew.id,
        worker_id: worker.id,
        created_at: rand.between(crew.createdAt > worker.createdAt ? crew.createdAt : worker.createdAt, now),
      });
    }
  }
  await insertRows(tx, 'crew_workers', memberRows, null);

  await insertRows(
    tx,
    'crew_credential_follows',
    crews.flatMap((crew) =>
      crew.follows.map((f, i) => ({
        enterprise_customer_id: customer.id,
        crew_id: crew.id,
        credential_id: f.credentialId,
        created_by_user_id: customer.staff[crew.plan.admin].id,
        created_at: new Date(crew.createdAt.getTime() + (i + 1) * 3600_000),
      })),
    ),
    null,
  );

  // The spec's quota warnings: "Minimum workers quota of {n} is not met", "Maximum workers quota is exceeded by {n}".
  await insertRows(
    tx,
    'crew_worker_quotas',
    crews
      .filter((crew) => crew.plan.quota)
      .map((crew) => {
        const n = crew.members.length;
        const bounds = { short: [n + 3, n + 10], over: [1, Math.max(1, n - 2)], met: [Math.max(0, n - 2), n + 4] };
        const [min, max] = bounds[crew.plan.quota!];
        return { crew_id: crew.id, enterprise_customer_id: customer.id, min_workers: min, max_workers: max };
      }),
    null,
  );

  const noteRows: Row[] = [];
  const crewNotes = [
    'Client requires H2S monitors on every worker from Monday.',
    'Toolbox talk moved to 06:30 for the rest of the week.',
    'Two more journeymen needed for night shift; check the union dispatch list.',
    'Site access cards to be picked up at the main gate security office.',
    'Crane lift plan approved; lift scheduled for Thursday morning.',
  ];
  for (const crew of crews.slice(0, 4)) {
    for (const [i, note] of rand.sample(crewNotes, rand.int(2, 4)).entries()) {
      noteRows.push({
        enterprise_customer_id: customer.id,
        crew_id: crew.id,
        note,
        created_by_user_id: rand.pick(customer.staff).id,
        created_at: daysAgo(now, 2 + i * 6 + rand.next() * 4),
      });
    }
  }
  await insertRows(tx, 'crew_notes', noteRows);
  return crews;
}

/** Credential requests (crew and customer ones: open, withdrawn, completed), update requests and assessments. */
async function seedRequests(ctx: SeedContext, customer: SeededCustomer, catalogue: CatalogueEntry[]): Promise<void> {
  const { tx, rand, now } = ctx;
  const rows: Row[] = [];
  type Wanted = { credentialId: number; label: string; months: number | null };
  const request = (
    worker: SeededWorker,
    crew: SeededCrew | null,
    wanted: Wanted,
    state: RequestState,
    held: SeededCredential | undefined,
  ) => {
    const requestedAt = daysAgo(now, rand.int(1, 25) + rand.next());
    const from = crew ? crew.name : 'Your employer';
    rows.push({
      ...storedToken(),
      enterprise_customer_id: customer.id,
      worker_id: worker.id,
      credential_id: wanted.credentialId,
      crew_id: crew?.id ?? null,
      message: `${from} requires a valid ${wanted.label}. Please upload a photo or PDF of your card.`,
      metadata: {
        prompt: { title: `Upload your ${wanted.label}`, message: `${from} requires a valid ${wanted.label}.` },
        credential: { label: wanted.label, validity_period_months: wanted.months },
      },
      requested_by_user_id: customer.staff[crew?.plan.admin ?? 0].id,
      user_credential_id: held?.id ?? null,
      last_requested_at: requestedAt,
      completed_at: state === 'completed' ? daysAgo(requestedAt, -1) : null,
      withdrawn_at: state === 'withdrawn' ? daysAgo(requestedAt, -2) : null,
      created_at: requestedAt,
    });
    customer.requests.push({ id: 0, worker, crew, label: wanted.label, state, userCredentialId: held?.id ?? null });
  };
  const heldBy = (worker: SeededWorker, credentialId: number) =>
    customer.credentials.find((c) => c.worker === worker && c.credentialId === credentialId);

  for (const crew of customer.crews) {
    for (const follow of crew.follows) {
      for (const worker of crew.members) {
        const held = heldBy(worker, follow.credentialId);
        const state = held
          ? rand.chance(0.06) ? 'completed' : null
          : rand.chance(0.35) ? 'open' : rand.chance(0.12) ? 'withdrawn' : null;
        if (state) request(worker, crew, follow, state, held);
      }
    }
  }
  // Requests from the customer itself (no crew), one open credential each.
  for (const worker of rand.sample(customer.workers.filter((w) => w.active), 3)) {
    const missing = catalogue.find((c) => !c.trade && !heldBy(worker, c.id));
    if (missing) request(worker, null, { credentialId: missing.id, label: missing.label, months: missing.months }, 'open', undefined);
  }
  const ids = await insertRows(tx, 'credential_requests', rows);
  ids.forEach((id, i) => (customer.requests[i].id = id));

  // Update requests on credentials that run out soon or already have.
  const soon = customer.credentials.filter((c) => c.worker.active && c.expiry && c.expiry < dateFrom(now, 30) && !c.fromWallet);
  const states: RequestState[] = ['open', 'open', 'open', 'completed', 'withdrawn'];
  const picked = rand.sample(soon, Math.min(states.length, soon.length));
  const updateIds = await insertRows(
    tx,
    'user_credential_update_requests',
    picked.map((credential, i) => {
      const requestedAt = daysAgo(now, rand.int(1, 12) + rand.next());
      return {
        ...storedToken(),
        enterprise_customer_id: customer.id,
        user_credential_id: credential.id,
        message: rand.chance(0.7) ? `Your ${credential.name} is about to expire. Please upload the renewed certificate.` : null,
        requested_by_user_id: customer.staff[0].id,
        requested_at: requestedAt,
        completed_at: states[i] === 'completed' ? new Date(requestedAt.getTime() + 20 * 3600_000) : null,
        withdrawn_at: states[i] === 'withdrawn' ? new Date(requestedAt.getTime() + 30 * 3600_000) : null,
        created_at: requestedAt,
      };
    }),
  );
  customer.updateRequests = picked.map((credential, i) => ({ id: updateIds[i], credential, state: states[i] }));

  const assessments = [
    'Verified with the issuer by phone.',
    'Card photo is legible and matches photo ID.',
    'Checked against the training provider roster.',
    'Expiry date is handwritten; confirm at renewal.',
  ];
  await insertRows(
    tx,
    'internal_assessments',
    rand.sample(customer.credentials.filter((c) => c.worker.active), Math.min(14, customer.credentials.length)).map((credential) => ({
      enterprise_customer_id: customer.id,
      user_credential_id: credential.id,
      score: rand.pick([2, 3, 4, 4, 5, 5]),
      notes: rand.pick(assessments),
      created_by_user_id: rand.pick(customer.staff).id,
      created_at: rand.between(credential.createdAt, now),
    })),
  );
}

/** Worker notes, contacts and wallet links. */
async function seedWorkerRecords(ctx: SeedContext, customer: SeededCustomer): Promise<void> {
  const { tx, rand, now } = ctx;
  const active = customer.workers.filter((w) => w.active);
  const notes = [
    'Prefers day shift; available for shutdown season from April.',
    'Completed client orientation; badge number on file.',
    'Asked about the apprenticeship sponsorship for next term.',
    'Lives within driving distance of the north site.',
    'Requested time off for a family event next month.',
    'Strong rigging experience; consider for the lift crew.',
  ];
  await insertRows(
    tx,
    'worker_notes',
    rand.sample(active, Math.min(10, active.length)).flatMap((worker) =>
      rand.sample(notes, rand.int(1, 3)).map((note, i) => ({
        enterprise_customer_id: customer.id,
        worker_id: worker.id,
        note,
        created_by_user_id: rand.pick(customer.staff).id,
        created_at: daysAgo(now, 1 + i * 9 + rand.next() * 5),
      })),
    ),
  );

  const contactNames: Array<[string, string, string]> = [
    ['Karen', 'spouse', 'emergency'],
    ['Doug', 'father', 'emergency'],
    ['Linda', 'mother', 'emergency'],
    ['Chris', 'partner', 'emergency'],
    ['Pat', 'union steward', 'other'],
    ['Sam', 'dispatcher', 'other'],
  ];
  await insertRows(
    tx,
    'worker_contacts',
    rand.sample(active, Math.min(12, active.length)).flatMap((worker) =>
      rand.sample(contactNames, rand.int(1, 2)).map(([first, relationship, type]) => ({
        enterprise_customer_id: customer.id,
        worker_id: worker.id,
        contact_type: type,
        first_name: first,
        last_name: type === 'emergency' ? worker.fullName.split(' ').slice(-1)[0] : rand.pick(['Reid', 'Boucher', 'Sokolov', 'Chung']),
        relationship,
        phone: `(${rand.pick(['403', '780', '306', '604'])}) 555-01${String(rand.int(0, 99)).padStart(2, '0')}`,
        email: type === 'other' ? `${first.toLowerCase()}@local-dispatch.example.org` : null,
        publicly_visible: type === 'emergency' ? rand.chance(0.5) : true,
        created_at: worker.createdAt,
        updated_at: worker.createdAt,
      })),
    ),
  );

  const recipients = ['hse@client-site.example.com', 'dispatch@local424.example.org', 'gatehouse@north-river.example.com'];
  await insertRows(
    tx,
    'wallet_tokens',
    rand.sample(active, Math.min(3, active.length)).map((worker, i) => ({
      ...storedToken(),
      enterprise_customer_id: customer.id,
      worker_id: worker.id,
      emails: [recipients[i]],
      created_by_user_id: customer.staff[0].id,
      created_at: daysAgo(now, 3 + i * 11),
      revoked_at: i === 2 ? daysAgo(now, 1) : null,
    })),
  );
}

async function seedTimeLogs(ctx: SeedContext, plan: CustomerPlan, customer: SeededCustomer): Promise<void> {
  const { tx, rand, now } = ctx;
  const rows: Row[] = [];
  const jobNotes = [
    'Scaffold inspection before start.',
    'Rain delay, 1 hour in the lunchroom.',
    'Permit pulled late by operations.',
    'Overtime approved by the superintendent.',
  ];
  for (const crew of customer.crews) {
    const shift = crew.plan.shiftHours;
    if (!shift) continue;
    for (let day = 1; day <= plan.timeLogDays; day++) {
      const date = dateFrom(now, -day);
      const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
      if (weekday === 0 || weekday === 6) continue;
      for (const worker of crew.members) {
        if (!rand.chance(0.7)) continue;
        const startMinutes = rand.pick([360, 390, 420, 450]);
        const duration = shift * 60 + rand.pick([-30, 0, 0, 0, 30, 60]);
        const notes = rand.chance(0.08) ? rand.pick(jobNotes) : null;
        rows.push(timeLog(customer, worker, crew.id, date, startMinutes, duration, notes, customer.staff[crew.plan.admin].id));
      }
    }
  }
  // Yard and shop days logged without a crew.
  for (const worker of rand.sample(customer.workers.filter((w) => w.active), 6)) {
    const date = dateFrom(now, -rand.int(1, 20));
    rows.push(timeLog(customer, worker, null, date, 420, 480, 'Shop day: tool inventory and truck maintenance.', customer.staff[0].id));
  }
  await insertRows(tx, 'time_logs', rows);
}

function timeLog(
  customer: SeededCustomer,
  worker: SeededWorker,
  crewId: number | null,
  date: string,
  startMinutes: number,
  duration: number,
  notes: string | null,
  userId: number,
): Row {
  const clock = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  const createdAt = new Date(`${date}T23:30:00Z`);
  return {
    enterprise_customer_id: customer.id,
    worker_id: worker.id,
    crew_id: crewId,
    date,
    start_time: clock(startMinutes),
    end_time: clock(startMinutes + duration),
    hours: Math.floor(duration / 60),
    minutes: duration % 60,
    duration_minutes: duration,
    notes,
    created_by_user_id: userId,
    created_at: createdAt,
    updated_at: createdAt,
  };
}

async function seedNotifications(ctx: SeedContext, plan: CustomerPlan, customer: SeededCustomer): Promise<void> {
  const { tx, rand, now } = ctx;
  const bulkUpload = plan.notifications.bulk_credential_upload ? await seedBulkUpload(ctx, customer) : undefined;
  const active = customer.workers.filter((w) => w.active);
  const inactive = customer.workers.filter((w) => !w.active);
  const crewOf = (worker: SeededWorker) => customer.crews.find((c) => c.members.includes(worker)) ?? null;
  // Messages are stored as msg() tokens, as the live code stores them, so each reader sees them in their language.
  type Made = { message: Message; metadata?: Row; crew?: SeededCrew | null; worker?: SeededWorker | null } | null;

  const makers: Record<NotificationType, (i: number) => Made> = {
    credential_expiring: (i) => {
      const soon = customer.credentials.filter((c) => c.worker.active && c.expiry && c.expiry > dateFrom(now, 0) && c.expiry < dateFrom(now, 60));
      const c = soon[i % Math.max(1, soon.length)];
      return c?.expiry ? {
        message: msg('credentials:notifications.credential_expiring', { worker: c.worker.fullName, credential: c.name, date: calendarDate(c.expiry) }),
        metadata: { user_credential_id: c.id },
        worker: c.worker,
        crew: crewOf(c.worker),
      } : null;
    },
    credential_request_fulfilled: (i) => {
      const done = customer.requests.filter((r) => r.state === 'completed');
      const r = done[i % Math.max(1, done.length)];
      return r && {
        message: r.crew
          ? msg('public:notifications.submitted_for_crew', { name: r.worker.fullName, credential: r.label, crew: r.crew.name })
          : msg('public:notifications.submitted', { name: r.worker.fullName, credential: r.label }),
        metadata: { credential_request_id: r.id, user_credential_id: r.userCredentialId },
        worker: r.worker,
        crew: r.crew,
      };
    },
    bulk_credential_upload: () =>
      bulkUpload === undefined
        ? null
        : {
            message: bulkUploadFinishedMessage(bulkUpload.counts),
            metadata: { bulk_credential_upload_id: bulkUpload.id, uploads_s3_url: bulkUploadFileUrl(bulkUpload.id) },
          },
    user_credential_request_fulfilled: (i) => {
      const done = customer.updateRequests.filter((r) => r.state === 'completed');
      const r = done[i % Math.max(1, done.length)];
      return r && {
        message: msg('public:notifications.uploaded_update', { name: r.credential.worker.fullName, credential: r.credential.name }),
        metadata: { user_credential_update_request_id: r.id, user_credential_id: r.credential.id },
        worker: r.credential.worker,
      };
    },
    crew_admin_changed: (i) => {
      const crew = customer.crews[i % customer.crews.length];
      const admin = customer.staff[crew.plan.admin];
      const previous = customer.staff[(crew.plan.admin + 1) % customer.staff.length];
      return {
        message: msg('crews:notifications.admin_changed', { admin: admin.fullName, crew: crew.name, previous: previous.fullName }),
        metadata: { admin_id: admin.id },
        crew,
      };
    },
    worker_removed_from_crew: (i) => {
      const crew = customer.crews[(i + 1) % customer.crews.length];
      const worker = active.find((w, n) => n >= i && !crew.members.includes(w));
      return worker ? { message: msg('crews:notifications.worker_removed', { name: worker.fullName, crew: crew.name }), crew, worker } : null;
    },
    credential_request_withdrawn: (i) => {
      const withdrawn = customer.requests.filter((r) => r.state === 'withdrawn');
      const r = withdrawn[i % Math.max(1, withdrawn.length)];
      return r && {
        message: r.crew
          ? msg('crews:notifications.request_withdrawn', { name: r.worker.fullName, credential: r.label, crew: r.crew.name })
          : msg('workers:notifications.request_withdrawn', { name: r.worker.fullName, credential: r.label }),
        metadata: { credential_request_id: r.id },
        worker: r.worker,
        crew: r.crew,
      };
    },
    worker_added_to_crew: (i) => {
      const crew = customer.crews[i % customer.crews.length];
      const worker = crew.members[i % Math.max(1, crew.members.length)];
      return worker ? { message: msg('crews:notifications.worker_added', { name: worker.fullName, crew: crew.name }), crew, worker } : null;
    },
    worker_user_credential_copied: (i) => {
      const copied = customer.credentials.filter((c) => c.fromWallet);
      const c = copied[i % Math.max(1, copied.length)];
      return c && {
        message: msg('credentials:notifications.credential_copied', { credential: c.name, worker: c.worker.fullName }),
        metadata: { user_credential_id: c.id },
        worker: c.worker,
      };
    },
    worker_archived: (i) => {
      const worker = inactive[i % Math.max(1, inactive.length)];
      return worker ? { message: msg('workers:notifications.archived', { name: worker.fullName }), worker } : null;
    },
    worker_restored: (i) => {
      const worker = active[(i * 5 + 3) % active.length];
      return { message: msg('workers:notifications.restored', { name: worker.fullName }), worker };
    },
    // Only a real mail server's refusal makes one; the seeded outbox is never sent through one.
    mail_undelivered: () => null,
  };

  const rows: Row[] = [];
  for (const [type, count] of Object.entries(plan.notifications) as Array<[NotificationType, number]>) {
    for (let i = 0; i < count; i++) {
      const made = makers[type](i);
      if (!made) continue;
      const createdAt = daysAgo(now, rows.length === 0 ? 0.05 : rand.next() * 35);
      rows.push({
        enterprise_customer_id: customer.id,
        notification_type: type,
        message: made.message,
        metadata: made.metadata ?? {},
        crew_id: made.crew?.id ?? null,
        worker_id: made.worker?.id ?? null,
        read_at: createdAt < daysAgo(now, 7) && rand.chance(0.6) ? daysAgo(createdAt, -1 / 24) : null,
        created_at: createdAt,
      });
    }
  }
  await insertRows(tx, 'notifications', rows);
}

/** A finished CSV bulk upload, which the bulk_credential_upload notification opens. */
async function seedBulkUpload(ctx: SeedContext, customer: SeededCustomer): Promise<{ id: number; counts: FinalCounts }> {
  const { tx, rand, now } = ctx;
  const imported = rand.sample(customer.credentials.filter((c) => c.worker.active && c.worker.email), 5);
  const [refused] = customer.workers.filter((w) => w.active && w.email && !imported.some((c) => c.worker.id === w.id));
  const csv = bulkUploadCsv(imported, refused);
  // The refused row's reasons are the ones the upload's own check gives that line.
  const refusedRow = checkBulkRows(readBulkCredentialCsv(csv)).at(-1)!;
  const results = [
    ...imported.map((c, i) => ({
      line: i + 2,
      outcome: 'created',
      message: [msg('credentials:bulk.created', { name: c.name })],
      worker: { id: c.worker.id, full_name: c.worker.fullName },
      credential_name: c.name,
    })),
    {
      line: refusedRow.row.line,
      outcome: 'failed',
      message: Object.values(refusedRow.errors).flat(),
      worker: null,
      credential_name: refusedRow.row.credential_name,
    },
  ];
  const counts: FinalCounts = { total_rows: results.length, created_count: imported.length, updated_count: 0, skipped_count: 0, failed_count: 1 };
  const createdAt = daysAgo(now, 4.2);
  const fileId = await seedBulkUploadFile(ctx, customer, csv, createdAt);
  const [id] = await insertRows(tx, 'bulk_credential_uploads', [
    {
      enterprise_customer_id: customer.id,
      file_id: fileId,
      status: 'done',
      total_rows: counts.total_rows,
      processed_rows: counts.total_rows,
      created_count: counts.created_count,
      failed_count: counts.failed_count,
      results,
      content_hash: sha256(JSON.stringify(results)),
      created_by_user_id: customer.staff[0].id,
      created_at: createdAt,
      finished_at: new Date(createdAt.getTime() + 40_000),
    },
  ]);
  return { id, counts };
}

/** The seeded upload's file: the imported credentials' rows, then the row the upload refused (an expiry that is not a date). */
function bulkUploadCsv(imported: SeededCredential[], refused: SeededWorker): string {
  const rows = [
    BULK_COLUMNS.map((column) => bulkColumnName(column.field, 'en-CA')),
    ...imported.map((c) => [c.worker.firstName, c.worker.lastName, c.worker.email ?? '', c.name, c.issued ?? '', c.expiry ?? '']),
    [refused.firstName, refused.lastName, refused.email ?? '', 'Fall Protection', '2025-02-03', 'next year'],
  ].map((row) => [...row, ...Array<string>(BULK_COLUMNS.length - row.length).fill('')]);
  return toCsv(rows);
}

/** The seeded upload's CSV, stored as an upload's file is, so its download link works. */
async function seedBulkUploadFile(ctx: SeedContext, customer: SeededCustomer, csv: string, createdAt: Date): Promise<number | null> {
  const { tx, storage } = ctx;
  if (!storage) return null;
  const bytes = Buffer.from(`\uFEFF${csv}`, 'utf8');
  const key = generateStorageKey('csv');
  await storage.put(key, bytes, 'text/csv');
  const [fileId] = await insertRows(tx, 'files', [
    {
      enterprise_customer_id: customer.id,
      storage_key: key,
      original_name: 'new-hires-credentials.csv',
      mime_type: 'text/csv',
      size_bytes: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      uploaded_by_user_id: customer.staff[0].id,
      created_at: createdAt,
    },
  ]);
  return fileId;
}
