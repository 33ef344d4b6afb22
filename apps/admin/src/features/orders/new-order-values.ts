/** The "Tạo đơn" form's values: the request's shape (DESIGN §12), so the server's field messages land on the fields. */
import type { CalculateFeeBody } from '@shop/domain/shipping-fee.schemas';
import type { StaffOrderSource } from '@shop/domain/order-source';
import type { DeliveryMethod } from '@shop/domain/locations.rules';
import type { PaymentMethod } from '@shop/domain/order-status';
import type { AddressForm } from './address-fields';
import type { InvoiceForm } from './invoice-values';
import type { LinesForm } from './order-lines';

export interface NewOrderValues extends AddressForm, LinesForm, InvoiceForm {
  /** `id`: the match staff confirmed (customer-fields.tsx). */
  customer: { id?: number | undefined; name: string; phone: string; email: string };
  source: StaffOrderSource;
  /** Shipped, or collected at `pickup_location` (DESIGN §15): no address, no fee. */
  delivery_method: DeliveryMethod;
  pickup_location: number | null;
  /** Blank: the shop's own quote, computed by the server. */
  shipping_fee?: number | undefined;
  promotion_ids: number[];
  payment_method: PaymentMethod;
  note: string;
  staff_note: string;
  /** Shown only (the request's schema drops it): the chosen customer's group, whose quantity prices the lines show. */
  buyer_group: number | null;
}

export const NEW_ORDER_DEFAULTS: NewOrderValues = {
  customer: { name: '', phone: '', email: '' },
  source: 'phone',
  delivery_method: 'ship',
  pickup_location: null,
  shipping_address: '',
  city: '',
  district: '',
  ward: '',
  items: [],
  shipping_fee: undefined,
  promotion_ids: [],
  payment_method: 'cash',
  note: '',
  staff_note: '',
  buyer_group: null,
  invoice: null,
};

/**
 * "Tính phí": the shop's quote for the order's own lines (DESIGN §11: the carrier weighs them), never the 1 kg a quote
 * without items takes.
 */
export function feeRequest(values: NewOrderValues, subtotal: number): CalculateFeeBody {
  return {
    destination_address: values.shipping_address,
    city: values.city,
    district: values.district,
    ward: values.ward,
    order_total: subtotal,
    items: values.items.map((l) => ({ product: l.product, variant: l.variant, quantity: l.quantity })),
  };
}
