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

/** What a channel's listener is told (see Db.listen). */
export interface ListenHandlers {
  /** A notification on the channel, with its payload; called in the order the transactions committed. */
  onNotify(payload: string): void;
  /**
   * The listener started (true) or stopped (false) receiving: it lost its connection, or it is listening again
   * after one. Notifications sent in between are lost, so whatever they would have told must be forgotten.
   */
  onState?(listening: boolean): void;
}

/** A channel listened to (LISTEN) on a connection of its own. */
export interface ChannelListener {
  /** True while notifications arrive: from the LISTEN of a connection until that connection is lost. */
  readonly listening: boolean;
  /**
   * Resolves once every notification of every transaction committed before the call has been handed to onNotify,
   * with the database's current date then ('YYYY-MM-DD', current_date as the statements that follow read it);
   * rejects when not listening. PostgreSQL: one round trip on the listening connection, which the server answers
   * only after sending the notifications queued for it (concurrent calls share round trips). PGlite: one statement,
   * as PGlite hands notifications over with the commit itself.
   */
  sync(): Promise<{ today: string }>;
  close(): Promise<void>;
}

/** The one database layer: the same SQL runs on embedded PGlite and on a PostgreSQL server. */
export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Listens to a notification channel (pg_notify), for a process that keeps copies of what other transactions,
   * of this process or another, may change. PostgreSQL: on a connection of its own, reconnected when lost.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<ChannelListener>;
  /** Runs a script of several statements without parameters (migrations, seeds). */
  exec(sql: string): Promise<void>;
  /** Runs fn in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
