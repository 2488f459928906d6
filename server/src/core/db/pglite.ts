import { PGlite, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { Db, Queryable } from './types';

/** Dates stay 'YYYY-MM-DD' strings: a JS Date would shift them by the server's time zone. */
const parsers = {
  [types.DATE]: (value: string) => value,
  [types.INT8]: (value: string) => Number(value),
  [types.NUMERIC]: (value: string) => Number(value),
};

const opened = new WeakMap<Db, PGlite>();

/**
 * PGlite in `dataDir`, or in memory without it; `from` is a snapshot (snapshotPglite) to start from instead of an
 * empty cluster, which is much quicker than creating one.
 */
export async function openPglite(dataDir: string | undefined, { from }: { from?: Blob } = {}): Promise<Db> {
  // pg_trgm serves the credentials search (0010_credential_search.sql) and unaccent the searches without accents
  // (0026_accents_and_french_order.sql), as on a PostgreSQL server.
  const extensions = { pg_trgm, unaccent };
  const pg = await PGlite.create({ ...(dataDir ? { dataDir } : {}), ...(from ? { loadDataDir: from } : {}), parsers, extensions });
  const wrap = (target: Pick<PGlite, 'query'>): Queryable => ({
    async query(text, params) {
      const result = await target.query(text, params as unknown[]);
      return result.rows as never;
    },
  });
  const base = wrap(pg);
  const db: Db = {
    kind: 'pglite',
    query: base.query,
    async exec(sql) {
      await pg.exec(sql);
    },
    transaction(fn) {
      return pg.transaction((tx) => fn(wrap(tx)));
    },
    async listen(channel, handlers) {
      // One session in this process: PGlite hands a commit's notifications to the listeners (each in a microtask
      // queued while it reads the COMMIT's answer) before the committing caller resumes, so they are always
      // delivered, and delivered before anyone can act on the commit.
      const unlisten = await pg.listen(channel, (payload) => handlers.onNotify(payload));
      handlers.onState?.(true);
      return {
        listening: true,
        sync: async () => (await base.query<{ today: string }>('select current_date::text as today'))[0],
        close: () => unlisten(),
      };
    },
    async close() {
      await pg.close();
    },
  };
  opened.set(db, pg);
  return db;
}

/** The whole cluster of a PGlite `openPglite` opened, as a tarball `openPglite`'s `from` takes. */
export async function snapshotPglite(db: Db): Promise<Blob> {
  const pg = opened.get(db);
  if (!pg) throw new Error('snapshotPglite takes a database openPglite opened');
  return pg.dumpDataDir('none');
}
