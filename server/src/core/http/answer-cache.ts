import type { ChannelListener, Db } from '../db';
import { diffForHumansChangesAt } from '../lib/time';

export interface AnswerCacheLimits {
  /** Answers kept, the least recently used dropped first. */
  maxEntries: number;
  /** Characters of the answers kept, all together; an answer longer than an eighth of it is not kept. */
  maxChars: number;
  /** How long an answer is kept at most, should anything else fail. */
  ttlMs: number;
}

export const DEFAULT_ANSWER_CACHE_LIMITS: AnswerCacheLimits = { maxEntries: 500, maxChars: 16 * 1024 * 1024, ttlMs: 60_000 };

/**
 * An answer as its route computed it: the JSON sent, and the creation times its relative times ("3 days ago") were
 * written from (none when it shows no relative time).
 */
export interface ComputedAnswer {
  body: string;
  createdAts: string[];
}

interface Entry {
  customerId: number;
  body: string;
  /** Date.now() after which the answer is no longer served: its TTL, or the first relative time that reads otherwise. */
  expiresAt: number;
}

/**
 * This process's copies of a route's JSON answers (ADR 0019), kept per customer, database day and everything else
 * the answer depends on (the caller's key), and dropped when a committed transaction tells on `channel` that the
 * customer's answers changed (payload: the customer's id, or '*' for every customer). The triggers that tell are in
 * server/migrations/repeatable/ (worker-list-changes.sql, crew-answers-changes.sql), one channel per cache.
 *
 * Why an answer is never older than a commit the caller could know of:
 * - Before looking, a request waits until every notification committed before it arrived has been handled
 *   (ChannelListener.sync), so an answer a commit made stale is gone by then.
 * - A computed answer is kept only if no notification for its customer (and no loss of the listening connection)
 *   was handled while it was computed. A notification handled before the computation started is of a transaction
 *   committed before it, whose rows the computation's statements see; one handled after the answer was kept drops it.
 * - The key holds the database's current date at the sync (expiry-based answers depend on it), the answer expires
 *   when one of its relative times would read otherwise, and after ttlMs anyway.
 * While the listener is not listening nothing is kept or served: every request reads the database.
 */
export class AnswerCache {
  private readonly entries = new Map<string, Entry>();
  private chars = 0;
  /** Per customer: how many notifications were handled; with `epoch`, what a computation must find unchanged. */
  private readonly generations = new Map<number, number>();
  /** Moves when every customer's answers are dropped: a '*' notification, a lost or regained listener. */
  private epoch = 0;
  private listener: ChannelListener | null = null;

  private constructor(
    private readonly limits: AnswerCacheLimits,
    private readonly clock: () => number,
  ) {}

  /** A cache listening on `channel` of the database; answers are kept only while it listens. */
  static async open(
    db: Db,
    channel: string,
    limits: AnswerCacheLimits = DEFAULT_ANSWER_CACHE_LIMITS,
    clock: () => number = Date.now,
  ): Promise<AnswerCache> {
    const cache = new AnswerCache(limits, clock);
    cache.listener = await db.listen(channel, {
      onNotify: (payload) => cache.changed(payload),
      onState: () => cache.clear(),
    });
    return cache;
  }

  /** How many answers are kept, and their characters (for tests and the ADR's sizes). */
  get size(): { entries: number; chars: number } {
    return { entries: this.entries.size, chars: this.chars };
  }

  /**
   * The answer kept for `key` of this customer, else the one `compute` makes (kept when nothing changed while it
   * was made). `key` must name everything besides the customer and the database's date that the answer depends on.
   */
  async answer(customerId: number, key: readonly unknown[], compute: () => Promise<ComputedAnswer>): Promise<string> {
    const listener = this.listener;
    if (!listener?.listening) return (await compute()).body;
    let today: string;
    try {
      ({ today } = await listener.sync());
    } catch {
      return (await compute()).body;
    }
    const entryKey = JSON.stringify([customerId, today, ...key]);
    const startedAt = this.clock();
    const kept = this.entries.get(entryKey);
    if (kept) {
      this.remove(entryKey, kept);
      if (startedAt < kept.expiresAt) {
        // Used last: it goes to the end of the eviction order.
        this.entries.set(entryKey, kept);
        this.chars += kept.body.length;
        return kept.body;
      }
    }
    const generation = this.generations.get(customerId) ?? 0;
    const epoch = this.epoch;
    const computed = await compute();
    if (listener.listening && this.epoch === epoch && (this.generations.get(customerId) ?? 0) === generation) {
      this.keep(entryKey, customerId, computed, startedAt);
    }
    return computed.body;
  }

  /** Resolves once every notification committed before the call has been handled (for tests). */
  async settled(): Promise<void> {
    await this.listener?.sync();
  }

  async close(): Promise<void> {
    const listener = this.listener;
    this.listener = null;
    this.clear();
    await listener?.close().catch(() => undefined);
  }

  private keep(entryKey: string, customerId: number, { body, createdAts }: ComputedAnswer, startedAt: number): void {
    if (body.length > this.limits.maxChars / 8) return;
    // Relative times were written at a moment after startedAt: the text they had then lasts at most until here.
    const since = new Date(startedAt);
    let expiresAt = startedAt + this.limits.ttlMs;
    for (const createdAt of createdAts) expiresAt = Math.min(expiresAt, diffForHumansChangesAt(createdAt, since).getTime());
    if (expiresAt <= startedAt) return;
    const old = this.entries.get(entryKey);
    if (old) this.remove(entryKey, old);
    this.entries.set(entryKey, { customerId, body, expiresAt });
    this.chars += body.length;
    for (const [oldestKey, oldest] of this.entries) {
      if (this.entries.size <= this.limits.maxEntries && this.chars <= this.limits.maxChars) break;
      this.remove(oldestKey, oldest);
    }
  }

  private remove(entryKey: string, entry: Entry): void {
    this.entries.delete(entryKey);
    this.chars -= entry.body.length;
  }

  private changed(payload: string): void {
    const customerId = Number(payload);
    if (payload === '*' || !Number.isInteger(customerId)) {
      this.clear();
      return;
    }
    this.generations.set(customerId, (this.generations.get(customerId) ?? 0) + 1);
    for (const [entryKey, entry] of this.entries) if (entry.customerId === customerId) this.remove(entryKey, entry);
  }

  private clear(): void {
    this.epoch += 1;
    this.entries.clear();
    this.chars = 0;
  }
}
