import { afterEach, beforeEach, describe, mock, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Queryable } from '../../db';
import { destroySession, loadSession, SESSION_CACHE_TTL_MS } from '../sessions';
import { randomToken, sha256 } from '../tokens';

/** A sessions table in memory that counts the lookups reaching it; a lookup can be held to race it. */
class FakeSessions implements Queryable {
  rows = new Map<string, { expires_at: Date }>();
  lookups = 0;
  hold: Promise<void> | null = null;

  add(token: string, expiresAt = new Date(Date.now() + 3600_000)): void {
    this.rows.set(sha256(token), { expires_at: expiresAt });
  }

  async query<T>(text: string, params: unknown[] = []): Promise<T[]> {
    const id = params[0] as string;
    if (text.startsWith('delete from sessions')) {
      this.rows.delete(id);
      return [];
    }
    if (!text.trimStart().startsWith('select')) return [];
    this.lookups += 1;
    const row = this.rows.get(id);
    await this.hold;
    if (!row || row.expires_at.getTime() <= Date.now()) return [];
    return [{ user_id: 1, enterprise_customer_id: 2, csrf_token: 'csrf', role: 'owner', membership_id: 3, stale: false, ...row }] as T[];
  }
}

describe('session lookups', () => {
  let sessions: FakeSessions;
  beforeEach(() => {
    sessions = new FakeSessions();
    mock.timers.enable({ apis: ['Date'], now: Date.now() });
  });
  afterEach(() => mock.timers.reset());

  test('a session looked up again within a few seconds is served without a query', async () => {
    const token = randomToken();
    sessions.add(token);
    const first = await loadSession(sessions, token);
    assert.equal(first?.customerId, 2);
    assert.deepEqual(await loadSession(sessions, token), first);
    assert.equal(sessions.lookups, 1);
    mock.timers.tick(SESSION_CACHE_TTL_MS + 1);
    await loadSession(sessions, token);
    assert.equal(sessions.lookups, 2, 'looked up afresh once the cache time has passed');
  });

  test('with no cache time (PostgreSQL, several instances) every lookup reads the row, so a sign-out elsewhere ends it at once', async () => {
    const token = randomToken();
    sessions.add(token);
    assert.ok(await loadSession(sessions, token, 0));
    sessions.rows.delete(sha256(token));
    assert.equal(await loadSession(sessions, token, 0), null, 'the row deleted by another process is not served');
    assert.equal(sessions.lookups, 2);
  });

  test('a destroyed session stops working at once', async () => {
    const token = randomToken();
    sessions.add(token);
    const session = await loadSession(sessions, token);
    await destroySession(sessions, session!.id);
    assert.equal(await loadSession(sessions, token), null);
  });

  test('a lookup that read the session before it was destroyed does not bring it back', async () => {
    const token = randomToken();
    sessions.add(token);
    let release!: () => void;
    sessions.hold = new Promise((resolve) => (release = resolve));
    const racing = loadSession(sessions, token);
    await destroySession(sessions, sha256(token));
    release();
    assert.ok(await racing, 'the racing lookup answers with what it read');
    sessions.hold = null;
    assert.equal(await loadSession(sessions, token), null);
  });

  test('unknown tokens are not cached, and a session is never served past its expiry', async () => {
    const unknown = randomToken();
    assert.equal(await loadSession(sessions, unknown), null);
    sessions.add(unknown);
    assert.ok(await loadSession(sessions, unknown), 'a session created after a miss is found');

    const expiring = randomToken();
    sessions.add(expiring, new Date(Date.now() + 1000));
    assert.ok(await loadSession(sessions, expiring));
    mock.timers.tick(1001);
    assert.equal(await loadSession(sessions, expiring), null);
  });
});
