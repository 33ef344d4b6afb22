import { CloseShift, OpenShift, PosSale, PosSaleResult, Shift, ShiftList, ShiftQuery } from '@shop/domain/pos.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody, IdParam } from '../../http/schemas';
import { staffOf } from '../../http/staff-context';
import type { PosService } from './pos.service';

const tags = ['admin'];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 413: ErrorBody };

/**
 * The counter under `/api/admin/pos/` (DESIGN §15): shifts and sales. Registered inside the staff scope (app.ts),
 * whose role check runs before a body is read.
 */
export function posAdminRoutes({ shifts, sales }: PosService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/admin/pos/shifts',
      { schema: { tags, querystring: ShiftQuery, response: { 200: ShiftList, ...errors } } },
      (req) => shifts.list(req.query),
    );

    app.post(
      '/admin/pos/shifts',
      { schema: { tags, body: OpenShift, response: { 201: Shift, ...errors } } },
      async (req, reply) => reply.status(201).send(await shifts.open(staffOf(req), req.body)),
    );

    app.get(
      '/admin/pos/shifts/:id',
      { schema: { tags, params: IdParam, response: { 200: Shift, ...errors } } },
      (req) => shifts.get(req.params.id),
    );

    app.post(
      '/admin/pos/shifts/:id/close',
      { schema: { tags, params: IdParam, body: CloseShift, response: { 200: Shift, ...errors } } },
      (req) => shifts.close(staffOf(req), req.params.id, req.body),
    );

    // 201 when this call recorded the sale, 200 when it was recorded already under the same client_sale_id.
    app.post(
      '/admin/pos/sales',
      { schema: { tags, body: PosSale, response: { 200: PosSaleResult, 201: PosSaleResult, ...errors } } },
      async (req, reply) => {
        const { created, result } = await sales.record(staffOf(req), req.body);
        return reply.status(created ? 201 : 200).send(result);
      },
    );

    app.get(
      '/admin/pos/sales/:id',
      { schema: { tags, params: IdParam, response: { 200: PosSaleResult, ...errors } } },
      (req) => sales.load(req.params.id),
    );

    app.post(
      '/admin/pos/sales/:id/confirm-transfer',
      { schema: { tags, params: IdParam, response: { 200: PosSaleResult, ...errors } } },
      (req) => sales.confirmTransfer(staffOf(req), req.params.id),
    );
  };
}
