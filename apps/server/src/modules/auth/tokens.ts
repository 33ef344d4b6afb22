import { LRUCache } from 'lru-cache';
import { randomBytes } from 'node:crypto';
import { type JWTPayload, SignJWT, jwtVerify } from 'jose';
import type { Db, DbOrTx } from '../../db/client';
import { UnauthorizedError } from '../../http/errors';
import { type UserRow, accounts } from '../users/users.service';
import * as repo from './auth.repo';

/** DESIGN §2: access 15 minutes, refresh 7 days. */
export const ACCESS_TOKEN_TTL_SEC = 15 * 60;
export const REFRESH_TOKEN_TTL_SEC = 7 * 24 * 60 * 60;
/**
 * A rotated refresh token presented again within this many seconds is refused but not taken as theft: two tabs of
 * one browser may both refresh with the same stored token at the same moment (the web client's time-out is 30 s).
 */
export const REFRESH_REUSE_GRACE_SEC = 30;

export type TokenType = 'access' | 'refresh';
export type TokenPair = { access: string; refresh: string };
type TokenUser = Pick<UserRow, 'id' | 'tokenVersion'>;

const ALGORITHM = 'HS256';
const USER_ID = /^[1-9]\d{0,9}$/;
const JTI = /^[A-Za-z0-9_-]{16,64}$/;
/** Verified tokens kept (the least recently used goes first): about one per shopper active in 15 minutes. */
const VERIFIED_CACHE_SIZE = 10_000;
/** And their bytes: a token's text and its claims; a token is some 200 characters, so this rarely binds first. */
const VERIFIED_CACHE_BYTES = 8 * 1024 * 1024;

/**
 * HS256 JWTs with claims `sub` (user id), `ver` (the user's token_version: bumping it revokes every earlier token,
 * DESIGN §7) and `typ` (so a refresh token is never accepted as an access token, nor the reverse). A refresh token
 * also has a `jti` naming its row in `refresh_tokens`: it works once.
 */
export function createTokenService(secret: string, db: Db) {
  const key = new TextEncoder().encode(secret);
  /**
   * Claims of tokens whose signature was verified, by the token's exact text: a shopper sends the same access token
   * on every call for 15 minutes, and the HMAC is most of a call's CPU after the database. A hit is still
   * checked for expiry, and the user and token version are still read from the database.
   */
  const verified = new LRUCache<string, JWTPayload>({
    max: VERIFIED_CACHE_SIZE,
    maxSize: VERIFIED_CACHE_BYTES,
    sizeCalculation: (_claims, token) => 2 * token.length + 256,
  });

  async function claims(token: string): Promise<JWTPayload> {
    const known = verified.get(token);
    if (known) {
      // jose's own test: expired once `exp` is at or before now (in whole seconds).
      if (typeof known.exp === 'number' && known.exp > Math.floor(Date.now() / 1000)) return known;
      verified.delete(token);
    }
    // Pinning the algorithm rejects `alg: none` and every other algorithm.
    const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM], requiredClaims: ['sub', 'exp'] });
    // The shop's tokens carry no `nbf`; one that does is verified every time.
    if (payload.nbf === undefined) verified.set(token, payload);
    return payload;
  }

  function sign(user: TokenUser, typ: TokenType, jti?: string): Promise<string> {
    const ttl = typ === 'access' ? ACCESS_TOKEN_TTL_SEC : REFRESH_TOKEN_TTL_SEC;
    const jwt = new SignJWT({ ver: user.tokenVersion, typ })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(String(user.id))
      .setIssuedAt()
      .setExpirationTime(`${ttl}s`);
    if (jti) jwt.setJti(jti);
    return jwt.sign(key);
  }

  /** A new refresh token in `family` (a new family: a sign-in) and an access token. */
  async function issuePair(user: TokenUser, family?: string, tx: DbOrTx = db): Promise<TokenPair> {
    const jti = randomBytes(16).toString('base64url');
    // The row outlives the JWT by a few seconds at most: the JWT's own expiry is the one that is checked first.
    const expiresAt = new Date(Date.now() + REFRESH_TOKEN_TTL_SEC * 1000);
    if (!family) await repo.deleteExpiredRefreshTokens(tx, user.id);
    await repo.insertRefreshToken(tx, { id: jti, userId: user.id, family: family ?? jti, expiresAt });
    return { access: await sign(user, 'access'), refresh: await sign(user, 'refresh', jti) };
  }

  /** The claims and user of a token of type `typ`; any failure is the same 401. */
  async function check(token: string, typ: TokenType): Promise<{ user: UserRow; payload: JWTPayload }> {
    let payload: JWTPayload;
    try {
      payload = await claims(token);
    } catch {
      throw new UnauthorizedError();
    }
    const { sub, ver } = payload;
    if (payload.typ !== typ || typeof sub !== 'string' || !USER_ID.test(sub) || !Number.isSafeInteger(ver)) {
      throw new UnauthorizedError();
    }
    const user = await accounts.findUserById(db, Number(sub));
    // A disabled account's tokens stop working at once (DESIGN §8), whatever their version.
    if (!user || !user.isActive || user.tokenVersion !== ver) throw new UnauthorizedError();
    return { user, payload };
  }

  return {
    sign,
    issuePair,

    /**
     * The user a token of type `typ` names, checked against the database in one query; any failure (signature,
     * algorithm, expiry, type, revoked version, deleted or disabled user) is the same 401.
     */
    async verify(token: string, typ: TokenType): Promise<UserRow> {
      return (await check(token, typ)).user;
    },

    /**
     * Uses a refresh token: answers a new pair of the same family, and the token used is refused from then on.
     * A token rotated more than REFRESH_REUSE_GRACE_SEC ago coming back revokes its family (whoever holds the
     * newer token must sign in again). Refresh tokens issued before rotation existed (no `jti`) are refused.
     */
    async rotate(refreshToken: string): Promise<TokenPair> {
      const { user, payload } = await check(refreshToken, 'refresh');
      const jti = payload.jti;
      if (typeof jti !== 'string' || !JTI.test(jti)) throw new UnauthorizedError();
      const pair = await db.transaction(async (tx) => {
        const family = await repo.useRefreshToken(tx, jti, user.id);
        return family === undefined ? null : issuePair(user, family, tx);
      });
      if (pair) return pair;
      const reused = await repo.findReusedRefreshFamily(db, jti, user.id, REFRESH_REUSE_GRACE_SEC);
      if (reused !== undefined) await repo.revokeRefreshFamily(db, reused);
      throw new UnauthorizedError();
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
