import {
  MarketplaceChannelParam,
  MarketplaceLink,
  MarketplaceLinkAllResult,
  MarketplaceLinkInput,
  MarketplaceLinkPage,
  MarketplaceLinkParams,
  MarketplaceLinkQuery,
  MarketplacePushResult,
  MarketplaceRefreshResult,
  MarketplaceSettings,
  MarketplaceSettingsPatch,
} from '@shop/domain/marketplace-links.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthGuard } from '../../http/auth-guard';
import { ErrorBody } from '../../http/schemas';
import { staffOf } from '../../http/staff-context';
import type { MarketplaceLinks } from './marketplace-links';
import type { MarketplaceSettingsService } from './marketplace-settings';
import type { MarketplaceStockPush } from './marketplace-stock-push';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

const tags = ['admin'];
const base = '/admin/marketplaces/:channel';

/**
 * `/api/admin/marketplaces/{shopee|tiktok}/links/…` (DESIGN §16), inside the staff scope (app.ts): staff list, refresh
 * and link the marketplace's units (linking is catalogue work, as editing a product is).
 */
export function marketplaceLinksRoutes(links: MarketplaceLinks): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      `${base}/links`,
      {
        schema: {
          tags,
          params: MarketplaceChannelParam,
          querystring: MarketplaceLinkQuery,
          response: { 200: MarketplaceLinkPage, ...errors },
        },
      },
      async (req) => links.list(req.params.channel, req.query),
    );

    app.post(
      `${base}/links/refresh`,
      { schema: { tags, params: MarketplaceChannelParam, response: { 200: MarketplaceRefreshResult, ...errors } } },
      async (req) => links.refresh(staffOf(req), req.params.channel),
    );

    app.post(
      `${base}/links/link-all`,
      { schema: { tags, params: MarketplaceChannelParam, response: { 200: MarketplaceLinkAllResult, ...errors } } },
      async (req) => links.linkAll(staffOf(req), req.params.channel),
    );

    app.put(
      `${base}/links/:external_id`,
      {
        schema: {
          tags,
          params: MarketplaceLinkParams,
          body: MarketplaceLinkInput,
          response: { 200: MarketplaceLink, ...errors },
        },
      },
      async (req) => links.link(staffOf(req), req.params.channel, req.params.external_id, req.body),
    );
  };
}

/** `…/{shopee|tiktok}/settings/` and `…/push-stock/` ("push all"): admins only, on top of the staff scope's check. */
export function marketplaceStockRoutes(
  settings: MarketplaceSettingsService,
  stockPush: MarketplaceStockPush,
  guard: AuthGuard,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', guard.requireRole('admin'));
    app.get(
      `${base}/settings`,
      {
        schema: { tags, params: MarketplaceChannelParam, response: { 200: MarketplaceSettings, ...errors } },
      },
      async (req) => settings.get(req.params.channel),
    );

    app.patch(
      `${base}/settings`,
      {
        schema: {
          tags,
          params: MarketplaceChannelParam,
          body: MarketplaceSettingsPatch,
          response: { 200: MarketplaceSettings, ...errors },
        },
      },
      async (req) => settings.update(staffOf(req), req.params.channel, req.body),
    );

    app.post(
      `${base}/push-stock`,
      {
        schema: { tags, params: MarketplaceChannelParam, response: { 200: MarketplacePushResult, ...errors } },
      },
      async (req) => stockPush.pushAll(staffOf(req), req.params.channel),
    );
  };
}
