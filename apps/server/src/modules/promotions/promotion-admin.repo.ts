import type { AdminPromotionOrdering } from '@shop/domain/admin-promotions.schemas';
import { type SQL, and, asc, desc, eq, ilike, ne, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { promotions } from '../../db/schema/promotions';
import { escapeLike } from '../../lib/sql-like';
import { voucherUsage } from './voucher-usage.repo';

export type PromotionRecord = typeof promotions.$inferSelect;
export type PromotionValues = Omit<typeof promotions.$inferInsert, 'id' | 'createdAt'>;

export interface PromotionFilters {
  search?: string | undefined;
  isActive?: boolean | undefined;
}

const ORDER_BY = (u: ReturnType<typeof voucherUsage>): Record<AdminPromotionOrdering, SQL[]> => {
  const times = sql`coalesce(${u.timesUsed}, 0)`;
  const given = sql`coalesce(${u.discountTotal}, 0)`;
  return {
    '-created_at': [desc(promotions.createdAt), desc(promotions.id)],
    created_at: [asc(promotions.createdAt), asc(promotions.id)],
    code: [sql`${promotions.code} COLLATE "C" ASC`],
    '-code': [sql`${promotions.code} COLLATE "C" DESC`],
    times_used: [asc(times), asc(promotions.id)],
    '-times_used': [desc(times), desc(promotions.id)],
    discount_total: [asc(given), asc(promotions.id)],
    '-discount_total': [desc(given), desc(promotions.id)],
  };
};

function where(f: PromotionFilters) {
  return and(
    f.search ? ilike(promotions.code, `%${escapeLike(f.search)}%`) : undefined,
    f.isActive === undefined ? undefined : eq(promotions.isActive, f.isActive),
  );
}

export interface PromotionWithUsage {
  row: PromotionRecord;
  timesUsed: number;
  discountTotal: number;
}

export async function countPromotions(db: DbOrTx, f: PromotionFilters): Promise<number> {
  return db.$count(promotions, where(f));
}

/** A page of vouchers with their usage, in `ordering`; `id` picks one voucher. */
export async function listPromotions(
  db: DbOrTx,
  f: PromotionFilters & { id?: number },
  page: { ordering: AdminPromotionOrdering; limit: number; offset: number },
): Promise<PromotionWithUsage[]> {
  const u = voucherUsage(db);
  const rows = await db
    .select({ row: promotions, timesUsed: u.timesUsed, discountTotal: u.discountTotal })
    .from(promotions)
    .leftJoin(u, eq(u.promotionId, promotions.id))
    .where(and(where(f), f.id === undefined ? undefined : eq(promotions.id, f.id)))
    .orderBy(...ORDER_BY(u)[page.ordering])
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((r) => ({
    row: r.row,
    timesUsed: Number(r.timesUsed ?? 0),
    discountTotal: Number(r.discountTotal ?? 0),
  }));
}

/** The voucher, locked for this write. */
export async function lockPromotion(tx: Tx, id: number): Promise<PromotionRecord | undefined> {
  const [row] = await tx.select().from(promotions).where(eq(promotions.id, id)).for('update');
  return row;
}

/** True when another voucher has this code, in any case. */
export async function codeTaken(db: DbOrTx, code: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: promotions.id })
    .from(promotions)
    .where(
      and(
        sql`lower(${promotions.code}) = lower(${code})`,
        exceptId === undefined ? undefined : ne(promotions.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertPromotion(tx: Tx, values: PromotionValues): Promise<PromotionRecord> {
  const [row] = await tx.insert(promotions).values(values).returning();
  return row!;
}

export async function updatePromotion(tx: Tx, id: number, values: Partial<PromotionValues>): Promise<PromotionRecord> {
  const [row] = await tx.update(promotions).set(values).where(eq(promotions.id, id)).returning();
  return row!;
}
