import {
  StockAdjustment,
  StockAdjustmentResult,
  StockLedgerQuery,
  StockMovementPage,
} from '@shop/domain/admin-stock.schemas';
import {
  StockCount,
  StockCountInput,
  StockLevelPage,
  StockLevelQuery,
  StockTransfer,
  StockTransferInput,
  StockTransferPage,
  StockTransferQuery,
} from '@shop/domain/stock-locations.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody, IdParam } from '../../http/schemas';
import { staffOf } from '../../http/staff-context';
import type { StockTransfers } from './stock-transfers.service';
import type { StockService } from './stock.service';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 413: ErrorBody };

/**
 * A product's stock under `/api/admin/products/{id}/stock/` (DESIGN §8): its ledger, and staff's adjustments; and the
 * stock in every place it is kept under `/api/admin/stock/` (DESIGN §15): the levels, transfers and stocktakes.
 * Registered inside the staff scope (app.ts), whose role check runs first.
 */
export function stockAdminRoutes(stock: StockService, places: StockTransfers): FastifyPluginAsyncZod {
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

    app.get(
      '/admin/stock',
      { schema: { tags, querystring: StockLevelQuery, response: { 200: StockLevelPage, ...errors } } },
      async (req) => places.levels(req.query),
    );

    app.get(
      '/admin/stock/transfers',
      { schema: { tags, querystring: StockTransferQuery, response: { 200: StockTransferPage, ...errors } } },
      async (req) => places.transfers(req.query),
    );

    app.post(
      '/admin/stock/transfers',
      { schema: { tags, body: StockTransferInput, response: { 201: StockTransfer, ...errors } } },
      async (req, reply) => reply.status(201).send(await places.transfer(staffOf(req), req.body)),
    );

    app.post(
      '/admin/stock/counts',
      { schema: { tags, body: StockCountInput, response: { 201: StockCount, ...errors } } },
      async (req, reply) => reply.status(201).send(await places.count(staffOf(req), req.body)),
    );
  };
}
