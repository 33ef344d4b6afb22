import { ADMIN_MESSAGES } from '@shop/domain/admin.schemas';
import {
  type AdminOrder,
  type AdminOrderPage,
  type AdminOrderPatch,
  type AdminStatusEntry,
  type BulkTransitionRequest,
  type BulkTransitionResponse,
  type MarkPaidRequest,
  type OrderMail,
  type PaymentRecord,
  type RefundRequest,
  type TransitionRequest,
  type OrderNotification,
} from '@shop/domain/admin-orders.schemas';
import type { AdminOrderListQuery } from '@shop/domain/admin-order-query.schemas';
import type { AuditAction } from '@shop/domain/audit-actions';
import { staffMayMove } from '@shop/domain/marketplace.rules';
import { CHECKOUT_MESSAGES } from '@shop/domain/order.schemas';
import { refundAmount } from '@shop/domain/order-edit.rules';
import { type OrderStatus, canTransition, orderStatusLabel } from '@shop/domain/order-status';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { SERVER_ERROR } from '../../http/error-handler';
import { AppError, BadRequestError, ConflictError, NotFoundError } from '../../http/errors';
import type { StaffContext } from '../../http/staff-context';
import type { AuditService } from '../audit/audit.service';
import { toOrders } from './order-answers';
import { attentionConditions } from './order-attention';
import { listDeskPage } from './order-desk-list';
import { setRefunded } from './order-money.repo';
import type { OrderMailService } from './order-notices';
import { lockedWrite, markPaidByHand } from './order-paid-marks';
import type { ReturnsOf } from './order-returns';
import type { ShipmentsOf } from './order-shipments';
import type { OrderStatusChanges, OrderWriteHook } from './order-status.service';
import { type EmailDirectory, listHistoryWithActors } from './order-history';
import * as repo from './orders.repo';

/** The fields of an order an audit row keeps before and after a staff write. */
function auditState(o: repo.OrderRow) {
  return {
    status: o.status,
    payment_status: o.paymentStatus,
    amount_received: o.amountReceived,
    company_payment_received: o.companyPaymentReceived,
    tracking_number: o.trackingNumber,
    shipping_company: o.shippingCompany,
    staff_note: o.staffNote,
  };
}

