import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  type LoginRequest,
  type PasswordResetConfirmRequest,
  type RegisterRequest,
  type TokenPair,
  type User,
  loginIdentifier,
} from '@shop/domain/auth.schemas';
import { AUTH_MESSAGES as M } from '@shop/domain/auth.rules';
import { z } from 'zod';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { BadRequestError, ForbiddenError, UnauthorizedError } from '../../http/errors';
import { type JobRow, enqueue } from '../../lib/job-queue';
import { MAIL_MAX_ATTEMPTS, type Mailer, messageIdOf } from '../../lib/mailer';
import type { LimitRule, RateLimiter } from '../../lib/rate-limit';
import { hashPassword, makeDummyHash, verifyPassword } from '../../lib/password';
import { type UserRow, accounts as users } from '../users/users.service';
import * as repo from './auth.repo';
import { PASSWORD_RESET_MAIL_JOB, passwordResetMail } from './password-reset-mail';
import type { TokenService } from './tokens';

export { type TokenService, createTokenService } from './tokens';

/** DESIGN §7 'Rate limits'; login counts failures per address and per account, so neither alone locks it. */
export const AUTH_LIMITS = {
  /** Failed logins of one account from one client address. */
  loginFailures: { points: 10, durationSec: 15 * 60 },
  /** Failed logins from one client address, whatever the accounts (several shoppers may share an address). */
  loginFailuresByAddress: { points: 30, durationSec: 15 * 60 },
  register: { points: 10, durationSec: 60 * 60 },
  passwordReset: { points: 5, durationSec: 60 * 60 },
} satisfies Record<string, LimitRule>;

/** DESIGN §4: a reset link works once, for an hour. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** The `uid` of a reset link: base64url of the user id, as Django's `urlsafe_base64_encode(pk)`. */
export function encodeUid(userId: number): string {
  return Buffer.from(String(userId)).toString('base64url');
}

export function decodeUid(uid: string): number | undefined {
  if (!/^[A-Za-z0-9_-]{1,16}$/.test(uid)) return undefined;
  const text = Buffer.from(uid, 'base64url').toString('utf8');
  return /^[1-9]\d{0,9}$/.test(text) && Number(text) <= 2_147_483_647 ? Number(text) : undefined;
}

export { PASSWORD_RESET_MAIL_JOB } from './password-reset-mail';

const ResetMailPayload = z.object({ email: z.string() });

/**
 * Queues the reset mail of the account `email` names, in the caller's transaction. Whether there is one is for the
 * job to find: a request writes the same job for a known and an unknown address, so its answer and its time are
 * alike.
 */
function queueResetMail(tx: DbOrTx, email: string) {
  return enqueue(tx, {
    kind: PASSWORD_RESET_MAIL_JOB,
    key: `password-reset:${randomUUID()}`,
    payload: { email },
    maxAttempts: MAIL_MAX_ATTEMPTS,
  });
}

interface Deps {
  db: Db;
  tokens: TokenService;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  publicUrl: string;
}

