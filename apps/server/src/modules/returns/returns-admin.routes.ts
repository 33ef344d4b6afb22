import {
  OrderRefund,
  OrderRefundRequest,
  ReturnCreated,
  ReturnLimitBody,
  ReturnRequest,
} from '@shop/domain/returns.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody, IdParam } from '../../http/schemas';
import { staffOf } from '../../http/staff-context';
import type { ReturnsService } from './returns.service';

const tags = ['admin'];
/** A 409 names the limit it broke (and the line), as ReturnLimitError's body says. */
const errors = {
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  409: z.union([ReturnLimitBody, ErrorBody]),
};

/**
 * `/api/admin/orders/{id}/returns/` and `/refunds/` (DESIGN §17): goods taken back by line, money given back.
 * Registered inside the staff scope, whose guard has checked the token and the role before any of these runs.
 */
export function returnsAdminRoutes(returns: ReturnsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/admin/orders/:id/returns',
      { schema: { tags, params: IdParam, body: ReturnRequest, response: { 201: ReturnCreated, ...errors } } },
      async (req, reply) => reply.code(201).send(await returns.create(staffOf(req), req.params.id, req.body)),
    );

    app.post(
      '/admin/orders/:id/refunds',
      { schema: { tags, params: IdParam, body: OrderRefundRequest, response: { 201: OrderRefund, ...errors } } },
      async (req, reply) => reply.code(201).send(await returns.refund(staffOf(req), req.params.id, req.body)),
    );
  };
}
