import {
  StaffAccount,
  StaffAccountCreate,
  StaffAccountPage,
  StaffAccountUpdate,
  StaffListQuery,
} from '@shop/domain/admin-staff.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthGuard } from '../../http/auth-guard';
import { ErrorBody, IdParam } from '../../http/schemas';
import { staffOf } from '../../http/staff-context';
import type { StaffAdminService } from './staff-admin.service';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/**
 * Staff accounts under `/api/admin/staff/` (DESIGN §8): admins only. Registered inside the staff scope (app.ts), whose
 * checks run first; staff get a 403 here, before the body is read.
 */
export function usersAdminRoutes(staff: StaffAdminService, guard: AuthGuard): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', guard.requireRole('admin'));
    const tags = ['admin'];

    app.get(
      '/admin/staff',
      { schema: { tags, querystring: StaffListQuery, response: { 200: StaffAccountPage, ...errors } } },
      async (req) => staff.list(req.query),
    );

    app.post(
      '/admin/staff',
      { schema: { tags, body: StaffAccountCreate, response: { 201: StaffAccount, ...errors } } },
      async (req, reply) => reply.status(201).send(await staff.create(staffOf(req), req.body)),
    );

    app.get(
      '/admin/staff/:id',
      { schema: { tags, params: IdParam, response: { 200: StaffAccount, ...errors } } },
      async (req) => staff.get(req.params.id),
    );

    app.patch(
      '/admin/staff/:id',
      { schema: { tags, params: IdParam, body: StaffAccountUpdate, response: { 200: StaffAccount, ...errors } } },
      async (req) => staff.update(staffOf(req), req.params.id, req.body),
    );

    // DELETE disables, as PATCH {is_active: false} does (audited, the account's tokens stop at once): an account
    // stays, so that its audit rows and order history keep naming who did what.
    app.delete(
      '/admin/staff/:id',
      { schema: { tags, params: IdParam, response: { 200: StaffAccount, ...errors } } },
      async (req) => staff.update(staffOf(req), req.params.id, { is_active: false }),
    );

    app.post(
      '/admin/staff/:id/password-reset',
      { schema: { tags, params: IdParam, response: { 204: z.undefined(), ...errors } } },
      async (req, reply) => {
        await staff.sendPasswordReset(staffOf(req), req.params.id);
        return reply.status(204).send();
      },
    );
  };
}
