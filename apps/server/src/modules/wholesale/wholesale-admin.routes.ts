import {
  CustomerGroup,
  CustomerGroupInput,
  CustomerGroupUpdate,
  PriceTier,
  PriceTierList,
} from '@shop/domain/wholesale.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody, IdParam } from '../../http/schemas';
import { staffOf } from '../../http/staff-context';
import type { WholesaleService } from './wholesale.service';

const tags = ['admin'];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/** Customer groups and a product's quantity prices under `/api/admin/` (DESIGN §13). */
export function wholesaleAdminRoutes(wholesale: WholesaleService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/admin/customer-groups', { schema: { tags, response: { 200: z.array(CustomerGroup), ...errors } } }, () =>
      wholesale.groups(),
    );

    app.post(
      '/admin/customer-groups',
      { schema: { tags, body: CustomerGroupInput, response: { 201: CustomerGroup, ...errors } } },
      async (req, reply) => reply.status(201).send(await wholesale.createGroup(staffOf(req), req.body)),
    );

    app.get(
      '/admin/customer-groups/:id',
      { schema: { tags, params: IdParam, response: { 200: CustomerGroup, ...errors } } },
      (req) => wholesale.group(req.params.id),
    );

    app.patch(
      '/admin/customer-groups/:id',
      { schema: { tags, params: IdParam, body: CustomerGroupUpdate, response: { 200: CustomerGroup, ...errors } } },
      (req) => wholesale.updateGroup(staffOf(req), req.params.id, req.body),
    );

    app.delete(
      '/admin/customer-groups/:id',
      { schema: { tags, params: IdParam, response: { 204: z.undefined(), ...errors } } },
      async (req, reply) => {
        await wholesale.deleteGroup(staffOf(req), req.params.id);
        return reply.status(204).send();
      },
    );

    app.get(
      '/admin/products/:id/price-tiers',
      { schema: { tags, params: IdParam, response: { 200: z.array(PriceTier), ...errors } } },
      (req) => wholesale.tiers(req.params.id),
    );

    app.put(
      '/admin/products/:id/price-tiers',
      { schema: { tags, params: IdParam, body: PriceTierList, response: { 200: z.array(PriceTier), ...errors } } },
      (req) => wholesale.putTiers(staffOf(req), req.params.id, req.body),
    );
  };
}
