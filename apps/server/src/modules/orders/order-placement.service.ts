// Placing an order: everything priced from the database, one voucher checked under locks, the stock taken, and the
// order, its lines, its first history entry, its mails and its expiry written in one transaction.
import { CHECKOUT_MESSAGES as M, type CreateOrderRequest } from '@shop/domain/order.schemas';
import { type Order } from '@shop/domain/order-response.schemas';
import { priceOrder } from '@shop/domain/order-pricing';
import { promotionDescription, promotionLabel } from '@shop/domain/promotion';
import type { ShopSettingsValues } from '@shop/domain/settings.schemas';
import { VOUCHER_MESSAGES, voucherRejection } from '@shop/domain/voucher.rules';
import { type Config, paymentMethods } from '../../config';
import type { Db, Tx } from '../../db/client';
import type { AuthUser } from '../../http/auth-guard';
import { BadRequestError, ConflictError } from '../../http/errors';
import { jobsInsert } from '../../lib/job-queue';
import type { CarrierFeeResult, DeliveryLocation, ShippingService, ShopSettings } from '../shipping/shipping.service';
import { type ProductUnits, type StockNotice, takeStock as takeUnits } from '../stock/stock.service';
import {
  ORDER_LINE_MESSAGES,
  type PricedLine,
  type RequestedLine,
  mergeLines,
  priceLines,
  unitsByProduct,
} from './order-lines';
import { ORDER_MESSAGES } from './order-messages';
import { orderMailJob } from './order-notices';
import { expiryJob, isOnlineMethod, paymentDeadline } from './order-payments.service';
import * as pricing from './order-pricing.repo';
import { shapeOrder } from './order-shape';
import * as repo from './orders.repo';

/** Amounts are int4 columns. */
const MAX_AMOUNT = 2_147_483_647;

function nonField(status: 400 | 409, message: string): never {
  const fields = { non_field_errors: [message] };
  throw status === 400 ? new BadRequestError(message, fields) : new ConflictError(message, fields);
}

/** The voucher as the order keeps it: later edits of the voucher never change a placed order. */
function promotionSnapshot(p: pricing.PromotionRow) {
  return {
    code: p.code,
    description: promotionDescription({ description: p.description, min_purchase_amount: p.minPurchaseAmount }),
    value_display: promotionLabel({ value: p.value, is_percentage: p.isPercentage }),
    image_url: p.imageUrl,
  };
}

/**
 * The voucher's terms checked for this user and order (DESIGN §4, §8): active, inside its window, not used up in
 * total, minimum purchase, per-user limit, free shipping only in HCMC. The counts are read under locks (the
 * voucher's for its total, then the user's for theirs), so a race cannot over-use it. Answers the voucher and
 * whether this order takes its last use.
 */
async function checkVoucher(tx: Tx, userId: number, promotionId: number, subtotal: number, where: DeliveryLocation) {
  let promotion = await pricing.findPromotion(tx, promotionId);
  if (!promotion) nonField(400, ORDER_MESSAGES.voucherMissing);
  let timesUsed: number | undefined;
  if (promotion.isActive && promotion.usageLimit !== null) {
    promotion = (await pricing.findPromotion(tx, promotionId, true)) ?? promotion;
    timesUsed = await pricing.countPromotionUses(tx, promotion.id);
  }
  let canUserUse = true;
  if (promotion.isActive && promotion.usageLimitPerUser !== null) {
    await pricing.lockUserForVoucher(tx, userId);
    canUserUse = (await pricing.countUsages(tx, userId, promotion.id)) < promotion.usageLimitPerUser;
  }
  const rejection = voucherRejection(
    {
      value: promotion.value,
      is_percentage: promotion.isPercentage,
      min_purchase_amount: promotion.minPurchaseAmount,
      is_active: promotion.isActive,
      usage_limit_per_user: promotion.usageLimitPerUser,
      can_user_use: canUserUse,
      usage_limit: promotion.usageLimit,
      starts_at: promotion.startsAt?.toISOString() ?? null,
      ends_at: promotion.endsAt?.toISOString() ?? null,
    },
    // An address that does not resolve is not known to be in HCMC: no free shipping for it.
    { subtotal, provinceCode: where.provinceCode ?? '', signedIn: true, now: new Date(), timesUsed },
  );
  if (rejection) nonField(rejection === VOUCHER_MESSAGES.alreadyUsed ? 409 : 400, rejection);
  const takesLastUse = timesUsed !== undefined && timesUsed + 1 === promotion.usageLimit;
  return { ...promotion, takesLastUse };
}

