// Orders delivered to a phone prove it belongs to their customer (customer-match.ts). Counted per customer account in
// one query, inside the staff order's transaction: a crossing read of the orders' table joined to the accounts
// (eslint.config.js TABLE_CROSSINGS), which the desk's trigram index serves.
import { localMobile } from '@shop/domain/order.schemas';
import { and, desc, eq, inArray, like, max, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orders } from '../../db/schema/orders';
import { users } from '../../db/schema/users';

/** Both spellings of a Vietnamese mobile number (0912…, 84912…): an order may carry either. */
export function spellings(phone: string): string[] {
  const national = localMobile(phone) ?? phone;
  return [national, `84${national.slice(1)}`];
}

/** The customers orders to this phone were delivered to (at most `limit`): how many, and the newest first. */
export async function deliveredTo(db: DbOrTx, phone: string, limit: number) {
  const forms = spellings(phone);
  return db
    .select({ userId: orders.userId, count: sql<number>`count(*)`.mapWith(Number), last: max(orders.createdAt) })
    .from(orders)
    .innerJoin(users, and(eq(users.id, orders.userId), eq(users.role, 'customer')))
    .where(
      and(
        eq(orders.status, 'delivered'),
        inArray(orders.phoneNumber, forms),
        // The desk's trigram index finds the phone's orders (search_text holds it); the line above is exact.
        like(orders.searchText, `%${forms[0]!.slice(1)}%`),
      ),
    )
    .groupBy(orders.userId)
    .orderBy(desc(max(orders.createdAt)))
    .limit(limit);
}
