import { LRUCache } from 'lru-cache';
import { type IRateLimiterOptions, RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

/**
 * How many counters one limit keeps in memory, and their bytes: the keys are client addresses and e-mails, so a
 * busy day (or a script cycling addresses) would otherwise keep one counter, and one timer, per key it ever saw.
 * Past the bound the least recently counted key is forgotten, and starts a fresh window if it comes back; a
 * script would need this many addresses within one window to wipe another's count.
 */
export const LIMIT_MAX_KEYS = 100_000;
export const LIMIT_MAX_BYTES = 16 * 1024 * 1024;

interface Counter {
  value: number;
  /** ms since the epoch; null: never. */
  expiresAt: number | null;
}

/**
 * rate-limiter-flexible's memory storage (the methods RateLimiterMemory calls) on a bounded LRU with a TTL per
 * counter, instead of a Map with a timer per key.
 */
class BoundedMemoryStorage {
  readonly counters: LRUCache<string, Counter>;

  constructor(maxKeys: number, maxBytes: number) {
    this.counters = new LRUCache<string, Counter>({
      max: maxKeys,
      maxSize: maxBytes,
      // The key's characters, the counter and the LRU's own slots.
      sizeCalculation: (_counter, key) => 2 * key.length + 96,
    });
  }

  incrby(key: string, value: number, durationSec: number): RateLimiterRes {
    const counter = this.counters.get(key);
    const left = counter?.expiresAt ? counter.expiresAt - Date.now() : -1;
    if (!counter || (counter.expiresAt && left <= 0)) return this.set(key, value, durationSec);
    counter.value += value;
    return new RateLimiterRes(0, left, counter.value, false);
  }

  set(key: string, value: number, durationSec: number): RateLimiterRes {
    const ms = durationSec * 1000;
    this.counters.set(key, { value, expiresAt: ms > 0 ? Date.now() + ms : null }, ms > 0 ? { ttl: ms } : {});
    return new RateLimiterRes(0, ms === 0 ? -1 : ms, value, true);
  }

  get(key: string): RateLimiterRes | null {
    const counter = this.counters.get(key);
    if (!counter) return null;
    return new RateLimiterRes(0, counter.expiresAt ? counter.expiresAt - Date.now() : -1, counter.value, false);
  }

  delete(key: string): boolean {
    return this.counters.delete(key);
  }
}

/** RateLimiterMemory counting in a bounded store (entries and bytes). */
export class BoundedRateLimiterMemory extends RateLimiterMemory {
  private readonly storage: BoundedMemoryStorage;

  constructor(opts: IRateLimiterOptions, bounds: { maxKeys?: number; maxBytes?: number } = {}) {
    super(opts);
    this.storage = new BoundedMemoryStorage(bounds.maxKeys ?? LIMIT_MAX_KEYS, bounds.maxBytes ?? LIMIT_MAX_BYTES);
    // The library's own storage field, which all of RateLimiterMemory's methods use.
    (this as unknown as { _memoryStorage: BoundedMemoryStorage })._memoryStorage = this.storage;
  }

  /** The counters kept (tests of the bound). */
  kept(): { keys: number; bytes: number } {
    return { keys: this.storage.counters.size, bytes: this.storage.counters.calculatedSize };
  }
}
