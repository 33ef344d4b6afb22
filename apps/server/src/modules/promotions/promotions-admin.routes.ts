import {
  AdminPromotionDetail,
  AdminPromotionListQuery,
  AdminPromotionPage,
  PromotionInput,
  PromotionUpdate,
} from '@shop/domain/admin-promotions.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody, IdParam } from '../../http/schemas';
import { staffOf } from '../../http/staff-context';
import type { PromotionAdminService } from './promotion-admin.service';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/**
 * Vouchers under `/api/admin/promotions/` (DESIGN §8); staff and admins. Registered inside the staff scope
 * (app.ts), so its role check runs on every request before the body is read. `DELETE` deactivates.
 */
export function promotionsAdminRoutes(promotions: PromotionAdminService): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['admin'];

    app.get(
      '/admin/promotions',
      { schema: { tags, querystring: AdminPromotionListQuery, response: { 200: AdminPromotionPage, ...errors } } },
      async (req) => promotions.list(req.query),
    );

    app.post(
      '/admin/promotions',
      { schema: { tags, body: PromotionInput, response: { 201: AdminPromotionDetail, ...errors } } },
      async (req, reply) => reply.status(201).send(await promotions.create(staffOf(req), req.body)),
    );

    app.get(
      '/admin/promotions/:id',
      { schema: { tags, params: IdParam, response: { 200: AdminPromotionDetail, ...errors } } },
      async (req) => promotions.detail(req.params.id),
    );

    app.patch(
      '/admin/promotions/:id',
      { schema: { tags, params: IdParam, body: PromotionUpdate, response: { 200: AdminPromotionDetail, ...errors } } },
      async (req) => promotions.update(staffOf(req), req.params.id, req.body),
    );

    app.delete(
      '/admin/promotions/:id',
      { schema: { tags, params: IdParam, response: { 200: AdminPromotionDetail, ...errors } } },
      async (req) => promotions.deactivate(staffOf(req), req.params.id),
    );
  };
}
