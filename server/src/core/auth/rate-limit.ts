/** A fixed-window counter in memory: enough for one server process guarding its login form. */
export class WindowCounter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Seconds until the key may try again, or 0 when it is under its limit. */
  retryAfter(key: string, now = Date.now()): number {
    const entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now) return 0;
    return entry.count >= this.limit ? Math.ceil((entry.resetAt - now) / 1000) : 0;
  }

  hit(key: string, now = Date.now()): void {
    const entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now) {
      this.hits.set(key, { count: 1, resetAt: now + this.windowMs });
      this.sweep(now);
    } else {
      entry.count += 1;
    }
  }

  reset(key: string): void {
    this.hits.delete(key);
  }

  private sweep(now: number): void {
    if (this.hits.size < 10_000) return;
    for (const [key, entry] of this.hits) if (entry.resetAt <= now) this.hits.delete(key);
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
 */
export class LoginThrottle {
  private readonly freeFailures: number;
  private readonly maxDelayMs: number;
  private readonly accountLimit: number;
  private readonly memoryMs: number;
  private readonly pairs = new Map<string, FailureRecord>();
  private readonly accounts = new Map<string, FailureRecord>();
  private readonly knownAddresses = new Map<string, Map<string, number>>();
  private readonly scans: WindowCounter;

  constructor(options: LoginThrottleOptions = {}) {
    this.freeFailures = options.freeFailures ?? 5;
    this.maxDelayMs = (options.maxDelaySeconds ?? 15 * 60) * 1000;
    this.accountLimit = options.accountLimit ?? 20;
    this.memoryMs = options.memoryMs ?? 24 * 60 * 60 * 1000;
    this.scans = new WindowCounter(options.scanLimit ?? 30, options.scanWindowMs ?? 5 * 60 * 1000);
  }

  /** Seconds this address must wait before trying this account again; 0 when it may try now. */
  retryAfter(account: string, address: string, now = Date.now()): number {
    const waits = [this.scans.retryAfter(address, now), this.delayLeft(this.pairs.get(pairKey(account, address)), now)];
    if (!this.isKnown(account, address, now)) waits.push(this.delayLeft(this.accounts.get(account), now, this.accountLimit));
    return Math.max(...waits);
  }

  failed(account: string, address: string, now = Date.now()): void {
    this.scans.hit(address, now);
    this.count(this.pairs, pairKey(account, address), now);
    this.count(this.accounts, account, now);
  }

  succeeded(account: string, address: string, now = Date.now()): void {
    this.pairs.delete(pairKey(account, address));
    const known = this.knownAddresses.get(account) ?? new Map<string, number>();
    known.set(address, now);
    this.knownAddresses.set(account, known);
  }

  private isKnown(account: string, address: string, now: number): boolean {
    const seen = this.knownAddresses.get(account)?.get(address);
    return seen !== undefined && now - seen < this.memoryMs;
  }

  /** The wait left after the last failure: none for the first `free` failures, then 1 s doubling up to the cap. */
  private delayLeft(record: FailureRecord | undefined, now: number, free = this.freeFailures): number {
    if (!record || now - record.last >= this.memoryMs || record.count < free) return 0;
    const delay = Math.min(1000 * 2 ** (record.count - free), this.maxDelayMs);
    return Math.max(0, Math.ceil((record.last + delay - now) / 1000));
  }

  private count(records: Map<string, FailureRecord>, key: string, now: number): void {
    const record = records.get(key);
    if (!record || now - record.last >= this.memoryMs) records.set(key, { count: 1, last: now });
    else records.set(key, { count: record.count + 1, last: now });
    if (records.size > 50_000) {
      for (const [stale, { last }] of records) if (now - last >= this.memoryMs) records.delete(stale);
    }
  }
}

const pairKey = (account: string, address: string) => `${account}\n${address}`;
