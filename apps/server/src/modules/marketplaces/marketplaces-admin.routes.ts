// The marketplaces in the back office (DESIGN §16), inside the staff scope: the card and linking a shop (admins, like
// the other settings), and "Đồng bộ ngay" (any staff member: it only pulls orders the poll would).
import {
  MarketplaceStates,
  MarketplaceChannelParam,
  MarketplaceConnectResponse,
  MarketplaceSyncResponse,
} from '@shop/domain/marketplace-admin.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthGuard } from '../../http/auth-guard';
import { ErrorBody } from '../../http/schemas';
import { staffOf } from '../../http/staff-context';
import type { MarketplacesService } from './marketplaces.service';

const tags = ['admin'];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 409: ErrorBody, 502: ErrorBody };

export function marketplacesAdminRoutes(marketplaces: MarketplacesService, guard: AuthGuard): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/admin/marketplaces/:channel/sync',
      { schema: { tags, params: MarketplaceChannelParam, response: { 200: MarketplaceSyncResponse, ...errors } } },
      async (req) => marketplaces.syncNow(req.params.channel),
    );

    const adminOnly: FastifyPluginAsyncZod = async (admin) => {
      admin.addHook('onRequest', guard.requireRole('admin'));

      admin.get(
        '/admin/marketplaces',
        { schema: { tags, response: { 200: MarketplaceStates, ...errors } } },
        async () => marketplaces.cards(),
      );

      admin.post(
        '/admin/marketplaces/:channel/connect',
        {
          schema: { tags, params: MarketplaceChannelParam, response: { 200: MarketplaceConnectResponse, ...errors } },
        },
        async (req) => marketplaces.connectUrl(staffOf(req), req.params.channel),
      );
    };
    await app.register(adminOnly);
  };
}
