import type { Queryable } from '../db';

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

export interface LoginThrottleOptions {
  /** Wrong passwords one address may send for one account before each further try waits. */
  freeFailures?: number;
  /** The longest wait between two tries, in seconds. */
  maxDelaySeconds?: number;
  /** Wrong passwords one address may send over every account in `scanWindowMs` (a scan across accounts). */
  scanLimit?: number;
  scanWindowMs?: number;
  /** Wrong passwords one account may receive from all addresses before unknown addresses wait too. */
  accountLimit?: number;
  /** How long records are kept: failures older than this are forgotten, as are addresses known to an account. */
  memoryMs?: number;
}

/**
 * Sign-in limits that stop guessing but not offices: only failures count (31 staff signing in behind one address at
 * 9 a.m. never wait), and they count per account and address together, with a delay that doubles after a few (1 s,
 * 2 s, 4 s … at most 15 min) instead of a lock. Someone guessing one account from many addresses makes addresses
 * new to that account wait once the account has had many failures; an address the account signed in from before
 * does not, so the real owner still signs in. An address failing across many accounts (a scan) waits for its window.
 * Kept in the database: a guesser spreading tries over several server processes is counted once.
 */
export class LoginThrottle {
  private readonly freeFailures: number;
  private readonly maxDelayMs: number;
  private readonly accountLimit: number;
  private readonly memoryMs: number;
  private readonly scans: WindowLimiter;
  private readonly sweep = sweeper(async (now) => {
    await this.db.query('delete from login_failures where last_at <= $1', [at(now - this.memoryMs)]);
    await this.db.query('delete from login_known_addresses where seen_at <= $1', [at(now - this.memoryMs)]);
  });

  constructor(
    private readonly db: Queryable,
    options: LoginThrottleOptions = {},
  ) {
    this.freeFailures = options.freeFailures ?? 5;
    this.maxDelayMs = (options.maxDelaySeconds ?? 15 * 60) * 1000;
    this.accountLimit = options.accountLimit ?? 20;
    this.memoryMs = options.memoryMs ?? 24 * 60 * 60 * 1000;
    this.scans = new WindowLimiter(db, 'login-scan', options.scanLimit ?? 30, options.scanWindowMs ?? 5 * 60 * 1000);
  }

  /** Seconds this address must wait before trying this account again; 0 when it may try now. */
  async retryAfter(account: string, address: string, now = Date.now()): Promise<number> {
    const [row] = await this.db.query<{
      pair_count: number | null;
      pair_last: Date | null;
      account_count: number | null;
      account_last: Date | null;
      known: boolean;
    }>(
      `select p.count as pair_count, p.last_at as pair_last, a.count as account_count, a.last_at as account_last,
              exists (select 1 from login_known_addresses k
                       where k.account = $1 and k.address = $2 and k.seen_at > $4::timestamptz) as known
         from (select 1) one
         left join login_failures p on p.scope = 'pair' and p.key = $3
         left join login_failures a on a.scope = 'account' and a.key = $1`,
      [account, address, pairKey(account, address), at(now - this.memoryMs)],
    );
    const record = (count: number | null, last: Date | null) => (count === null || last === null ? undefined : { count, last: new Date(last).getTime() });
    const waits = [await this.scans.retryAfter(address, now), this.delayLeft(record(row.pair_count, row.pair_last), now)];
    if (!row.known) waits.push(this.delayLeft(record(row.account_count, row.account_last), now, this.accountLimit));
    return Math.max(...waits);
  }

  async failed(account: string, address: string, now = Date.now()): Promise<void> {
    await this.scans.hit(address, now);
    await this.db.query(
      `insert into login_failures as f (scope, key, count, last_at) values ('pair', $1, 1, $3), ('account', $2, 1, $3)
       on conflict (scope, key) do update
          set count = case when f.last_at <= $4::timestamptz then 1 else f.count + 1 end, last_at = excluded.last_at`,
      [pairKey(account, address), account, at(now), at(now - this.memoryMs)],
    );
    await this.sweep(now);
  }

  async succeeded(account: string, address: string, now = Date.now()): Promise<void> {
    await this.db.query(`delete from login_failures where scope = 'pair' and key = $1`, [pairKey(account, address)]);
    await this.db.query(
      `insert into login_known_addresses (account, address, seen_at) values ($1, $2, $3)
       on conflict (account, address) do update set seen_at = excluded.seen_at`,
      [account, address, at(now)],
    );
  }

  /** The wait left after the last failure: none for the first `free` failures, then 1 s doubling up to the cap. */
  private delayLeft(record: FailureRecord | undefined, now: number, free = this.freeFailures): number {
    if (!record || now - record.last >= this.memoryMs || record.count < free) return 0;
    const delay = Math.min(1000 * 2 ** (record.count - free), this.maxDelayMs);
    return Math.max(0, Math.ceil((record.last + delay - now) / 1000));
  }
}

const pairKey = (account: string, address: string) => `${account}\n${address}`;
