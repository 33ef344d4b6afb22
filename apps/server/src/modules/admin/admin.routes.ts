import {
  AdminOrder,
  AdminOrderListQuery,
  AdminOrderPage,
  AdminOrderPatch,
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
import type { AdminOrdersService } from './admin-orders.service';
import type { AdminStatsService } from './admin-stats.service';
import { staffOf } from '../../http/staff-context';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/**
 * The order desk and the dashboard under `/api/admin/` (DESIGN §8). Registered inside the staff scope (app.ts),
 * whose checks run on every request before its body is read: 401 without a valid token, 403 for a customer.
 */
export function adminRoutes(deps: { orders: AdminOrdersService; stats: AdminStatsService }): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['admin'];

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
  };
}
