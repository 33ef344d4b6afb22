// Sales at the counter (DESIGN §15): each one an order written by the orders module in the counter's transaction,
// with the sale (the till's own id for it, its shift), its payments and its audit row; recorded once whatever the
// till resends; a transfer part confirmed by SePay's webhook (the payments area's, by the order's code) or by staff.
import type { Order } from '@shop/domain/order-response.schemas';
import { SETTLED_PAYMENT_STATUSES } from '@shop/domain/payment.rules';
import { type PosSettlement, settlePosPayments } from '@shop/domain/pos.rules';
import { POS_MESSAGES as M, type PosSale, type PosSaleResult } from '@shop/domain/pos.schemas';
import type { Db, Tx } from '../../db/client';
import { BadRequestError, ConflictError, NotFoundError } from '../../http/errors';
import type { StaffContext } from '../../http/staff-context';
import type { AuditService } from '../audit/audit.service';
import { type StoreRow, locationById } from '../content/content.service';
import {
  type CounterSaleCustomer,
  type OrderRow,
  type OrdersService,
  type RecordedCounterSale,
  confirmCounterTransfer,
  counterSaleOrder,
  recordCounterSale,
} from '../orders/orders.service';
import type { StockNotice } from '../stock/stock.service';
import { type UserDirectory, accounts } from '../users/users.service';
import * as repo from './pos.repo';

export interface SalesDeps {
  db: Db;
  orders: Pick<OrdersService, 'taxSetting' | 'assertMethodOffered'>;
  audit: AuditService;
  users: UserDirectory;
  /** The payments area's VietQR (a data URL) for what is still owed on an order; undefined while transfer is off. */
  transferQrUrl: (row: OrderRow) => Promise<string | undefined>;
  /** After a sale commits: what it took from stock (app.ts drops it from this instance's catalogue cache). */
  stockCommitted: (notice: StockNotice) => void;
}

/** A sale as recorded: the till's sale, its payments, the order's row and answer. */
interface RecordedSale {
  sale: repo.SaleRow;
  payments: repo.PaymentRow[];
  row: OrderRow;
  order: Order;
}

/** Everything a sale's answer (and its receipt) is made of. */
interface SaleParts extends RecordedSale {
  location: StoreRow | undefined;
  staffEmail: string | null;
}

/** The unique key of the till's id: a second sale under it is the first one sent again. */
const CLIENT_SALE_KEY = 'pos_sales_client_sale_id_unique';

/** How the parts settle `total`; 400 naming the field when they don't. */
function settle(body: PosSale, total: number): PosSettlement {
  const settled = settlePosPayments(total, body.payments, body.cash_received);
  if ('issue' in settled) {
    const [field, message] =
      settled.issue === 'paymentsSum' ? ['payments', M.paymentsSum(total)] : ['cash_received', M.cashShort];
    throw new BadRequestError(message, { [field]: [message] });
  }
  return settled;
}

/** The customer staff attached (found by phone in the customer search); 400 for an id of no account. */
async function customerOf(tx: Tx, id: number | null): Promise<CounterSaleCustomer | null> {
  if (id === null) return null;
  const user = await accounts.findUserById(tx, id);
  if (!user) throw new BadRequestError(M.customerMissing, { customer: [M.customerMissing] });
  return {
    id: user.id,
    name: [user.firstName, user.lastName].filter(Boolean).join(' '),
    phone: user.phoneNumber,
    email: user.email,
    groupId: user.customerGroupId,
  };
}

/** The shift the sale is rung up in, share-locked: it must be open, at the sale's location (409). */
async function openShiftFor(tx: Tx, body: PosSale) {
  const shift = await repo.lockShift(tx, body.shift, 'share');
  if (!shift) throw new BadRequestError(M.shiftNotFound, { shift: [M.shiftNotFound] });
  if (shift.closedAt) throw new ConflictError(M.shiftClosed);
  if (shift.locationId !== body.location) throw new ConflictError(M.shiftElsewhere);
  return shift;
}

/** The till's parts as recorded: a transfer is confirmed once staff confirmed it or the order's money is settled. */
function paymentRecords(payments: repo.PaymentRow[], row: OrderRow) {
  const settled = SETTLED_PAYMENT_STATUSES.includes(row.paymentStatus);
  return payments.map((p) => ({
    method: p.method,
    amount: p.amount,
    confirmed: p.method !== 'transfer' || p.confirmedAt !== null || settled,
  }));
}

