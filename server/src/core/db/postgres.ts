import { createHash } from 'node:crypto';
import pg from 'pg';
import type { Db, Queryable } from './types';
import { listenPostgres } from './listen-postgres';

pg.types.setTypeParser(pg.types.builtins.DATE, (value: string) => value);
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value: string) => Number(value));

/**
 * Statement texts are built from filters, never from values, so there are few of them; past this many a
 * text runs unnamed, so a caller that does inline values cannot grow every connection's statement cache.
 */
const MAX_NAMED_STATEMENTS = 2000;

/**
 * Each distinct statement text gets a name, and node-pg prepares a named statement once per connection:
 * PostgreSQL then parses it once and may reuse its plan, where an unnamed statement is parsed and planned
 * on every call (most of a list call's database time; see docs/performance.md).
 */
export class StatementNames {
  private readonly names = new Map<string, string>();

  constructor(private readonly limit = MAX_NAMED_STATEMENTS) {}

  nameOf(text: string): string | undefined {
    const known = this.names.get(text);
    if (known || this.names.size >= this.limit) return known;
    const name = `q_${createHash('sha256').update(text).digest('base64url').slice(0, 22)}`;
    this.names.set(text, name);
    return name;
  }
}

/**
 * Statements without parameters (migrations, seeds, scripts) run once or rarely, and multi-row inserts have a
 * text per row count: neither is worth keeping prepared on every connection.
 */
const MAX_KEPT_STATEMENT_PARAMS = 100;
const keepsPlan = (params: unknown[] | undefined) => !!params && params.length > 0 && params.length <= MAX_KEPT_STATEMENT_PARAMS;

export async function openPostgres(connectionString: string, maxConnections = 20): Promise<Db> {
  // A prepared statement is planned for its parameters on every call: left to choose, PostgreSQL would switch
  // a statement to one generic plan after five calls, and for a search that plan cannot use the prefix indexes
  // (the LIKE pattern is unknown) and reads the whole roster. Statements marked plan: 'generic' are those
  // whose plan is the same whatever the parameters: they run on connections that keep one plan per statement,
  // where planning would cost more than running them.
  const pool = new pg.Pool({ connectionString, max: maxConnections, options: '-c plan_cache_mode=force_custom_plan' });
  const genericPlanPool = new pg.Pool({
    connectionString,
    max: Math.max(2, Math.ceil(maxConnections / 2)),
    options: '-c plan_cache_mode=force_generic_plan',
  });
  // An idle connection can be closed by the server (restart, failover, a dropped database). The pool replaces
  // it on the next query; unhandled, the event would crash the process.
  for (const each of [pool, genericPlanPool]) {
    each.on('error', (error) => console.warn(`PostgreSQL closed an idle connection: ${error.message}`));
  }
  await pool.query('select 1');
  const statements = new StatementNames();
  const run = async (target: pg.Pool | pg.PoolClient, text: string, params: unknown[] | undefined) =>
    (await target.query({ name: keepsPlan(params) ? statements.nameOf(text) : undefined, text, values: params })).rows as never;
  const inTransaction = (client: pg.PoolClient): Queryable => ({ query: (text, params) => run(client, text, params) });
  return {
    kind: 'postgres',
    query: (text, params, options) => run(options?.plan === 'generic' ? genericPlanPool : pool, text, params),
    async exec(sql) {
      await pool.query(sql);
    },
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn(inTransaction(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback');
        throw error;
      } finally {
        client.release();
      }
    },
    listen: (channel, handlers) => listenPostgres(connectionString, channel, handlers),
    async close() {
      await Promise.all([pool.end(), genericPlanPool.end()]);
    },
  };
}
