// Placing an order: everything priced from the database, one voucher checked under locks, the stock taken, and the
// order, its lines, its first history entry, its notices and its expiry written in one transaction.
import { CHECKOUT_MESSAGES as M, type CreateOrderRequest } from '@shop/domain/order.schemas';
import { type Order } from '@shop/domain/order-response.schemas';
import type { OrderSource } from '@shop/domain/order-source';
import type { PaymentMethod, StaffPaymentMethod } from '@shop/domain/order-status';
import { ORDER_TOTAL_MESSAGES, chargedTaxRate, fitsOrderAmounts, priceOrder } from '@shop/domain/order-pricing';
import type { ShopSettingsValues } from '@shop/domain/settings.schemas';
import { type Config, paymentMethods } from '../../config';
import type { Db, Tx } from '../../db/client';
import type { AuthUser } from '../../http/auth-guard';
import { BadRequestError } from '../../http/errors';
import type { CarrierFeeResult, DeliveryLocation, ShippingService, ShopSettings } from '../shipping/shipping.service';
import { type LocationCard, type StockNotice, pickupStore } from '../stock/stock.service';
import { type PricedLine, type RequestedLine, mergeLines } from './order-lines';
import { priceForBuyer } from './order-line-pricing';
import { checkVoucher, nonField } from './order-voucher-check';
import { writeOrder } from './order-placement-write';

/** A line's key in {@link StaffTerms.prices}: `product:variant` (no variant: empty). */
export const lineKey = (productId: number, variantId: number | null) => `${productId}:${variantId ?? ''}`;

/** What staff may set on an order they enter (DESIGN §12); the shop's checkout sets none of it. */
export interface StaffTerms {
  actorId: number;
  staffNote: string;
  /** Prices set by hand, by {@link lineKey}, with their reasons. */
  prices: ReadonlyMap<string, { price: number; reason: string }>;
  /** Absent: the shop's own quote. */
  shippingFee?: number | undefined;
  /** A counter sale: no address, no shipping fee. */
  counter: boolean;
}

/**
 * Where an order goes, resolved before its transaction: the located address, the shop's settings, and the carrier's
 * quote for its items when a carrier delivers there (network calls never run inside the transaction); or, for a
 * pickup in store (DESIGN §15), the store, checked again in the transaction.
 */
export interface PlacementPlace {
  location: DeliveryLocation;
  settings: ShopSettings;
  carrierFee?: CarrierFeeResult | undefined;
  pickup?: LocationCard | undefined;
}

/** The address fields of an order body, all blank for a pickup (it keeps no address: the shopper comes to the store). */
type AddressPart = Pick<CreateOrderRequest, 'shipping_address' | 'city' | 'district' | 'ward'> &
  Partial<Pick<CreateOrderRequest, 'city_code' | 'district_code' | 'ward_code'>>;

export function withoutAddress<B extends AddressPart>(body: B): B {
  return {
    ...body,
    shipping_address: '',
    city: '',
    district: '',
    ward: '',
    city_code: undefined,
    district_code: undefined,
    ward_code: undefined,
  };
}

/**
 * A pickup's place (DESIGN §15): its store, when it hands over pickups now (else 400 on `pickup_location`); no delivery,
 * so no fee. The store's province stands for the order's (a free-shipping voucher's HCMC rule: nothing to discount).
 */
export async function pickupPlace(db: Db, storeId: number, settings: ShopSettings): Promise<PlacementPlace> {
  const store = await pickupStore(db, storeId);
  return {
    location: { provinceCode: store.cityCode, distanceKm: null, codes: {}, names: {} },
    settings,
    pickup: store,
  };
}

/** Who an order is for and what it holds, as the shop's checkout and staff's order entry both give it. */
export interface PlacementInput {
  userId: number;
  /** The buyer's customer group, whose quantity prices apply (DESIGN §13). */
  customerGroupId: number | null;
  recipientName: string;
  body: Pick<
    CreateOrderRequest,
    'shipping_address' | 'phone_number' | 'email' | 'city' | 'district' | 'ward' | 'promotion_ids'
  > &
    Partial<Pick<CreateOrderRequest, 'invoice'>> & { note: string; payment_method: StaffPaymentMethod };
  requested: RequestedLine[];
  source: OrderSource;
  staff?: StaffTerms | undefined;
  /** An on_account order's days to pay after delivery (DESIGN §17): the trigger sets its due date from them. */
  paymentTermsDays?: number | undefined;
}

/** Staff's prices over the catalogue's: the line's unit price, its total and its reason in the snapshot. */
export function withStaffPrices(lines: PricedLine[], staff: StaffTerms | undefined): PricedLine[] {
  if (!staff || staff.prices.size === 0) return lines;
  return lines.map((l) => {
    const set = staff.prices.get(lineKey(l.productId, l.variantId));
    if (!set) return l;
    const snapshot = { ...l.snapshot, price: set.price, totalPrice: set.price * l.quantity, priceReason: set.reason };
    return { ...l, unitPrice: set.price, snapshot };
  });
}