/**
 * Takes the stock of every line with the stock module's guarded statements (each change on the stock ledger under
 * the order's id); 409 naming the line that is short.
 */
async function takeStock(tx: Tx, orderId: number, lines: PricedLine[], touched: StockNotice[]) {
  const units = unitsByProduct(lines).map(([productId, u]): ProductUnits => ({
    productId,
    own: u.own,
    sold: u.sold,
    variants: u.variants.map((line) => ({ id: line.variantId!, quantity: line.quantity })),
  }));
  const short = await takeUnits(tx, units, orderId, (n) => touched.push(n));
  if (short) {
    const label = lines.find((l) => l.productId === short.productId && l.variantId === short.variantId)?.label;
    nonField(409, ORDER_LINE_MESSAGES.outOfStock(label ?? '', short.left));
  }
}

/** Reads and checks everything the order is priced from (inside the transaction, before any write). */
async function price(
  tx: Tx,
  shipping: ShippingService,
  user: AuthUser,
  body: CreateOrderRequest,
  requested: RequestedLine[],
  location: DeliveryLocation,
  settings: ShopSettings,
  carrierFee: CarrierFeeResult | undefined,
) {
  const productIds = [...new Set(requested.map((l) => l.productId))];
  const variantIds = requested.flatMap((l) => (l.variantId === null ? [] : [l.variantId]));
  const [productsById, variantsById] = await Promise.all([
    pricing.findProductsByIds(tx, productIds),
    pricing.findVariantsByIds(tx, variantIds),
  ]);
  const lines = priceLines(requested, productsById, variantsById);
  const subtotal = lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);
  const fee = shipping.quote(location, subtotal, settings.shipping, carrierFee);
  const promotionId = body.promotion_ids[0];
  const promotion =
    promotionId === undefined ? undefined : await checkVoucher(tx, user.id, promotionId, subtotal, location);
  const tax = settings.tax;
  const totals = priceOrder({
    lines: lines.map((l) => ({ price: l.unitPrice, discount_price: null, quantity: l.quantity })),
    shippingFee: fee.shipping_fee,
    voucher: promotion
      ? { value: promotion.value, is_percentage: promotion.isPercentage, max_discount: promotion.maxDiscount }
      : null,
    taxRate: tax.have_tax ? tax.tax_rate : null,
  });
  const largest = Math.max(totals.subtotal + totals.shippingFee + totals.taxAmount, totals.finalTotal);
  if (largest > MAX_AMOUNT) nonField(400, ORDER_MESSAGES.tooLarge);
  return { lines, promotion, totals, tax };
}

/**
 * Writes the order, takes its stock, records the voucher use and the first history entry; answers the order
 * from the rows written (no second read).
 */
