import { LRUCache } from 'lru-cache';
import { CachedBody } from './cached-body';

interface Entry {
  value: unknown;
  tags: readonly string[];
  /** What the entry holds, in bytes (an estimate: see `sizeOf`). */
  bytes: number;
}

/** The cache's bounds: entries and bytes, whichever is reached first; the oldest used entry goes. */
export const READ_CACHE_MAX_ENTRIES = 2000;
export const READ_CACHE_MAX_BYTES = 96 * 1024 * 1024;
/**
 * How many invalidated tags are remembered (for loads in flight). Past it the oldest are forgotten, and a load that
 * started before a forgotten one is answered but not kept: it can't be told whether that change touched it.
 */
const MAX_REMEMBERED_TAGS = 10_000;
/**
 * The bounds of the addresses remembered for `forRequest` (a few dozen bytes each, a long query string its length):
 * a client can make as many distinct valid addresses as it likes (`?x=1`, `?x=2`…), so they are bounded on their own.
 */
export const READ_CACHE_MAX_REQUESTS = 10_000;
export const READ_CACHE_MAX_REQUEST_BYTES = 4 * 1024 * 1024;

/**
 * An entry's size for the byte bound: a kept body's bytes with room for its compressed forms, a rendered page's
 * too, anything else its JSON (the few plain values the cache holds: the category tree, counts, a word sample).
 */
export function sizeOf(value: unknown): number {
  if (value instanceof CachedBody) return value.bytes;
  const body = (value as { body?: unknown } | null)?.body;
  if (body instanceof CachedBody) return body.bytes + 512;
  return 64 + Buffer.byteLength(JSON.stringify(value) ?? '');
}

/** Names what an entry was built from, so that a change to that thing can drop just the entries that hold it. */
export type TagsOf<T> = (value: T) => readonly string[];

/**
 * A read-through cache for catalogue reads. PGlite runs queries on the server's own thread, so repeated listings
 * must not reach the database. Writes invalidate it through NOTIFY (every instance listens, see app.ts): a staff
 * write clears it, a stock change drops only the entries tagged with what it touched (decision 0015). The TTL only
 * bounds staleness if a notification is ever missed.
 */
export class ReadCache {
  private readonly entries: LRUCache<string, Entry>;
  /** tag → keys of the entries carrying it; kept in step with the entries by `dispose`. */
  private readonly byTag = new Map<string, Set<string>>();
  /** Loads in flight, with the generation they started in. */
  private readonly pending = new Map<string, { promise: Promise<unknown>; generation: number }>();
  private readonly enabled: boolean;
  /** Counts invalidations; `clearedAt` and `tagInvalidatedAt` say when everything, or a tag, last was. */
  private generation = 0;
  private clearedAt = 0;
  /** tag → the generation it was last invalidated in, oldest first; `forgottenUpTo` is the newest one dropped. */
  private readonly tagInvalidatedAt = new Map<string, number>();
  private forgottenUpTo = 0;
  private readonly counts = new Map<string, { hits: number; misses: number; loads: number }>();
  /** A request's address as sent → the key of the entry that answered it (`rememberRequest`). */
  private readonly requests: LRUCache<string, string>;
  /** A kept body → its key, so that the body a handler sent names its entry. */
  private readonly keyOf = new WeakMap<CachedBody, string>();

  constructor(
    opts: {
      max?: number;
      maxBytes?: number;
      ttlMs?: number;
      enabled?: boolean;
      maxRequests?: number;
      maxRequestBytes?: number;
    } = {},
  ) {
    this.entries = new LRUCache<string, Entry>({
      max: opts.max ?? READ_CACHE_MAX_ENTRIES,
      maxSize: opts.maxBytes ?? READ_CACHE_MAX_BYTES,
      sizeCalculation: (entry) => entry.bytes,
      ttl: opts.ttlMs ?? 60_000,
      dispose: (entry, key) => {
        for (const tag of entry.tags) {
          const keys = this.byTag.get(tag);
          keys?.delete(key);
          if (keys?.size === 0) this.byTag.delete(tag);
        }
      },
    });
    this.requests = new LRUCache<string, string>({
      max: opts.maxRequests ?? READ_CACHE_MAX_REQUESTS,
      maxSize: opts.maxRequestBytes ?? READ_CACHE_MAX_REQUEST_BYTES,
      sizeCalculation: (key, address) => 64 + 2 * (address.length + key.length),
    });
    this.enabled = opts.enabled ?? true;
  }

  /**
   * Remembers that the request at `address` (as sent, and valid: its handler ran) was answered with `body`, if that is
   * a kept entry: `forRequest(address)` then answers it without validating it again. The address names the entry's
   * key, not the body, so an invalidated entry is gone for it too, and its reload answers it.
   */
  rememberRequest(address: string, body: CachedBody): void {
    const key = this.keyOf.get(body);
    if (key !== undefined && this.entries.peek(key)?.value === body) this.requests.set(address, key);
  }

  /** The kept answer to a request remembered at `address`, if it is still kept. */
  forRequest(address: string): unknown {
    const key = this.enabled ? this.requests.get(address) : undefined;
    if (key === undefined) return undefined;
    const hit = this.entries.get(key);
    if (hit) this.count(key, 'hits');
    return hit?.value;
  }

