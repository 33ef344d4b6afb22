import { SignJWT, jwtVerify } from 'jose';
import type { DbOrTx } from '../../db/client';
import { UnauthorizedError } from '../../http/errors';
import { type UserRow, findUserById } from '../users/users.repo';

/** DESIGN §2: access 15 minutes, refresh 7 days. */
export const ACCESS_TOKEN_TTL_SEC = 15 * 60;
export const REFRESH_TOKEN_TTL_SEC = 7 * 24 * 60 * 60;

export type TokenType = 'access' | 'refresh';

const ALGORITHM = 'HS256';
const USER_ID = /^[1-9]\d{0,9}$/;

/**
 * HS256 JWTs with claims `sub` (user id), `ver` (the user's token_version: bumping it revokes every earlier token,
 * DESIGN §7) and `typ` (so a refresh token is never accepted as an access token, nor the reverse).
 */
export function createTokenService(secret: string, db: DbOrTx) {
  const key = new TextEncoder().encode(secret);

  function sign(user: Pick<UserRow, 'id' | 'tokenVersion'>, typ: TokenType): Promise<string> {
    const ttl = typ === 'access' ? ACCESS_TOKEN_TTL_SEC : REFRESH_TOKEN_TTL_SEC;
    return new SignJWT({ ver: user.tokenVersion, typ })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(String(user.id))
      .setIssuedAt()
      .setExpirationTime(`${ttl}s`)
      .sign(key);
  }

  return {
    sign,

    async issuePair(user: Pick<UserRow, 'id' | 'tokenVersion'>) {
      return { access: await sign(user, 'access'), refresh: await sign(user, 'refresh') };
    },

    /**
     * The user a token of type `typ` names, checked against the database in one query; any failure (signature,
     * algorithm, expiry, type, revoked version, deleted user) is the same 401.
     */
    async verify(token: string, typ: TokenType): Promise<UserRow> {
      let payload: Record<string, unknown>;
      try {
        // Pinning the algorithm rejects `alg: none` and every other algorithm.
        ({ payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM], requiredClaims: ['sub', 'exp'] }));
      } catch {
        throw new UnauthorizedError();
      }
      const { sub, ver } = payload;
      if (payload.typ !== typ || typeof sub !== 'string' || !USER_ID.test(sub) || !Number.isSafeInteger(ver)) {
        throw new UnauthorizedError();
      }
      const user = await findUserById(db, Number(sub));
      if (!user || user.tokenVersion !== ver) throw new UnauthorizedError();
      return user;
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
