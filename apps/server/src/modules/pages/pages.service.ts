import { PAGE_LABELS, type PageSlug, isPageSlug } from '@shop/domain/pages.constants';
import { PAGE_MESSAGES, type Page, type PageUpdate } from '@shop/domain/pages.schemas';
import type { Db, DbOrTx } from '../../db/client';
import { NotFoundError } from '../../http/errors';
import type { StaffContext } from '../../http/staff-context';
import { ttlCached } from '../../lib/ttl-cached';
import type { AuditService } from '../audit/audit.service';
import { notifySettingsChanged } from '../settings/settings.service';
import * as repo from './pages.repo';
import { PAGE_SEED } from './pages.seed';

/** How long an instance keeps the pages without a change notice (a missed notice after a reconnect heals by then). */
export const PAGES_TTL_MS = 60_000;

const toPage = (row: repo.PageRow): Page => ({
  slug: row.slug,
  title: PAGE_LABELS[row.slug as PageSlug] ?? row.slug,
  body: row.body,
  updated_at: row.updatedAt.toISOString(),
});

/** The page's slug, or a 404 for any other. */
function pageSlug(slug: string): PageSlug {
  if (!isPageSlug(slug)) throw new NotFoundError(PAGE_MESSAGES.notFound);
  return slug;
}

/**
 * The content pages: the built-in texts are written on first read (a page added later gets its
 * row then too), and the shop reads them through a cache that a settings notice ('pages') clears on every instance.
 * Admins edit them: a write saves, records its audit row and tells every instance (NOTIFY 'pages') in one
 * transaction, then clears this instance's cache, so the shop shows the new text at once.
 */
export function createPagesService({
  db,
  audit,
  ttlMs = PAGES_TTL_MS,
}: {
  db: Db;
  audit: AuditService;
  ttlMs?: number;
}) {
  /** Every page, fresh (in a transaction: the back office's before and after). */
  async function loadAll(from: DbOrTx): Promise<Map<string, Page>> {
    let rows = await repo.listPageRows(from);
    if (rows.length < PAGE_SEED.length) {
      await repo.insertMissingPages(
        from,
        PAGE_SEED.map((p) => ({ slug: p.slug, body: p.body, updatedAt: new Date(p.updated) })),
      );
      rows = await repo.listPageRows(from);
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
    /** `GET /api/admin/pages/{slug}/`: the page read fresh. */
    load: async (slug: string) => pageIn(await loadAll(db), slug),
    /** `GET /api/admin/pages/`: every page in the back office's order, read fresh. */
    list: async (): Promise<Page[]> => {
      const all = await loadAll(db);
      return [...all.values()].sort((a, b) => PAGE_ORDER(a) - PAGE_ORDER(b));
    },
    /** `PUT /api/admin/pages/{slug}/`: the page's new Markdown. */
    async update(staff: StaffContext, slug: string, { body }: PageUpdate): Promise<Page> {
      const page = pageSlug(slug);
      const after = await db.transaction(async (tx) => {
        const before = await pageIn(await loadAll(tx), page);
        const row = await repo.updatePageBody(tx, page, body);
        if (!row) throw new NotFoundError(PAGE_MESSAGES.notFound);
        const saved = toPage(row);
        // Audit targets have numeric ids; a page is named by its slug inside before/after.
        await audit.record(tx, staff, {
          action: 'page.update',
          targetType: 'page',
          targetId: null,
          before: { slug: page, body: before.body },
          after: { slug: page, body: saved.body },
        });
        await notifySettingsChanged(tx, 'pages');
        return saved;
      });
      cached.clear();
      return after;
    },
    clearCache: () => cached.clear(),
  };
}

const PAGE_ORDER = (p: Page) => Object.keys(PAGE_LABELS).indexOf(p.slug);

export type PagesService = ReturnType<typeof createPagesService>;
