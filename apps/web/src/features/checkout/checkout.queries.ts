/**
 * The calls of checkout (spec 2 §7): the address service (@shop/client/address-units), the shipping fee, the vouchers (spec 1 §4 'Voucher
 * loading'), the pickup stores (DESIGN §15), the guest's password mail, and order creation; the account calls are auth.queries'. Keys start with
 * 'checkout'.
 */
import type { Promotion, PromotionList } from '@shop/domain/catalog.schemas';
import type { CreateOrderRequest } from '@shop/domain/order.schemas';
import type { Order, ShippingFeeResponse } from '@shop/domain/order-response.schemas';
import type { CalculateFeeBody } from '@shop/domain/shipping-fee.schemas';
import type { PickupLocationList, PickupLocationsRequest } from '@shop/domain/pickup.schemas';
import { addressUnitsQuery } from '@shop/client/address-units';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';
import { fetchPublicPromotions } from '../catalog';

export const checkoutQueries = {
  provinces: () => addressUnitsQuery(1, '0'),
  districts: (provinceId: string) => addressUnitsQuery(2, provinceId),
  wards: (districtId: string) => addressUnitsQuery(3, districtId),
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
  /** `POST /api/pickup-locations/` (DESIGN §15): the stores that hand over pickups, each with whether it has the cart. */
  pickupStores: (items: PickupLocationsRequest['items']) =>
    queryOptions({
      queryKey: queryKeys.checkout.pickupStores(JSON.stringify(items)),
      queryFn: ({ signal }) =>
        api<PickupLocationList>('/api/pickup-locations/', { method: 'POST', json: { items }, signal }),
      // A shelf changes with every sale: asked again when the shopper comes back to the choice.
      staleTime: 30_000,
    }),
};

/** `POST /api/shipping/calculate-fee/` with the domain's request. */
export function calculateFee(input: CalculateFeeBody, signal?: AbortSignal): Promise<ShippingFeeResponse> {
  return api<ShippingFeeResponse>('/api/shipping/calculate-fee/', { method: 'POST', json: input, signal });
}

export function createOrder(
  body: Omit<CreateOrderRequest, 'note' | 'full_name' | 'invoice' | 'delivery_method' | 'pickup_location'> &
    Partial<Pick<CreateOrderRequest, 'delivery_method' | 'pickup_location'>> & {
      note?: string;
      full_name?: string;
      invoice?: CreateOrderRequest['invoice'];
    },
) {
  return api<Order>('/api/orders/', { method: 'POST', json: body });
}

export function sendGuestPassword(email: string, password: string) {
  return api<{ detail: string }>('/api/password-retrieval/', { method: 'POST', json: { email, password } });
}
