import { PAGE_LABELS, type PageSlug, isPageSlug } from '@shop/domain/pages.constants';
import { PAGE_MESSAGES, type Page } from '@shop/domain/pages.schemas';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { pages } from '../../db/schema/index';
import { NotFoundError } from '../../http/errors';
import { ttlCached } from '../../lib/ttl-cached';
import { PAGE_SEED } from './pages.seed';

/** How long an instance keeps the pages without a change notice (a missed notice after a reconnect heals by then). */
export const PAGES_TTL_MS = 60_000;

type Row = typeof pages.$inferSelect;

const toPage = (row: Row): Page => ({
  slug: row.slug,
  title: PAGE_LABELS[row.slug as PageSlug] ?? row.slug,
  body: row.body,
  updated_at: row.updatedAt.toISOString(),
});

/** The page's slug, or a 404 for any other. */
export function pageSlug(slug: string): PageSlug {
  if (!isPageSlug(slug)) throw new NotFoundError(PAGE_MESSAGES.notFound);
  return slug;
}

/**
 * The content pages (issue 14 item 5): the built-in texts are written on first read (a page added later gets its
 * row then too), and the shop reads them through a cache that a settings notice ('pages') clears on every instance.
 */
export function createPagesService({ db, ttlMs = PAGES_TTL_MS }: { db: DbOrTx; ttlMs?: number }) {
  /** Every page, fresh (in a transaction: the back office's before and after). */
  async function loadAll(from: DbOrTx): Promise<Map<string, Page>> {
    let rows = await from.select().from(pages);
    if (rows.length < PAGE_SEED.length) {
      await from
        .insert(pages)
        .values(PAGE_SEED.map((p) => ({ slug: p.slug, body: p.body, updatedAt: new Date(p.updated) })))
        .onConflictDoNothing();
      rows = await from.select().from(pages);
    }
    return new Map(rows.filter((r) => isPageSlug(r.slug)).map((r) => [r.slug, toPage(r)]));
  }
  const cached = ttlCached(ttlMs, () => loadAll(db));

  async function pageIn(all: Map<string, Page>, slug: string): Promise<Page> {
    const page = all.get(pageSlug(slug));
    if (!page) throw new NotFoundError(PAGE_MESSAGES.notFound);
    return page;
  }

  return {
    /** `GET /api/pages/{slug}/` (cached). */
    get: async (slug: string) => pageIn(await cached.get(), slug),
    /** The page read fresh, from `from` (a transaction). */
    load: async (from: DbOrTx, slug: string) => pageIn(await loadAll(from), slug),
    /** Every page in the back office's order, read fresh. */
    list: async (): Promise<Page[]> => {
      const all = await loadAll(db);
      return [...all.values()].sort((a, b) => PAGE_ORDER(a) - PAGE_ORDER(b));
    },
    /** Writes a page's Markdown (the caller owns the transaction, the audit row and the notice). */
    async save(tx: DbOrTx, slug: PageSlug, body: string): Promise<Page> {
      const [row] = await tx.update(pages).set({ body, updatedAt: new Date() }).where(eq(pages.slug, slug)).returning();
      if (!row) throw new NotFoundError(PAGE_MESSAGES.notFound);
      return toPage(row);
    },
    clearCache: () => cached.clear(),
  };
}

const PAGE_ORDER = (p: Page) => Object.keys(PAGE_LABELS).indexOf(p.slug);

export type PagesService = ReturnType<typeof createPagesService>;