async function write(
  tx: Tx,
  { config, vouchersChanged }: Pick<PlacementDeps, 'config' | 'vouchersChanged'>,
  user: AuthUser,
  body: CreateOrderRequest,
  location: DeliveryLocation,
  { lines, promotion, totals, tax }: Awaited<ReturnType<typeof price>>,
  touched: StockNotice[],
  shopEmail: string | undefined,
): Promise<Order> {
  const order = await repo.insertOrder(tx, {
    userId: user.id,
    shippingAddress: body.shipping_address,
    // The resolved units' names, when they resolved; a free-text ward is kept as typed.
    ward: location.names.ward ?? body.ward,
    district: location.names.district ?? body.district,
    city: location.names.city ?? body.city,
    cityCode: location.codes.city ?? null,
    districtCode: location.codes.district ?? null,
    wardCode: location.codes.ward ?? null,
    recipientName: body.full_name || [user.firstName, user.lastName].filter(Boolean).join(' '),
    phoneNumber: body.phone_number,
    email: body.email,
    note: body.note,
    totalPrice: totals.subtotal,
    shippingFee: totals.shippingFee,
    discount: totals.discount,
    haveTax: tax.have_tax,
    tax: String(tax.have_tax ? tax.tax_rate : 0),
    finalTotal: totals.finalTotal,
    paymentMethod: body.payment_method,
    paymentStatus: 'unpaid',
    paymentExpiresAt: isOnlineMethod(body.payment_method) ? paymentDeadline(config) : null,
  });
  await takeStock(tx, order.id, lines, touched);
  // The order's mails and its expiry commit with it, or not at all; they go with its items.
  const jobs = [
    orderMailJob(order, 'placed'),
    orderMailJob(order, 'shop_notice', { shopEmail }),
    order.paymentExpiresAt ? expiryJob(order.id, order.paymentExpiresAt) : null,
  ].filter((job) => job !== null);
  const also = [
    ...(promotion ? [pricing.usageInsert(tx, { promotionId: promotion.id, userId: user.id, orderId: order.id })] : []),
    ...(jobs.length > 0 ? [jobsInsert(tx, jobs)] : []),
  ];
  const { items, history: first } = await repo.insertItemsAndHistory(
    tx,
    order.id,
    lines.map((l) => l.snapshot),
    'pending',
    also.map((write) => write.getSQL()),
  );
  const applied: repo.OrderPromotionRow[] = [];
  if (promotion) {
    applied.push(
      await repo.insertOrderPromotion(tx, {
        orderId: order.id,
        promotionId: promotion.id,
        discountAmount: totals.discount,
        snapshot: promotionSnapshot(promotion),
      }),
    );
    // Used up now: the shop's voucher lists (cached) must drop it.
    if (promotion.takesLastUse) await vouchersChanged(tx);
  }
  return shapeOrder(order, items, applied, [first]);
}

export interface PlacementDeps {
  db: Db;
  shipping: ShippingService;
  config: Pick<Config, 'missingPaymentSettings' | 'orderPaymentTtlMinutes'>;
  /** The shop's details: new-order notices go to its order e-mail (the admin's setting, else env). */
  shopDetails: () => Promise<ShopSettingsValues>;
  /** Told, once the transaction committed, what the order took from stock (app.ts drops it from the cache). */
  stockCommitted: (notice: StockNotice) => void;
  /** Run inside the transaction when the order uses a voucher up (the shop's voucher lists change). */
  vouchersChanged: (tx: Tx) => Promise<void>;
}

export function createOrderPlacement({
  db,
  shipping,
  config,
  shopDetails,
  stockCommitted,
  vouchersChanged,
}: PlacementDeps) {
  const offered = paymentMethods(config);

  /**
   * `POST /api/orders/`: everything priced from the database (client prices and fees ignored), one voucher,
   * the shipping fee from the same code as calculate-fee, tax from the settings; stock, voucher use, items,
   * promotions and the first history entry written in one transaction.
   */
  async function create(user: AuthUser, body: CreateOrderRequest): Promise<Order> {
    if (!offered.includes(body.payment_method)) {
      throw new BadRequestError(M.paymentMethodUnavailable, { payment_method: [M.paymentMethodUnavailable] });
    }
    const requested = mergeLines(body.items);
    // The distance may come from a network provider: never inside the transaction.
    const settings = await shipping.settings();
    const location = await shipping.locate(body, settings.shipping);
    // A carrier quotes the order's own items (DESIGN §11): a network call, so before the transaction.
    const items = requested.map((l) => ({ product: l.productId, quantity: l.quantity }));
    const carrierFee = await shipping.carrierFee(location, settings.shipping, body, items);
    const shopEmail = (await shopDetails()).order_notify_email ?? undefined;
    const touched: StockNotice[] = [];
    const order = await db.transaction(async (tx) => {
      const priced = await price(tx, shipping, user, body, requested, location, settings, carrierFee);
      return write(tx, { config, vouchersChanged }, user, body, location, priced, touched, shopEmail);
    });
    touched.forEach(stockCommitted);
    return order;
  }

  return { create };
}
