export type Row = Record<string, unknown>;

export interface Queryable {
  /** Runs one parameterised statement ($1, $2 ...) and returns its rows. */
  query<T = Row>(text: string, params?: unknown[]): Promise<T[]>;
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
