/**
 * The counter's calls (DESIGN §15, `/api/admin/pos/…`, and the locations, products and customers the till reads).
 * Keys start with `['admin', 'pos']`. The till's shop settings and open shift are also kept on the device, so a page
 * that lost the connection still knows them.
 */
import type { AdminCustomerPage } from '@shop/domain/admin-customers.schemas';
import type { OpenShift, PosSale, PosSaleResult, Shift, ShiftList } from '@shop/domain/pos.schemas';
import type { PublicConfig } from '@shop/domain/shop.schemas';
import type { AdminStoreLocation } from '@shop/domain/store-location.schemas';
import type { PriceTier } from '@shop/domain/wholesale.schemas';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, NETWORK_ERROR_MESSAGE, api, toQuery } from '../../lib/api';
import { type SendOutcome, isFinalStatus } from './sale-queue';
import type { TillProductRow } from './till-items';
import { readDevice, writeDevice } from './till-device';

export const POS = ['admin', 'pos'] as const;

/** A place stock is kept (`GET /api/admin/locations/`, DESIGN §15). */
export type TillLocation = AdminStoreLocation;

const fetchLocations = (signal: AbortSignal) => api<TillLocation[]>('/api/admin/locations/', { signal });

/** The stores a till can sell in: stores, not warehouses, and not closed. */
export const sellingStores = (list: readonly TillLocation[]) =>
  list.filter((l) => l.kind === 'store' && l.status !== 'closed');

/** A read that falls back to what the device kept when the server can't be reached (and keeps each answer). */
async function keptOnDevice<T>(key: string, read: () => Promise<T>): Promise<T> {
  try {
    const value = await read();
    writeDevice(key, value);
    return value;
  } catch (error) {
    const kept = readDevice<T>(key);
    if (error instanceof ApiError && error.status === 0 && kept !== undefined) return kept;
    throw error;
  }
}

export const posQueries = {
  locations: () =>
    queryOptions({
      queryKey: [...POS, 'locations'],
      queryFn: ({ signal }) => keptOnDevice('locations', () => fetchLocations(signal)),
      staleTime: 5 * 60_000,
    }),

  /** The store's open shift, or null (the list may hold closed ones too: the open one has no `closed_at`). */
  openShift: (location: number) =>
    queryOptions({
      queryKey: [...POS, 'open-shift', location],
      queryFn: ({ signal }) =>
        keptOnDevice(`shift.${location}`, async () => {
          const list = await api<ShiftList>(`/api/admin/pos/shifts/${toQuery({ location, open: true })}`, { signal });
          return list.results.find((s) => s.location === location && s.closed_at === null) ?? null;
        }),
    }),

  shift: (id: number) =>
    queryOptions({
      queryKey: [...POS, 'shift', id],
      queryFn: ({ signal }) => api<Shift>(`/api/admin/pos/shifts/${id}/`, { signal }),
    }),

  /** A sale as the receipt shows it (the order, the store, payments and change). */
  sale: (orderId: number) =>
    queryOptions({
      queryKey: [...POS, 'sale', orderId],
      queryFn: ({ signal }) => api<PosSaleResult>(`/api/admin/pos/sales/${orderId}/`, { signal }),
    }),

  /** The shop's name and its tax on top of prices (`GET /api/config`, public). */
  config: () =>
    queryOptions({
      queryKey: [...POS, 'config'],
      queryFn: ({ signal }) => keptOnDevice('config', () => api<PublicConfig>('/api/config', { signal, auth: false })),
      staleTime: 10 * 60_000,
    }),
};

export const posWrites = {
  openShift: (body: OpenShift) => api<Shift>('/api/admin/pos/shifts/', { method: 'POST', json: body }),
  closeShift: (id: number, counted_cash: number) =>
    api<Shift>(`/api/admin/pos/shifts/${id}/close/`, { method: 'POST', json: { counted_cash } }),
  confirmTransfer: (orderId: number) =>
    api<PosSaleResult>(`/api/admin/pos/sales/${orderId}/confirm-transfer/`, { method: 'POST' }),
};

/** Remembers the open shift the server answered, for a page that loses the connection. */
export function keepShift(location: number, shift: Shift | null) {
  writeDevice(`shift.${location}`, shift);
}

/** One sale to the server, and how it went: recorded, refused for good, or to be tried again. */
export async function sendSale(body: PosSale): Promise<SendOutcome> {
  try {
    return { kind: 'sent', result: await api<PosSaleResult>('/api/admin/pos/sales/', { method: 'POST', json: body }) };
  } catch (error) {
    if (error instanceof ApiError && isFinalStatus(error.status)) {
      return { kind: 'final', status: error.status, message: error.message };
    }
    return { kind: 'retry', message: error instanceof Error ? error.message : NETWORK_ERROR_MESSAGE };
  }
}

type ProductRows = { results: TillProductRow[] };

/** `?barcode=`: the product (or variant) with exactly this code; a few rows at most. */
export const productsByBarcode = (code: string, signal?: AbortSignal) =>
  api<ProductRows>(`/api/admin/products/${toQuery({ barcode: code, page_size: 5 })}`, { signal }).then(
    (r) => r.results,
  );

export const searchProducts = (search: string, signal?: AbortSignal) =>
  api<ProductRows>(`/api/admin/products/${toQuery({ search, is_active: true, page_size: 20 })}`, { signal }).then(
    (r) => r.results,
  );

/** One product as staff see it (a superset of a list row). */
export const productRow = (id: number) => api<TillProductRow>(`/api/admin/products/${id}/`);

export const priceTiers = (product: number) => api<PriceTier[]>(`/api/admin/products/${product}/price-tiers/`);

export const customersByPhone = (phone: string, signal?: AbortSignal) =>
  api<AdminCustomerPage>(`/api/admin/customers/${toQuery({ search: phone, page_size: 5 })}`, { signal });
