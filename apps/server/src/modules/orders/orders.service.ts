import { CHECKOUT_MESSAGES as M, localMobile } from '@shop/domain/order.schemas';
import {
  MY_ORDERS_PAGE_SIZE,
  type LookupContact,
  type MyOrdersQuery,
  type OrderLookupQuery,
} from '@shop/domain/order-lookup.schemas';
import { type Order, type OrderPage } from '@shop/domain/order-response.schemas';
import type { TaxSetting } from '@shop/domain/order-pricing';
import type { OrderStatus } from '@shop/domain/order-status';
import type { ShopSettingsValues } from '@shop/domain/settings.schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db, Tx } from '../../db/client';
import type { AuthUser } from '../../http/auth-guard';
import { AppError, NotFoundError } from '../../http/errors';
import { assertPageExists, paginate } from '../../http/pagination';
import type { RateLimiter } from '../../lib/rate-limit';
import type { ShippingService } from '../shipping/shipping.service';
import type { StockNotice } from '../stock/stock.service';
import { loadOrder, toOrders } from './order-answers';
import { createMarketplaceImport } from './order-marketplace-import';
import { createOrderPayments } from './order-payments.service';
import { type PlacementDeps, createOrderPlacement } from './order-placement.service';
import type { ReturnsOf } from './order-returns';
import type { ShipmentsOf } from './order-shipments';
import { createOrderStatusChanges } from './order-status.service';
import * as repo from './orders.repo';
import type { AccountPort } from './order-account';

// What other modules and app.ts use of orders: the payments module reads the order row and asks for transfer details.
export type { OrderRow } from './orders.repo';
export { invoiceOrder } from './order-invoicing';
export type { TransferInstructions } from './order-mails';
export { ORDER_MESSAGES, SYSTEM_CANCEL_REASONS } from './order-messages';
export { ORDER_EXPIRE_JOB } from './order-payments.service';
export { createOrderMailService, type OrderMailService } from './order-notices';
// The back office's orders desk and dashboard (their routes are orders-admin.routes.ts).
export { createOrderDeskService, type OrderDeskService } from './order-desk.service';
// The carriers' shipments, which the order answers show and a cancel, an edit and a payment by hand wait for: a port
// the carriers area implements. What carriers write of an order, in their transaction: its carrier and code, a COD
// transferred.
export type { ShipmentAttention, ShipmentsOf } from './order-shipments';
// The returns by line (DESIGN §17): the ReturnsOf port the returns area implements (app.ts hands it to orders), and
// what it writes of an order in its transaction when goods or money came back.
export {
  type OrderReturnsDetail,
  type ReturnOutcome,
  type ReturnedItem,
  type ReturnsOf,
  settleReturn,
} from './order-returns';
export { findOrderRow, listItemsOf, lockOrder, recordShipment } from './orders.repo';
export { type CodTransferResult, markCodTransferred } from './order-paid-marks';
// A provider's payment credited to the order, in the payments area's transaction.
export { applyPaymentCredit, lockOrderForPayment } from './order-money.repo';
export { createOrderStatsService, type OrderStatsService, statsRange } from './order-stats.service';
// Who used a voucher: its orders, for the promotions module's voucher page (app.ts hands it over).
export { listPromotionUses } from './orders.repo';
// The variants order lines name (the catalogue's variant removal), a customer's addresses and orders (the customer
// page): areas.ts hands them over.
export { customerOrderAddresses, customerRecentOrders, orderedVariantIds } from './order-lookups.repo';
export type { OrderWriteHook, StatusActor, StatusChangeOptions } from './order-status.service';
// On-account orders (DESIGN §17): the account port receivables implement, and the order writes it makes.
export {
  type AccountOrder,
  type AccountPort,
  lockOpenAccountOrders,
  reduceAccountPaid,
  setAccountPaid,
} from './order-account';
// Marketplace orders (DESIGN §16): the marketplaces area reads them and hands each read to importMarketplaceOrder.
export type { MarketplaceImported, MarketplaceLine, MarketplaceOrderRead } from './order-marketplace-import';
// The counter's sales (DESIGN §15): the pos module records them in its transaction, reads them, confirms a transfer.
export {
  type CounterPayment,
  type CounterSale,
  type CounterSaleCustomer,
  type CounterSaleItem,
  type RecordedCounterSale,
  confirmCounterTransfer,
  counterSaleOrder,
  recordCounterSale,
} from './order-counter-sale';

/** DESIGN §7 'Rate limits': order lookup 20 / 10 min per client address. */
export const LOOKUP_LIMIT = { points: 20, durationSec: 10 * 60 };

/** `GET /api/orders/lookup/` found nothing: 404 `{success: false, error}` (DESIGN §3), not the usual `{detail}`. */
export class OrderLookupNotFoundError extends AppError {
  constructor() {
    super(404, M.orderNotFound);
  }

  override toBody() {
    return { success: false, error: this.message };
  }
}

