import type { Config } from '../../config';
import { appOn, startTestApp, type TestApp } from './app';
import { TestClient } from './client';
import type { DatabaseTarget } from './databases';

/**
 * What a test of kept answers (ADR 0019) compares: the real server, which keeps copies, with the owners of the demo
 * and Northern customers signed in (`demo`, `northern`); and a second app on the same database that keeps none, with
 * the demo owner signed in (`demoPlain`).
 */
export interface AnswerCopies {
  ctx: TestApp;
  demo: TestClient;
  demoPlain: TestClient;
  northern: TestClient;
  /** A change made with the triggers off (as no writer of the portal can): only a kept copy can hide it. */
  unannounced(sql: string, params: unknown[]): Promise<void>;
  /** Tells the copies' channel that a customer's answers (or, with '*', every customer's) changed. */
  announce(customerId: number | '*'): Promise<unknown>;
  close(): Promise<void>;
}

/** Starts both apps; `withoutCopies` is the setting that turns the second one's copies off. */
export async function startAnswerCopies(target: DatabaseTarget, channel: string, withoutCopies: Partial<Config>): Promise<AnswerCopies> {
  const ctx = await startTestApp(target);
  const plain = await appOn(ctx.db, withoutCopies);
  const signedIn = async (app: TestApp['app'], email: string) => {
    const client = new TestClient(app);
    await client.signIn(email);
    return client;
  };
  return {
    ctx,
    demo: await signedIn(ctx.app, 'owner@demo.test'),
    demoPlain: await signedIn(plain.app, 'owner@demo.test'),
    northern: await signedIn(ctx.app, 'owner@northern.test'),
    unannounced: (sql, params) =>
      ctx.db.transaction(async (tx) => {
        await tx.query('set local session_replication_role = replica');
        await tx.query(sql, params);
      }),
    announce: (customerId) => ctx.db.query('select pg_notify($1, $2)', [channel, String(customerId)]),
    async close() {
      await plain.close();
      await ctx.close();
    },
  };
}
