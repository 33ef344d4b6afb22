import {
  AdminOrder,
  AdminOrderPage,
  BulkTransitionRequest,
  BulkTransitionResponse,
  MarkPaidRequest,
  OrderMail,
  RefundRequest,
  TransitionRequest,
} from '@shop/domain/admin-orders.schemas';
import { AdminOrderListQuery } from '@shop/domain/admin-order-query.schemas';
import { AdminOrderEdit, StaffOrderCreateRequest } from '@shop/domain/admin-order-edit.schemas';
import { StatsQuery, StatsResponse } from '@shop/domain/admin-stats.schemas';
import { TodoCounts } from '@shop/domain/owner-day.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody, IdParam, OrderMailParam } from '../../http/schemas';
import { staffOf } from '../../http/staff-context';
import type { OrderDeskService } from './order-desk.service';
import type { OrderStatsService } from './order-stats.service';
import type { OrderEditService } from './order-edit.service';
import type { StaffOrdersService } from './staff-orders.service';

const tags = ['admin'];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/**
 * `/api/admin/orders…`, `/api/admin/stats` and `/api/admin/dashboard/todo` (DESIGN §8): the orders desk and the
 * dashboard. Registered inside the
 * staff scope, whose guard has checked the token and the role before any of these runs.
 */
export function ordersAdminRoutes(
  desk: OrderDeskService,
  stats: OrderStatsService,
  staffOrders: StaffOrdersService,
  edits: OrderEditService,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/admin/orders',
      { schema: { tags, querystring: AdminOrderListQuery, response: { 200: AdminOrderPage, ...errors } } },
      async (req) => desk.list(req.query),
    );

    app.post(
      '/admin/orders',
      { schema: { tags, body: StaffOrderCreateRequest, response: { 201: AdminOrder, ...errors } } },
      async (req, reply) => reply.code(201).send(await staffOrders.create(staffOf(req), req.body)),
    );

    app.post(
      '/admin/orders/bulk-transition',
      { schema: { tags, body: BulkTransitionRequest, response: { 200: BulkTransitionResponse, ...errors } } },
      async (req) => desk.bulkTransition(staffOf(req), req.body),
    );

    app.get(
      '/admin/orders/:id',
      { schema: { tags, params: IdParam, response: { 200: AdminOrder, ...errors } } },
      async (req) => desk.detail(req.params.id),
    );

    app.patch(
      '/admin/orders/:id',
      { schema: { tags, params: IdParam, body: AdminOrderEdit, response: { 200: AdminOrder, ...errors } } },
      async (req) => edits.edit(staffOf(req), req.params.id, req.body),
    );

    app.post(
      '/admin/orders/:id/transition',
      { schema: { tags, params: IdParam, body: TransitionRequest, response: { 200: AdminOrder, ...errors } } },
      async (req) => desk.transition(staffOf(req), req.params.id, req.body),
    );

    app.get(
      '/admin/orders/:id/mails',
      { schema: { tags, params: IdParam, response: { 200: z.array(OrderMail), ...errors } } },
      async (req) => desk.mails(req.params.id),
    );

    app.post(
      '/admin/orders/:id/mails/:mailId/resend',
      { schema: { tags, params: OrderMailParam, response: { 201: OrderMail, ...errors } } },
      async (req, reply) => reply.code(201).send(await desk.resendMail(staffOf(req), req.params.id, req.params.mailId)),
    );

    app.post(
      '/admin/orders/:id/mark-paid',
      { schema: { tags, params: IdParam, body: MarkPaidRequest.nullish(), response: { 200: AdminOrder, ...errors } } },
      async (req) => desk.markPaid(staffOf(req), req.params.id, req.body ?? { note: '' }),
    );

    app.post(
      '/admin/orders/:id/refund',
      { schema: { tags, params: IdParam, body: RefundRequest, response: { 200: AdminOrder, ...errors } } },
      async (req) => desk.refund(staffOf(req), req.params.id, req.body),
    );

    app.get(
      '/admin/stats',
      { schema: { tags, querystring: StatsQuery, response: { 200: StatsResponse, ...errors } } },
      async (req) => stats.stats(req.query),
    );

    app.get('/admin/dashboard/todo', { schema: { tags, response: { 200: TodoCounts, ...errors } } }, async () =>
      stats.todo(),
    );
  };
}
