// Receivables (công nợ, DESIGN §17): customers on payment terms buy on account, pay later, and staff follow what they
// owe. A payment pays the oldest open orders first, its left-over money is the customer's credit; the list, a
// customer's account and statement, and the daily overdue reminder.
import type {
  CustomerAccount,
  CustomerPayment,
  CustomerPaymentRequest,
  ReceivablesPage,
  ReceivablesQuery,
  Statement,
  StatementQuery,
} from '@shop/domain/receivables.schemas';
import { type CustomerPaymentKind, availableCredit } from '@shop/domain/receivables.rules';
import { contactSearchText } from '@shop/domain/search-text';
import { shopDay, shopDayRange } from '@shop/domain/shop-time';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/client';
import { assertPageExists, paginate } from '../../http/pagination';
import type { StaffContext } from '../../http/staff-context';
import type { Mailer } from '../../lib/mailer';
import type { AuditService } from '../audit/audit.service';
import { statsRange } from '../orders/orders.service';
import type { UserDirectory } from '../users/users.service';
import { findAccount, countReceivables, listReceivables, openOrdersOf, owedBy } from './receivables-ledger.repo';
import { lockCustomer, settle, termsOf } from './customer-accounts';
import { createReminders } from './overdue-reminders';
import { statementLines } from './statement';
import * as repo from './receivables.repo';
import { NotFoundError } from '../../http/errors';
import { RECEIVABLE_MESSAGES as M } from '@shop/domain/receivables.rules';

export { customerAccounts } from './customer-accounts';
export { REMINDERS_JOB } from './overdue-reminders';
export { statementCsv } from './statement';

/** The newest payments a customer's account shows. */
const ACCOUNT_PAYMENTS = 10;

const nameOf = (r: { firstName: string; lastName: string }) => [r.firstName, r.lastName].filter(Boolean).join(' ');
const iso = (d: Date | null) => (d ? d.toISOString() : null);

interface Deps {
  db: Db;
  audit: AuditService;
  users: Pick<UserDirectory, 'emailsByIds'>;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: string;
  now?: () => Date;
}

