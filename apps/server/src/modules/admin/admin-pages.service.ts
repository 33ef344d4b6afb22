import type { Page, PageUpdate } from '@shop/domain/pages.schemas';
import type { Db } from '../../db/client';
import { type PagesService, pageSlug } from '../pages/pages.service';
import { notifySettingsChanged } from '../settings/settings.service';
import type { StaffContext } from '../../http/staff-context';
import type { AuditService } from '../audit/audit.service';

/**
 * The content pages in the back office (issue 14 item 5, admins only). A write saves, records its audit row and
 * tells every instance (NOTIFY 'pages') in one transaction, then clears this instance's cache, so the shop shows
 * the new text at once.
 */
export function createAdminPagesService({ db, pages, audit }: { db: Db; pages: PagesService; audit: AuditService }) {
  return {
    list: () => pages.list(),
    get: (slug: string) => pages.load(db, slug),

    async update(staff: StaffContext, slug: string, { body }: PageUpdate): Promise<Page> {
      const page = pageSlug(slug);
      const after = await db.transaction(async (tx) => {
        const before = await pages.load(tx, page);
        const saved = await pages.save(tx, page, body);
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
      pages.clearCache();
      return after;
    },
  };
}

export type AdminPagesService = ReturnType<typeof createAdminPagesService>;
