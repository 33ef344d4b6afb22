/**
 * The order's answers (DESIGN §3): the one Order shape of create, detail, my_orders, lookup and update_status, its
 * lines and vouchers, and the shipping fee quote. The requests and their messages are in order.schemas.ts; each
 * schema and its inferred type share one name.
 */
import { z } from 'zod';
import { paginated } from './catalog.schemas';
import { OrderInvoice } from './invoice.schemas';
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from './order-status';
import { CARRIERS, PublicShipment } from './carrier.schemas';
import { DELIVERY_METHODS } from './locations.rules';
import { PublicOrderReturn, PublicRefund } from './returns.schemas';

const Id = z.int().positive();
/** Money is integer dong (DESIGN §1). */
const Dong = z.int().min(0);
const IsoDateTime = z.iso.datetime({ offset: true });

/** spec 2 §3 'Shipping fee response'. `DVVC`: a partner carrier collects its fee on delivery (outside HCMC). */
export const ShippingFeeResponse = z.object({
  shipping_fee: Dong,
  distance_km: z.number().min(0).nullable(),
  duration_text: z.string(),
  message: z.string(),
  DVVC: z.boolean(),
  fallback_used: z.boolean(),
  /** The carrier that quoted (DESIGN §11); absent or null for the shop's couriers and the fixed fee. */
  carrier: z.enum(CARRIERS).nullable().optional(),
  /**
   * The carrier's quote when the buyer pays it on delivery (`shipping_fee` is then 0): the fee to expect. Absent or
   * null otherwise.
   */
  carrier_fee: Dong.nullable().optional(),
});
export type ShippingFeeResponse = z.infer<typeof ShippingFeeResponse>;

/**
 * One line of an order, a snapshot taken when it was placed: later catalogue edits never change it. `product.id`
 * / `variant.id` are null once the product or variant was deleted from the catalogue.
 */
export const OrderItem = z.object({
  id: Id,
  product: z.object({ id: Id.nullable(), name: z.string() }),
  variant: z.object({ id: Id.nullable(), name: z.string() }).nullable(),
  product_name: z.string(),
  variant_name: z.string().nullable(),
  product_image_url: z.string(),
  variant_image_url: z.string().nullable(),
  quantity: z.int().positive(),
  unit: z.string(),
  /** Kilograms. */
  product_weight: z.number().min(0),
  /** Line price of one unit at order time. */
  price: Dong,
  total_price: Dong,
});
export type OrderItem = z.infer<typeof OrderItem>;

/** A voucher applied to an order, with its snapshot (`value_display` is promotionLabel()). */
export const OrderPromotion = z.object({
  id: Id,
  discount_amount: Dong,
  promotion: z.object({
    code: z.string(),
    description: z.string(),
    value_display: z.string(),
    image_url: z.string(),
  }),
});
export type OrderPromotion = z.infer<typeof OrderPromotion>;

export const OrderStatusEntry = z.object({ status: z.enum(ORDER_STATUSES), at: IsoDateTime });
export type OrderStatusEntry = z.infer<typeof OrderStatusEntry>;

/**
 * Where an order's stock is reserved and leaves from (DESIGN §15): a warehouse or a store; for a pickup, the store the
 * shopper collects at (its address, phone and hours shown instead of a delivery address).
 */
export const OrderLocation = z.object({
  id: Id,
  name: z.string(),
  address: z.string(),
  phone: z.string().nullable(),
  opening_hours: z.string(),
});
export type OrderLocation = z.infer<typeof OrderLocation>;

/** DESIGN §3 Order: the one shape of create, detail, my_orders, lookup and update_status. */
export const Order = z.object({
  id: Id,
  status: z.enum(ORDER_STATUSES),
  /** orderStatusLabel(status). */
  status_display: z.string(),
  created_at: IsoDateTime,
  updated_at: IsoDateTime,
  tracking_number: z.string().nullable(),
  shipping_company: z.string().nullable(),
  shipping_address: z.string(),
  ward: z.string(),
  district: z.string(),
  city: z.string(),
  phone_number: z.string(),
  email: z.string(),
  note: z.string(),
  items: z.array(OrderItem),
  /** The goods subtotal. */
  total_price: Dong,
  shipping_fee: Dong,
  /** Goods discount + shipping discount. */
  discount: Dong,
  have_tax: z.boolean(),
  /** A fraction (0.08), shown as a percent with one decimal. */
  tax: z.number().min(0),
  final_total: Dong,
  payment_method: z.enum(PAYMENT_METHODS),
  payment_status: z.enum(PAYMENT_STATUSES),
  company_payment_received: z.boolean(),
  sepay_transfer_amount: Dong,
  /**
   * All money credited to the order (bank transfers and PayOS). Above `final_total`: an overpayment to give back;
   * with `payment_status` `refund_due`: the amount to refund.
   */
  amount_received: Dong,
  sepay_gateway: z.string().nullable(),
  /**
   * When an unpaid bank-transfer or PayOS order is cancelled and its stock comes back; the QR screen
   * counts down to it. Null for cash on delivery.
   */
  payment_expires_at: IsoDateTime.nullable(),
  promotions: z.array(OrderPromotion),
  status_history: z.array(OrderStatusEntry),
  /** The VAT invoice asked for and the e-invoice's state (DESIGN §13). */
  invoice: OrderInvoice,
  /** The carrier's shipment (DESIGN §11): carrier, code and events; null before one is made. */
  shipment: PublicShipment.nullable().optional(),
  /** Shipped to the address above, or collected at `fulfilment_location` (DESIGN §15; the address is then empty). */
  delivery_method: z.enum(DELIVERY_METHODS),
  /** Null for an order placed before stock was kept per location. */
  fulfilment_location: OrderLocation.nullable(),
  /** Goods taken back by line (DESIGN §17), oldest first. */
  returns: z.array(PublicOrderReturn),
  /** Money given back, oldest first. */
  refunds: z.array(PublicRefund),
});
export type Order = z.infer<typeof Order>;

export const OrderPage = paginated(Order);
export type OrderPage = z.infer<typeof OrderPage>;

/** `GET /api/orders/lookup/` found the order. */
export const OrderLookupResponse = z.object({ success: z.literal(true), order: Order });
export type OrderLookupResponse = z.infer<typeof OrderLookupResponse>;

/** `GET /api/orders/lookup/` did not (404). */
export const OrderLookupError = z.object({ success: z.literal(false), error: z.string() });
export type OrderLookupError = z.infer<typeof OrderLookupError>;
