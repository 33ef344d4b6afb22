import { LRUCache } from 'lru-cache';
import { CachedJson } from './cached-json';

/**
 * A read-through cache for catalogue reads. PGlite runs queries on the server's own thread, so repeated listings
 * must not reach the database. Writes invalidate it through NOTIFY (every instance listens, see app.ts); the TTL
 * only bounds staleness if a notification is ever missed.
 */
export class ReadCache {
  private readonly entries: LRUCache<string, { value: unknown }>;
  private readonly pending = new Map<string, Promise<unknown>>();
  private readonly enabled: boolean;
  private generation = 0;

  constructor(opts: { max?: number; ttlMs?: number; enabled?: boolean } = {}) {
    this.entries = new LRUCache({ max: opts.max ?? 2000, ttl: opts.ttlMs ?? 60_000 });
    this.enabled = opts.enabled ?? true;
  }

  /** The cached value for `key`, or `load()`'s result, kept. Concurrent misses share one load. */
  async value<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (!this.enabled) return load();
    const hit = this.entries.get(key);
    if (hit) return hit.value as T;
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight as Promise<T>;
    const generation = this.generation;
    const promise = load()
      .then((value) => {
        // A write that landed while we loaded makes this result stale: answer it, don't keep it.
        if (generation === this.generation) this.entries.set(key, { value });
        return value;
      })
      .finally(() => this.pending.delete(key));
    this.pending.set(key, promise);
    return promise;
  }

  /** The answer serialised once (and compressed once per encoding) for as long as it stays cached. */
  json(key: string, load: () => Promise<unknown>): Promise<CachedJson> {
    return this.value(`json:${key}`, async () => CachedJson.of(await load()));
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
    this.pending.clear();
  }
}
