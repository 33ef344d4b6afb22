import type {
  AdminOrder,
  OrderMail,
  AdminOrderListQuery,
  AdminOrderPage,
  AdminOrderPatch,
  BulkTransitionRequest,
  BulkTransitionResponse,
  MarkPaidRequest,
  RefundRequest,
  TransitionRequest,
} from '@shop/domain/admin.schemas';
import type { AuditAction } from '@shop/domain/audit-actions';
import type { OrderStatus } from '@shop/domain/order-status';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { SERVER_ERROR } from '../../http/error-handler';
import { AppError } from '../../http/errors';
import { paginate } from '../../http/pagination';
import type { OrderDeskService, OrderMailService, OrderWriteHook, OrdersService } from '../orders/orders.service';
import type { PaymentsService } from '../payments/payments.service';
import type { StaffContext } from '../../http/staff-context';
import type { AuditService } from '../audit/audit.service';

interface Deps {
  db: Db;
  orders: OrdersService;
  desk: OrderDeskService;
  mails: OrderMailService;
  payments: PaymentsService;
  audit: AuditService;
  publicUrl: string;
  log: FastifyBaseLogger;
}

type OrderRow = Parameters<OrderWriteHook>[1]['before'];

/** The fields of an order an audit row keeps before and after a staff write. */
function auditState(o: OrderRow) {
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

/**
 * The orders desk of the back office (issue 12 item 3, DESIGN §8). Every write goes through the orders module's
 * services and records its audit row from inside the write's transaction.
 */
export function createAdminOrdersService({ db, orders, desk, mails, payments, audit, publicUrl, log }: Deps) {
  /** The hook that writes the audit row of `action` with the order's state before and after (plus `extra`). */
  function audited(staff: StaffContext, action: AuditAction, extra: (before: OrderRow) => object = () => ({})) {
    const hook: OrderWriteHook = (tx, { before, after }) =>
      audit.record(tx, staff, {
        action,
        targetType: 'order',
        targetId: after.id,
        before: auditState(before),
        after: { ...auditState(after), ...extra(before) },
      });
    return hook;
  }

  async function detail(id: number): Promise<AdminOrder> {
    const [order, records, mailLog, trail] = await Promise.all([
      desk.detail(id),
      payments.paymentRecords(id),
      mails.list(id),
      audit.ofTarget('order', id),
    ]);
    return { ...order, payments: records, mails: mailLog, audit: trail };
  }

  /** One staff move of the domain's table, audited; the history keeps who and why. */
  function transition(
    staff: StaffContext,
    id: number,
    body: Omit<TransitionRequest, 'status'> & { status: OrderStatus },
  ) {
    const shipping = {
      shippingCompany: body.shipping_company || undefined,
      trackingNumber: body.tracking_number || undefined,
    };
    return orders.changeStatus(
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
    /** `GET /api/admin/orders/`. */
    async list(q: AdminOrderListQuery): Promise<AdminOrderPage> {
      const page = await desk.list(q);
      const params = new URLSearchParams();
      const filters = {
        status: q.status,
        payment_status: q.payment_status,
        payment_method: q.payment_method,
        search: q.search,
        date_from: q.date_from,
        date_to: q.date_to,
        ordering: q.ordering === '-created_at' ? undefined : q.ordering,
      };
      for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
      return {
        ...paginate(`${publicUrl}/api/admin/orders/`, params, q, page.count, page.results),
        count_capped: page.count_capped,
        status_counts: page.status_counts,
      };
    },

    /** `GET /api/admin/orders/{id}/`. */
    detail,

    /** `GET /api/admin/orders/{id}/mails/`: the order's mails, oldest first (404 for an unknown order). */
    async mails(id: number): Promise<OrderMail[]> {
      await desk.detail(id);
      return mails.list(id);
    },

    /**
     * `POST /api/admin/orders/{id}/mails/{mailId}/resend/`: the mail queued again, with the staff member's audit row in
     * the same transaction.
     */
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
      await desk.setStaffNote(id, body.staff_note, audited(staff, 'order.update'));
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

    /** `POST /api/admin/orders/{id}/mark-paid/`. */
    async markPaid(staff: StaffContext, id: number, body: MarkPaidRequest): Promise<AdminOrder> {
      await desk.markPaid(
        id,
        audited(staff, 'order.mark_paid', () => (body.note ? { note: body.note } : {})),
      );
      return detail(id);
    },

    /** `POST /api/admin/orders/{id}/refund/`: the amount given back is all that was received unless told. */
    async refund(staff: StaffContext, id: number, body: RefundRequest): Promise<AdminOrder> {
      const amount = body.amount ?? undefined;
      await desk.recordRefund(
        id,
        amount,
        audited(staff, 'order.refund', (before) => ({
          note: body.note,
          refund_amount: amount ?? before.amountReceived,
        })),
      );
      return detail(id);
    },
  };
}

export type AdminOrdersService = ReturnType<typeof createAdminOrdersService>;
