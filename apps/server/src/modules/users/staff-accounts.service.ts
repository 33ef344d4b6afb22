import type { StaffAccountCreate } from '@shop/domain/admin.schemas';
import type { Db } from '../../db/client';
import { hashPassword } from '../../lib/password';
import { USERNAME_MAX_ATTEMPTS, generateUsername } from './usernames';
import * as repo from './users.repo';

/** Where the changes are told (the server's logger; the CLI prints instead). */
export interface StaffAccountsLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/** What became of a staff account asked for: made now, an existing one given the role, or already so. */
export type StaffAccountOutcome = 'created' | 'role_changed' | 'unchanged';

/**
 * Staff accounts outside the back office (DESIGN §8): the first admin from ADMIN_EMAIL + ADMIN_PASSWORD at start,
 * and `npm run staff:create`. An existing account's password is never overwritten: the account keeps its password
 * and gets the role asked for (a customer account of the owner's e-mail becomes the admin), which is logged.
 */
export function createStaffAccountsService({ db, log }: { db: Db; log: StaffAccountsLog }) {
  async function insert(account: StaffAccountCreate): Promise<repo.UserRow> {
    const passwordHash = await hashPassword(account.password);
    for (let attempt = 0; attempt < USERNAME_MAX_ATTEMPTS; attempt++) {
      try {
        return await repo.insertUser(db, {
          username: generateUsername(account.email, attempt),
          email: account.email,
          passwordHash,
          firstName: account.first_name ?? '',
          lastName: account.last_name ?? '',
          role: account.role,
        });
      } catch (err) {
        if (repo.isUniqueViolation(err, repo.USERS_USERNAME_INDEX)) continue;
        throw err;
      }
    }
    throw new Error('could not find a free username');
  }

  /** The account of `account.email` with `account.role`: created with the password when missing. */
  async function ensure(account: StaffAccountCreate): Promise<{ outcome: StaffAccountOutcome; user: repo.UserRow }> {
    const existing = await repo.findUserByEmail(db, account.email);
    if (!existing) {
      try {
        const user = await insert(account);
        log.info({ userId: user.id, role: user.role }, `staff account ${user.email} created`);
        return { outcome: 'created', user };
      } catch (err) {
        // Two instances starting at once with the same ADMIN_EMAIL: the other one created it.
        if (!repo.isUniqueViolation(err, repo.USERS_EMAIL_INDEX)) throw err;
        return ensure(account);
      }
    }
    if (!existing.isActive) {
      log.warn({ userId: existing.id }, `staff account ${existing.email} is disabled; left disabled`);
    }
    if (existing.role === account.role) return { outcome: 'unchanged', user: existing };
    const user = (await repo.setRole(db, existing.id, account.role))!;
    log.warn(
      { userId: user.id, from: existing.role, to: user.role },
      `existing account ${user.email} is now ${user.role}; its password was kept`,
    );
    return { outcome: 'role_changed', user };
  }

  return {
    ensure,

    /**
     * The first admin (ADMIN_EMAIL + ADMIN_PASSWORD at start): created when missing; an existing account becomes
     * admin (a staff or customer one is promoted), its password untouched.
     */
    ensureFirstAdmin: (admin: { email: string; password: string }) => ensure({ ...admin, role: 'admin' }),
  };
}

export type StaffAccountsService = ReturnType<typeof createStaffAccountsService>;
