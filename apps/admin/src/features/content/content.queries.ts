/**
 * The home content and store calls (`/api/admin/banners/`, `feedback/`, `store-locations/`, `locations/`). Each
 * list is one query; a write marks only its own list stale (a location's flags, the stock figures too).
 */
import type {
  AdminBanner,
  AdminFeedback,
  BannerInput,
  BannerUpdate,
  FeedbackInput,
  FeedbackUpdate,
} from '@shop/domain/content.schemas';
import type {
  AdminStoreLocation,
  LocationInput,
  LocationUpdate,
  StoreLocationInput,
  StoreLocationUpdate,
  StorePlace,
} from '@shop/domain/store-location.schemas';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { api, toQuery } from '../../lib/api';

/** A list's path under `/api/admin/` and its query key. */
export type ContentList = 'banners' | 'feedback' | 'store-locations';

const listQuery = <T>(list: ContentList) =>
  queryOptions({
    queryKey: ['admin', 'content', list],
    queryFn: ({ signal }) => api<T[]>(`/api/admin/${list}/`, { signal }),
  });

export const bannersQuery = () => listQuery<AdminBanner>('banners');
export const feedbackQuery = () => listQuery<AdminFeedback>('feedback');
export const storesQuery = () => listQuery<AdminStoreLocation>('store-locations');

function writes<Item, Input, Update>(list: ContentList) {
  const base = `/api/admin/${list}/`;
  return {
    create: (input: Input) => api<Item>(base, { method: 'POST', json: input }),
    update: (id: number, patch: Update) => api<Item>(`${base}${id}/`, { method: 'PATCH', json: patch }),
    remove: (id: number) => api<null>(`${base}${id}/`, { method: 'DELETE' }),
    reorder: (ids: number[]) => api<Item[]>(`${base}reorder/`, { method: 'POST', json: { ids } }),
  };
}

/**
 * What every write to a content list shares (with `useStaffWrite`): the list is fetched again whatever the answer
 * (a refusal may say another staff member changed it first); a refusal no field shows is the dialog's message.
 */
export function contentWrite(list: ContentList) {
  const fetchAgain = (queryClient: QueryClient) =>
    queryClient.invalidateQueries({ queryKey: ['admin', 'content', list] });
  return { changed: fetchAgain, refused: fetchAgain, tell: 'dialog' as const };
}

export const bannerWrites = writes<AdminBanner, BannerInput, BannerUpdate>('banners');
export const feedbackWrites = writes<AdminFeedback, FeedbackInput, FeedbackUpdate>('feedback');
export const storeWrites = writes<AdminStoreLocation, StoreLocationInput, StoreLocationUpdate>('store-locations');

/** The locations' own calls (DESIGN §15; admins): a store's fields with the kind and the stock flags. */
export const locationWrites = {
  create: (input: LocationInput) => api<AdminStoreLocation>('/api/admin/locations/', { method: 'POST', json: input }),
  update: (id: number, patch: LocationUpdate) =>
    api<AdminStoreLocation>(`/api/admin/locations/${id}/`, { method: 'PATCH', json: patch }),
};

/** After a locations write: the stores list, the stock screens' locations, and every stock figure (it may move). */
export function locationsChanged(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: ['admin', 'content', 'store-locations'] });
  void queryClient.invalidateQueries({ queryKey: ['admin', 'stock'] });
  void queryClient.invalidateQueries({ queryKey: ['admin', 'products'] });
}

/** What a store with these units would get: the full address and the centroid (and how many levels units have). */
export const storePlaceQuery = (q: {
  city_code?: string;
  district_code?: string;
  ward_code?: string;
  street?: string;
}) =>
  queryOptions({
    queryKey: ['admin', 'content', 'store-place', q],
    queryFn: ({ signal }) => api<StorePlace>(`/api/admin/store-locations/place/${toQuery(q)}`, { signal }),
    staleTime: Infinity,
  });
