/**
 * The calls of checkout (spec 2 §7): the address service, the shipping fee, the vouchers (spec 1 §4 'Voucher
 * loading'), the guest's password mail, and order creation; the account calls are auth.queries'. Keys start with
 * 'checkout'.
 */
import type { Promotion, PromotionList } from '@shop/domain/catalog.schemas';
import type { CreateOrderRequest, Order, ShippingFeeResponse } from '@shop/domain/order.schemas';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';
import { fetchPublicPromotions } from '../catalog';

/** spec 2 §9: the address service answers within 10 s, else the selectors become text inputs. */
export const ADDRESS_TIMEOUT_MS = 10_000;
const ADDRESS_BASE = '/api/address';

export interface AdminUnit {
  id: string;
  full_name: string;
}

async function addressList(level: 1 | 2 | 3, parent: string, signal?: AbortSignal): Promise<AdminUnit[]> {
  const timeout = AbortSignal.timeout(ADDRESS_TIMEOUT_MS);
  const response = await fetch(`${ADDRESS_BASE}/${level}/${encodeURIComponent(parent)}.htm`, {
    signal: signal && typeof AbortSignal.any === 'function' ? AbortSignal.any([signal, timeout]) : timeout,
  });
  if (!response.ok) throw new Error(`Address service: ${response.status}`);
  const body = (await response.json()) as { error?: unknown; data?: unknown };
  if (body.error !== 0 || !Array.isArray(body.data)) throw new Error('Address service: malformed answer');
  return body.data
    .filter((u): u is { id: unknown; full_name: string } => typeof u?.full_name === 'string')
    .map((u) => ({ id: String(u.id), full_name: u.full_name }));
}

export const checkoutQueries = {
  provinces: () =>
    queryOptions({
      queryKey: queryKeys.checkout.address(1, '0'),
      queryFn: ({ signal }) => addressList(1, '0', signal),
      staleTime: Infinity,
      retry: false,
    }),
  districts: (provinceId: string) =>
    queryOptions({
      queryKey: queryKeys.checkout.address(2, provinceId),
      queryFn: ({ signal }) => addressList(2, provinceId, signal),
      staleTime: Infinity,
      retry: false,
      enabled: Boolean(provinceId),
    }),
  wards: (districtId: string) =>
    queryOptions({
      queryKey: queryKeys.checkout.address(3, districtId),
      queryFn: ({ signal }) => addressList(3, districtId, signal),
      staleTime: Infinity,
      retry: false,
      enabled: Boolean(districtId),
    }),
  /** spec 1 §4 'Voucher loading': the signed-in call first; on any failure the public one. */
  vouchers: (signedIn: boolean) =>
    queryOptions({
      queryKey: queryKeys.checkout.vouchers(signedIn),
      queryFn: async ({ signal }): Promise<Promotion[]> => {
        if (signedIn) {
          try {
            return (await api<PromotionList>('/api/promotions', { signal })).results;
          } catch {
            // Falls through to the public list.
          }
        }
        return (await fetchPublicPromotions(signal)).results;
      },
      retry: false,
    }),
};

export interface FeeInput {
  destination_address: string;
  ward: string;
  district: string;
  city: string;
  order_total: string;
  city_code?: string | undefined;
  district_code?: string | undefined;
  ward_code?: string | undefined;
}

export function calculateFee(input: FeeInput, signal?: AbortSignal): Promise<ShippingFeeResponse> {
  return api<ShippingFeeResponse>('/api/shipping/calculate-fee/', { method: 'POST', json: input, signal });
}

export function createOrder(
  body: Omit<CreateOrderRequest, 'note' | 'full_name'> & { note?: string; full_name?: string },
) {
  return api<Order>('/api/orders/', { method: 'POST', json: body });
}

export function sendGuestPassword(email: string, password: string) {
  return api<{ detail: string }>('/api/password-retrieval/', { method: 'POST', json: { email, password } });
}
