/**
 * The marketplaces' calls (DESIGN §16, `/api/admin/marketplaces/…`): each marketplace's state and settings, its
 * links to the catalogue, and the actions (connect, sync, push stock, refresh items, link by SKU, link by hand).
 */
import { ADMIN_PAGE_SIZE } from '@shop/domain/admin.schemas';
import type {
  MarketplaceLink,
  MarketplaceLinkAllResult,
  MarketplaceLinkInput,
  MarketplaceLinkPage,
  MarketplacePushResult,
  MarketplaceRefreshResult,
  MarketplaceSettings,
  MarketplaceSettingsPatch,
} from '@shop/domain/marketplace-links.schemas';
import type {
  MarketplaceConnectResponse,
  MarketplaceState,
  MarketplaceSyncResponse,
} from '@shop/domain/marketplace-admin.schemas';
import type { MarketplaceChannel } from '@shop/domain/order-source';
import type { AdminStoreLocation } from '@shop/domain/store-location.schemas';
import { type QueryClient, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, toQuery } from '../../lib/api';
import type { LinksSearch } from './marketplaces-search';

const MARKETPLACES = ['admin', 'marketplaces'] as const;
const base = (channel: MarketplaceChannel) => `/api/admin/marketplaces/${channel}`;

export const marketplacesQueries = {
  /** Every marketplace's state; polled while the page is open, so a sync's result shows. */
  states: () =>
    queryOptions({
      queryKey: [...MARKETPLACES, 'states'],
      queryFn: ({ signal }) => api<MarketplaceState[]>('/api/admin/marketplaces/', { signal }),
      refetchInterval: 60_000,
    }),

  settings: (channel: MarketplaceChannel) =>
    queryOptions({
      queryKey: [...MARKETPLACES, channel, 'settings'],
      queryFn: ({ signal }) => api<MarketplaceSettings>(`${base(channel)}/settings/`, { signal }),
    }),

  links: (channel: MarketplaceChannel, search: LinksSearch) =>
    queryOptions({
      queryKey: [...MARKETPLACES, channel, 'links', search],
      queryFn: ({ signal }) =>
        api<MarketplaceLinkPage>(
          `${base(channel)}/links/${toQuery({
            linked: search.tab === 'linked',
            search: search.search,
            page: search.page,
            page_size: ADMIN_PAGE_SIZE,
          })}`,
          { signal },
        ),
      placeholderData: keepPreviousData,
    }),

  /** The locations a marketplace may take its stock from (the stock screens' query: one cache). */
  locations: () =>
    queryOptions({
      queryKey: ['admin', 'stock', 'locations'],
      queryFn: ({ signal }) => api<AdminStoreLocation[]>('/api/admin/locations/', { signal }),
      staleTime: 60_000,
    }),
};

export const marketplaceWrites = {
  connect: (channel: MarketplaceChannel) =>
    api<MarketplaceConnectResponse>(`${base(channel)}/connect/`, { method: 'POST' }),
  sync: (channel: MarketplaceChannel) => api<MarketplaceSyncResponse>(`${base(channel)}/sync/`, { method: 'POST' }),
  pushStock: (channel: MarketplaceChannel) =>
    api<MarketplacePushResult>(`${base(channel)}/push-stock/`, { method: 'POST' }),
  settings: (channel: MarketplaceChannel, patch: MarketplaceSettingsPatch) =>
    api<MarketplaceSettings>(`${base(channel)}/settings/`, { method: 'PATCH', json: patch }),
  refreshLinks: (channel: MarketplaceChannel) =>
    api<MarketplaceRefreshResult>(`${base(channel)}/links/refresh/`, { method: 'POST' }),
  linkAll: (channel: MarketplaceChannel) =>
    api<MarketplaceLinkAllResult>(`${base(channel)}/links/link-all/`, { method: 'POST' }),
  /** Links a unit by hand (its id may hold ':', Shopee's `item_id:model_id`), or unlinks it with nulls. */
  link: (channel: MarketplaceChannel, externalId: string, body: MarketplaceLinkInput) =>
    api<MarketplaceLink>(`${base(channel)}/links/${encodeURIComponent(externalId)}/`, { method: 'PUT', json: body }),
};

/** After any marketplace write: its states (last sync, last error) and its links are read again. */
export function marketplaceChanged(queryClient: QueryClient, channel?: MarketplaceChannel) {
  void queryClient.invalidateQueries({ queryKey: [...MARKETPLACES, 'states'] });
  void queryClient.invalidateQueries({ queryKey: channel ? [...MARKETPLACES, channel] : MARKETPLACES });
}
