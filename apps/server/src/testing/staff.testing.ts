// Test support for the back office: accounts of each role and calls with their tokens.
import type { UserRole } from '@shop/domain/user-role';
import { eq } from 'drizzle-orm';
import type { App } from '../app';
import type { Db } from '../db/client';
import { orders, users } from '../db/schema/index';
import { type CallOptions, type SignedUp, call, signUp } from '../modules/auth/auth.testing';

/** A new account given `role` (the guard reads the role on every request, so its token works at once). */
export async function accountWithRole(app: App, db: Db, role: UserRole): Promise<SignedUp> {
  const account = await signUp(app);
  if (role !== 'customer') await db.update(users).set({ role }).where(eq(users.id, account.user.id));
  return account;
}

export function adminCall(
  app: App,
  who: SignedUp | undefined,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  opts: CallOptions = {},
) {
  return call(app, method, url, { ...opts, ...(who ? { token: who.tokens.access } : {}) });
}

/** Moves an order's placing time (the desk's date filters and the dashboard count by it). */
export async function placedAt(db: Db, orderId: number, at: string) {
  await db
    .update(orders)
    .set({ createdAt: new Date(at) })
    .where(eq(orders.id, orderId));
}
