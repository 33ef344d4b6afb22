import { AuditPage, AuditQuery } from '@shop/domain/admin.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody } from '../../http/schemas';
import type { AuthGuard } from '../../http/auth-guard';
import { adminMediaRoutes } from './admin-media.routes';
import type { AdminMediaService } from './admin-media.service';
import { adminCatalogRoutes } from './admin-catalog.routes';
import type { AdminCatalogService } from './admin-catalog.service';
import { adminContentRoutes } from './admin-content.routes';
import type { AdminContentService } from './admin-content.service';
import { adminStaffRoutes } from './admin-staff.routes';
import type { AdminStaffService } from './admin-staff.service';
import { adminPagesRoutes } from './admin-pages.routes';
import type { AdminPagesService } from './admin-pages.service';
import { adminSettingsRoutes } from './admin-settings.routes';
import type { AdminSettingsService } from './admin-settings.service';
import { adminPromotionsRoutes } from './admin-promotions.routes';
import type { AdminPromotionsService } from './admin-promotions.service';
import { staffOf } from '../../http/staff-context';
import type { AuditService } from '../audit/audit.service';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/**
 * `/api/admin/…` (DESIGN §8): staff and admins only. The token and the role are checked on every request before
 * its body is read: 401 without a valid token, 403 for a customer.
 */
export function adminRoutes(
  deps: {
    /** The orders module's staff routes (ordersAdminRoutes), mounted behind this scope's checks. */
    orders: FastifyPluginAsyncZod;
    audit: AuditService;
    media: AdminMediaService;
    catalog: AdminCatalogService;
    staff: AdminStaffService;
    settings: AdminSettingsService;
    content: AdminContentService;
    promotions: AdminPromotionsService;
    pages: AdminPagesService;
  },
  guard: AuthGuard,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', guard.requireUser);
    app.addHook('onRequest', guard.requireRole('staff'));
    const tags = ['admin'];
    // Staff run the catalogue too (DESIGN §8); its routes inherit the checks above.
    await app.register(adminCatalogRoutes(deps.catalog));
    // …and the home content and store locations (issue 14).
    await app.register(adminContentRoutes(deps.content));

    // The orders desk and the dashboard: the orders module's own staff routes.
    await app.register(deps.orders);

    app.get(
      '/admin/audit',
      { schema: { tags, querystring: AuditQuery, response: { 200: AuditPage, ...errors } } },
      async (req) => deps.audit.list(req.query),
    );

    await app.register(adminMediaRoutes(deps.media, staffOf));
    // Admins only: the plugin adds its own role check.
    await app.register(adminStaffRoutes(deps.staff, guard, staffOf));
    // Admins only (issue 14): the plugin adds the admin check to its own routes.
    await app.register(adminSettingsRoutes(deps.settings, guard, staffOf));
    await app.register(adminPromotionsRoutes(deps.promotions, staffOf));
    await app.register(adminPagesRoutes(deps.pages, guard, staffOf));
  };
}
