import type { Queryable } from '../db';
import { DEVICE_MEMORY_MS } from './devices';

/** Expired rows are deleted by the process that last swept a table at most this often. */
const SWEEP_INTERVAL_MS = 10 * 60 * 1000;

const at = (ms: number) => new Date(ms).toISOString();

/** Runs `sweep` now and then (at most once per interval in this process), never failing the request it rides on. */
function sweeper(sweep: (now: number) => Promise<unknown>): (now: number) => Promise<void> {
  let last = 0;
  return async (now) => {
    if (now - last < SWEEP_INTERVAL_MS) return;
    last = now;
    await sweep(now).catch(() => undefined);
  };
}

/**
 * A fixed-window request counter per key (an address), kept in the database so every server process on it counts
 * together (docs/deploy.md): `scope` names the guarded thing, and the counts of different scopes never mix.
 */
export class WindowLimiter {
  private readonly sweep = sweeper((now) =>
    this.db.query('delete from rate_limit_windows where scope = $1 and reset_at <= $2', [this.scope, at(now)]),
  );

  constructor(
    private readonly db: Queryable,
    private readonly scope: string,
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Counts one request and answers the seconds to wait when it is over the limit (0: go ahead), in one statement. */
  async take(key: string, now = Date.now()): Promise<number> {
    const [row] = await this.db.query<{ count: number; wait: number }>(
      `insert into rate_limit_windows as w (scope, key, count, reset_at) values ($1, $2, 1, $3::timestamptz + make_interval(secs => $4::double precision))
       on conflict (scope, key) do update
          set count = case when w.reset_at <= $3::timestamptz then 1 else w.count + 1 end,
              reset_at = case when w.reset_at <= $3::timestamptz then excluded.reset_at else w.reset_at end
       returning count, ceil(extract(epoch from reset_at - $3::timestamptz))::int as wait`,
      [this.scope, key, at(now), this.windowMs / 1000],
    );
    await this.sweep(now);
    return row.count > this.limit ? Math.max(1, row.wait) : 0;
  }

  /** Seconds until the key may try again, or 0 when it is under its limit (nothing counted). */
  async retryAfter(key: string, now = Date.now()): Promise<number> {
    const [row] = await this.db.query<{ count: number; wait: number }>(
      `select count, ceil(extract(epoch from reset_at - $3::timestamptz))::int as wait
         from rate_limit_windows where scope = $1 and key = $2 and reset_at > $3::timestamptz`,
      [this.scope, key, at(now)],
    );
    return row && row.count >= this.limit ? Math.max(1, row.wait) : 0;
  }

  /** Counts one request without asking (for a guard that counts only what succeeded). */
  async hit(key: string, now = Date.now()): Promise<void> {
    await this.take(key, now);
  }
}

/** What the sign-in throttle counts, per key. */
interface FailureRecord {
  count: number;
  last: number;
}

/** One try to sign in: the account (its lower-cased e-mail), the client's address, and its device if it has one. */
export interface SignInAttempt {
  account: string;
  address: string;
  /** The hash of the request's signed device cookie (core/auth/devices.ts), or null without a valid one. */
  device: string | null;
}

/** Where a try stands before its password is checked. */
export interface SignInStanding {
  /** Seconds to wait before this try is heard (429 with Retry-After); 0: check the password. */
  wait: number;
  /** The device signed in to this account before: only its own failures slow it. */
  knownDevice: boolean;
  /** The account had many failures from devices it does not know: a correct password from one needs an e-mailed code. */
  underAttack: boolean;
}

export interface LoginThrottleOptions {
  /** Wrong passwords one address (or one known device) may send for one account before each further try waits. */
  freeFailures?: number;
  /** The longest wait between two tries, in seconds. */
  maxDelaySeconds?: number;
  /** Wrong passwords one address may send from unknown devices over every account in `scanWindowMs` (a scan). */
  scanLimit?: number;
  scanWindowMs?: number;
  /** Wrong passwords from unknown devices after which the account is under attack (new devices need a code). */
  accountLimit?: number;
  /** How long failures are kept: older ones are forgotten. */
  memoryMs?: number;
  /** How long a device stays known to an account after it last signed in there. */
  deviceMemoryMs?: number;
}

/**
 * Sign-in limits that stop guessing but never lock out an office (ADR 22, after OWASP's device cookies). Only
 * failures count. A device that signed in to the account before (its signed cookie is remembered) is slowed only
 * by its own failures: nobody else's, from whatever address, reaches it. Tries from unknown devices count per account
 * and address, with a delay that doubles after a few (1 s, 2 s, 4 s … at most 15 min) instead of a lock; an address
 * failing across many accounts (a scan) makes its unknown devices wait out a window; and an account that received
 * many failures from unknown devices is under attack: there a correct password from an unknown device does not open
 * a session but e-mails a one-time code (auth.routes.ts), so the owner signs in from anywhere and a guesser who found
 * the password still cannot. Kept in the database: tries spread over several server processes are counted once.
 */
export class LoginThrottle {
  private readonly freeFailures: number;
  private readonly maxDelayMs: number;
  private readonly accountLimit: number;
  private readonly memoryMs: number;
  private readonly deviceMemoryMs: number;
  private readonly scans: WindowLimiter;
  private readonly sweep = sweeper(async (now) => {
    await this.db.query('delete from login_failures where last_at <= $1', [at(now - this.memoryMs)]);
    await this.db.query('delete from login_known_devices where seen_at <= $1', [at(now - this.deviceMemoryMs)]);
  });

