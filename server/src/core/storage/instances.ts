import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { join } from 'node:path';
import type { Config } from '../../config';
import type { Db } from '../db';

/** How often a running instance tells the database it is alive; one silent for three beats is taken for stopped. */
const HEARTBEAT_MS = 10_000;
const LIVE_WITHIN_SECONDS = (3 * HEARTBEAT_MS) / 1000;

/** Where the instance keeps uploaded files: instances with the same place read each other's files. */
export function storagePlace(config: Pick<Config, 'dataDir' | 's3'>): string {
  return config.s3 ? `s3:${config.s3.endpoint ?? 'aws'}/${config.s3.bucket}` : `local:${hostname()}:${join(config.dataDir, 'files')}`;
}

/** An instance cannot start: another live instance on the database keeps files this one could not read, or the reverse. */
export class StorageConflictError extends Error {}

export interface RegisteredInstance {
  /** Stops the heartbeat and removes the instance, so one started next does not wait for it to go stale. */
  stop(): Promise<void>;
}

/**
 * Registers this instance on a PostgreSQL database shared with others, refusing to start when a live instance keeps
 * its files elsewhere: with local-disk storage, a bulk upload accepted by one would fail on the other. The check and
 * the registration run under one advisory lock, so two instances starting together are checked against each other.
 */
export async function registerInstance(db: Db, config: Pick<Config, 'dataDir' | 's3'>): Promise<RegisteredInstance> {
  const id = randomUUID();
  const storage = storagePlace(config);
  await db.transaction(async (tx) => {
    await tx.query(`select pg_advisory_xact_lock(hashtext('server_instances'))`);
    const others = await tx.query<{ storage: string }>(
      `select distinct storage from server_instances where seen_at > now() - make_interval(secs => $1) and storage <> $2`,
      [LIVE_WITHIN_SECONDS, storage],
    );
    if (others.length > 0) {
      throw new StorageConflictError(
        `Another instance is running on this database and keeps uploaded files elsewhere (${others.map((other) => other.storage).join(', ')}; this one: ${storage}). ` +
          'Every instance must store files in one place: set S3_BUCKET (and S3_ENDPOINT, S3_REGION, credentials) to the same bucket on all of them (docs/deploy.md).',
      );
    }
    await tx.query(`delete from server_instances where seen_at <= now() - make_interval(secs => $1)`, [LIVE_WITHIN_SECONDS]);
    await tx.query('insert into server_instances (id, storage) values ($1, $2)', [id, storage]);
  });
  const heartbeat = setInterval(() => {
    db.query('update server_instances set seen_at = now() where id = $1', [id]).catch(() => undefined);
  }, HEARTBEAT_MS);
  heartbeat.unref();
  return {
    async stop() {
      clearInterval(heartbeat);
      await db.query('delete from server_instances where id = $1', [id]);
    },
  };
}
