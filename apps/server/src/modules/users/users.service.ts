import { randomUUID } from 'node:crypto';
import {
  type ChangePasswordRequest,
  type TokenPair,
  type User,
  type UserPatch,
  type UserUpdateResponse,
} from '@shop/domain/auth.schemas';
import { AUTH_MESSAGES as M } from '@shop/domain/auth.rules';
import type { Db, DbOrTx } from '../../db/client';
import { BadRequestError } from '../../http/errors';
import { type Mailer, queueMail } from '../../lib/mailer';
import { hashPassword, verifyPassword } from '../../lib/password';
import type { LimitRule, RateLimiter } from '../../lib/rate-limit';
import { emailChangedMail } from './email-changed-mail';
import { USERNAME_MAX_ATTEMPTS, generateUsername } from './usernames';
import * as repo from './users.repo';

export type { UserRow } from './users.repo';
// Staff accounts (the first admin, staff:create and the admins' staff page) are the users module's too.
export { type AccountWriteHook, type StaffAccountsService, createStaffAccountsService } from './staff-accounts.service';
export { createStaffAdminService } from './staff-admin.service';
export { createCustomersService } from './customers.service';
export { findOrCreateCustomer } from './customer-match';
export { customersAdminRoutes } from './customers-admin.routes';
export { usersAdminRoutes } from './users-admin.routes';
export { usersRoutes } from './users.routes';

/**
 * The account rows other modules read and write, each taking the caller's db or transaction: auth's sign-in,
 * registration (with the generated username), tokens and password reset. users.repo stays the one place that
 * queries the table.
 */
export const accounts = {
  findUserById: repo.findUserById,
  findUserByEmail: repo.findUserByEmail,
  findUserByLogin: repo.findUserByLogin,
  insertUser: repo.insertUser,
  setPassword: repo.setPassword,
  bumpTokenVersion: repo.bumpTokenVersion,
  toUser: repo.toUser,
  isUniqueViolation: repo.isUniqueViolation,
  USERS_EMAIL_INDEX: repo.USERS_EMAIL_INDEX,
  USERS_USERNAME_INDEX: repo.USERS_USERNAME_INDEX,
  generateUsername,
  USERNAME_MAX_ATTEMPTS,
};

/**
 * What other modules read of the accounts, each taking the caller's db or transaction: who wrote their rows, shown
 * or filtered by e-mail (one query for a whole list), the buyer's lock of a voucher's per-user limit, and whether a
 * shopper takes Zalo messages. app.ts hands it to the areas that need it; zalo imports it.
 */
export const userDirectory = {
  /** Each named account's e-mail; an id of no account is left out. */
  async emailsByIds(db: DbOrTx, ids: readonly (number | null)[]): Promise<Map<number, string>> {
    const found = await repo.accountsByIds(db, ids);
    return new Map([...found].map(([id, account]) => [id, account.email]));
  },
  accountsByIds: repo.accountsByIds,
  idByEmail: repo.idByEmail,
  lockUserForVoucher: repo.lockUserForVoucher,
  /** The account's row locked for the transaction (an on_account order's writes: receivables' order of locks). */
  lockAccount: repo.lockUserForVoucher,
  zaloOptedOut: repo.zaloOptedOut,
};

export type UserDirectory = typeof userDirectory;

/** A customer's group and a group's member count, each in the caller's db or transaction: wholesale's prices and groups. */
export { countGroupMembers, customerGroupOf } from './customers.repo';

/**
 * An e-mail change checks the current password and answers whether the new address is taken: both are oracles
 *, so attempts are counted per account and per client address before either is checked.
 */
export const EMAIL_CHANGE_LIMITS = {
  user: { points: 5, durationSec: 60 * 60 },
  address: { points: 20, durationSec: 60 * 60 },
} satisfies Record<string, LimitRule>;

interface Deps {
  db: Db;
  /** auth's token service: a fresh pair for this device after a change that revoked the earlier tokens. */
  tokens: { issuePair(user: repo.UserRow): Promise<TokenPair> };
  /** auth's: retires the user's outstanding password reset links, inside the password change's transaction. */
  retireResetLinks: (tx: DbOrTx, userId: number) => Promise<void>;
  mailer: Mailer;
  rateLimiter: RateLimiter;
}

