import { ShippingFeeResponse } from '@shop/domain/order-response.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody } from '../../http/schemas';
import type { ShippingService } from './shipping.service';

/**
 * Any JSON object: a field that doesn't parse (an order_total of 'abc', an unknown address) is answered with the
 * fallback fee, not a 400 (DESIGN §4 'Any failure: 30,000 ₫ with fallback_used').
 */
const AnyObject = z.record(z.string(), z.unknown());

/** `POST /api/shipping/calculate-fee/` (spec 2 §7, DESIGN §4). Open to guests: checkout asks before sign-up. */
export function shippingRoutes(shipping: ShippingService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/shipping/calculate-fee',
      { schema: { tags: ['shipping'], body: AnyObject, response: { 200: ShippingFeeResponse, 400: ErrorBody } } },
      async (req) => shipping.calculateFee(req.body),
    );
  };
}