/** Registration, sign-in, token refresh and password reset. `ip` is the client address. */
export function createAuthService({ db, tokens, mailer, rateLimiter, publicUrl }: Deps) {
  const limits = {
    loginByAddress: rateLimiter.limit('login-ip', AUTH_LIMITS.loginFailuresByAddress),
    loginByAccountAndAddress: rateLimiter.limit('login-account-ip', AUTH_LIMITS.loginFailures),
    registerByAddress: rateLimiter.limit('register-ip', AUTH_LIMITS.register),
    resetByAddress: rateLimiter.limit('reset-ip', AUTH_LIMITS.passwordReset),
    resetByEmail: rateLimiter.limit('reset-email', AUTH_LIMITS.passwordReset),
  };
  const dummyHash = makeDummyHash();

  /**
   * The reset mail's job handler: a new single-use link for the account, stored (its hash only) and mailed. An
   * address of no account gets nothing. The Message-ID is the job's, so a retried mail that had arrived is dropped.
   */
  async function sendResetMail(job: JobRow): Promise<void> {
    const user = await users.findUserByEmail(db, ResetMailPayload.parse(job.payload).email);
    if (!user) return;
    const token = randomBytes(32).toString('base64url');
    await repo.insertResetToken(db, {
      userId: user.id,
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
    });
    const mail = await passwordResetMail(mailer.shop, {
      to: user.email,
      name: [user.firstName, user.lastName].filter(Boolean).join(' '),
      link: `${publicUrl}/reset-password/${encodeUid(user.id)}/${token}`,
    });
    await mailer.sendMail({ ...mail, messageId: messageIdOf(mailer.shop, `password-reset-${job.id}`) });
  }

  return {
    /** The shop's public address (the back office's session checks a request's origin against it). */
    publicUrl,

    /** DESIGN §7: both readings of the registration payload; 201 with the user, no tokens. */
    async register(body: RegisterRequest, ip: string): Promise<User> {
      await limits.registerByAddress.consume(ip);
      if (await users.findUserByEmail(db, body.email)) throw new BadRequestError('', { email: [M.emailTaken] });
      const passwordHash = await hashPassword(body.password);
      const chosen = body.username || undefined;
      for (let attempt = 0; attempt < users.USERNAME_MAX_ATTEMPTS; attempt++) {
        try {
          const row = await users.insertUser(db, {
            username: chosen ?? users.generateUsername(body.email, attempt),
            email: body.email,
            passwordHash,
            firstName: body.first_name,
            lastName: body.last_name ?? '',
            phoneNumber: body.phone_number || body.phone || '',
          });
          return users.toUser(row);
        } catch (err) {
          // The unique indexes decide, so two sign-ups racing for one e-mail or name cannot both win.
          if (users.isUniqueViolation(err, users.USERS_EMAIL_INDEX)) {
            throw new BadRequestError('', { email: [M.emailTaken] });
          }
          if (users.isUniqueViolation(err, users.USERS_USERNAME_INDEX)) {
            if (chosen) throw new BadRequestError('', { username: [M.usernameTaken] });
            continue;
          }
          throw err;
        }
      }
      throw new Error('could not find a free username');
    },

    /**
     * Failures are counted per (account, client address) and per address, never per account alone: guesses from
     * elsewhere cannot lock the owner out, while the guesser's own address is stopped even with the right
     * password. Every attempt takes its points up front (so a burst of parallel guesses cannot slip past the
     * limit); a success gives the address its point back and clears the pair's count. `staffOnly` (the back office's
     * sign-in): a customer account with its right password is a 403 that says so, and gets no session; it counts as a
     * failure. It tells no more than `/api/token/` does under the same limits.
     */
    async login(body: LoginRequest, ip: string, { staffOnly = false } = {}): Promise<TokenPair> {
      const identifier = loginIdentifier(body);
      // JSON-encoded, so no identifier can be crafted to collide with another pair's key.
      const pair = JSON.stringify([identifier, ip]);
      await limits.loginByAddress.consume(ip);
      await limits.loginByAccountAndAddress.consume(pair);
      const user = await users.findUserByLogin(db, identifier);
      // An unknown account is checked against a dummy hash: same work, same answer.
      const ok = await verifyPassword(user?.passwordHash ?? (await dummyHash), body.password);
      // A disabled account gets the same answer as a wrong password: whether it exists is not said.
      if (!user || !ok || !user.isActive) throw new UnauthorizedError(M.loginFailed);
      if (staffOnly && user.role === 'customer') throw new ForbiddenError(M.notStaff);
      await Promise.all([limits.loginByAddress.reward(ip), limits.loginByAccountAndAddress.reset(pair)]);
      return tokens.issuePair(user);
    },

    /** Rotation: a new pair, and the refresh token used is refused from now on. */
    async refresh(refreshToken: string): Promise<TokenPair> {
      return tokens.rotate(refreshToken);
    },

    /** Ends every session of the user on the server: all access and refresh tokens issued so far stop working. */
    async logout(user: UserRow): Promise<void> {
      await users.bumpTokenVersion(db, user.id);
    },

    /** Answers alike, and in the same time, for a known and an unknown e-mail; only a known one gets a link. */
    async requestPasswordReset(email: string, ip: string): Promise<void> {
      await limits.resetByAddress.consume(ip);
      await limits.resetByEmail.consume(email);
      await queueResetMail(db, email);
    },

    /** Uses the link once; the new password revokes older tokens and every other outstanding link. */
    async confirmPasswordReset(body: PasswordResetConfirmRequest): Promise<void> {
      const userId = decodeUid(body.uid);
      const tokenHash = sha256(body.token);
      if (userId === undefined || !(await repo.isResetTokenUsable(db, userId, tokenHash))) {
        throw new BadRequestError(M.resetLinkInvalid);
      }
      const passwordHash = await hashPassword(body.new_password);
      await db.transaction(async (tx) => {
        if (!(await repo.useResetToken(tx, userId, tokenHash))) throw new BadRequestError(M.resetLinkInvalid);
        await repo.retireResetTokens(tx, userId);
        await users.setPassword(tx, userId, passwordHash);
      });
    },

    /**
     * The reset mail at an admin's request (the staff page), queued for `user`; `recorded` (the admin's audit row)
     * runs in the transaction that queues it.
     */
    async mailResetLink(user: UserRow, recorded?: (tx: Tx) => Promise<void>): Promise<void> {
      await db.transaction(async (tx) => {
        await recorded?.(tx);
        await queueResetMail(tx, user.email);
      });
    },

    sendResetMail,
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

/**
 * Retires every unused reset link of the user, inside the caller's transaction: a password changed elsewhere (the
 * users module's change-password, which app.ts hands this to) makes older links useless, as Django's do.
 */
export async function retireResetLinks(tx: DbOrTx, userId: number): Promise<void> {
  await repo.retireResetTokens(tx, userId);
}

/** The daily clean-up's part (system's): refresh tokens and reset links expired more than `days` days ago go. */
export const removeExpiredTokens = (db: DbOrTx, days: number) => repo.deleteExpiredTokens(db, days);
