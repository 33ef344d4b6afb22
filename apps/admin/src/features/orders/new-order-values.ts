/** The "Tạo đơn" form's values: the request's shape (DESIGN §12), so the server's field messages land on the fields. */
import type { AdminOrder } from '@shop/domain/admin-orders.schemas';
import type { CalculateFeeBody } from '@shop/domain/shipping-fee.schemas';
import { STAFF_ORDER_SOURCES, type StaffOrderSource } from '@shop/domain/order-source';
import type { DeliveryMethod } from '@shop/domain/locations.rules';
import { type PaymentMethod, STAFF_PAYMENT_METHODS } from '@shop/domain/order-status';
import type { OrderReturn } from '@shop/domain/returns.schemas';
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
  /** The return (DESIGN §17) this order gives goods in exchange for; null: an ordinary order. */
  exchange_for: number | null;
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
  exchange_for: null,
};

const isStaffSource = (s: string): s is StaffOrderSource => (STAFF_ORDER_SOURCES as readonly string[]).includes(s);
const isStaffMethod = (m: string): m is PaymentMethod => (STAFF_PAYMENT_METHODS as readonly string[]).includes(m);

/**
 * "Tạo đơn đổi hàng" from a return (DESIGN §17: a return plus a new staff order linked to it): the order's customer and
 * address, the returned lines again at the price the customer paid (staff change the variant, the quantity or the
 * price as the exchange needs), its channel and payment method where staff may use them.
 */
export function exchangeDefaults(order: AdminOrder, ret: OrderReturn): NewOrderValues {
  const items = ret.lines.flatMap((l) => {
    const line = order.items.find((i) => i.id === l.order_item);
    if (!line?.product.id) return [];
    return [
      {
        product: line.product.id,
        variant: line.variant?.id ?? null,
        quantity: l.quantity,
        unit_price: line.price,
        price_reason: `Đổi hàng phiếu trả #${ret.id}`,
        name: line.product_name,
        variantName: line.variant_name,
        price: line.price,
        stock: null,
      },
    ];
  });
  return {
    ...NEW_ORDER_DEFAULTS,
    customer: {
      id: order.user_id ?? undefined,
      name: order.customer_name,
      phone: order.phone_number,
      email: order.email,
    },
    source: isStaffSource(order.source) ? order.source : 'phone',
    shipping_address: order.shipping_address,
    city: order.city,
    district: order.district,
    ward: order.ward,
    items,
    payment_method: isStaffMethod(order.payment_method) ? order.payment_method : 'cash',
    exchange_for: ret.id,
  };
}

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
