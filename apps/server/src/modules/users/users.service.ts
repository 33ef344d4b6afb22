import { AUTH_MESSAGES as M, type ChangePasswordRequest, type User, type UserPatch } from '@shop/domain/auth.schemas';
import type { Db } from '../../db/client';
import { BadRequestError } from '../../http/errors';
import { retireResetTokens } from '../auth/auth.repo';
import { hashPassword, verifyPassword } from '../auth/password';
import type { TokenService } from '../auth/tokens';
import * as repo from './users.repo';

/** The signed-in user's profile and password (spec 1 §2 Account). */
export function createUsersService(db: Db, tokens: TokenService) {
  return {
    me: (user: repo.UserRow): User => repo.toUser(user),

    /** A partial update; the username never changes. E-mail stays unique case-insensitively. */
    async update(user: repo.UserRow, patch: UserPatch): Promise<User> {
      const changes: repo.UserChanges = {
        firstName: patch.first_name,
        lastName: patch.last_name,
        email: patch.email,
        phoneNumber: patch.phone_number,
        shippingAddress: patch.shipping_address,
        city: patch.city,
        district: patch.district,
        ward: patch.ward,
      };
      for (const key of Object.keys(changes) as (keyof repo.UserChanges)[]) {
        if (changes[key] === undefined) delete changes[key];
      }
      if (Object.keys(changes).length === 0) return repo.toUser(user);
      try {
        const row = await repo.updateUser(db, user.id, changes);
        return repo.toUser(row ?? user);
      } catch (err) {
        if (repo.isUniqueViolation(err, repo.USERS_EMAIL_INDEX)) {
          throw new BadRequestError('', { email: [M.emailInUse] });
        }
        throw err;
      }
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
        await retireResetTokens(tx, user.id);
        return repo.setPassword(tx, user.id, passwordHash);
      });
      return { detail: M.passwordChanged, ...(await tokens.issuePair(updated)) };
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
