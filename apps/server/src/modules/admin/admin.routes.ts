import {
  AdminOrder,
  AdminOrderListQuery,
  AdminOrderPage,
  AdminOrderPatch,
  AuditPage,
  AuditQuery,
  BulkTransitionRequest,
  BulkTransitionResponse,
  MarkPaidRequest,
  OrderMail,
  RefundRequest,
  StatsQuery,
  StatsResponse,
  TransitionRequest,
} from '@shop/domain/admin.schemas';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody, IdParam, OrderMailParam } from '../../http/schemas';
import { type AuthGuard, currentUser } from '../../http/auth-guard';
import { adminMediaRoutes } from './admin-media.routes';
import type { AdminMediaService } from './admin-media.service';
import { adminCatalogRoutes } from './admin-catalog.routes';
import type { AdminCatalogService } from './admin-catalog.service';
import { adminContentRoutes } from './admin-content.routes';
import type { AdminContentService } from './admin-content.service';
import type { AdminOrdersService } from './admin-orders.service';
import { adminStaffRoutes } from './admin-staff.routes';
import type { AdminStaffService } from './admin-staff.service';
import { adminPagesRoutes } from './admin-pages.routes';
import type { AdminPagesService } from './admin-pages.service';
import { adminSettingsRoutes } from './admin-settings.routes';
import type { AdminSettingsService } from './admin-settings.service';
import { adminPromotionsRoutes } from './admin-promotions.routes';
import type { AdminPromotionsService } from './admin-promotions.service';
import type { AdminStatsService } from './admin-stats.service';
import { staffOf } from '../../http/staff-context';
import type { AuditService } from '../audit/audit.service';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/**
 * `/api/admin/…` (DESIGN §8): staff and admins only. The token and the role are checked on every request before
 * its body is read: 401 without a valid token, 403 for a customer.
 */
export function adminRoutes(
  deps: {
    orders: AdminOrdersService;
    stats: AdminStatsService;
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

    app.get(
      '/admin/orders',
      { schema: { tags, querystring: AdminOrderListQuery, response: { 200: AdminOrderPage, ...errors } } },
      async (req) => deps.orders.list(req.query),
    );

    app.post(
      '/admin/orders/bulk-transition',
      { schema: { tags, body: BulkTransitionRequest, response: { 200: BulkTransitionResponse, ...errors } } },
      async (req) => deps.orders.bulkTransition(staffOf(req), req.body),
    );

    app.get(
      '/admin/orders/:id',
      { schema: { tags, params: IdParam, response: { 200: AdminOrder, ...errors } } },
      async (req) => deps.orders.detail(req.params.id),
    );

    app.patch(
      '/admin/orders/:id',
      { schema: { tags, params: IdParam, body: AdminOrderPatch, response: { 200: AdminOrder, ...errors } } },
      async (req) => deps.orders.update(staffOf(req), req.params.id, req.body),
    );

    app.post(
      '/admin/orders/:id/transition',
      { schema: { tags, params: IdParam, body: TransitionRequest, response: { 200: AdminOrder, ...errors } } },
      async (req) => deps.orders.transition(staffOf(req), req.params.id, req.body),
    );

    app.get(
      '/admin/orders/:id/mails',
      { schema: { tags, params: IdParam, response: { 200: z.array(OrderMail), ...errors } } },
      async (req) => deps.orders.mails(req.params.id),
    );

    app.post(
      '/admin/orders/:id/mails/:mailId/resend',
      { schema: { tags, params: OrderMailParam, response: { 201: OrderMail, ...errors } } },
      async (req, reply) =>
        reply.code(201).send(await deps.orders.resendMail(staffOf(req), req.params.id, req.params.mailId)),
    );

    app.post(
      '/admin/orders/:id/mark-paid',
      { schema: { tags, params: IdParam, body: MarkPaidRequest.nullish(), response: { 200: AdminOrder, ...errors } } },
      async (req) => deps.orders.markPaid(staffOf(req), req.params.id, req.body ?? { note: '' }),
    );

    app.post(
      '/admin/orders/:id/refund',
      { schema: { tags, params: IdParam, body: RefundRequest, response: { 200: AdminOrder, ...errors } } },
      async (req) => deps.orders.refund(staffOf(req), req.params.id, req.body),
    );

    app.get(
      '/admin/stats',
      { schema: { tags, querystring: StatsQuery, response: { 200: StatsResponse, ...errors } } },
      async (req) => deps.stats.stats(req.query),
    );

    app.get(
      '/admin/audit',
      { schema: { tags, querystring: AuditQuery, response: { 200: AuditPage, ...errors } } },
      async (req) => deps.audit.list(req.query, currentUser(req).role),
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
