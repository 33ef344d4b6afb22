import { PickupLocationList, PickupLocationsRequest } from '@shop/domain/pickup.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { ErrorBody } from '../../http/schemas';
import { pickupStoresFor } from './pickup-stores';

/**
 * The shop's side of the stock (DESIGN §15): `POST /api/pickup-locations/ {items}` → the stores that hand over pickups,
 * each with `has_all` (every line of the cart on its shelf now). Open to guests: the checkout asks before signing up.
 */
export function stockRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/pickup-locations',
      {
        schema: {
          tags: ['orders'],
          body: PickupLocationsRequest,
          response: { 200: PickupLocationList, 400: ErrorBody },
        },
      },
      async (req) =>
        pickupStoresFor(
          db,
          req.body.items.map((i) => ({ productId: i.product, variantId: i.variant, quantity: i.quantity })),
        ),
    );
  };
}