export function createSales(deps: SalesDeps) {
  const { db, orders, audit, users } = deps;

  /** The answer: the order, the sale, its payments, the location's name and address, the QR while a transfer waits. */
  async function shape(p: SaleParts): Promise<PosSaleResult> {
    const payments = paymentRecords(p.payments, p.row);
    const waiting = payments.some((x) => !x.confirmed);
    const qr = waiting ? await deps.transferQrUrl(p.row) : undefined;
    return {
      order: p.order,
      client_sale_id: p.sale.clientSaleId,
      shift: p.sale.shiftId,
      location: p.sale.locationId,
      location_name: p.location?.name ?? '',
      location_address: p.location?.address ?? '',
      location_phone: p.location?.phone ?? null,
      payments,
      cash_received: p.sale.cashReceived,
      change: p.sale.change,
      stock_short: p.row.stockShort,
      transfer_qr_url: qr ?? null,
      staff: p.staffEmail,
    };
  }

  /** The answer of a sale as recorded, with its location and its staff member's e-mail. */
  async function answer(recorded: RecordedSale): Promise<PosSaleResult> {
    const { sale } = recorded;
    const [location, emails] = await Promise.all([
      locationById(db, sale.locationId),
      users.emailsByIds(db, [sale.staffId]),
    ]);
    const staffEmail = sale.staffId === null ? null : (emails.get(sale.staffId) ?? null);
    return shape({ ...recorded, location, staffEmail });
  }

  /** A recorded sale's answer, read back; 404 for an order that is not a counter sale. */
  async function load(orderId: number): Promise<PosSaleResult> {
    const sale = await repo.findSale(db, orderId);
    const found = sale && (await counterSaleOrder(db, orderId));
    if (!sale || !found) throw new NotFoundError(M.notCounterSale);
    return answer({ sale, payments: await repo.paymentsOf(db, orderId), ...found });
  }

  /**
   * Records the sale in one transaction, or finds it recorded: the till's id is held first, so a resend racing its
   * first send waits and then finds the order the first recorded. Answers whether this call recorded it.
   */
  async function write(
    staff: StaffContext,
    body: PosSale,
  ): Promise<{ created: boolean; recorded?: RecordedSale; orderId: number }> {
    const tax = await orders.taxSetting();
    const touched: StockNotice[] = [];
    const done = await db.transaction(async (tx) => {
      await repo.lockClientSaleId(tx, body.client_sale_id);
      const earlier = await repo.findSaleByClientId(tx, body.client_sale_id);
      if (earlier) return { created: false, orderId: earlier.orderId };
      if (body.payments.some((p) => p.method === 'transfer')) orders.assertMethodOffered('sepay');
      await openShiftFor(tx, body);
      const customer = await customerOf(tx, body.customer);
      const sale = {
        locationId: body.location,
        actorId: staff.userId,
        customer,
        items: body.items,
        allowShort: body.offline_at !== null,
        settle: (total: number) => settle(body, total),
      };
      const recorded = await keep(tx, staff, body, await recordCounterSale(tx, sale, tax, touched));
      return { created: true, orderId: recorded.row.id, recorded };
    });
    if (done.created) touched.forEach(deps.stockCommitted);
    return done;
  }

  /** The sale, its payments and its audit row, beside the order. */
  async function keep(
    tx: Tx,
    staff: StaffContext,
    body: PosSale,
    recorded: RecordedCounterSale,
  ): Promise<RecordedSale> {
    const orderId = recorded.row.id;
    const settled = settle(body, recorded.row.finalTotal);
    const { sale, payments } = await repo.insertSale(
      tx,
      {
        orderId,
        clientSaleId: body.client_sale_id,
        shiftId: body.shift,
        locationId: body.location,
        cashReceived: settled.cashReceived,
        change: settled.change,
        staffId: staff.userId,
      },
      body.payments.map((p) => ({ method: p.method, amount: p.amount })),
    );
    await audit.record(tx, staff, {
      action: 'order.pos_sale',
      targetType: 'order',
      targetId: orderId,
      before: null,
      after: {
        client_sale_id: body.client_sale_id,
        shift: body.shift,
        location: body.location,
        customer_id: body.customer,
        final_total: recorded.row.finalTotal,
        payments: body.payments,
        cash_received: settled.cashReceived,
        change: settled.change,
        prices: body.items.flatMap((i) =>
          i.unit_price == null
            ? []
            : [{ product: i.product, variant: i.variant, unit_price: i.unit_price, price_reason: i.price_reason }],
        ),
        ...(body.offline_at ? { offline_at: body.offline_at } : {}),
        ...(recorded.shortfalls.length ? { stock_short: recorded.shortfalls } : {}),
      },
    });
    return { sale, payments, row: recorded.row, order: recorded.order };
  }

  return {
    load,

    /**
     * `POST /api/admin/pos/sales/`: the sale recorded (201), or the one recorded under the same `client_sale_id`
     * (200), even when two sends race. A transfer part needs bank transfer on (400 otherwise).
     */
    async record(staff: StaffContext, body: PosSale): Promise<{ created: boolean; result: PosSaleResult }> {
      try {
        const done = await write(staff, body);
        return {
          created: done.created,
          result: done.recorded ? await answer(done.recorded) : await load(done.orderId),
        };
      } catch (err) {
        // The till's id is held while a sale is recorded, so a resend waits for its first send; should the unique key
        // still be what stopped a second order, the first one is the answer.
        if (!accounts.isUniqueViolation(err, CLIENT_SALE_KEY)) throw err;
        const winner = await repo.findSaleByClientId(db, body.client_sale_id);
        if (!winner) throw err;
        return { created: false, result: await load(winner.orderId) };
      }
    },

    /**
     * `POST /api/admin/pos/sales/{id}/confirm-transfer/`: staff saw the transfer arrive; the order is paid, audited.
     * 404 for no counter sale, 409 when it has no transfer or its money is settled already (SePay was first).
     */
    async confirmTransfer(staff: StaffContext, orderId: number): Promise<PosSaleResult> {
      await db.transaction(async (tx) => {
        if (!(await repo.findSale(tx, orderId))) throw new NotFoundError(M.notCounterSale);
        const transfer = await repo.lockTransferOf(tx, orderId);
        if (!transfer) throw new ConflictError(M.noTransfer);
        if (transfer.confirmedAt) throw new ConflictError(M.transferConfirmed);
        const outcome = await confirmCounterTransfer(tx, orderId);
        if (outcome !== 'confirmed') throw new ConflictError(M.transferConfirmed);
        await repo.confirmPayment(tx, transfer.id);
        await audit.record(tx, staff, {
          action: 'order.pos_transfer_confirm',
          targetType: 'order',
          targetId: orderId,
          before: { transfer: transfer.amount, confirmed: false },
          after: { transfer: transfer.amount, confirmed: true },
        });
      });
      return load(orderId);
    },
  };
}

export type Sales = ReturnType<typeof createSales>;
