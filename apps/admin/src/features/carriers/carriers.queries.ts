/**
 * The carriers' calls (DESIGN §11): an order's shipment (create, cancel, label), many at once, the carriers'
 * settings and GHN's address mapping, and the COD money carriers hold. Keys start with `['admin', 'carriers']`; a
 * shipment write marks the order it belongs to (and the order lists) stale, since the order's status, carrier and
 * code move with it.
 */
import type { AddressMappingReport, CarrierSettings, CarrierSettingsBody } from '@shop/domain/carrier-settings.schemas';
import type {
  BulkShipmentResponse,
  CreateShipmentRequest,
  Shipment,
  ShipmentDraft,
  ShipmentQuote,
} from '@shop/domain/carrier.schemas';
import type { CodHoldings, CodRemittanceRequest, CodRemittanceResponse } from '@shop/domain/cod.schemas';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { api, apiBlob, toQuery } from '../../lib/api';

const CARRIERS = ['admin', 'carriers'] as const;

export const carriersQueries = {
  draft: (orderId: number) =>
    queryOptions({
      queryKey: [...CARRIERS, 'draft', orderId],
      queryFn: ({ signal }) => api<ShipmentDraft>(`/api/admin/orders/${orderId}/shipment/draft/`, { signal }),
    }),
  /** Each carrier's quote for the order's parcel, asked afresh each time the dialog opens. */
  quotes: (orderId: number) =>
    queryOptions({
      queryKey: [...CARRIERS, 'quotes', orderId],
      queryFn: ({ signal }) => api<ShipmentQuote[]>(`/api/admin/orders/${orderId}/shipment/quotes/`, { signal }),
      staleTime: 0,
      gcTime: 0,
    }),
  settings: () =>
    queryOptions({
      queryKey: [...CARRIERS, 'settings'],
      queryFn: ({ signal }) => api<CarrierSettings>('/api/admin/settings/carriers/', { signal }),
    }),
  mapping: () =>
    queryOptions({
      queryKey: [...CARRIERS, 'mapping'],
      queryFn: ({ signal }) => api<AddressMappingReport>('/api/admin/carriers/ghn/address-mapping/', { signal }),
    }),
  cod: () =>
    queryOptions({
      queryKey: [...CARRIERS, 'cod'],
      queryFn: ({ signal }) => api<CodHoldings>('/api/admin/cod/', { signal }),
    }),
};

const post = <T>(path: string, json: unknown) => api<T>(path, { method: 'POST', json });

export const carriersWrites = {
  create: (orderId: number, body: CreateShipmentRequest) =>
    post<Shipment>(`/api/admin/orders/${orderId}/shipment/`, body),
  cancel: (orderId: number) => api<unknown>(`/api/admin/orders/${orderId}/shipment/`, { method: 'DELETE' }),
  bulk: (order_ids: number[], carrier: CreateShipmentRequest['carrier']) =>
    post<BulkShipmentResponse>('/api/admin/shipments/', { order_ids, carrier }),
  settings: (body: CarrierSettingsBody) =>
    api<CarrierSettings>('/api/admin/settings/carriers/', { method: 'PUT', json: body }),
  syncMapping: () => post<AddressMappingReport>('/api/admin/carriers/ghn/address-mapping/sync/', {}),
  remit: (body: CodRemittanceRequest) => post<CodRemittanceResponse>('/api/admin/cod-remittances/', body),
};

/** One order's label, or several orders' (one carrier at a time), as the carrier printed it (HTML or PDF). */
export function fetchLabels(orderIds: number[]): Promise<Blob> {
  return orderIds.length === 1
    ? apiBlob(`/api/admin/orders/${orderIds[0]}/shipment/label/`)
    : apiBlob(`/api/admin/shipments/labels/${toQuery({ order_ids: orderIds.join(',') })}`);
}

/** After a shipment changed: the order (its status, carrier and code), the lists, the draft and the COD figures. */
export function shipmentChanged(queryClient: QueryClient, orderIds: number[]) {
  for (const id of orderIds) {
    void queryClient.invalidateQueries({ queryKey: ['admin', 'orders', 'detail', id] });
    void queryClient.invalidateQueries({ queryKey: [...CARRIERS, 'draft', id] });
  }
  void queryClient.invalidateQueries({ queryKey: ['admin', 'orders', 'list'] });
  void queryClient.invalidateQueries({ queryKey: [...CARRIERS, 'cod'] });
}
