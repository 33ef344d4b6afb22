import { ADMIN_MESSAGES as M } from '@shop/domain/admin.schemas';
import {
  type StaffAccount,
  type StaffAccountCreate,
  type StaffAccountUpdate,
  type StaffListQuery,
} from '@shop/domain/admin-staff.schemas';
import type { AuditAction } from '@shop/domain/audit-actions';
import { isStaffRole } from '@shop/domain/user-role';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { BadRequestError, ConflictError, NotFoundError } from '../../http/errors';
import { assertPageExists } from '../../http/pagination';
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
 * What ADMIN_EMAIL did at start: the admin created, nothing because the shop has an admin, or nothing because the
 * address is an existing account's (never promoted: registration doesn't prove who owns an address).
 */
export type FirstAdminOutcome =
  | { outcome: 'created'; user: repo.UserRow }
  | { outcome: 'admin_exists' }
  | { outcome: 'address_taken'; user: repo.UserRow };

/** One write to a staff account from the back office, for the caller's audit row (written in the same transaction). */
export interface AccountChange {
  action: Extract<AuditAction, `user.${string}`>;
  targetId: number;
  before: unknown;
  after: unknown;
}
export type AccountWriteHook = (tx: Tx, change: AccountChange) => Promise<void>;

/** What an audit row keeps of an account: what admins change, never the hash (nor the times, changed by every write). */
function auditView(row: repo.UserRow) {
  const { email, first_name, last_name, role, is_active } = repo.toStaffAccount(row);
  return { email, first_name, last_name, role, is_active };
}

/** The audit action a PATCH is recorded as: its weightiest change. */
function actionOf(before: repo.UserRow, changes: repo.AccessChanges): AccountChange['action'] {
  if (changes.isActive !== undefined && changes.isActive !== before.isActive) {
    return changes.isActive ? 'user.enable' : 'user.disable';
  }
  if (changes.role !== undefined && changes.role !== before.role) return 'user.role';
  return 'user.update';
}

/** Only the fields the body sets to a new value. */
function changesOf(before: repo.UserRow, body: StaffAccountUpdate): repo.AccessChanges {
  const wanted: repo.AccessChanges = {
    firstName: body.first_name,
    lastName: body.last_name,
    role: body.role,
    isActive: body.is_active,
  };
  return Object.fromEntries(
    Object.entries(wanted).filter(
      ([key, value]) => value !== undefined && value !== before[key as keyof typeof wanted],
    ),
  );
}

/**
 * Staff accounts (DESIGN §8): the first admin from ADMIN_EMAIL + ADMIN_PASSWORD at start (`ensureFirstAdmin`),
 * `npm run staff:create` (`ensure`), and the admins' staff page (`list`, `get`, `create`, `update`,
 * `forPasswordReset`).
 *
 * `ensure` (the operator's own command) never overwrites an existing account's password: the account keeps its
 * password and gets the role asked for, which is logged. `ensureFirstAdmin` runs at every start with whatever the
 * environment says, so it only ever creates: an admin once demoted stays demoted, and a shopper who registered the
 * address (nobody checks it is theirs) stays a shopper.
 *
 * The back office's writes keep one active admin at least, also when two admins demote each other at the same
 * moment: a write that could take an active admin away first locks every active admin's row (`lockActiveAdmins`),
 * so the second one waits and then counts what the first left. An admin may step down to staff (handing the shop
 * over) while another admin remains, but can't disable themself: it would end their own session mid-task, with
 * nobody to see the result; someone leaving is disabled by another admin.
 */
