import { AuditPage, AuditQuery } from '@shop/domain/admin-audit.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/auth-guard';
import { ErrorBody } from '../../http/schemas';
import type { AuditService } from './audit.service';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/** `GET /api/admin/audit/` (DESIGN §8): the trail of staff writes. Registered inside the staff scope (app.ts). */
export function auditAdminRoutes(audit: AuditService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/admin/audit',
      { schema: { tags: ['admin'], querystring: AuditQuery, response: { 200: AuditPage, ...errors } } },
      async (req) => audit.list(req.query, currentUser(req).role),
    );
  };
}
