import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';
import type { Db } from './types';

export type { ChannelListener, Db, ListenHandlers, Queryable, QueryOptions, Row } from './types';
export { migrate } from './migrate';
export { GENERIC_PLAN } from './types';

export interface DbConfig {
  databaseUrl?: string;
  dataDir: string;
}

export async function openDb(config: DbConfig): Promise<Db> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  const dir = join(config.dataDir, 'pgdata');
  mkdirSync(dir, { recursive: true });
  return openPglite(dir);
}
