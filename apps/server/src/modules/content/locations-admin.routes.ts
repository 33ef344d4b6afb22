import { AdminStoreLocation, LocationInput, LocationUpdate } from '@shop/domain/store-location.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthGuard } from '../../http/auth-guard';
import { ErrorBody, IdParam } from '../../http/schemas';
import { staffOf } from '../../http/staff-context';
import type { ContentService } from './content.service';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/**
 * The places stock is kept, `/api/admin/locations/` (DESIGN §15): the store locations' rows (§8's
 * `store-locations/` keeps their order, the shop's fields and delete) with their kind and stock flags. Staff read;
 * admins write, since a flag moves what the web sells. Registered inside the staff scope (app.ts).
 */
export function locationsAdminRoutes(content: ContentService, guard: AuthGuard): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['admin'];
    const adminOnly = guard.requireRole('admin');

    app.get(
      '/admin/locations',
      { schema: { tags, response: { 200: z.array(AdminStoreLocation), ...errors } } },
      async () => content.locations(),
    );

    app.post(
      '/admin/locations',
      { onRequest: adminOnly, schema: { tags, body: LocationInput, response: { 201: AdminStoreLocation, ...errors } } },
      async (req, reply) => reply.status(201).send(await content.createStore(staffOf(req), req.body)),
    );

    app.get(
      '/admin/locations/:id',
      { schema: { tags, params: IdParam, response: { 200: AdminStoreLocation, ...errors } } },
      async (req) => content.store(req.params.id),
    );

    app.patch(
      '/admin/locations/:id',
      {
        onRequest: adminOnly,
        schema: { tags, params: IdParam, body: LocationUpdate, response: { 200: AdminStoreLocation, ...errors } },
      },
      async (req) => content.updateStore(staffOf(req), req.params.id, req.body),
    );
  };
}
