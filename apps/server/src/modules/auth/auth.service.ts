import { createHash, randomBytes } from 'node:crypto';
import {
  type LoginRequest,
  type PasswordResetConfirmRequest,
  type RegisterRequest,
  type TokenPair,
  type User,
  loginIdentifier,
} from '@shop/domain/auth.schemas';
import { AUTH_MESSAGES as M } from '@shop/domain/auth.rules';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { BadRequestError, ForbiddenError, UnauthorizedError } from '../../http/errors';
import { createBackgroundTasks } from '../../lib/background';
import type { Mailer } from '../../lib/mailer';
import type { LimitRule, RateLimiter } from '../../lib/rate-limit';
import { hashPassword, makeDummyHash, verifyPassword } from '../../lib/password';
import { type UserRow, accounts as users } from '../users/users.service';
import * as repo from './auth.repo';
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

interface Deps {
  db: Db;
  tokens: TokenService;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  publicUrl: string;
  log: FastifyBaseLogger;
}

/** Registration, sign-in, token refresh and password reset. `ip` is the client address. */
export function createAuthService({ db, tokens, mailer, rateLimiter, publicUrl, log }: Deps) {
  const limits = {
    loginByAddress: rateLimiter.limit('login-ip', AUTH_LIMITS.loginFailuresByAddress),
    loginByAccountAndAddress: rateLimiter.limit('login-account-ip', AUTH_LIMITS.loginFailures),
    registerByAddress: rateLimiter.limit('register-ip', AUTH_LIMITS.register),
    resetByAddress: rateLimiter.limit('reset-ip', AUTH_LIMITS.passwordReset),
    resetByEmail: rateLimiter.limit('reset-email', AUTH_LIMITS.passwordReset),
  };
  const dummyHash = makeDummyHash();

  // Reset mails go out after the answer, so a known e-mail takes as long to answer as an unknown one and an SMTP
  // failure cannot show through. close() waits for them.
  const background = createBackgroundTasks(log);

  /**
   * A new single-use link for `user`, mailed. `recorded` runs in the transaction that stores the link (an admin's
   * audit row); the mail goes after it commits.
   */
  async function sendResetLink(user: UserRow, recorded?: (tx: Tx) => Promise<void>) {
    const token = randomBytes(32).toString('base64url');
    await db.transaction(async (tx) => {
      await repo.insertResetToken(tx, {
        userId: user.id,
        tokenHash: sha256(token),
        expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
      });
      await recorded?.(tx);
    });
    await mailer.sendPasswordResetMail({
      to: user.email,
      name: [user.firstName, user.lastName].filter(Boolean).join(' '),
      link: `${publicUrl}/reset-password/${encodeUid(user.id)}/${token}`,
    });
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

    /** Answers alike for a known and an unknown e-mail; only a known one gets a link (in the background). */
    async requestPasswordReset(email: string, ip: string): Promise<void> {
      await limits.resetByAddress.consume(ip);
      await limits.resetByEmail.consume(email);
      const user = await users.findUserByEmail(db, email);
      if (user) background.run('password reset mail', () => sendResetLink(user));
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

    /** The reset link mailed at an admin's request (the staff page), awaited: a mail that fails says so. */
    mailResetLink: sendResetLink,

    /** Waits for the mails still being sent. */
    close: background.close,
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
