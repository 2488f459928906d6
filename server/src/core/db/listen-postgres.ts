import pg from 'pg';
import type { ChannelListener, ListenHandlers } from './types';

/**
 * A round trip that takes longer is taken for a dead connection (one a network fault cut without either side
 * noticing would otherwise hold every caller of sync() forever): the callers read without the listener's help and the
 * connection is replaced.
 */
const ROUND_TRIP_TIMEOUT_MS = 5_000;

/** The first wait before listening again after a lost connection; doubled after each failed attempt, up to MAX. */
const RETRY_MS = 500;
const MAX_RETRY_MS = 10_000;

/**
 * Round trips on one connection, shared: a caller waits for a round trip that starts after its call (one already
 * on its way may have left before a commit the caller must see), and every caller arriving while one is on its way
 * shares the next. Under load this is one round trip at a time, whatever the number of callers.
 */
export class SharedRoundTrips<T> {
  private current: Promise<T> | null = null;
  private next: Promise<T> | null = null;

  constructor(private readonly roundTrip: () => Promise<T>) {}

  run(): Promise<T> {
    if (!this.current) return this.start();
    this.next ??= this.current.then(
      () => this.start(),
      () => this.start(),
    );
    return this.next;
  }

  private start(): Promise<T> {
    this.next = null;
    const trip = this.roundTrip().finally(() => {
      if (this.current === trip) this.current = null;
    });
    this.current = trip;
    return trip;
  }
}

/**
 * LISTEN on a connection of its own. A lost connection (server restart, failover, network) tells onState(false)
 * and is replaced, with growing waits, until LISTEN succeeds again, which tells onState(true).
 */
export async function listenPostgres(connectionString: string, channel: string, handlers: ListenHandlers): Promise<ChannelListener> {
  let client: pg.Client | null = null;
  let listening = false;
  let closed = false;
  let retryMs = RETRY_MS;
  let retryTimer: NodeJS.Timeout | undefined;

  const setListening = (value: boolean) => {
    if (listening === value) return;
    listening = value;
    handlers.onState?.(value);
  };

  const lose = (lost: pg.Client) => {
    if (client !== lost) return;
    client = null;
    setListening(false);
    lost.removeAllListeners('notification');
    lost.end().catch(() => undefined);
    if (closed) return;
    retryTimer = setTimeout(() => void connect(), retryMs);
    // Waiting to listen again does not keep a process alive that has nothing else to do.
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
  };

  const connect = async () => {
    const next = new pg.Client({ connectionString, keepAlive: true, query_timeout: ROUND_TRIP_TIMEOUT_MS });
    client = next;
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.onNotify(message.payload ?? '');
    });
    next.on('error', () => lose(next));
    next.on('end', () => lose(next));
    try {
      await next.connect();
      await next.query(`listen ${pg.escapeIdentifier(channel)}`);
      if (client !== next || closed) return;
      retryMs = RETRY_MS;
      setListening(true);
    } catch {
      lose(next);
    }
  };

  // The server sends the notifications queued for this connection before it answers a statement (and before it
  // says it is ready again), and the client hands them over in that order: when the answer arrives, every
  // notification committed before the statement was sent has been handled.
  const trips = new SharedRoundTrips(async () => {
    const current = client;
    if (!current || !listening) throw new Error(`not listening on ${channel}`);
    try {
      const { rows } = await current.query<{ today: string }>('select current_date::text as today');
      return rows[0];
    } catch (error) {
      lose(current);
      throw error;
    }
  });

  await connect();
  return {
    get listening() {
      return listening;
    },
    sync() {
      return listening ? trips.run() : Promise.reject(new Error(`not listening on ${channel}`));
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      const current = client;
      client = null;
      listening = false;
      await current?.end().catch(() => undefined);
    },
  };
}