interface Deps {
  db: Db;
  changeStatus: OrderStatusChanges['changeStatus'];
  mails: OrderMailService;
  audit: AuditService;
  /** Each provider payment credited to the order, oldest first (the payments module's). */
  paymentRecords: (orderId: number) => Promise<PaymentRecord[]>;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** Who moved the order, by e-mail (users' directory). */
  users: EmailDirectory;
  /** The order's mails (its mail log, given) and Zalo messages together (the zalo area's). */
  notifications: (orderId: number, mails: OrderMail[]) => Promise<OrderNotification[]>;
  /**
   * Before staff cancel an order: its shipment cancelled at the carrier (the carriers' area); throws (409) while it
   * can't be, and the order stays.
   */
  cancelShipment: (staff: StaffContext, orderId: number) => Promise<void>;
  /** The orders' shipments (the carriers'): shown on the order page, waited for by a payment by hand. */
  shipments: ShipmentsOf;
  /** Days a pickup waits at its store before the desk lists it as overdue (PICKUP_HOLD_DAYS). */
  pickupHoldDays: number;
  /** The orders' returns by line and refunds (the returns'): shown on the order page. */
  returns: ReturnsOf;
}

/**
 * The orders desk of the back office (DESIGN §8): staff's list and order page, and their writes. Status changes go
 * through order-status's changeStatus; every write records its audit row inside its own transaction, and answers
 * the order page as it is after.
 */
export function createOrderDeskService(deps: Deps) {
  const { db, changeStatus, mails, audit, paymentRecords, publicUrl, log, users, shipments, returns } = deps;
  const ports = { shipments, returns };
  const attention = attentionConditions(shipments.attention, deps.pickupHoldDays);
  /** The hook that writes the audit row of `action` with the order's state before and after (plus `extra`). */
  function audited(
    staff: StaffContext,
    action: AuditAction,
    extra: (before: repo.OrderRow) => object = () => ({}),
  ): OrderWriteHook {
    return (tx, { before, after }) =>
      audit.record(tx, staff, {
        action,
        targetType: 'order',
        targetId: after.id,
        before: auditState(before),
        after: { ...auditState(after), ...extra(before) },
      });
  }

  /** `GET /api/admin/orders/{id}/`: DESIGN §3's Order with who moved it and why, the customer, the internal note. */
  async function detail(id: number): Promise<AdminOrder> {
    const row = await repo.findOrderRow(db, id);
    if (!row) throw new NotFoundError(CHECKOUT_MESSAGES.orderNotFound);
    const [[order], lines, history, records, mailLog, trail, shown] = await Promise.all([
      toOrders(db, ports, [row]),
      repo.listItemsOf(db, id),
      listHistoryWithActors(db, id, users),
      paymentRecords(id),
      mails.list(id),
      audit.ofTarget('order', id),
      shipments.shown(db, [id]),
    ]);
    const status_history: AdminStatusEntry[] = history.map((h) => ({
      ...h,
      status_display: orderStatusLabel(h.status),
    }));
    const reasons = new Map(lines.map((l) => [l.id, l.priceReason]));
    return {
      ...order!,
      items: order!.items.map((i) => ({ ...i, price_reason: reasons.get(i.id) ?? null })),
      status_history,
      customer_name: row.recipientName,
      user_id: row.userId,
      staff_note: row.staffNote,
      source: row.source,
      marketplace_order_id: row.marketplaceOrderId,
      marketplace_status: row.marketplaceStatus,
      stock_short: row.stockShort,
      version: row.version,
      refund_amount: refundAmount(row),
      account:
        row.paymentMethod === 'on_account'
          ? {
              payment_terms_days: row.paymentTermsDays ?? 0,
              due_at: row.dueAt?.toISOString() ?? null,
              account_paid: row.accountPaid,
            }
          : null,
      payments: records,
      mails: mailLog,
      notifications: await deps.notifications(id, mailLog),
      audit: trail,
      shipment: shown.get(id) ?? null,
      ...(await returns.detail(db, row, order!.items)),
    };
  }

  /**
   * One staff move of the domain's table, audited; the history keeps who and why. A cancel first cancels the order's
   * shipment at its carrier.
   */
  async function transition(
    staff: StaffContext,
    id: number,
    body: Omit<TransitionRequest, 'status'> & { status: OrderStatus },
  ) {
    const shipping = {
      shippingCompany: body.shipping_company || undefined,
      trackingNumber: body.tracking_number || undefined,
    };
    if (body.status === 'cancelled') {
      // Only for a cancel the table allows, and staff may make: a refused one must not have cancelled the parcel.
      const order = await repo.findOrderRow(db, id);
      const allowed = order && canTransition(order.status, 'cancelled') && staffMayMove(order.source, 'cancelled');
      if (allowed) await deps.cancelShipment(staff, id);
    }
    return changeStatus(
      id,
      body.status,
      { kind: 'staff', userId: staff.userId },
      {
        note: body.note,
        shipping,
        onChanged: audited(staff, 'order.transition', () => (body.note ? { note: body.note } : {})),
      },
    );
  }

  return {
    list: (q: AdminOrderListQuery): Promise<AdminOrderPage> => listDeskPage({ db, publicUrl, attention }, q),

    detail,

    /** `GET /api/admin/orders/{id}/mails/`: the order's mails, oldest first (404 for an unknown order). */
    async mails(id: number): Promise<OrderMail[]> {
      if (!(await repo.findOrderRow(db, id))) throw new NotFoundError(CHECKOUT_MESSAGES.orderNotFound);
      return mails.list(id);
    },

    /** `POST /api/admin/orders/{id}/mails/{mailId}/resend/`: the mail queued again, with its audit row. */
    async resendMail(staff: StaffContext, id: number, mailId: number): Promise<OrderMail> {
      return db.transaction(async (tx) => {
        const mail = await mails.resend(tx, id, mailId);
        await audit.record(tx, staff, {
          action: 'order.mail_resend',
          targetType: 'order',
          targetId: id,
          before: null,
          after: { mail_id: mail.id, resend_of: mailId, event: mail.event, to: mail.to },
        });
        return mail;
      });
    },

    /** `PATCH /api/admin/orders/{id}/`: the internal note. */
    async update(staff: StaffContext, id: number, body: AdminOrderPatch): Promise<AdminOrder> {
      await lockedWrite(db, id, (tx) => repo.setStaffNote(tx, id, body.staff_note), audited(staff, 'order.update'));
      return detail(id);
    },

    /** `POST /api/admin/orders/{id}/transition/`. */
    async transition(staff: StaffContext, id: number, body: TransitionRequest): Promise<AdminOrder> {
      await transition(staff, id, body);
      return detail(id);
    },

    /**
     * `POST /api/admin/orders/bulk-transition/`: each order in its own transaction, so one that can't move doesn't
     * hold back the others; each answers what it would have answered alone.
     */
    async bulkTransition(staff: StaffContext, body: BulkTransitionRequest): Promise<BulkTransitionResponse> {
      const results: BulkTransitionResponse['results'] = [];
      for (const id of [...new Set(body.ids)]) {
        try {
          await transition(staff, id, {
            status: body.status,
            note: body.note,
            tracking_number: '',
            shipping_company: '',
          });
          results.push({ id, ok: true, status_code: 200, status: body.status });
        } catch (error) {
          if (error instanceof AppError) {
            results.push({ id, ok: false, status_code: error.statusCode, detail: error.message });
            continue;
          }
          // The orders already moved stay moved: this one answers as the error handler would have, masked.
          log.error({ err: error, orderId: id }, 'bulk transition failed');
          results.push({ id, ok: false, status_code: 500, detail: SERVER_ERROR });
        }
      }
      return { results };
    },

    /** `POST /api/admin/orders/{id}/mark-paid/`: see {@link markPaidByHand}. */
    async markPaid(staff: StaffContext, id: number, body: MarkPaidRequest): Promise<AdminOrder> {
      await markPaidByHand(
        { db, shipments },
        id,
        audited(staff, 'order.mark_paid', () => (body.note ? { note: body.note } : {})),
      );
      return detail(id);
    },

    /**
     * `POST /api/admin/orders/{id}/refund/`: the refund due was paid back, `refund_due` → `refunded` (409 otherwise).
     * The amount given back (all that was received unless told) may not exceed what was received.
     */
    async refund(staff: StaffContext, id: number, body: RefundRequest): Promise<AdminOrder> {
      const amount = body.amount ?? undefined;
      const onChanged = audited(staff, 'order.refund', (before) => ({
        note: body.note,
        refund_amount: amount ?? before.amountReceived,
      }));
      await lockedWrite(
        db,
        id,
        async (tx, order) => {
          if (order.paymentStatus !== 'refund_due') throw new ConflictError(ADMIN_MESSAGES.refundNotDue);
          if ((amount ?? 0) > order.amountReceived) {
            throw new BadRequestError(ADMIN_MESSAGES.refundTooLarge, { amount: [ADMIN_MESSAGES.refundTooLarge] });
          }
          return setRefunded(tx, id);
        },
        onChanged,
      );
      return detail(id);
    },
  };
}

export type OrderDeskService = ReturnType<typeof createOrderDeskService>;
