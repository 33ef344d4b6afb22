// A customer's account (công nợ, DESIGN §17) inside the transaction that changes it, with the account's row locked
// (lockAccount, or the orders' lockOrder for an order on account): the terms in force, the credit limit checked when
// an order on account grows, the credit (payments' left-over money) paying the oldest open orders first, and money
// given back to credit when an order is cancelled, returned or shrinks below what was paid of it, and the value of
// goods returned from a delivered order credited to the account. The orders and returns modules call it through the
// orders' AccountPort.
import {
  type AccountTerms,
  RECEIVABLE_MESSAGES as M,
  allocate,
  effectiveTerms,
  returnCreditReference,
  withinLimit,
} from '@shop/domain/receivables.rules';
import type { Tx } from '../../db/client';
import { BadRequestError, ConflictError, NotFoundError } from '../../http/errors';
import {
  type AccountOrder,
  type AccountPort,
  lockOpenAccountOrders,
  reduceAccountPaid,
  setAccountPaid,
} from '../orders/orders.service';
import { type AccountRow, findAccount, lockAccount, owedBy } from './receivables-ledger.repo';
import * as repo from './receivables.repo';

/** The terms in force for the account: its own, else its group's, else 0 days and no limit. */
export function termsOf(a: AccountRow): AccountTerms {
  const group = a.groupId === null ? null : { payment_terms_days: a.groupTermsDays, credit_limit: a.groupCreditLimit };
  return effectiveTerms({ payment_terms_days: a.termsDays, credit_limit: a.creditLimit }, group);
}

/** The customer's account locked for the transaction; 404 for no such customer. */
export async function lockCustomer(tx: Tx, userId: number): Promise<AccountRow> {
  const account = await lockAccount(tx, userId);
  if (!account) throw new NotFoundError(M.customerNotFound);
  return account;
}

/**
 * The customer's credit pays their open orders, the oldest due first (settled orders are marked paid), each payment's
 * left-over money in the order it was paid. Afterwards either no credit is left or no order is open.
 */
export async function settle(tx: Tx, userId: number): Promise<void> {
  // The orders before the payments: every writer of both takes them in this order.
  const open = await lockOpenAccountOrders(tx, userId);
  const credits = await repo.lockCredits(tx, userId);
  const owed = open.map((o) => ({ id: o.id, owed: o.finalTotal - o.accountPaid }));
  const paid = new Map<number, number>(owed.filter((o) => o.owed <= 0).map((o) => [o.id, 0]));
  const parts: { paymentId: number; orderId: number; amount: number }[] = [];
  for (const credit of credits) {
    const { parts: spent, left } = allocate(credit.unallocated, owed);
    for (const part of spent) {
      parts.push({ paymentId: credit.id, orderId: part.id, amount: part.amount });
      paid.set(part.id, (paid.get(part.id) ?? 0) + part.amount);
      owed.find((o) => o.id === part.id)!.owed -= part.amount;
    }
    if (left !== credit.unallocated) await repo.addUnallocated(tx, credit.id, left - credit.unallocated);
  }
  await repo.insertAllocations(tx, parts);
  const byId = new Map(open.map((o) => [o.id, o]));
  await setAccountPaid(
    tx,
    [...paid].map(([id, more]) => ({ id, accountPaid: byId.get(id)!.accountPaid + more })),
  );
}

/** Gives `amount` of what paid the order back to its payments' credit, its newest money first. */
async function giveBack(tx: Tx, orderId: number, amount: number): Promise<void> {
  let left = amount;
  for (const part of await repo.lockAllocationsOf(tx, orderId)) {
    if (left <= 0) break;
    const back = Math.min(left, part.amount);
    await repo.reduceAllocation(tx, part.id, back, part.amount);
    await repo.addUnallocated(tx, part.paymentId, back);
    left -= back;
  }
}

/**
 * Takes back the credit the order's partial returns gave (the order leaves the account whole): each credit's money
 * comes off the orders it paid, this one or others, and the credit is gone. Answers what it took off this order.
 */
async function takeBackReturnCredits(tx: Tx, orderId: number): Promise<number> {
  const credits = await repo.returnCreditsOf(tx, orderId);
  if (credits.length === 0) return 0;
  const byOrder = new Map<number, number>();
  for (const parts of (await repo.allocationsOf(tx, credits)).values()) {
    for (const part of parts) byOrder.set(part.order, (byOrder.get(part.order) ?? 0) + part.amount);
  }
  await reduceAccountPaid(
    tx,
    [...byOrder].map(([id, by]) => ({ id, by })),
  );
  await repo.deletePayments(tx, credits);
  return byOrder.get(orderId) ?? 0;
}

/** The account's balance without the order: what its other open orders owe, less its credit. */
async function balanceWithout(tx: Tx, userId: number, orderId: number): Promise<number> {
  return (await owedBy(tx, userId, orderId)) - (await repo.creditOf(tx, userId));
}

/** The orders module's port (order-account.ts), for app.ts to hand to the orders areas. */
export const customerAccounts: AccountPort = {
  async open(tx, userId) {
    const terms = termsOf(await lockCustomer(tx, userId));
    if (terms.payment_terms_days <= 0) {
      throw new BadRequestError(M.noTerms, { payment_method: [M.noTerms] });
    }
    return { paymentTermsDays: terms.payment_terms_days };
  },

  async totalWritten(tx, order: AccountOrder, previousTotal) {
    if (order.userId === null) return;
    const account = (await findAccount(tx, order.userId))!;
    const owed = Math.max(0, order.finalTotal - order.accountPaid);
    if (previousTotal === null || order.finalTotal > previousTotal) {
      const limit = termsOf(account).credit_limit;
      const balance = await balanceWithout(tx, order.userId, order.id);
      if (!withinLimit(limit, balance, owed)) {
        throw new ConflictError(M.overLimit(limit!, Math.max(0, balance), owed));
      }
    }
    if (order.accountPaid > order.finalTotal) {
      await giveBack(tx, order.id, order.accountPaid - order.finalTotal);
      await setAccountPaid(tx, [{ id: order.id, accountPaid: order.finalTotal }]);
    }
    await settle(tx, order.userId);
  },

  async released(tx, order: AccountOrder) {
    if (order.userId === null) return;
    const paid = order.accountPaid - (await takeBackReturnCredits(tx, order.id));
    if (paid > 0) {
      await giveBack(tx, order.id, paid);
      await setAccountPaid(tx, [{ id: order.id, accountPaid: 0 }]);
    }
    await settle(tx, order.userId);
  },

  async returned(tx, order: AccountOrder, { returnId, amount, actorId }) {
    if (order.userId === null || amount <= 0) return;
    const credit = await repo.insertPayment(tx, {
      userId: order.userId,
      amount,
      method: 'return',
      reference: returnCreditReference(returnId, order.id),
      actorId,
      orderId: order.id,
      returnId,
    });
    // The returned goods were this order's: their value pays what it still owes first.
    const first = Math.min(amount, Math.max(0, order.finalTotal - order.accountPaid));
    if (first > 0) {
      await repo.insertAllocations(tx, [{ paymentId: credit.id, orderId: order.id, amount: first }]);
      await repo.addUnallocated(tx, credit.id, -first);
      await setAccountPaid(tx, [{ id: order.id, accountPaid: order.accountPaid + first }]);
    }
    await settle(tx, order.userId);
  },
};