export function createStaffAccountsService({ db, log }: { db: Db; log: StaffAccountsLog }) {
  /** Inserts the account, trying generated usernames until one is free (each try in a savepoint when in `tx`). */
  async function insert(tx: DbOrTx, account: StaffAccountCreate, passwordHash: string): Promise<repo.UserRow> {
    for (let attempt = 0; attempt < USERNAME_MAX_ATTEMPTS; attempt++) {
      try {
        return await tx.transaction((sp) =>
          repo.insertUser(sp, {
            username: generateUsername(account.email, attempt),
            email: account.email,
            passwordHash,
            firstName: account.first_name ?? '',
            lastName: account.last_name ?? '',
            role: account.role,
          }),
        );
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
        const user = await insert(db, account, await hashPassword(account.password));
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
    const user = await db.transaction(async (tx) => {
      // `staff:create --role staff` on the last active admin would leave the back office without one.
      if (existing.role === 'admin' && existing.isActive) {
        const admins = await repo.lockActiveAdmins(tx);
        if (!admins.some((adminId) => adminId !== existing.id)) throw new ConflictError(M.lastAdmin);
      }
      return (await repo.setRole(tx, existing.id, account.role))!;
    });
    log.warn(
      { userId: user.id, from: existing.role, to: user.role },
      `existing account ${user.email} is now ${user.role}; its password was kept`,
    );
    return { outcome: 'role_changed', user };
  }

  /**
   * The first admin (ADMIN_EMAIL + ADMIN_PASSWORD at start): created only when the shop has no admin at all and no
   * account has the address; otherwise nothing changes, and the log says why.
   */
  async function ensureFirstAdmin(admin: { email: string; password: string }): Promise<FirstAdminOutcome> {
    if (await repo.hasAdmin(db)) {
      log.info({}, 'ADMIN_EMAIL: the shop has an admin already; no account created');
      return { outcome: 'admin_exists' };
    }
    const existing = await repo.findUserByEmail(db, admin.email);
    if (existing) {
      log.warn(
        { userId: existing.id, role: existing.role },
        `ADMIN_EMAIL: ${existing.email} is an existing ${existing.role} account; not made admin ` +
          '(npm run staff:create gives it the role, or set another address)',
      );
      return { outcome: 'address_taken', user: existing };
    }
    try {
      const user = await insert(db, { ...admin, role: 'admin' }, await hashPassword(admin.password));
      log.info({ userId: user.id }, `ADMIN_EMAIL: first admin ${user.email} created`);
      return { outcome: 'created', user };
    } catch (err) {
      // Two instances starting at once with the same ADMIN_EMAIL: the other one created it.
      if (!repo.isUniqueViolation(err, repo.USERS_EMAIL_INDEX)) throw err;
      return ensureFirstAdmin(admin);
    }
  }

  /** A staff or admin account; a customer's is not one (404, as a missing one). */
  async function staffRow(tx: DbOrTx, id: number, forUpdate = false): Promise<repo.UserRow> {
    const row = forUpdate ? await repo.findUserForUpdate(tx, id) : await repo.findUserById(tx, id);
    if (!row || !isStaffRole(row.role)) throw new NotFoundError(M.staffNotFound);
    return row;
  }

  return {
    ensure,

    ensureFirstAdmin,

    /** `GET /api/admin/staff/`: one page, filtered, searched and ordered in SQL. */
    async list(q: StaffListQuery): Promise<{ count: number; results: StaffAccount[] }> {
      const filters = { search: q.search, role: q.role, isActive: q.is_active };
      const count = await repo.countStaff(db, filters);
      assertPageExists(q, count);
      const rows = await repo.listStaff(db, filters, q.ordering, {
        limit: q.page_size,
        offset: (q.page - 1) * q.page_size,
      });
      return { count, results: rows.map(repo.toStaffAccount) };
    },

    get: async (id: number): Promise<StaffAccount> => repo.toStaffAccount(await staffRow(db, id)),

    /** A new staff or admin account with the password given; 400 when the e-mail has an account already. */
    async create(body: StaffAccountCreate, recorded: AccountWriteHook): Promise<StaffAccount> {
      const inUse = () => new BadRequestError('', { email: [M.emailInUse] });
      if (await repo.findUserByEmail(db, body.email)) throw inUse();
      const passwordHash = await hashPassword(body.password);
      try {
        return await db.transaction(async (tx) => {
          const user = await insert(tx, body, passwordHash);
          await recorded(tx, { action: 'user.create', targetId: user.id, before: null, after: auditView(user) });
          return repo.toStaffAccount(user);
        });
      } catch (err) {
        // Two admins creating the same e-mail at once: the unique index decides.
        if (repo.isUniqueViolation(err, repo.USERS_EMAIL_INDEX)) throw inUse();
        throw err;
      }
    },

    /** `PATCH`: names, role, enabled; `actorId` is the admin making it. */
    update(actorId: number, id: number, body: StaffAccountUpdate, recorded: AccountWriteHook): Promise<StaffAccount> {
      return db.transaction(async (tx) => {
        // Active admins first, then the account: every write takes its locks in this order.
        const mayTakeAnAdmin = body.role === 'staff' || body.is_active === false;
        const admins = mayTakeAnAdmin ? await repo.lockActiveAdmins(tx) : [];
        const before = await staffRow(tx, id, true);
        const changes = changesOf(before, body);
        if (id === actorId && changes.isActive === false) throw new ConflictError(M.ownDisable);
        const takesAnAdmin = before.role === 'admin' && before.isActive && (changes.role || changes.isActive === false);
        if (takesAnAdmin && !admins.some((adminId) => adminId !== id)) throw new ConflictError(M.lastAdmin);
        if (Object.keys(changes).length === 0) return repo.toStaffAccount(before);
        const after = (await repo.updateAccess(tx, id, changes))!;
        await recorded(tx, {
          action: actionOf(before, changes),
          targetId: id,
          before: auditView(before),
          after: auditView(after),
        });
        return repo.toStaffAccount(after);
      });
    },

    /** The account a reset mail goes to: a staff or admin account that is enabled (409 otherwise). */
    async forPasswordReset(id: number): Promise<repo.UserRow> {
      const row = await staffRow(db, id);
      if (!row.isActive) throw new ConflictError(M.resetDisabled);
      return row;
    },
  };
}

export type StaffAccountsService = ReturnType<typeof createStaffAccountsService>;
