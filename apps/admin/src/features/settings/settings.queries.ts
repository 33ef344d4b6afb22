/**
 * The shop's settings (`/api/admin/settings/…`; admins only): the shipping rules with the fee preview,
 * the shop's details, and the address lookup the fee calculator picks from (the shop's own `/api/address/*`).
 */
import type { ShippingFeeResponse } from '@shop/domain/order-response.schemas';
import type { PageSlug } from '@shop/domain/pages.constants';
import type { Page, PageUpdate } from '@shop/domain/pages.schemas';
import type {
  ShippingPreviewRequest,
  ShippingSettingsBody,
  ShopSettings,
  ShopSettingsPatch,
} from '@shop/domain/settings.schemas';
import type { AdminStoreLocation } from '@shop/domain/store-location.schemas';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';

export const shippingSettingsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'settings', 'shipping'],
    queryFn: ({ signal }) => api<ShippingSettingsBody>('/api/admin/settings/shipping/', { signal }),
  });

export const shopSettingsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'settings', 'shop'],
    queryFn: ({ signal }) => api<ShopSettings>('/api/admin/settings/shop/', { signal }),
  });

/** The FAQ and the policy pages as Markdown. */
export const contentPagesQuery = () =>
  queryOptions({
    queryKey: ['admin', 'settings', 'pages'],
    queryFn: ({ signal }) => api<Page[]>('/api/admin/pages/', { signal }),
  });

/** The locations (DESIGN §15), for the preferred fulfilment location's choices. */
export const sellingLocationsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'stock', 'locations'],
    queryFn: ({ signal }) => api<AdminStoreLocation[]>('/api/admin/locations/', { signal }),
    staleTime: 60_000,
  });

export const settingsWrites = {
  shipping: (body: ShippingSettingsBody) =>
    api<ShippingSettingsBody>('/api/admin/settings/shipping/', { method: 'PUT', json: body }),
  previewShipping: (body: ShippingPreviewRequest) =>
    api<ShippingFeeResponse>('/api/admin/settings/shipping/preview/', { method: 'POST', json: body }),
  shop: (patch: ShopSettingsPatch) => api<ShopSettings>('/api/admin/settings/shop/', { method: 'PATCH', json: patch }),
  page: (slug: PageSlug, body: PageUpdate) => api<Page>(`/api/admin/pages/${slug}/`, { method: 'PUT', json: body }),
};

export function settingsChanged(queryClient: QueryClient, which: 'shipping' | 'shop' | 'pages', value: unknown) {
  queryClient.setQueryData(['admin', 'settings', which], value);
  return queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] });
}
