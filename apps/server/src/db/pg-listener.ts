// The LISTEN connection on PostgreSQL. It is one long-lived connection outside the pool; when the
// database restarts or the backend is terminated it must come back by itself, or every instance keeps serving a
// stale catalogue until the cache's TTL. Notifications sent while it was away are lost, so every handler is called
// once after a reconnect (the read cache clears itself).
import pg from 'pg';

/** What the database layer logs through: the app's pino logger, or the console in scripts. */
export interface DbLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** Set on the listener's connection, so it can be found in pg_stat_activity (and terminated by the test). */
export const LISTENER_APPLICATION_NAME = 'shop-listener';

export interface PgListener {
  listen(channel: string, onMessage: (payload?: string) => void): Promise<void>;
  close(): Promise<void>;
}

export function createPgListener(opts: {
  url: string;
  log: () => DbLog;
  minDelayMs?: number;
  maxDelayMs?: number;
}): PgListener {
  const minDelay = opts.minDelayMs ?? 100;
  const maxDelay = opts.maxDelayMs ?? 10_000;
  const handlers = new Map<string, Array<(payload?: string) => void>>();
  let client: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let failures = 0;
  let closed = false;

  async function connect(): Promise<pg.Client> {
    const c = new pg.Client({ connectionString: opts.url, application_name: LISTENER_APPLICATION_NAME });
    c.on('error', (err) => lost(c, err));
    c.on('end', () => lost(c));
    c.on('notification', (msg) => {
      for (const handler of handlers.get(msg.channel) ?? []) handler(msg.payload);
    });
    try {
      await c.connect();
      for (const channel of handlers.keys()) await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (err) {
      await c.end().catch(() => {});
      throw err;
    }
    if (closed) {
      await c.end().catch(() => {});
      throw new Error('listener closed');
    }
    client = c;
    return c;
  }

  function lost(c: pg.Client, err?: Error) {
    if (c !== client || closed) return;
    client = undefined;
    opts.log().error({ err }, 'database listener connection lost; reconnecting');
    c.end().catch(() => {});
    scheduleReconnect();
  }

  function scheduleReconnect() {
    if (closed || timer) return;
    const delay = Math.min(maxDelay, minDelay * 2 ** failures);
    timer = setTimeout(() => {
      timer = undefined;
      connect().then(
        () => {
          opts.log().warn({ attempts: failures + 1 }, 'database listener reconnected; caches cleared');
          failures = 0;
          for (const list of handlers.values()) for (const handler of list) handler();
        },
        (err: unknown) => {
          failures++;
          if (!closed)
            opts
              .log()
              .error(
                { err, retryInMs: Math.min(maxDelay, minDelay * 2 ** failures) },
                'database listener could not reconnect',
              );
          scheduleReconnect();
        },
      );
    }, delay);
    timer.unref();
  }

  return {
    async listen(channel, onMessage) {
      handlers.set(channel, [...(handlers.get(channel) ?? []), onMessage]);
      // Reconnecting: the new connection LISTENs on every channel.
      if (timer) return;
      // The first connection is made at boot: a failure there stops the start, as any database error does.
      const c = client ?? (await (connecting ??= connect().finally(() => (connecting = undefined))));
      // LISTEN twice on one channel is harmless; a channel added while connecting is not missed.
      await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      const c = client;
      client = undefined;
      await c?.end().catch(() => {});
    },
  };
}