export function createReceivablesService({ db, audit, users, mailer, log, publicUrl, now = () => new Date() }: Deps) {
  /** Payments as the API answers them, with the orders each paid and who recorded it. */
  async function shapePayments(db: DbOrTx, rows: repo.PaymentRow[]): Promise<CustomerPayment[]> {
    const [parts, actors] = await Promise.all([
      repo.allocationsOf(
        db,
        rows.map((r) => r.id),
      ),
      users.emailsByIds(
        db,
        rows.map((r) => r.actorId),
      ),
    ]);
    return rows.map((r) => ({
      id: r.id,
      amount: r.amount,
      method: r.method as CustomerPaymentKind,
      reference: r.reference,
      unallocated: r.unallocated,
      allocations: parts.get(r.id) ?? [],
      actor: r.actorId === null ? null : { id: r.actorId, email: actors.get(r.actorId) ?? '' },
      created_at: r.createdAt.toISOString(),
    }));
  }

  async function account(userId: number): Promise<CustomerAccount> {
    const row = await findAccount(db, userId);
    if (!row) throw new NotFoundError(M.customerNotFound);
    const at = now();
    const [open, credit, payments] = await Promise.all([
      openOrdersOf(db, userId),
      repo.creditOf(db, userId),
      repo.listPayments(db, userId, ACCOUNT_PAYMENTS),
    ]);
    const orders = open.map((o) => {
      const owed = Math.max(0, o.finalTotal - o.accountPaid);
      const overdue = o.dueAt !== null && o.dueAt < at && owed > 0;
      return { ...o, owed, overdue };
    });
    const owed = orders.reduce((sum, o) => sum + o.owed, 0);
    const terms = termsOf(row);
    const balance = owed - credit;
    const dues = orders.flatMap((o) => (o.dueAt ? [o.dueAt.getTime()] : []));
    return {
      customer: { id: row.id, name: nameOf(row), phone: row.phone, email: row.email },
      ...terms,
      own: { payment_terms_days: row.termsDays, credit_limit: row.creditLimit },
      group:
        row.groupId === null
          ? null
          : {
              id: row.groupId,
              name: row.groupName ?? '',
              payment_terms_days: row.groupTermsDays ?? 0,
              credit_limit: row.groupCreditLimit,
            },
      balance,
      owed,
      credit,
      overdue: orders.reduce((sum, o) => sum + (o.overdue ? o.owed : 0), 0),
      oldest_due_at: dues.length ? new Date(Math.min(...dues)).toISOString() : null,
      available_credit: availableCredit(terms.credit_limit, balance),
      open_orders: orders.map((o) => ({
        id: o.id,
        status: o.status,
        created_at: o.createdAt.toISOString(),
        delivered_at: iso(o.deliveredAt),
        due_at: iso(o.dueAt),
        final_total: o.finalTotal,
        account_paid: o.accountPaid,
        owed: o.owed,
        overdue: o.overdue,
      })),
      payments: await shapePayments(db, payments),
    };
  }

  /**
   * `POST /api/admin/customers/{id}/payments/`: in one transaction under the account's lock, the payment is kept, the
   * customer's credit (this payment's money after any older left-over) pays their open orders oldest due first, an
   * order fully paid becomes paid; audited. What is left stays as credit for their next orders.
   */
  async function recordPayment(staff: StaffContext, userId: number, body: CustomerPaymentRequest) {
    return db.transaction(async (tx) => {
      await lockCustomer(tx, userId);
      const balanceBefore = (await owedBy(tx, userId)) - (await repo.creditOf(tx, userId));
      const payment = await repo.insertPayment(tx, {
        userId,
        amount: body.amount,
        method: body.method,
        reference: body.reference,
        actorId: staff.userId,
      });
      await settle(tx, userId);
      const [shaped] = await shapePayments(tx, await repo.findPayment(tx, payment.id));
      await audit.record(tx, staff, {
        action: 'customer.payment',
        targetType: 'customer',
        targetId: userId,
        before: { balance: balanceBefore },
        after: {
          payment: shaped!.id,
          amount: shaped!.amount,
          method: shaped!.method,
          reference: shaped!.reference,
          allocations: shaped!.allocations,
          unallocated: shaped!.unallocated,
          balance: balanceBefore - body.amount,
        },
      });
      return shaped!;
    });
  }

  /** `GET /api/admin/receivables/`: the customers with an open on_account order or credit, overdue ones first. */
  async function list(q: ReceivablesQuery): Promise<ReceivablesPage> {
    const filters = { overdue: q.overdue, searchText: q.search ? contactSearchText(q.search) || undefined : undefined };
    const count = await countReceivables(db, filters);
    assertPageExists(q, count);
    const rows = await listReceivables(db, filters, { limit: q.page_size, offset: (q.page - 1) * q.page_size });
    const params = new URLSearchParams();
    if (q.overdue !== undefined) params.set('overdue', String(q.overdue));
    if (q.search) params.set('search', q.search);
    return paginate(
      `${publicUrl}/api/admin/receivables/`,
      params,
      q,
      count,
      rows.map((r) => ({
        customer: { id: r.id, name: nameOf(r), phone: r.phone, email: r.email },
        balance: r.balance,
        overdue: r.overdue,
        oldest_due_at: iso(r.oldestDueAt),
        open_orders: r.openOrders,
        payment_terms_days: r.termsDays,
        credit_limit: r.creditLimit,
      })),
    );
  }

  /** `GET /api/admin/customers/{id}/statement/`: the shop days asked (default the last 30), in shop time. */
  async function statement(userId: number, q: StatementQuery): Promise<Statement> {
    const row = await findAccount(db, userId);
    if (!row) throw new NotFoundError(M.customerNotFound);
    const { from, to } = statsRange(q, shopDay(now()));
    const { start, end } = shopDayRange(from, to);
    const terms = termsOf(row);
    return {
      customer: {
        id: row.id,
        name: nameOf(row),
        phone: row.phone,
        email: row.email,
        company_name: row.companyName,
        tax_code: row.taxCode,
      },
      date_from: from,
      date_to: to,
      ...(await statementLines(db, userId, start, end)),
      ...terms,
    };
  }

  const reminders = createReminders({ db, mailer, log, now });

  return { account, recordPayment, list, statement, reminders };
}

export type ReceivablesService = ReturnType<typeof createReceivablesService>;
