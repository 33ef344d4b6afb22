import { LRUCache } from 'lru-cache';
import { CachedBody } from './cached-body';

interface Entry {
  value: unknown;
  tags: readonly string[];
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
  private readonly tagInvalidatedAt = new Map<string, number>();
  private readonly counts = new Map<string, { hits: number; misses: number; loads: number }>();

  constructor(opts: { max?: number; ttlMs?: number; enabled?: boolean } = {}) {
    this.entries = new LRUCache<string, Entry>({
      max: opts.max ?? 2000,
      ttl: opts.ttlMs ?? 60_000,
      dispose: (entry, key) => {
        for (const tag of entry.tags) {
          const keys = this.byTag.get(tag);
          keys?.delete(key);
          if (keys?.size === 0) this.byTag.delete(tag);
        }
      },
    });
    this.enabled = opts.enabled ?? true;
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
      this.tagInvalidatedAt.set(tag, this.generation);
      for (const key of [...(this.byTag.get(tag) ?? [])]) this.entries.delete(key);
    }
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
    this.entries.clear();
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
    if (this.clearedAt > generation) return true;
    return tags.some((tag) => (this.tagInvalidatedAt.get(tag) ?? 0) > generation);
  }

  private keep(key: string, value: unknown, tags: readonly string[]) {
    this.entries.set(key, { value, tags });
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
