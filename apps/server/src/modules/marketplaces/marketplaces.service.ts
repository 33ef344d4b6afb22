// The marketplaces module's public entry (DESIGN §16): Shopee and TikTok Shop linked from the back office, their
// orders brought onto the desk by webhook hints and a poll. What other areas and app.ts use of it is named here.
import { MARKETPLACE_MESSAGES as M } from '@shop/domain/marketplace.rules';
import type { MarketplaceState } from '@shop/domain/marketplace-admin.schemas';
import { MARKETPLACE_CHANNELS, type MarketplaceChannel } from '@shop/domain/order-source';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { AppError, ConflictError } from '../../http/errors';
import type { StaffContext } from '../../http/staff-context';
import type { AuditService } from '../audit/audit.service';
import type { OrdersService } from '../orders/orders.service';
import { type ConnectStates, connectStates } from './marketplace-connect-state';
import {
  type EnabledMarketplace,
  MarketplaceNotLinkedError,
  createMarketplaceConnections,
} from './marketplace-connections';
import type { ConnectionRow } from './marketplace-connections.repo';
import { type MarketplaceLocation, createMarketplaceOrders } from './marketplace-orders';
import { createMarketplacePoll } from './marketplace-poll';
import { MarketplaceApiError } from './marketplace-provider';

export { MARKETPLACE_ORDER_JOB, type MarketplaceLocation } from './marketplace-orders';
export { MARKETPLACE_POLL_JOB } from './marketplace-poll';
export type { MarketplaceConnections } from './marketplace-connections';

export interface MarketplacesDeps {
  db: Db;
  log: FastifyBaseLogger;
  publicUrl: string;
  audit: AuditService;
  marketplaces: EnabledMarketplace[];
  orders: Pick<OrdersService, 'importMarketplaceOrder'>;
  location: MarketplaceLocation;
}

/** The marketplace's call failed (unreachable, or it said no): 502 with its reason, nothing half-written. */
class MarketplaceUnavailableError extends AppError {
  constructor(message: string) {
    super(502, message);
  }
}

function card(channel: MarketplaceChannel, enabled: boolean, row: ConnectionRow | undefined): MarketplaceState {
  return {
    channel,
    enabled,
    linked: !!row,
    shop_id: row?.shopId ?? null,
    shop_name: row?.shopName ?? null,
    token_expires_at: row?.accessExpiresAt.toISOString() ?? null,
    last_sync_at: row?.lastSyncAt?.toISOString() ?? null,
    last_error: row?.lastError ?? null,
  };
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function createMarketplacesService(deps: MarketplacesDeps) {
  const { db, log, publicUrl, audit } = deps;
  const connections = createMarketplaceConnections({ db, marketplaces: deps.marketplaces });
  const states = new Map<MarketplaceChannel, ConnectStates>(
    deps.marketplaces.map((m) => [m.provider.channel, connectStates(m.provider.channel, m.secret)]),
  );
  const orders = createMarketplaceOrders({ db, log, connections, orders: deps.orders, location: deps.location });
  const poll = createMarketplacePoll({ db, log, connections, orders });

  /** The marketplace when its keys are set; 409 saying so otherwise. */
  function enabled(channel: MarketplaceChannel) {
    const state = states.get(channel);
    if (!state) throw new ConflictError(M.off(channel));
    return { provider: connections.provider(channel), state };
  }

  const callbackUrl = (channel: MarketplaceChannel) => `${publicUrl}/api/marketplaces/${channel}/callback/`;

  return {
    connections,
    orders,
    poll,

    /** `GET /api/admin/marketplaces/`: both marketplaces, on or off, linked or not. */
    async cards(): Promise<MarketplaceState[]> {
      const rows = new Map((await connections.readAll()).map((r) => [r.channel, r]));
      return MARKETPLACE_CHANNELS.map((c) => card(c, states.has(c), rows.get(c)));
    },

    /**
     * `POST /api/admin/marketplaces/{channel}/connect/`: the marketplace's signed authorisation URL, sending the
     * seller back to our callback with a state signed for this admin (in the callback's query for Shopee, which keeps
     * the redirect's query; in the URL's own `state` for TikTok, which echoes it back).
     */
    connectUrl(staff: StaffContext, channel: MarketplaceChannel): { url: string } {
      const { provider, state } = enabled(channel);
      const signed = state.sign(staff.userId);
      const url = new URL(provider.authorizeUrl(`${callbackUrl(channel)}?state=${signed}`));
      if (url.searchParams.has('state')) url.searchParams.set('state', signed);
      return { url: url.toString() };
    },

    /**
     * `GET /api/marketplaces/{channel}/callback/`: links the shop when the state is ours and fresh, audited as the
     * admin who asked; a poll follows at once. Where to send the browser: the marketplaces screen, saying how it went.
     */
    async callback(channel: MarketplaceChannel, query: Record<string, string | undefined>, ip: string) {
      const done = (outcome: string) => `/admin/marketplaces?${outcome}`;
      const state = states.get(channel);
      const admin = state?.verify(query.state);
      if (!state || !admin) return done(`error=${encodeURIComponent(M.stateInvalid)}`);
      if (!query.code) return done(`error=${encodeURIComponent(M.codeMissing)}`);
      try {
        const row = await connections.connect(channel, { code: query.code, shopId: query.shop_id });
        await db.transaction((tx) =>
          audit.record(
            tx,
            { userId: admin.userId, ip },
            {
              action: 'settings.marketplace_connect',
              targetType: 'settings',
              targetId: null,
              before: null,
              after: { channel, shop_id: row.shopId, shop_name: row.shopName },
            },
          ),
        );
        await poll.soon(channel);
        return done(`connected=${channel}`);
      } catch (error) {
        log.warn({ err: error, channel }, 'marketplace link failed');
        return done(`error=${encodeURIComponent(M.connectFailed(channel, reasonOf(error)))}`);
      }
    },

    /** `POST /api/admin/marketplaces/{channel}/sync/` ("Đồng bộ ngay"): the orders changed since the last poll, now. */
    async syncNow(channel: MarketplaceChannel): Promise<{ orders: number }> {
      enabled(channel);
      try {
        return { orders: await poll.sync(channel) };
      } catch (error) {
        if (error instanceof MarketplaceNotLinkedError) throw new ConflictError(M.notLinked(channel));
        if (error instanceof MarketplaceApiError || error instanceof TypeError) {
          throw new MarketplaceUnavailableError(M.syncFailed(channel, error.message));
        }
        throw error;
      }
    },

    /**
     * A webhook (`POST /api/webhooks/{channel}/`): false when its signature is wrong, or the marketplace is off (there
     * is no key to check it with): nothing changes. Otherwise the order it names is queued for a re-read (a hint that
     * is not about an order is acknowledged and dropped).
     */
    async webhook(
      channel: MarketplaceChannel,
      path: string,
      rawBody: string,
      headers: Record<string, string | string[] | undefined>,
    ): Promise<boolean> {
      if (!states.has(channel)) return false;
      const hint = connections.provider(channel).readWebhook(`${publicUrl}${path}`, rawBody, headers);
      if (!hint) return false;
      if (hint.orderId) await orders.hint(channel, hint.orderId, rawBody);
      return true;
    },
  };
}

export type MarketplacesService = ReturnType<typeof createMarketplacesService>;
