import pg from 'pg';
import type { Db, Queryable } from './types';

pg.types.setTypeParser(pg.types.builtins.DATE, (value: string) => value);
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value: string) => Number(value));

export async function openPostgres(connectionString: string, maxConnections = 20): Promise<Db> {
  const pool = new pg.Pool({ connectionString, max: maxConnections });
  // An idle connection can be closed by the server (restart, failover, a dropped database). The pool replaces
  // it on the next query; unhandled, the event would crash the process.
  pool.on('error', (error) => console.warn(`PostgreSQL closed an idle connection: ${error.message}`));
  await pool.query('select 1');
  const wrap = (target: pg.Pool | pg.PoolClient): Queryable => ({
    async query(text, params) {
      const result = await target.query(text, params as unknown[]);
      return result.rows as never;
    },
  });
  return {
    kind: 'postgres',
    query: wrap(pool).query,
    async exec(sql) {
      await pool.query(sql);
    },
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn(wrap(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback');
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
}