/** Reads and checks everything the order is priced from (inside the transaction, before any write). */
async function price(
  tx: Tx,
  { shipping, users }: Pick<PlacementDeps, 'shipping' | 'users'>,
  { userId, customerGroupId, body, requested, staff }: PlacementInput,
  { location, settings, carrierFee, pickup }: PlacementPlace,
) {
  // Staff are bound by stock and pack sizes, not by one shopper's cart limit.
  const checks = { cartLimit: !staff };
  const lines = withStaffPrices(await priceForBuyer(tx, requested, customerGroupId, checks), staff);
  const subtotal = lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);
  // Handed over in a store (a counter sale, a pickup): nothing to deliver, no fee.
  const fee =
    staff?.counter || pickup
      ? 0
      : (staff?.shippingFee ?? shipping.quote(location, subtotal, settings.shipping, carrierFee).shipping_fee);
  const promotionId = body.promotion_ids[0];
  const promotion =
    promotionId === undefined ? undefined : await checkVoucher(tx, users, userId, promotionId, subtotal, location);
  const tax = settings.tax;
  const totals = priceOrder({
    lines: lines.map((l) => ({ price: l.unitPrice, discount_price: null, quantity: l.quantity })),
    shippingFee: fee,
    voucher: promotion
      ? { value: promotion.value, is_percentage: promotion.isPercentage, max_discount: promotion.maxDiscount }
      : null,
    taxRate: chargedTaxRate(tax),
  });
  if (!fitsOrderAmounts(totals)) nonField(400, ORDER_TOTAL_MESSAGES.tooLarge);
  return { lines, promotion, totals, tax };
}

/** An order as priced: its lines, its voucher, its totals and the tax it was priced with. */
export type PricedOrder = Awaited<ReturnType<typeof price>>;

export interface PlacementDeps {
  db: Db;
  shipping: ShippingService;
  config: Pick<Config, 'missingPaymentSettings' | 'orderPaymentTtlMinutes'>;
  /**
   * The shop's details: new-order notices go to its order e-mail (the admin's setting, else env); stock is reserved at
   * its preferred fulfilment location when that has every line.
   */
  shopDetails: () => Promise<ShopSettingsValues>;
  /** Told, once the transaction committed, what the order took from stock (app.ts drops it from the cache). */
  stockCommitted: (notice: StockNotice) => void;
  /** Run inside the transaction when the order uses a voucher up (the shop's voucher lists change). */
  vouchersChanged: (tx: Tx) => Promise<void>;
  /** The buyer's lock of a voucher's per-user limit (users' directory). */
  users: { lockUserForVoucher(tx: Tx, userId: number): Promise<void> };
}

export function createOrderPlacement({
  db,
  shipping,
  config,
  shopDetails,
  stockCommitted,
  vouchersChanged,
  users,
}: PlacementDeps) {
  const offered: readonly PaymentMethod[] = paymentMethods(config);

  /** 400 for a payment method the shop has turned off (its settings are missing). */
  function assertMethodOffered(method: PaymentMethod) {
    if (!offered.includes(method)) {
      throw new BadRequestError(M.paymentMethodUnavailable, { payment_method: [M.paymentMethodUnavailable] });
    }
  }

  /**
   * Places an order in one transaction: `prepare` names who it is for and what it holds (staff's order entry finds or
   * creates the customer there), then everything is priced from the database and written, and `after` (the audit
   * row) runs before the commit. The location is resolved before, outside the transaction.
   */
  async function placeWith(
    place: PlacementPlace,
    prepare: (tx: Tx) => Promise<PlacementInput>,
    after?: (tx: Tx, order: Order, input: PlacementInput) => Promise<void>,
  ): Promise<Order> {
    const details = await shopDetails();
    const shop = { email: details.order_notify_email ?? undefined, fulfilmentLocation: details.fulfilment_location };
    const touched: StockNotice[] = [];
    const order = await db.transaction(async (tx) => {
      const input = await prepare(tx);
      const priced = await price(tx, { shipping, users }, input, place);
      const placed = await writeOrder(tx, { config, vouchersChanged }, input, place, priced, touched, shop);
      if (after) await after(tx, placed, input);
      return placed;
    });
    touched.forEach(stockCommitted);
    return order;
  }

  /**
   * `POST /api/orders/`: everything priced from the database (client prices and fees ignored), one voucher,
   * the shipping fee from the same code as calculate-fee, tax from the settings; stock, voucher use, items,
   * promotions and the first history entry written in one transaction.
   */
  async function create(user: AuthUser, body: CreateOrderRequest): Promise<Order> {
    assertMethodOffered(body.payment_method);
    const requested = mergeLines(body.items);
    // The distance may come from a network provider: never inside the transaction.
    const settings = await shipping.settings();
    const pickup = body.delivery_method === 'pickup' && body.pickup_location !== null ? body.pickup_location : null;
    const place =
      pickup === null ? await shippedPlace(body, requested, settings) : await pickupPlace(db, pickup, settings);
    const recipientName = body.full_name || [user.firstName, user.lastName].filter(Boolean).join(' ');
    return placeWith(place, async () => ({
      userId: user.id,
      customerGroupId: user.customerGroupId,
      recipientName,
      body: pickup === null ? body : withoutAddress(body),
      requested,
      source: 'web',
    }));
  }

  /** A shipped order's place: the address located, and a carrier's quote for its own items (DESIGN §11). */
  async function shippedPlace(
    body: CreateOrderRequest,
    requested: RequestedLine[],
    settings: ShopSettings,
  ): Promise<PlacementPlace> {
    const location = await shipping.locate(body, settings.shipping);
    // A network call, so before the transaction.
    const items = requested.map((l) => ({ product: l.productId, quantity: l.quantity }));
    const carrierFee = await shipping.carrierFee(location, settings.shipping, body, items);
    return { location, settings, carrierFee };
  }

  return {
    create,
    placeWith,
    assertMethodOffered,
    /** A pickup's place at store `storeId` (400 when it hands over no pickups now), for staff's orders too. */
    pickupPlace: (storeId: number, settings: ShopSettings) => pickupPlace(db, storeId, settings),
  };
}