  /**
   * The cached value for `key`, or `load()`'s result, kept (under the tags `tagsOf` names for it). Concurrent
   * misses share one load.
   */
  async value<T>(key: string, load: () => Promise<T>, tagsOf?: TagsOf<T>): Promise<T> {
    if (!this.enabled) return load();
    const hit = this.entries.get(key);
    this.count(key, hit ? 'hits' : 'misses');
    if (hit) return hit.value as T;
    const generation = this.generation;
    // A load that started before an invalidation may read the old state: a later request doesn't wait for it.
    const inFlight = this.pending.get(key);
    if (inFlight?.generation === generation) return inFlight.promise as Promise<T>;
    this.count(key, 'loads');
    const promise = load()
      .then((value) => {
        // A change that touched this result while it loaded makes it stale: answer it, don't keep it.
        const tags = tagsOf?.(value) ?? [];
        if (!this.changedSince(generation, tags)) this.keep(key, value, tags);
        return value;
      })
      .finally(() => {
        if (this.pending.get(key)?.promise === promise) this.pending.delete(key);
      });
    this.pending.set(key, { promise, generation });
    return promise;
  }

  /** The answer serialised once (and compressed once per encoding) for as long as it stays cached. */
  json<T>(key: string, load: () => Promise<T>, tagsOf?: TagsOf<T>): Promise<CachedBody> {
    let tags: readonly string[] = [];
    return this.value(
      `json:${key}`,
      async () => {
        const value = await load();
        tags = tagsOf?.(value) ?? [];
        return CachedBody.of(value);
      },
      () => tags,
    );
  }

  /**
   * For a value built outside `value()` (a page streamed while it renders): `peek` reads it, `mark` says when its
   * build starts, and `keepUnlessChanged` keeps it unless something it carries changed since then.
   */
  peek<T>(key: string): T | undefined {
    if (!this.enabled) return undefined;
    const hit = this.entries.get(key);
    this.count(key, hit ? 'hits' : 'misses');
    return hit?.value as T | undefined;
  }

  mark(): number {
    return this.generation;
  }

  keepUnlessChanged(key: string, value: unknown, tags: readonly string[], since: number): void {
    if (this.enabled && !this.changedSince(since, tags)) this.keep(key, value, tags);
  }

  /** Drops the entries carrying any of `tags`; a load in flight that turns out to carry one is not kept. */
  invalidate(tags: readonly string[]): void {
    this.generation++;
    for (const tag of tags) {
      // Moved to the end, so the map stays ordered by generation and the oldest are forgotten first.
      this.tagInvalidatedAt.delete(tag);
      this.tagInvalidatedAt.set(tag, this.generation);
      for (const key of [...(this.byTag.get(tag) ?? [])]) this.entries.delete(key);
    }
    for (const [tag, generation] of this.tagInvalidatedAt) {
      if (this.tagInvalidatedAt.size <= MAX_REMEMBERED_TAGS) break;
      this.tagInvalidatedAt.delete(tag);
      this.forgottenUpTo = generation;
    }
  }

  /** Lets an entry go to make room (a bound of its own kind): nothing changed, so no load in flight is affected. */
  drop(key: string): void {
    this.entries.delete(key);
  }

  /** What the cache holds, for the tests of its bounds and for benchmarks. */
  size(): {
    entries: number;
    bytes: number;
    tags: number;
    rememberedTags: number;
    requests: number;
    requestBytes: number;
  } {
    return {
      entries: this.entries.size,
      bytes: this.entries.calculatedSize,
      tags: this.byTag.size,
      rememberedTags: this.tagInvalidatedAt.size,
      requests: this.requests.size,
      requestBytes: this.requests.calculatedSize,
    };
  }

  /**
   * Drops the entries carrying `tags` at the instant `at` (ms since the epoch): for answers that change with the
   * clock (a banner's schedule), and the rendered pages showing them, which carry the same tag. Beyond the cache's
   * TTL nothing needs doing: every entry kept now is gone by then.
   */
  invalidateAt(tags: readonly string[], at: number): void {
    const delay = at - Date.now();
    if (!this.enabled || delay > this.entries.ttl) return;
    setTimeout(() => this.invalidate(tags), Math.max(0, delay)).unref();
  }

  clear(): void {
    this.generation++;
    this.clearedAt = this.generation;
    this.tagInvalidatedAt.clear();
    this.forgottenUpTo = 0;
    this.entries.clear();
    this.requests.clear();
    this.byTag.clear();
    this.pending.clear();
  }

  /**
   * Per kind of entry (the key up to its first `?` or `:` after `json:`), for benchmarks: requests answered from the
   * cache (hits), the others (misses), and the loads those started (the rest waited for a load in flight).
   */
  stats(): Record<string, { hits: number; misses: number; loads: number }> {
    return Object.fromEntries(this.counts);
  }

  private changedSince(generation: number, tags: readonly string[]): boolean {
    if (this.clearedAt > generation || this.forgottenUpTo > generation) return true;
    return tags.some((tag) => (this.tagInvalidatedAt.get(tag) ?? 0) > generation);
  }

  private keep(key: string, value: unknown, tags: readonly string[]) {
    const bytes = sizeOf(value);
    // An entry larger than the whole bound is answered, not kept.
    if (bytes > this.entries.maxSize) return;
    this.entries.set(key, { value, tags, bytes });
    if (value instanceof CachedBody) this.keyOf.set(value, key);
    for (const tag of tags) {
      let keys = this.byTag.get(tag);
      if (!keys) this.byTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
  }

  private count(key: string, what: 'hits' | 'misses' | 'loads') {
    const kind = /^(?:json:)?[^?:]*/.exec(key)![0];
    let c = this.counts.get(kind);
    if (!c) this.counts.set(kind, (c = { hits: 0, misses: 0, loads: 0 }));
    c[what]++;
  }
}
