import {
  AdminCustomerCreate,
  AdminCustomerDetail,
  AdminCustomerMatchQuery,
  AdminCustomerMatches,
  AdminCustomerListQuery,
  AdminCustomerPage,
  AdminCustomerPatch,
} from '@shop/domain/admin-customers.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody, IdParam } from '../../http/schemas';
import { staffOf } from '../../http/staff-context';
import type { CustomersService } from './customers.service';

const tags = ['admin'];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/**
 * `/api/admin/customers…` (DESIGN §12): staff and admins. Registered inside the staff scope, whose guard has checked
 * the token and the role.
 */
export function customersAdminRoutes(customers: CustomersService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/admin/customers',
      { schema: { tags, querystring: AdminCustomerListQuery, response: { 200: AdminCustomerPage, ...errors } } },
      async (req) => customers.list(req.query),
    );

    app.post(
      '/admin/customers',
      { schema: { tags, body: AdminCustomerCreate, response: { 201: AdminCustomerDetail, ...errors } } },
      async (req, reply) => reply.code(201).send(await customers.create(staffOf(req), req.body)),
    );

    app.get(
      '/admin/customers/matches',
      { schema: { tags, querystring: AdminCustomerMatchQuery, response: { 200: AdminCustomerMatches, ...errors } } },
      async (req) => customers.matches(req.query),
    );

    app.get(
      '/admin/customers/:id',
      { schema: { tags, params: IdParam, response: { 200: AdminCustomerDetail, ...errors } } },
      async (req) => customers.detail(req.params.id),
    );

    app.patch(
      '/admin/customers/:id',
      {
        schema: { tags, params: IdParam, body: AdminCustomerPatch, response: { 200: AdminCustomerDetail, ...errors } },
      },
      async (req) => customers.update(staffOf(req), req.params.id, req.body),
    );
  };
}
