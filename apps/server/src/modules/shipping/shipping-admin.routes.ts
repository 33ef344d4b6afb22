import { ShippingFeeResponse } from '@shop/domain/order-response.schemas';
import { ShippingPreviewRequest } from '@shop/domain/settings.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthGuard } from '../../http/auth-guard';
import { ErrorBody } from '../../http/schemas';
import type { ShippingService } from './shipping.service';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody };

/**
 * `POST /api/admin/settings/shipping/preview/`: the fee an address would get with the settings form's values, saved
 * or not, for the admins who edit them (staff get a 403, as on the other settings routes).
 */
export function shippingAdminRoutes(shipping: ShippingService, guard: AuthGuard): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', guard.requireRole('admin'));
    app.post(
      '/admin/settings/shipping/preview',
      { schema: { tags: ['admin'], body: ShippingPreviewRequest, response: { 200: ShippingFeeResponse, ...errors } } },
      async (req) => shipping.preview(req.body),
    );
  };
}
