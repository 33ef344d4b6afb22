import {
  CHECKOUT_MESSAGES as M,
  MY_ORDERS_PAGE_SIZE,
  type CreateOrderRequest,
  type MyOrdersQuery,
  type Order,
  type OrderLookupQuery,
  type OrderPage,
} from '@shop/domain/order.schemas';
import { priceOrder } from '@shop/domain/order-pricing';
import {
  type OrderStatus,
  type PaymentMethod,
  RELEASED_STATUSES,
  canTransition,
  orderStatusLabel,
} from '@shop/domain/order-status';
import { hasMoneyAgainst, paymentStatusOnRelease } from '@shop/domain/payment.rules';
import { promotionDescription, promotionLabel } from '@shop/domain/promotion';
import { VOUCHER_MESSAGES, voucherRejection } from '@shop/domain/voucher.rules';
import type { FastifyBaseLogger } from 'fastify';
import { type Config, paymentMethods } from '../../config';
import type { Db, Tx } from '../../db/client';
import type { AuthUser } from '../../http/auth-guard';
import { AppError, BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../http/errors';
import { assertPageExists, paginate } from '../../http/pagination';
import { type JobRow, type JobSpec, enqueue, jobsInsert } from '../../lib/job-queue';
import type { RateLimiter } from '../../lib/rate-limit';
import type { ShopSettingsValues } from '@shop/domain/settings.schemas';
import type { DeliveryLocation, ShippingService, ShopSettings } from '../shipping/shipping.service';
import { type ProductUnits, type StockNotice, giveBackStock, takeStock as takeUnits } from '../stock/stock.service';
import {
  ORDER_LINE_MESSAGES,
  type PricedLine,
  type RequestedLine,
  mergeLines,
  priceLines,
  unitsByProduct,
} from './order-lines';
import { STATUS_MAIL, enqueueOrderMail, orderMailJob } from './order-notices';
import * as repo from './orders.repo';

/** The order row, for the payments module (which reads its money and status). */
export type { OrderRow } from './orders.repo';
// The orders desk (back office, DESIGN §8) is the orders module's too; the admin module reaches it through here.
export { createOrderDeskService, type OrderDeskService } from './order-desk.service';
// Order mails (issue 15): the job handler and the back office's mail log; the QR they show comes from payments.
export { ORDER_MAIL_JOB, createOrderMailService, type OrderMailService } from './order-notices';
export type { TransferInstructions } from './order-mails';

export const ORDER_EXPIRE_JOB = 'order.expire';

/** Why the shop cancelled an order itself (the cancel mail's reason, the history's note). */
export const SYSTEM_CANCEL_REASONS = {
  expired: 'Quá thời hạn thanh toán, đơn hàng đã tự động hủy.',
  paymentLinkFailed: 'Không tạo được liên kết thanh toán trực tuyến.',
} as const;

/** DESIGN §7 'Rate limits': order lookup 20 / 10 min per client address. */
export const LOOKUP_LIMIT = { points: 20, durationSec: 10 * 60 };

export const ORDER_MESSAGES = {
  voucherMissing: 'Voucher không tồn tại. Vui lòng chọn voucher khác',
  ownerMayOnlyCancel: 'Bạn chỉ có thể hủy đơn hàng của mình.',
  cancelNotAllowed: 'Chỉ có thể hủy đơn hàng đang chờ xác nhận và chưa thanh toán.',
  moneyReceived:
    'Cửa hàng đã nhận tiền thanh toán cho đơn hàng này nên bạn không thể tự hủy. Vui lòng liên hệ cửa hàng để được hỗ trợ hủy đơn và hoàn tiền.',
  tooLarge: 'Giá trị đơn hàng vượt quá giới hạn cho phép. Vui lòng chia thành nhiều đơn hàng nhỏ hơn.',
  transitionNotAllowed: (from: OrderStatus, to: OrderStatus) =>
    `Không thể chuyển đơn hàng từ "${orderStatusLabel(from)}" sang "${orderStatusLabel(to)}".`,
} as const;

/** Amounts are int4 columns. */
const MAX_AMOUNT = 2_147_483_647;

/** `GET /api/orders/lookup/` found nothing: 404 `{success: false, error}` (DESIGN §3), not the usual `{detail}`. */
export class OrderLookupNotFoundError extends AppError {
  constructor() {
    super(404, M.orderNotFound);
  }

  override toBody() {
    return { success: false, error: this.message };
  }
}

function nonField(status: 400 | 409, message: string): never {
  const fields = { non_field_errors: [message] };
  throw status === 400 ? new BadRequestError(message, fields) : new ConflictError(message, fields);
}

/** The voucher as the order keeps it: later edits of the voucher never change a placed order. */
function promotionSnapshot(p: repo.PromotionRow) {
  return {
    code: p.code,
    description: promotionDescription({ description: p.description, min_purchase_amount: p.minPurchaseAmount }),
    value_display: promotionLabel({ value: p.value, is_percentage: p.isPercentage }),
    image_url: p.imageUrl,
  };
}

/**
 * Who changes an order's status: its owner (cancel only, while pending with no money against it), a staff member
 * (DESIGN §4's transition table; kept as the history's actor), or the shop itself (a payment link that failed, an
 * unpaid order that expired: cancel only, on the owner's terms).
 */
export type StatusActor = { kind: 'owner' } | { kind: 'staff'; userId: number } | { kind: 'system' };

/**
 * What a staff write hands its caller inside the write's transaction, before the commit: the order's row before and
 * after the change (the back office writes its audit row here, so a failed write leaves none, DESIGN §8).
 */
export type OrderWriteHook = (tx: Tx, change: { before: repo.OrderRow; after: repo.OrderRow }) => Promise<void>;

/** The rest of a status change: its note (a cancel's reason), a shipment's carrier and tracking number, the hook. */
export interface StatusChangeOptions {
  note?: string | undefined;
  shipping?: repo.ShippingInfo;
  onChanged?: OrderWriteHook;
  /** Checked on the locked row: false leaves the order as it is (the shop's own cancels, e.g. an expiry). */
  onlyIf?: (order: repo.OrderRow) => boolean;
}

interface Deps {
  db: Db;
  log: FastifyBaseLogger;
  shipping: ShippingService;
  config: Pick<Config, 'missingPaymentSettings' | 'publicUrl' | 'orderPaymentTtlMinutes'>;
  /** The shop's details: new-order notices go to its order e-mail (the admin's setting, else env; issue 14). */
  shopDetails: () => Promise<ShopSettingsValues>;
  rateLimiter: RateLimiter;
  /**
   * Cancels the order's open online payment link at the provider, after the order was cancelled (issue 10 item 4);
   * logs its own failures and never throws: the shopper's cancel stands whatever PayOS says.
   */
  cancelPaymentLink?: (orderId: number) => Promise<void>;
  /**
   * Told, once the transaction committed, what an order's stock change touched: app.ts drops it from this
   * instance's catalogue cache at once (the notice reaches the others, and this one again, a moment later).
   */
  stockCommitted?: (notice: StockNotice) => void;
  /**
   * Run inside the order's transaction when it uses a voucher up, or a cancel makes one usable again: app.ts tells
   * every instance's catalogue cache, which holds the shop's voucher lists.
   */
  vouchersChanged?: (tx: Tx) => Promise<void>;
}

/** Orders (issue 5): create with stock and voucher taken in one transaction, read, change status, look up. */
export function createOrdersService({
  db,
  log,
  shipping,
  config,
  shopDetails,
  rateLimiter,
  cancelPaymentLink,
  stockCommitted = () => {},
  vouchersChanged = async () => {},
}: Deps) {
  const lookupLimit = rateLimiter.limit('order-lookup', LOOKUP_LIMIT);

  const offered = paymentMethods(config);
  const isAvailable = (method: PaymentMethod) => offered.includes(method);
  const isOnline = (method: PaymentMethod) => method === 'sepay' || method === 'payos';

  /** The shop's address for new-order notices, read before the order's transaction. */
  const shopOrderEmail = async (): Promise<string | undefined> => (await shopDetails()).order_notify_email ?? undefined;

  /** When an online payment chosen now runs out (ORDER_PAYMENT_TTL_MINUTES). */
  const paymentDeadline = () => new Date(Date.now() + config.orderPaymentTtlMinutes * 60_000);

  /**
   * The job that cancels the order if its money hasn't come by `expiresAt`, in the caller's transaction; one per
   * payment window (the key names it), so choosing an online method again after cash makes a new one.
   */
  function enqueueExpiry(tx: Tx, orderId: number, expiresAt: Date) {
    return enqueue(tx, expiryJob(orderId, expiresAt));
  }

  function expiryJob(orderId: number, expiresAt: Date): JobSpec {
    return {
      kind: ORDER_EXPIRE_JOB,
      key: `order:${orderId}:expire:${Math.floor(expiresAt.getTime() / 1000)}`,
      ref: `order:${orderId}`,
      payload: { orderId },
      runAt: expiresAt,
      maxAttempts: 5,
    };
  }

  /**
   * The voucher's terms checked for this user and order (DESIGN §4, §8): active, inside its window, not used up in
   * total, minimum purchase, per-user limit, free shipping only in HCMC. The counts are read under locks (the
   * voucher's for its total, then the user's for theirs), so a race cannot over-use it. Answers the voucher and
   * whether this order takes its last use.
   */
  async function checkVoucher(tx: Tx, userId: number, promotionId: number, subtotal: number, where: DeliveryLocation) {
    let promotion = await repo.findPromotion(tx, promotionId);
    if (!promotion) nonField(400, ORDER_MESSAGES.voucherMissing);
    let timesUsed: number | undefined;
    if (promotion.isActive && promotion.usageLimit !== null) {
      promotion = (await repo.findPromotion(tx, promotionId, true)) ?? promotion;
      timesUsed = await repo.countPromotionUses(tx, promotion.id);
    }
    let canUserUse = true;
    if (promotion.isActive && promotion.usageLimitPerUser !== null) {
      await repo.lockUserForVoucher(tx, userId);
      canUserUse = (await repo.countUsages(tx, userId, promotion.id)) < promotion.usageLimitPerUser;
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

  /** Gives back the stock of a cancelled or returned order; the ledger says which. */
  async function releaseStock(tx: Tx, orderId: number, to: OrderStatus, touched: StockNotice[]) {
    const items = await repo.listItemsOf(tx, orderId);
    const byProduct = new Map<number, ProductUnits>();
    for (const item of items) {
      // A product deleted since (product_id set null) has no stock to return.
      if (item.productId === null) continue;
      const entry = byProduct.get(item.productId) ?? { productId: item.productId, own: 0, sold: 0, variants: [] };
      entry.sold += item.quantity;
      if (item.variantName === null) entry.own += item.quantity;
      else if (item.variantId !== null) entry.variants.push({ id: item.variantId, quantity: item.quantity });
      byProduct.set(item.productId, entry);
    }
    const reason = to === 'returned' ? 'return' : 'cancellation';
    await giveBackStock(tx, [...byProduct.values()], orderId, reason, (n) => touched.push(n));
  }

  /** Reads and checks everything the order is priced from (inside the transaction, before any write). */
  async function price(
    tx: Tx,
    user: AuthUser,
    body: CreateOrderRequest,
    requested: RequestedLine[],
    location: DeliveryLocation,
    settings: ShopSettings,
  ) {
    const productIds = [...new Set(requested.map((l) => l.productId))];
    const variantIds = requested.flatMap((l) => (l.variantId === null ? [] : [l.variantId]));
    const [productsById, variantsById] = await Promise.all([
      repo.findProductsByIds(tx, productIds),
      repo.findVariantsByIds(tx, variantIds),
    ]);
    const lines = priceLines(requested, productsById, variantsById);
    const subtotal = lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);
    const fee = shipping.quote(location, subtotal, settings.shipping);
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
      // The resolved units' names, when they resolved (issue 10 item 9); a free-text ward is kept as typed.
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
      paymentExpiresAt: isOnline(body.payment_method) ? paymentDeadline() : null,
    });
    await takeStock(tx, order.id, lines, touched);
    // The order's mails and its expiry commit with it, or not at all (issue 15); they go with its items.
    const jobs = [
      orderMailJob(order, 'placed'),
      orderMailJob(order, 'shop_notice', { shopEmail }),
      order.paymentExpiresAt ? expiryJob(order.id, order.paymentExpiresAt) : null,
    ].filter((job) => job !== null);
    const also = [
      ...(promotion ? [repo.usageInsert(tx, { promotionId: promotion.id, userId: user.id, orderId: order.id })] : []),
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
    return repo.shapeOrder(order, items, applied, [first]);
  }

  /** Refuses a change this actor may not make of this order (409/403), before anything is written. */
  function checkChange(order: repo.OrderRow, to: OrderStatus, actor: StatusActor) {
    if (actor.kind === 'staff') {
      if (!canTransition(order.status, to)) {
        throw new ConflictError(ORDER_MESSAGES.transitionNotAllowed(order.status, to));
      }
      return;
    }
    if (to !== 'cancelled') throw new ForbiddenError(ORDER_MESSAGES.ownerMayOnlyCancel);
    if (order.status !== 'pending') throw new ConflictError(ORDER_MESSAGES.cancelNotAllowed);
    // A partial transfer counts: the money must go back through the shop, not vanish with a cancel.
    if (hasMoneyAgainst({ payment_status: order.paymentStatus, amount_received: order.amountReceived })) {
      throw new ConflictError(ORDER_MESSAGES.moneyReceived);
    }
    if (order.paymentStatus !== 'unpaid') throw new ConflictError(ORDER_MESSAGES.cancelNotAllowed);
  }

  /**
   * Sets the status and keeps it in the history with its actor. Cancelling or returning gives the stock back
   * (cancelling frees the voucher use too), and an order with money against it gets `refund_due`, never `paid`.
   */
  async function applyStatus(
    tx: Tx,
    order: repo.OrderRow,
    to: OrderStatus,
    actorId: number | null,
    opts: StatusChangeOptions,
    touched: StockNotice[],
  ) {
    const released = RELEASED_STATUSES.includes(to);
    const money = { payment_status: order.paymentStatus, amount_received: order.amountReceived };
    const paymentStatus = released ? paymentStatusOnRelease(money) : order.paymentStatus;
    await repo.setStatus(tx, order.id, to, paymentStatus, to === 'shipped' ? opts.shipping : undefined);
    await repo.insertHistory(tx, order.id, to, actorId, opts.note || null);
    if (released) {
      await releaseStock(tx, order.id, to, touched);
      // A voucher that was used up is usable again: the shop's voucher lists (cached) must show it.
      if (to === 'cancelled' && (await repo.deleteUsages(tx, order.id))) await vouchersChanged(tx);
    }
    const mail = STATUS_MAIL[to];
    if (mail) await enqueueOrderMail(tx, order, mail, { reason: opts.note });
    if (paymentStatus === 'refund_due' && order.paymentStatus !== 'refund_due') {
      log.warn(
        { orderId: order.id, status: to, amountReceived: order.amountReceived, finalTotal: order.finalTotal },
        'order with money against it released: refund due',
      );
    }
  }

  /**
   * The one way an order's status changes (the owner's cancel, staff's desk, the shop's own cancels): the row is
   * locked and read again (two cancellations at once must not return the stock twice, and a payment arriving at
   * the same moment is seen), the actor's rules checked, the change applied, and its mail to the shopper queued. A
   * cancelled order's open payment link is then cancelled at the provider, outside the transaction.
   * `opts.onChanged` runs inside the transaction, after the change: what it writes commits with it, and if it throws
   * nothing is changed. False when `opts.onlyIf` declined the change.
   */
  async function changeStatus(
    id: number,
    to: OrderStatus,
    actor: StatusActor,
    opts: StatusChangeOptions = {},
  ): Promise<boolean> {
    const touched: StockNotice[] = [];
    const changed = await db.transaction(async (tx) => {
      const order = await repo.lockOrder(tx, id);
      if (!order) throw new NotFoundError(M.orderNotFound);
      if (opts.onlyIf && !opts.onlyIf(order)) return false;
      checkChange(order, to, actor);
      await applyStatus(tx, order, to, actor.kind === 'staff' ? actor.userId : null, opts, touched);
      if (opts.onChanged) await opts.onChanged(tx, { before: order, after: (await repo.findOrderRow(tx, id))! });
      return true;
    });
    touched.forEach(stockCommitted);
    if (changed && to === 'cancelled' && cancelPaymentLink) {
      await cancelPaymentLink(id).catch((err: unknown) => {
        log.error({ err, orderId: id }, 'cancelling the payment link failed');
      });
    }
    return changed;
  }

  async function visibleOrder(user: AuthUser, id: number) {
    const row = await repo.findOrderRow(db, id);
    // Another user's order is "not found": never reveal that it exists (DESIGN §2).
    if (!row || (row.userId !== user.id && !user.isStaff)) throw new NotFoundError(M.orderNotFound);
    return row;
  }

  return {
    /** The order's row if this user may see it (owner or staff), else a 404 that doesn't say it exists. */
    visibleOrder,

    /**
     * `POST /api/orders/`: everything priced from the database (client prices and fees ignored), one voucher,
     * the shipping fee from the same code as calculate-fee, tax from the settings; stock, voucher use, items,
     * promotions and the first history entry written in one transaction.
     */
    async create(user: AuthUser, body: CreateOrderRequest): Promise<Order> {
      if (!isAvailable(body.payment_method)) {
        throw new BadRequestError(M.paymentMethodUnavailable, { payment_method: [M.paymentMethodUnavailable] });
      }
      const requested = mergeLines(body.items);
      // The distance may come from a network provider: never inside the transaction.
      const settings = await shipping.settings();
      const location = await shipping.locate(body, settings.shipping);
      const shopEmail = await shopOrderEmail();
      const touched: StockNotice[] = [];
      const order = await db.transaction(async (tx) => {
        const priced = await price(tx, user, body, requested, location, settings);
        return write(tx, user, body, location, priced, touched, shopEmail);
      });
      touched.forEach(stockCommitted);
      return order;
    },

    /** `GET /api/orders/{id}/`: the owner's or, for staff, any order; else 404. */
    async get(user: AuthUser, id: number): Promise<Order> {
      const row = await visibleOrder(user, id);
      return (await repo.toOrders(db, [row]))[0]!;
    },

    /** `GET /api/orders/my_orders/`: `page_size` per page (10 unless asked, at most 100), newest first. */
    async mine(user: AuthUser, { page, page_size: size }: MyOrdersQuery): Promise<OrderPage> {
      const offset = (page - 1) * size;
      const { rows, count } = await repo.listUserOrderRows(db, user.id, { limit: size, offset });
      assertPageExists({ page, page_size: size }, count);
      // The links keep a page size that was asked for, as the catalogue's do.
      const url = `${config.publicUrl}/api/orders/my_orders/`;
      const results = await repo.toOrders(db, rows);
      return paginate(url, new URLSearchParams(), { page, page_size: size }, count, results, {
        defaultPageSize: MY_ORDERS_PAGE_SIZE,
      });
    },

    /** The status change of {@link changeStatus}, for staff's desk (DESIGN §8) and the shop's own jobs. */
    changeStatus,

    /**
     * `POST /api/orders/{id}/update_status/`: the owner may cancel a pending order with no money against it; staff
     * make the DESIGN §4 transitions (kept with their name in the history).
     */
    async updateStatus(user: AuthUser, id: number, to: OrderStatus): Promise<Order> {
      await visibleOrder(user, id);
      await changeStatus(id, to, user.isStaff ? { kind: 'staff', userId: user.id } : { kind: 'owner' });
      return (await repo.loadOrder(db, id))!;
    },

    /**
     * Cancels an order whose online payment could not start (spec 2 §4: a failed payment link cancels the order),
     * on the owner's terms (pending, no money against it); stock and voucher use come back. False when it was not
     * cancellable.
     */
    async cancelUnpaid(id: number): Promise<boolean> {
      try {
        return await changeStatus(
          id,
          'cancelled',
          { kind: 'system' },
          { note: SYSTEM_CANCEL_REASONS.paymentLinkFailed },
        );
      } catch (error) {
        if (error instanceof ConflictError || error instanceof NotFoundError) return false;
        throw error;
      }
    },

    /**
     * The job of {@link enqueueExpiry}: an online order still pending with no money against it at its deadline is
     * cancelled by the shop (stock and voucher use come back, the PayOS link is cancelled, the shopper is mailed).
     * Anything else (paid, moved on, switched to cash, a later deadline) is left alone.
     */
    async expireUnpaid(job: JobRow): Promise<void> {
      const orderId = Number(job.payload.orderId);
      const order = await repo.findOrderRow(db, orderId);
      if (!order) return;
      // Taken a little early (another instance's clock): try again once the deadline has passed here too.
      if (order.paymentExpiresAt && order.paymentExpiresAt.getTime() > Date.now() + 1000) {
        throw new Error('the payment window is still open');
      }
      const expired = await changeStatus(
        orderId,
        'cancelled',
        { kind: 'system' },
        {
          note: SYSTEM_CANCEL_REASONS.expired,
          onlyIf: (o) =>
            o.status === 'pending' &&
            o.paymentStatus === 'unpaid' &&
            o.amountReceived === 0 &&
            isOnline(o.paymentMethod) &&
            o.paymentExpiresAt !== null &&
            o.paymentExpiresAt.getTime() <= Date.now() + 1000,
        },
      );
      if (expired) log.info({ orderId }, 'unpaid online order expired: cancelled, stock returned');
    },

    /**
     * The payment screens' choice of method for an unpaid order (payments module). Choosing an online method starts
     * its payment window (and expiry job) unless one is running; cash ends it. Answers the order's row after.
     */
    async choosePaymentMethod(id: number, method: PaymentMethod): Promise<repo.OrderRow> {
      return db.transaction(async (tx) => {
        const order = await repo.lockOrder(tx, id);
        if (!order) throw new NotFoundError(M.orderNotFound);
        if (order.paymentStatus === 'paid') return order;
        const expiresAt = isOnline(method) ? (order.paymentExpiresAt ?? paymentDeadline()) : null;
        const after = await repo.setPaymentMethod(tx, id, method, expiresAt);
        if (expiresAt && !order.paymentExpiresAt) await enqueueExpiry(tx, id, expiresAt);
        return after;
      });
    },

    /**
     * At start-up: an online order waiting for its money without a payment window (placed before this version)
     * gets one from now, and its expiry job. Every instance may run it; the keys keep one job per window.
     */
    async startMissingPaymentWindows(): Promise<number> {
      return db.transaction(async (tx) => {
        const started = await repo.openMissingPaymentWindows(tx, paymentDeadline());
        for (const order of started) await enqueueExpiry(tx, order.id, order.paymentExpiresAt);
        return started.length;
      });
    },

    /** Queues the shopper's 'payment received' mail in the payment's transaction (payments' webhooks). */
    async notifyPaid(tx: Tx, id: number): Promise<void> {
      const order = await repo.findOrderRow(tx, id);
      if (order) await enqueueOrderMail(tx, order, 'paid');
    },

    /** `GET /api/orders/lookup/`: id and e-mail must both match (e-mail case-insensitive); rate limited. */
    async lookup(query: OrderLookupQuery, ip: string): Promise<{ success: true; order: Order }> {
      await lookupLimit.consume(ip);
      const row = await repo.findOrderRow(db, query.order_id);
      if (!row || row.email.toLowerCase() !== query.email.toLowerCase()) throw new OrderLookupNotFoundError();
      return { success: true, order: (await repo.toOrders(db, [row]))[0]! };
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
