export type Row = Record<string, unknown>;

export interface QueryOptions {
  /**
   * 'generic': the statement's plan does not depend on its parameters (no LIKE pattern to match an index to,
   * the same index walk for a customer of 5 workers or 20,000), so PostgreSQL can plan it once per connection
   * instead of on every call. Outside a transaction only; the embedded database ignores it.
   */
  plan?: 'generic';
}

/** The option of a statement whose plan fits every parameter (see QueryOptions.plan). */
export const GENERIC_PLAN: QueryOptions = Object.freeze({ plan: 'generic' });

export interface Queryable {
  /** Runs one parameterised statement ($1, $2 ...) and returns its rows. */
  query<T = Row>(text: string, params?: unknown[], options?: QueryOptions): Promise<T[]>;
}

/** The one database layer: the same SQL runs on embedded PGlite and on a PostgreSQL server. */
export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs a script of several statements without parameters (migrations, seeds). */
  exec(sql: string): Promise<void>;
  /** Runs fn in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
