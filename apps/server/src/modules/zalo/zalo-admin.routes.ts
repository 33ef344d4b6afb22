import {
  ZaloSettings,
  ZaloStatus,
  ZaloTemplateId,
  ZaloTemplateInfo,
  ZaloTestSendRequest,
  ZaloTestSendResponse,
} from '@shop/domain/zalo.schemas';
import { OrderNotification } from '@shop/domain/admin-orders.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthGuard } from '../../http/auth-guard';
import { ErrorBody, IdParam } from '../../http/schemas';
import { staffOf } from '../../http/staff-context';
import type { ZaloService } from './zalo.service';

const tags = ['admin'];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 502: ErrorBody };
const MessageParam = IdParam.extend({ messageId: IdParam.shape.id });
const TemplateParam = z.object({ templateId: ZaloTemplateId.pipe(z.string().min(1)) });

/**
 * Zalo in the back office (DESIGN §14), inside the staff scope: the status the dashboard warns with and an order's
 * message resend (staff); the templates, their parameters read from Zalo, and their test-send (admins only, like the
 * other settings).
 */
export function zaloAdminRoutes(zalo: ZaloService, guard: AuthGuard): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/admin/zalo/status', { schema: { tags, response: { 200: ZaloStatus, ...errors } } }, async () =>
      zalo.status(),
    );

    app.post(
      '/admin/orders/:id/zalo/:messageId/resend',
      { schema: { tags, params: MessageParam, response: { 201: OrderNotification, ...errors } } },
      async (req, reply) => reply.code(201).send(await zalo.resend(staffOf(req), req.params.id, req.params.messageId)),
    );

    const adminOnly: FastifyPluginAsyncZod = async (admin) => {
      admin.addHook('onRequest', guard.requireRole('admin'));

      admin.get('/admin/settings/zalo', { schema: { tags, response: { 200: ZaloSettings, ...errors } } }, async () =>
        zalo.settings(),
      );

      admin.get(
        '/admin/settings/zalo/templates/:templateId',
        { schema: { tags, params: TemplateParam, response: { 200: ZaloTemplateInfo, ...errors } } },
        async (req) => zalo.templateInfo(req.params.templateId),
      );

      admin.put(
        '/admin/settings/zalo',
        { schema: { tags, body: ZaloSettings, response: { 200: ZaloSettings, ...errors } } },
        async (req) => zalo.updateSettings(staffOf(req), req.body),
      );

      admin.post(
        '/admin/settings/zalo/test',
        { schema: { tags, body: ZaloTestSendRequest, response: { 200: ZaloTestSendResponse, ...errors } } },
        async (req) => zalo.testSend(staffOf(req), req.body),
      );
    };
    await app.register(adminOnly);
  };
}
