// A customer's statement (DESIGN §17): the balance before the range (on_account orders placed less payments made),
// every order and payment in it with the running balance, the balance after; and its CSV. Cancelled and returned
// orders are left out, as they are from the balance.
import type { Statement, StatementLine } from '@shop/domain/receivables.schemas';
import { CUSTOMER_PAYMENT_METHOD_LABELS, type CustomerPaymentKind } from '@shop/domain/receivables.rules';
import { shopDay } from '@shop/domain/shop-time';
import { stringify } from 'csv-stringify/sync';
import type { DbOrTx } from '../../db/client';
import { spreadsheetText } from '../../lib/csv-text';
import { orderedBefore, ordersBetween } from './receivables-ledger.repo';
import * as repo from './receivables.repo';

type Figures = Pick<Statement, 'opening_balance' | 'lines' | 'total_debit' | 'total_credit' | 'closing_balance'>;

/** A payment's line: 'Thanh toán (Tiền mặt) - ref'; a return's credit: 'Trả hàng - Phiếu trả hàng #… của đơn #…'. */
const paymentText = (p: { method: string; reference: string }) => {
  const label = CUSTOMER_PAYMENT_METHOD_LABELS[p.method as CustomerPaymentKind] ?? p.method;
  return [p.method === 'return' ? label : `Thanh toán (${label})`, p.reference].filter(Boolean).join(' - ');
};

/** The statement's figures over [start, end): orders and payments in time order, each with the balance after it. */
export async function statementLines(db: DbOrTx, userId: number, start: Date, end: Date): Promise<Figures> {
  const [ordered, paid, orders, payments] = await Promise.all([
    orderedBefore(db, userId, start),
    repo.paidBefore(db, userId, start),
    ordersBetween(db, userId, start, end),
    repo.paymentsBetween(db, userId, start, end),
  ]);
  const entries = [
    ...orders.map((o) => ({
      at: o.createdAt,
      kind: 'order' as const,
      ref: o.id,
      description: `Đơn hàng #${o.id}`,
      due_at: o.dueAt ? o.dueAt.toISOString() : null,
      debit: o.finalTotal,
      credit: 0,
    })),
    ...payments.map((p) => ({
      at: p.createdAt,
      kind: 'payment' as const,
      ref: p.id,
      description: paymentText(p),
      due_at: null,
      debit: 0,
      credit: p.amount,
    })),
  ].sort(
    (a, b) => a.at.getTime() - b.at.getTime() || (a.kind === b.kind ? a.ref - b.ref : a.kind === 'order' ? -1 : 1),
  );
  const opening = ordered - paid;
  let balance = opening;
  const lines: StatementLine[] = entries.map((e) => {
    balance += e.debit - e.credit;
    return { ...e, at: e.at.toISOString(), balance };
  });
  return {
    opening_balance: opening,
    lines,
    total_debit: lines.reduce((sum, l) => sum + l.debit, 0),
    total_credit: lines.reduce((sum, l) => sum + l.credit, 0),
    closing_balance: balance,
  };
}

/** 'YYYY-MM-DD' → 'DD/MM/YYYY', as Vietnamese documents write a day. */
const dayText = (day: string) => day.split('-').reverse().join('/');

/**
 * The statement as a spreadsheet opens it: UTF-8 with a BOM (Excel reads Vietnamese), a heading naming the customer and
 * the days, then one row per line between the opening and the closing balance; amounts as plain integers of dong.
 */
export function statementCsv(s: Statement): string {
  const cell = (v: string | number | null) =>
    v === null ? '' : typeof v === 'number' ? String(v) : spreadsheetText(v);
  const rows: (string | number | null)[][] = [
    ['Bảng kê công nợ', s.customer.company_name ?? s.customer.name],
    ['Khách hàng', s.customer.name, s.customer.phone, s.customer.email],
    ['Từ ngày', dayText(s.date_from), 'Đến ngày', dayText(s.date_to)],
    [],
    ['Ngày', 'Chứng từ', 'Diễn giải', 'Hạn thanh toán', 'Phát sinh nợ', 'Phát sinh có', 'Số dư'],
    ['', '', 'Số dư đầu kỳ', '', '', '', s.opening_balance],
    ...s.lines.map((l) => [
      dayText(shopDay(new Date(l.at))),
      l.kind === 'order' ? `DH${l.ref}` : `TT${l.ref}`,
      l.description,
      l.due_at ? dayText(shopDay(new Date(l.due_at))) : '',
      l.debit || '',
      l.credit || '',
      l.balance,
    ]),
    ['', '', 'Cộng phát sinh', '', s.total_debit, s.total_credit, ''],
    ['', '', 'Số dư cuối kỳ', '', '', '', s.closing_balance],
  ];
  return (
    '\uFEFF' +
    stringify(
      rows.map((r) => r.map(cell)),
      { record_delimiter: '\r\n' },
    )
  );
}
