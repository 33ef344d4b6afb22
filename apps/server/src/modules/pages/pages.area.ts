import { type Shared, area } from '../../lib/area';
import type { AuditService } from '../audit/audit.service';
import { SETTINGS_CHANNEL } from '../settings/settings.service';
import { pagesAdminRoutes } from './pages-admin.routes';
import { pagesRoutes } from './pages.routes';
import { createPagesService } from './pages.service';

/** The shop's information pages (about, policies), edited by admins. */
export function pagesArea({ database, guard }: Shared, { audit }: { audit: AuditService }) {
  const pages = createPagesService({ db: database.db, audit });
  return area({
    pages,
    shopRoutes: [pagesRoutes(pages)],
    staffRoutes: [pagesAdminRoutes(pages, guard)],
    // A page saved on any instance sends the settings notice: this instance's cached pages go.
    notices: [{ channel: SETTINGS_CHANNEL, received: () => pages.clearCache() }],
  });
}