/** The signed-in user's profile and password (spec 1 §2 Account). */
export function createUsersService({ db, tokens, retireResetLinks, mailer, rateLimiter }: Deps) {
  const emailChangeLimits = {
    byUser: rateLimiter.limit('email-change-user', EMAIL_CHANGE_LIMITS.user),
    byAddress: rateLimiter.limit('email-change-ip', EMAIL_CHANGE_LIMITS.address),
  };

  /** A new e-mail needs the current password, checked after the attempt is counted. */
  async function checkEmailChange(user: repo.UserRow, currentPassword: string | undefined, ip: string) {
    if (!currentPassword) throw new BadRequestError('', { current_password: [M.emailChangeNeedsPassword] });
    await emailChangeLimits.byAddress.consume(ip);
    await emailChangeLimits.byUser.consume(String(user.id));
    if (!(await verifyPassword(user.passwordHash, currentPassword))) {
      throw new BadRequestError('', { current_password: [M.currentPasswordWrong] });
    }
  }

  /** The notice to the old address, named as the account will be after the change. */
  function emailChangedNotice(user: repo.UserRow, changes: repo.UserChanges) {
    const after = { ...user, ...changes };
    const name = [after.firstName, after.lastName].filter(Boolean).join(' ');
    return emailChangedMail(mailer.shop, { oldEmail: user.email, newEmail: after.email, name });
  }

  return {
    me: (user: repo.UserRow): User => repo.toUser(user),

    /**
     * A partial update; the username never changes. E-mail stays unique case-insensitively. A new e-mail (issue
     * 10 item 8) needs the current password, revokes every earlier token (answering a fresh pair for this device)
     * and is announced to the old address.
     */
    async update(user: repo.UserRow, patch: UserPatch, ip: string): Promise<UserUpdateResponse> {
      const changes: repo.UserChanges = {
        firstName: patch.first_name,
        lastName: patch.last_name,
        email: patch.email,
        phoneNumber: patch.phone_number,
        shippingAddress: patch.shipping_address,
        city: patch.city,
        district: patch.district,
        ward: patch.ward,
        zaloNotifications: patch.zalo_notifications,
      };
      for (const key of Object.keys(changes) as (keyof repo.UserChanges)[]) {
        if (changes[key] === undefined) delete changes[key];
      }
      // The schema lower-cases a new e-mail; the same address in another case is no change.
      const emailChanges = changes.email !== undefined && changes.email !== user.email.toLowerCase();
      if (!emailChanges) delete changes.email;
      if (Object.keys(changes).length === 0) return repo.toUser(user);
      if (emailChanges) await checkEmailChange(user, patch.current_password, ip);

      // The notice to the old address is queued with the change: an SMTP failure can neither undo nor fail it.
      const notice = emailChanges ? await emailChangedNotice(user, changes) : undefined;
      let row: repo.UserRow;
      try {
        row =
          (await db.transaction(async (tx) => {
            const updated = await repo.updateUser(tx, user.id, changes, { revokeTokens: emailChanges });
            if (notice) await queueMail(tx, `user:${user.id}:email-changed:${randomUUID()}`, notice);
            return updated;
          })) ?? user;
      } catch (err) {
        if (repo.isUniqueViolation(err, repo.USERS_EMAIL_INDEX)) {
          throw new BadRequestError('', { email: [M.emailInUse] });
        }
        throw err;
      }
      if (!emailChanges) return repo.toUser(row);
      return { ...repo.toUser(row), ...(await tokens.issuePair(row)) };
    },

    /**
     * Bumps token_version, so every earlier token (other devices, a stolen one) stops working, and answers a new
     * pair that keeps this device signed in. Outstanding reset links are retired too, as Django's are.
     */
    async changePassword(user: repo.UserRow, body: ChangePasswordRequest) {
      if (!(await verifyPassword(user.passwordHash, body.current_password))) {
        throw new BadRequestError('', { current_password: [M.currentPasswordWrong] });
      }
      const passwordHash = await hashPassword(body.new_password);
      const updated = await db.transaction(async (tx) => {
        await retireResetLinks(tx, user.id);
        return repo.setPassword(tx, user.id, passwordHash);
      });
      return { detail: M.passwordChanged, ...(await tokens.issuePair(updated)) };
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
