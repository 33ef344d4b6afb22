// The customer a staff order is for (DESIGN §12), found or created inside the order's transaction, and the matches the
// order form offers. Only what an account has proven attaches an order to it: its e-mail, an order delivered to the
// phone, or staff choosing it. A phone typed into a profile proves nothing: anyone can type anyone's number.
import { CUSTOMER_MESSAGES as M } from '@shop/domain/admin-customers.schemas';
import type { StaffOrderCustomer } from '@shop/domain/admin-order-edit.schemas';
import { GUEST_EMAIL_DOMAIN, guestPlaceholderEmail, isGuestPlaceholderEmail } from '@shop/domain/order.schemas';
import { and, asc, eq, inArray, like, or, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { users } from '../../db/schema/users';
import { BadRequestError } from '../../http/errors';
import { type CustomerRow, selectCustomers } from './customers.repo';
import { deliveredTo, spellings } from './phone-deliveries.repo';
import { USERNAME_MAX_ATTEMPTS, generateUsername } from './usernames';
import { type NewUser, type UserRow, findUserByEmail } from './users.repo';

/** How the order's customer was found: staff's choice, the e-mail, a delivered phone, the phone's kept record, new. */
export type MatchedBy = 'chosen' | 'email' | 'delivered_phone' | 'kept_for_phone' | 'created';
export interface FoundCustomer {
  id: number;
  email: string;
  customerGroupId: number | null;
  created: boolean;
  matchedBy: MatchedBy;
}

/** Delivered orders that prove a phone, and profile phones shown as unproven, looked at (at most) per lookup. */
const MATCH_LIMIT = 10;

/** The placeholder address of a customer kept for a phone without e-mail; the next ones when a shopper holds it. */
const placeholderFor = (phone: string, attempt: number) =>
  attempt === 0 ? guestPlaceholderEmail(phone) : `${phone}.${attempt}@${GUEST_EMAIL_DOMAIN}`;

/** Nobody can sign in to it or read its mail: only staff ever attach orders to it. */
const keptByStaff = (u: Pick<UserRow, 'passwordHash' | 'email' | 'role'>) =>
  u.role === 'customer' && u.passwordHash === '' && isGuestPlaceholderEmail(u.email);

function fieldError(field: string, message: string): never {
  throw new BadRequestError(message, { [field]: [message] });
}

/** The customer kept by staff for this phone (no e-mail, no password), if any. */
export async function keptForPhone(db: DbOrTx, phone: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(
      and(
        eq(users.role, 'customer'),
        eq(users.passwordHash, ''),
        inArray(users.phoneNumber, spellings(phone)),
        like(users.email, `%@${GUEST_EMAIL_DOMAIN}`),
      ),
    )
    .orderBy(asc(users.id))
    .limit(1);
  return row;
}

export interface CustomerMatch {
  customer: CustomerRow;
  emailMatches: boolean;
  phoneInProfile: boolean;
  deliveredOrders: number;
  /** The customer the shop keeps for this phone (no e-mail, no password): nobody else sees its orders. */
  keptForPhone: boolean;
  /** Where the order goes when staff choose none. */
  automatic: boolean;
}

/**
 * The customer accounts a staff order for this phone and e-mail could be for, each with what proves it: the e-mail's
 * owner first, then those delivered to the phone (the most recent first), then those who only typed it in their
 * profile. Staff and admin accounts are never among them.
 */
export async function customerMatches(db: DbOrTx, q: { phone?: string; email?: string }): Promise<CustomerMatch[]> {
  const delivered = q.phone ? await deliveredTo(db, q.phone, MATCH_LIMIT) : [];
  const deliveredIds = delivered.flatMap((d) => (d.userId === null ? [] : [d.userId]));
  const byEmail = q.email ? sql`lower(${users.email}) = ${q.email.toLowerCase()}` : undefined;
  const byDelivery = deliveredIds.length > 0 ? inArray(users.id, deliveredIds) : undefined;
  const rows = (await selectCustomers(db)
    .where(
      and(
        eq(users.role, 'customer'),
        or(byEmail, byDelivery, q.phone ? inArray(users.phoneNumber, spellings(q.phone)) : undefined),
      ),
    )
    // The proven ones first, so that many profiles typing one number cannot push them out of the page.
    .orderBy(
      ...[byEmail, byDelivery].flatMap((proof) => (proof ? [sql`(${proof}) DESC`] : [])),
      sql`${users.lastOrderAt} DESC NULLS LAST`,
      asc(users.id),
    )
    .limit(MATCH_LIMIT * 2)) as CustomerRow[];
  const phones = q.phone ? spellings(q.phone) : [];
  const rank = (c: CustomerRow) => {
    const i = deliveredIds.indexOf(c.id);
    return i === -1 ? deliveredIds.length : i;
  };
  const matches = rows
    .map((c) => ({
      customer: c,
      emailMatches: q.email !== undefined && c.email.toLowerCase() === q.email.toLowerCase(),
      phoneInProfile: phones.includes(c.phoneNumber),
      deliveredOrders: delivered.find((d) => d.userId === c.id)?.count ?? 0,
      keptForPhone: phones.includes(c.phoneNumber) && !c.hasPassword && isGuestPlaceholderEmail(c.email),
      automatic: false,
    }))
    .sort((a, b) => Number(b.emailMatches) - Number(a.emailMatches) || rank(a.customer) - rank(b.customer));
  // As findOrCreateCustomer decides without staff's choice.
  const chosen =
    matches.find((m) => m.emailMatches) ??
    matches.find((m) => m.deliveredOrders > 0) ??
    (q.email ? undefined : matches.find((m) => m.keptForPhone));
  if (chosen) chosen.automatic = true;
  return matches;
}

/**
 * A new account without a password (the e-mail's owner may claim it with a password reset): with the e-mail given,
 * else under the phone's placeholder (the next placeholder when a shopper's guest account holds it). `taken`: the
 * e-mail's account, or the customer kept for the phone, that another transaction created first.
 */
export async function insertPasswordless(
  tx: Tx,
  c: { name: string; phone: string; email?: string | undefined },
  extra: Partial<NewUser> = {},
): Promise<{ row: UserRow; taken?: never } | { row?: never; taken: UserRow }> {
  for (let attempt = 0; attempt < USERNAME_MAX_ATTEMPTS; attempt++) {
    const email = c.email ?? placeholderFor(c.phone, attempt);
    const [row] = await tx
      .insert(users)
      .values({
        username: generateUsername(email, attempt),
        email,
        // No password: no sign-in until the customer sets one through a reset.
        passwordHash: '',
        firstName: c.name,
        phoneNumber: c.phone,
        ...extra,
      })
      .onConflictDoNothing()
      .returning();
    if (row) return { row };
    const taken = await findUserByEmail(tx, email);
    // Else the username clashed, or a shopper's guest account holds the placeholder: the next attempt.
    if (taken && (c.email !== undefined || keptByStaff(taken))) return { taken };
  }
  throw new Error('could not create the customer account');
}

/** 400 on `field` when the e-mail is a staff or admin account's: they are never customers. */
export function refuseStaffAccount(u: Pick<UserRow, 'role'> | undefined, field: string) {
  if (u && u.role !== 'customer') fieldError(field, M.staffEmail);
}

const found = (u: UserRow, matchedBy: MatchedBy, created = false): FoundCustomer => ({
  id: u.id,
  email: u.email,
  customerGroupId: u.customerGroupId,
  created,
  matchedBy,
});

/**
 * The customer an order is for: the one staff chose (`id`), else the e-mail's owner, else the customer an order to
 * this phone was last delivered to, else (no e-mail) the customer kept for the phone, else a new account without a
 * password. A staff or admin account's e-mail is a 400. Two staff creating the same new customer at once: the unique
 * e-mail decides and the loser takes the winner's account.
 */
export async function findOrCreateCustomer(tx: Tx, c: StaffOrderCustomer): Promise<FoundCustomer> {
  // A placeholder typed as an e-mail names no mailbox: it proves nothing.
  const email = c.email && !isGuestPlaceholderEmail(c.email) ? c.email : undefined;
  const byEmail = email ? await findUserByEmail(tx, email) : undefined;
  refuseStaffAccount(byEmail, 'customer.email');
  if (c.id !== undefined) {
    const [chosen] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, c.id), eq(users.role, 'customer')));
    if (!chosen) fieldError('customer.id', M.chosenMissing);
    if (byEmail && byEmail.id !== chosen.id) fieldError('customer.email', M.emailOfAnother);
    return found(chosen, 'chosen');
  }
  if (byEmail) return found(byEmail, 'email');
  const [proven] = await deliveredTo(tx, c.phone, MATCH_LIMIT);
  if (proven?.userId != null) {
    const [row] = await tx.select().from(users).where(eq(users.id, proven.userId));
    return found(row!, 'delivered_phone');
  }
  const kept = email ? undefined : await keptForPhone(tx, c.phone);
  if (kept) return found(kept, 'kept_for_phone');
  const { row, taken } = await insertPasswordless(tx, { name: c.name, phone: c.phone, email });
  if (row) return found(row, 'created', true);
  refuseStaffAccount(taken, 'customer.email');
  return found(taken, email ? 'email' : 'kept_for_phone');
}
