import {
  StockAdjustment,
  StockAdjustmentResult,
  StockLedgerQuery,
  StockMovementPage,
} from '@shop/domain/admin-stock.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody, IdParam } from '../../http/schemas';
import { staffOf } from '../../http/staff-context';
import type { StockService } from './stock.service';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 413: ErrorBody };

/**
 * A product's stock under `/api/admin/products/{id}/stock/` (DESIGN §8): its ledger, and staff's
 * adjustments. Registered inside the staff scope (app.ts), whose role check runs first.
 */
export function stockAdminRoutes(stock: StockService): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['admin'];

    app.get(
      '/admin/products/:id/stock',
      {
        schema: {
          tags,
          params: IdParam,
          querystring: StockLedgerQuery,
          response: { 200: StockMovementPage, ...errors },
        },
      },
      async (req) => stock.ledger(req.params.id, req.query),
    );

    app.post(
      '/admin/products/:id/stock',
      { schema: { tags, params: IdParam, body: StockAdjustment, response: { 200: StockAdjustmentResult, ...errors } } },
      async (req) => stock.adjust(staffOf(req), req.params.id, req.body),
    );
  };
}
