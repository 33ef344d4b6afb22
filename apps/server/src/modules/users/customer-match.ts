// The customer a staff order is for (DESIGN §12), found or created inside the order's transaction.
import type { StaffOrderCustomer } from '@shop/domain/admin-order-edit.schemas';
import { guestPlaceholderEmail } from '@shop/domain/order.schemas';
import { type SQL, and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { users } from '../../db/schema/index';
import { USERNAME_MAX_ATTEMPTS, generateUsername } from './usernames';
import { findUserByEmail } from './users.repo';

async function firstUser(tx: Tx, where: SQL | undefined) {
  const [row] = await tx
    .select()
    .from(users)
    .where(where)
    .orderBy(sql`${users.lastOrderAt} DESC NULLS LAST`, asc(users.id))
    .limit(1);
  return row;
}

function matched(u: { id: number; email: string; customerGroupId: number | null }) {
  return { id: u.id, email: u.email, customerGroupId: u.customerGroupId };
}

/**
 * The customer an order is for: the customer account with this phone (the one who ordered last, when several share
 * it), else the account with the e-mail given (or, without one, the guest placeholder of the phone), else a new
 * account without a password, which the customer may claim with a password reset. Two staff creating the same new
 * customer at once: the e-mail's unique index decides and the loser takes the winner's account.
 */
export async function findOrCreateCustomer(
  tx: Tx,
  c: StaffOrderCustomer,
): Promise<{ id: number; email: string; customerGroupId: number | null; created: boolean }> {
  const byPhone = await firstUser(tx, and(eq(users.phoneNumber, c.phone), eq(users.role, 'customer')));
  if (byPhone) return { ...matched(byPhone), created: false };
  const email = c.email ?? guestPlaceholderEmail(c.phone);
  for (let attempt = 0; attempt < USERNAME_MAX_ATTEMPTS; attempt++) {
    const byEmail = await findUserByEmail(tx, email);
    if (byEmail) return { ...matched(byEmail), created: false };
    const [row] = await tx
      .insert(users)
      .values({
        username: generateUsername(email, attempt),
        email,
        // No password: no sign-in until the customer sets one through a reset.
        passwordHash: '',
        firstName: c.name,
        phoneNumber: c.phone,
      })
      .onConflictDoNothing()
      .returning();
    if (row) return { ...matched(row), created: true };
  }
  throw new Error('could not create the customer account');
}
