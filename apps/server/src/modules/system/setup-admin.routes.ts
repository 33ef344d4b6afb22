import { SetupItems, TestMailResponse } from '@shop/domain/owner-day.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthGuard } from '../../http/auth-guard';
import { ErrorBody } from '../../http/schemas';
import { staffOf } from '../../http/staff-context';
import type { SetupService } from './setup.service';

const tags = ['admin'];
const errors = { 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 502: ErrorBody };

/**
 * `/api/admin/setup/…`: the owner's setup checklist and its test mail. Admins only, like the settings it points to
 * (staff get a 403 and the dashboard leaves the checklist out).
 */
export function setupAdminRoutes(setup: SetupService, guard: AuthGuard): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', guard.requireRole('admin'));

    app.get('/admin/setup', { schema: { tags, response: { 200: SetupItems, ...errors } } }, async () => setup.items());

    app.post(
      '/admin/setup/test-mail',
      { schema: { tags, response: { 200: TestMailResponse, ...errors } } },
      async (req) => setup.testMail(staffOf(req)),
    );
  };
}