interface Deps {
  db: Db;
  log: FastifyBaseLogger;
  shipping: ShippingService;
  config: Pick<Config, 'missingPaymentSettings' | 'publicUrl' | 'orderPaymentTtlMinutes'>;
  /** The shop's details: new-order notices go to its order e-mail (the admin's setting, else env). */
  shopDetails: () => Promise<ShopSettingsValues>;
  rateLimiter: RateLimiter;
  /**
   * Cancels the order's open online payment link at the provider, after the order was cancelled; logs its own
   * failures and never throws: the shopper's cancel stands whatever PayOS says.
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
  /** The buyer's lock of a voucher's per-user limit (users'). */
  users: PlacementDeps['users'];
  /** The orders' shipments (the carriers'): the answers show them, a cancel waits for a live one. */
  shipments: ShipmentsOf;
  /** The customers' accounts (receivables'): a cancelled or returned on_account order's payments (DESIGN §17). */
  account: Pick<AccountPort, 'released'>;
  /** The orders' returns by line (the returns'): the answers show them, a whole-order return gives back the rest. */
  returns: ReturnsOf;
}

/**
 * Orders: placing one (order-placement), changing its status (order-status), its side of the payment
 * (order-payments), and the reads of the shopper's pages, which live here.
 */
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
  users,
  shipments,
  account,
  returns,
}: Deps) {
  const ports = { shipments, returns };
  const lookupLimit = rateLimiter.limit('order-lookup', LOOKUP_LIMIT);
  const placement = createOrderPlacement({ db, shipping, config, shopDetails, stockCommitted, vouchersChanged, users });
  const statusChanges = createOrderStatusChanges({
    db,
    log,
    cancelPaymentLink,
    stockCommitted,
    vouchersChanged,
    shipments,
    account,
    returns,
  });
  const payments = createOrderPayments({ db, log, config, changeStatus: statusChanges.changeStatus });
  const marketplace = createMarketplaceImport({ db, log, walkInTx: statusChanges.walkInTx, stockCommitted });

  async function visibleOrder(user: AuthUser, id: number) {
    const row = await repo.findOrderRow(db, id);
    // Another user's order is "not found": never reveal that it exists (DESIGN §2).
    if (!row || (row.userId !== user.id && !user.isStaff)) throw new NotFoundError(M.orderNotFound);
    return row;
  }

  return {
    ...placement,
    ...statusChanges,
    ...payments,
    ...marketplace,

    /** The order's row if this user may see it (owner or staff), else a 404 that doesn't say it exists. */
    visibleOrder,

    /** The shop's tax setting in force, read before a counter sale's transaction (recordCounterSale prices with it). */
    async taxSetting(): Promise<TaxSetting> {
      return (await shipping.settings()).tax;
    },

    /** `GET /api/orders/{id}/`: the owner's or, for staff, any order; else 404. */
    async get(user: AuthUser, id: number): Promise<Order> {
      const row = await visibleOrder(user, id);
      return (await toOrders(db, ports, [row]))[0]!;
    },

    /** `GET /api/orders/my_orders/`: `page_size` per page (10 unless asked, at most 100), newest first. */
    async mine(user: AuthUser, { page, page_size: size }: MyOrdersQuery): Promise<OrderPage> {
      const offset = (page - 1) * size;
      const { rows, count } = await repo.listUserOrderRows(db, user.id, { limit: size, offset });
      assertPageExists({ page, page_size: size }, count);
      // The links keep a page size that was asked for, as the catalogue's do.
      const url = `${config.publicUrl}/api/orders/my_orders/`;
      const results = await toOrders(db, ports, rows);
      return paginate(url, new URLSearchParams(), { page, page_size: size }, count, results, {
        defaultPageSize: MY_ORDERS_PAGE_SIZE,
      });
    },

    /**
     * `POST /api/orders/{id}/update_status/`: the owner may cancel a pending order with no money against it; staff
     * make the DESIGN §4 transitions (kept with their name in the history).
     */
    async updateStatus(user: AuthUser, id: number, to: OrderStatus): Promise<Order> {
      await visibleOrder(user, id);
      const actor = user.isStaff ? { kind: 'staff' as const, userId: user.id } : { kind: 'owner' as const };
      await statusChanges.changeStatus(id, to, actor);
      return (await loadOrder(db, ports, id))!;
    },

    /**
     * `GET /api/orders/lookup/`: the id and the e-mail (case-insensitive) or the phone (in any of its forms) must
     * both match; rate limited. A wrong key and an unknown id get the same answer: nobody learns an order exists.
     */
    async lookup(query: OrderLookupQuery, ip: string): Promise<{ success: true; order: Order }> {
      await lookupLimit.consume(ip);
      const row = await repo.findOrderRow(db, query.order_id);
      if (!row || !contactMatches(row, query.email)) throw new OrderLookupNotFoundError();
      return { success: true, order: (await toOrders(db, ports, [row]))[0]! };
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;

function contactMatches(row: repo.OrderRow, contact: LookupContact): boolean {
  if ('phone' in contact) return localMobile(row.phoneNumber) === contact.phone;
  return row.email.toLowerCase() === contact.email;
}