  constructor(
    private readonly db: Queryable,
    options: LoginThrottleOptions = {},
  ) {
    this.freeFailures = options.freeFailures ?? 5;
    this.maxDelayMs = (options.maxDelaySeconds ?? 15 * 60) * 1000;
    this.accountLimit = options.accountLimit ?? 20;
    this.memoryMs = options.memoryMs ?? 24 * 60 * 60 * 1000;
    this.deviceMemoryMs = options.deviceMemoryMs ?? DEVICE_MEMORY_MS;
    this.scans = new WindowLimiter(db, 'login-scan', options.scanLimit ?? 30, options.scanWindowMs ?? 5 * 60 * 1000);
  }

  async standing(attempt: SignInAttempt, now = Date.now()): Promise<SignInStanding> {
    const { account, address, device } = attempt;
    const [row] = await this.db.query<{
      pair_count: number | null;
      pair_last: Date | null;
      account_count: number | null;
      account_last: Date | null;
      device_count: number | null;
      device_last: Date | null;
      known: boolean;
    }>(
      `select p.count as pair_count, p.last_at as pair_last, a.count as account_count, a.last_at as account_last,
              d.count as device_count, d.last_at as device_last,
              exists (select 1 from login_known_devices k
                       where k.account = $1 and k.device_hash = $4 and k.seen_at > $5::timestamptz) as known
         from (select 1) one
         left join login_failures p on p.scope = 'pair' and p.key = $2
         left join login_failures a on a.scope = 'account' and a.key = $1
         left join login_failures d on d.scope = 'device' and d.key = $3`,
      [account, pairKey(account, address), pairKey(account, device ?? ''), device ?? '', at(now - this.deviceMemoryMs)],
    );
    const record = (count: number | null, last: Date | null) => (count === null || last === null ? undefined : { count, last: new Date(last).getTime() });
    if (row.known) return { wait: this.delayLeft(record(row.device_count, row.device_last), now), knownDevice: true, underAttack: false };
    const accountFailures = record(row.account_count, row.account_last);
    return {
      wait: Math.max(await this.scans.retryAfter(address, now), this.delayLeft(record(row.pair_count, row.pair_last), now)),
      knownDevice: false,
      underAttack: !!accountFailures && now - accountFailures.last < this.memoryMs && accountFailures.count >= this.accountLimit,
    };
  }

  /** Counts a wrong password: for a known device against that device alone, else against the address and the account. */
  async failed(attempt: SignInAttempt, standing: Pick<SignInStanding, 'knownDevice'>, now = Date.now()): Promise<void> {
    const { account, address, device } = attempt;
    const upsert = `on conflict (scope, key) do update
          set count = case when f.last_at <= $3::timestamptz then 1 else f.count + 1 end, last_at = excluded.last_at`;
    if (standing.knownDevice && device) {
      await this.db.query(`insert into login_failures as f (scope, key, count, last_at) values ('device', $1, 1, $2) ${upsert}`, [
        pairKey(account, device),
        at(now),
        at(now - this.memoryMs),
      ]);
    } else {
      await this.scans.hit(address, now);
      await this.db.query(`insert into login_failures as f (scope, key, count, last_at) values ('pair', $1, 1, $2), ('account', $4, 1, $2) ${upsert}`, [
        pairKey(account, address),
        at(now),
        at(now - this.memoryMs),
        account,
      ]);
    }
    await this.sweep(now);
  }

  /** A session opened on `device`: its and the address's failures for the account are cleared, and the account knows it. */
  async succeeded(attempt: SignInAttempt & { device: string }, now = Date.now()): Promise<void> {
    const { account, address, device } = attempt;
    await this.db.query(`delete from login_failures where (scope = 'pair' and key = $1) or (scope = 'device' and key = $2)`, [
      pairKey(account, address),
      pairKey(account, device),
    ]);
    await this.db.query(
      `insert into login_known_devices (account, device_hash, seen_at) values ($1, $2, $3)
       on conflict (account, device_hash) do update set seen_at = excluded.seen_at`,
      [account, device, at(now)],
    );
  }

  /** The wait left after the last failure: none for the first `freeFailures`, then 1 s doubling up to the cap. */
  private delayLeft(record: FailureRecord | undefined, now: number): number {
    if (!record || now - record.last >= this.memoryMs || record.count < this.freeFailures) return 0;
    const delay = Math.min(1000 * 2 ** (record.count - this.freeFailures), this.maxDelayMs);
    return Math.max(0, Math.ceil((record.last + delay - now) / 1000));
  }
}

const pairKey = (first: string, second: string) => `${first}\n${second}`;
