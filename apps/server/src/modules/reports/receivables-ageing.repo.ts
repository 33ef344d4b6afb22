// Receivables ageing (DESIGN §17): what customers' unpaid `on_account` orders still owe (final total − paid), by days
// past their due date in shop days, per customer (their names from the accounts) and in all, in one query over
// orders_account_balance_idx alone.
import { AGEING_BUCKETS, type AgeingBucket, type ReceivablesAgeingReport } from '@shop/domain/admin-reports.schemas';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orders as o } from '../../db/schema/orders';
import { users as u } from '../../db/schema/users';

type Figures = ReceivablesAgeingReport['totals'];
type Row = Record<AgeingBucket | 'total' | 'orders', unknown> & {
  everyone: boolean;
  customers: unknown;
  user_id: number | null;
  first_name: string | null;
  last_name: string | null;
  company_name: string | null;
  email: string | null;
  phone: string | null;
  oldest_due_at: Date | string | null;
};

const buckets = sql.raw(
  AGEING_BUCKETS.map((b) => `coalesce(sum(owed) FILTER (WHERE bucket = '${b}'), 0) AS ${b}`).join(', '),
);

/**
 * Open: on account, neither cancelled nor returned, not marked paid, less paid than its total. Not due: no due date
 * yet (not delivered) or one still ahead; else its age is the shop days from its due date to `now`'s. The first row
 * is everyone's (GROUPING SETS), then the `limit` customers who owe the most overdue, then the most.
 */
export async function receivablesAgeing(db: DbOrTx, now: Date, limit: number) {
  const at = sql`${now.toISOString()}::timestamptz`;
  const age = sql`shop_day(${at}) - shop_day(${o.dueAt})`;
  const result = await db.execute(sql`
    WITH open AS (
      SELECT ${o.userId} AS user_id, ${o.finalTotal}::bigint - ${o.accountPaid} AS owed, ${o.dueAt} AS due_at,
             CASE WHEN ${o.dueAt} IS NULL OR ${o.dueAt} > ${at} THEN 'not_due'
                  WHEN ${age} <= 30 THEN 'days_0_30'
                  WHEN ${age} <= 60 THEN 'days_31_60'
                  WHEN ${age} <= 90 THEN 'days_61_90'
                  ELSE 'days_over_90' END AS bucket
      FROM ${o}
      WHERE ${o.paymentMethod} = 'on_account' AND ${o.status} NOT IN ('cancelled', 'returned')
        AND ${o.paymentStatus} <> 'paid' AND ${o.finalTotal} > ${o.accountPaid}
    ), owed AS (
      SELECT grouping(user_id) = 1 AS everyone, user_id, count(*) AS orders, count(DISTINCT coalesce(user_id, 0)) AS customers,
             sum(owed) AS total, min(due_at) AS oldest_due_at, ${buckets}
      FROM open GROUP BY GROUPING SETS ((user_id), ())
      ORDER BY everyone DESC, sum(owed) - coalesce(sum(owed) FILTER (WHERE bucket = 'not_due'), 0) DESC,
               sum(owed) DESC, user_id
      LIMIT ${limit + 1}
    )
    SELECT w.*, ${u.firstName} AS first_name, ${u.lastName} AS last_name, ${u.companyName} AS company_name,
           ${u.email} AS email, ${u.phoneNumber} AS phone
    FROM owed w LEFT JOIN ${u} ON ${u.id} = w.user_id AND NOT w.everyone
    ORDER BY w.everyone DESC, w.total - w.not_due DESC, w.total DESC, w.user_id`);
  const rows = (result as unknown as { rows: Row[] }).rows;
  const everyone = rows.find((r) => r.everyone);
  return {
    // No open order at all: no grand total row either.
    customers: everyone ? Number(everyone.customers) : 0,
    totals: { ...figures(everyone), orders: Number(everyone?.orders ?? 0) },
    rows: rows.filter((r) => !r.everyone).map(customerRow),
  };
}

function figures(r: Row | undefined): Omit<Figures, 'orders'> {
  const amounts = Object.fromEntries(AGEING_BUCKETS.map((b) => [b, Number(r?.[b] ?? 0)]));
  return { ...(amounts as Record<AgeingBucket, number>), total: Number(r?.total ?? 0) };
}

function customerRow(r: Row): ReceivablesAgeingReport['rows'][number] {
  const person = [r.last_name, r.first_name].filter(Boolean).join(' ');
  return {
    customer: {
      id: r.user_id === null ? null : Number(r.user_id),
      // A deleted account leaves its orders without a customer (foreign key set null).
      name: r.company_name || person || (r.user_id === null ? 'Khách đã xóa tài khoản' : r.email || ''),
      email: r.email ?? '',
      phone: r.phone ?? '',
    },
    orders: Number(r.orders),
    ...figures(r),
    oldest_due_at: r.oldest_due_at === null ? null : new Date(r.oldest_due_at).toISOString(),
  };
}
