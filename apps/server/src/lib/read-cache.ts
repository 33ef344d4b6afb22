import { LRUCache } from 'lru-cache';

/**
 * A read-through cache of serialised JSON answers for catalogue reads. PGlite runs queries on the server's own
 * thread, so repeated listings must not reach the database. Writes invalidate it through NOTIFY (every instance
 * listens, see app.ts); the TTL only bounds staleness if a notification is ever missed.
 */
export class ReadCache {
  private readonly entries: LRUCache<string, string>;
  private readonly pending = new Map<string, Promise<string>>();
  private generation = 0;

  private readonly enabled: boolean;

  constructor(opts: { max?: number; ttlMs?: number; enabled?: boolean } = {}) {
    this.entries = new LRUCache({ max: opts.max ?? 2000, ttl: opts.ttlMs ?? 60_000 });
    this.enabled = opts.enabled ?? true;
  }

  /** The cached JSON for `key`, or `load()`'s result serialised and kept. Concurrent misses share one load. */
  async json(key: string, load: () => Promise<unknown>): Promise<string> {
    if (!this.enabled) return JSON.stringify(await load());
    const hit = this.entries.get(key);
    if (hit !== undefined) return hit;
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;
    const generation = this.generation;
    const promise = load()
      .then((value) => {
        const body = JSON.stringify(value);
        // A write that landed while we loaded makes this result stale: answer it, don't keep it.
        if (generation === this.generation) this.entries.set(key, body);
        return body;
      })
      .finally(() => this.pending.delete(key));
    this.pending.set(key, promise);
    return promise;
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
    this.pending.clear();
  }
}
