// The shop's Zalo tokens (DESIGN §14): kept in the database (sealed under ZALO_TOKEN_KEY when set, see
// lib/sealed-text.ts), refreshed by one instance at a time under the row's lock, the new pair committed before it
// is used; a refresh Zalo refuses pauses sending instead of burning retries.
import { createHash } from 'node:crypto';
import { ZALO_MESSAGES } from '@shop/domain/zalo.schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { ZaloConfig, ZaloTokenKeys } from '../../config';
import type { Db } from '../../db/client';
import { SealKeyError, openText, sealText } from '../../lib/sealed-text';
import { ZaloApiError, type ZnsClient } from './zalo-client';
import * as repo from './zalo.repo';
import type { ZaloTokenRow } from './zalo.repo';
/** An access token this close to its end is refreshed first, so a send never starts with one about to expire. */
const EXPIRY_MARGIN_MS = 60_000;

/** Sending is paused: the last refresh was refused, and only a new refresh token (authorised again) mends it. */
export class ZaloPausedError extends Error {
  constructor(readonly reason: string) {
    super(ZALO_MESSAGES.paused);
  }
}

export type { ZaloTokenRow } from './zalo.repo';

const seedHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** The row with its tokens opened; `stale` when they should be sealed again under the current key. */
function openRow(keys: ZaloTokenKeys, stored: ZaloTokenRow): { row: ZaloTokenRow; stale: boolean } {
  const refresh = openText(keys, stored.refreshToken);
  const access = stored.accessToken === null ? null : openText(keys, stored.accessToken);
  return {
    row: { ...stored, refreshToken: refresh.text, accessToken: access?.text ?? null },
    stale: refresh.stale || Boolean(access?.stale),
  };
}

/** Why no key opens the stored tokens, in the settings' words. */
const unreadableReason = (error: SealKeyError) =>
  error.reason === 'another'
    ? 'the stored Zalo tokens were sealed under another key: set ZALO_TOKEN_KEY_PREVIOUS to the key before'
    : 'the stored Zalo tokens are sealed but ZALO_TOKEN_KEY is not set';

/** A row no key opens reads as paused with the reason: nothing is sent, the status says why, and nothing crashes. */
const unreadable = (stored: ZaloTokenRow, error: SealKeyError): ZaloTokenRow => ({
  ...stored,
  refreshToken: '',
  accessToken: null,
  pausedReason: stored.pausedReason ?? unreadableReason(error),
});

const fresh = (row: ZaloTokenRow) =>
  row.accessToken !== null &&
  row.accessExpiresAt !== null &&
  row.accessExpiresAt.getTime() - EXPIRY_MARGIN_MS > Date.now();

export function createZaloTokens({
  db,
  client,
  config,
  log,
}: {
  db: Db;
  client: ZnsClient;
  config: ZaloConfig;
  log: FastifyBaseLogger;
}) {
  const keys = config.tokenKeys;
  const seal = (token: string) => sealText(keys, token);

  /** The tokens, opened; kept in plain text or under the previous key, they are sealed under the current key now. */
  async function row(): Promise<ZaloTokenRow | undefined> {
    const stored = await repo.readTokens(db);
    if (!stored) return undefined;
    let opened: ReturnType<typeof openRow>;
    try {
      opened = openRow(keys, stored);
    } catch (error) {
      if (error instanceof SealKeyError) return unreadable(stored, error);
      throw error;
    }
    if (opened.stale) {
      // Only if no refresh has written the row meanwhile (that one is sealed under the current key already).
      await repo.resealTokens(db, stored, {
        refreshToken: seal(opened.row.refreshToken),
        accessToken: opened.row.accessToken === null ? null : seal(opened.row.accessToken),
      });
    }
    return opened.row;
  }

  /**
   * Refreshes with the stored refresh token, under the row's lock: a second instance waits, then finds the pair the
   * first stored and uses it (it never spends the refresh token the first one already spent). `stale` is the access
   * token the caller saw refused (or null): a different, fresh one in the row means someone refreshed meanwhile.
   */
  async function refresh(stale: string | null): Promise<string> {
    type Outcome = { access: string } | { paused: string; refused?: boolean };
    const outcome = await db.transaction(async (tx): Promise<Outcome> => {
      const stored = await repo.lockTokens(tx);
      if (!stored) throw new Error('Zalo tokens were never seeded');
      let locked: ZaloTokenRow;
      try {
        locked = openRow(keys, stored).row;
      } catch (error) {
        if (error instanceof SealKeyError) return { paused: unreadableReason(error) };
        throw error;
      }
      if (locked.pausedReason) return { paused: locked.pausedReason };
      if (fresh(locked) && locked.accessToken !== stale) return { access: locked.accessToken! };
      try {
        const pair = await client.refresh(locked.refreshToken);
        // Committed with the lock's transaction, before anyone uses the new access token.
        await repo.storeRefreshedPair(tx, {
          accessToken: seal(pair.access_token),
          refreshToken: seal(pair.refresh_token),
          accessExpiresAt: new Date(Date.now() + pair.expires_in * 1000),
        });
        return { access: pair.access_token };
      } catch (error) {
        // Zalo answered and refused (-14014 and kin): another try can't mend it. A transport error rolls back and
        // is retried by the job's back-off; the refresh token was not spent.
        if (!(error instanceof ZaloApiError)) throw error;
        await repo.pauseTokens(tx, error.message);
        return { paused: error.message, refused: true };
      }
    });
    if ('access' in outcome) return outcome.access;
    if (outcome.refused) log.error({ reason: outcome.paused }, 'Zalo: the token refresh was refused; sending paused');
    throw new ZaloPausedError(outcome.paused);
  }

  return {
    row,
    refresh,

    /** A usable access token: the stored one while fresh, else a refreshed one. */
    async accessToken(): Promise<string> {
      const current = await row();
      if (current?.pausedReason) throw new ZaloPausedError(current.pausedReason);
      if (current && fresh(current)) return current.accessToken!;
      return refresh(current?.accessToken ?? null);
    },

    /**
     * At start: `ZALO_REFRESH_TOKEN` seeds the row when there is none. A working link is never overwritten (the
     * value that seeded it, or an instance still started with an older one, would break the rotated token); a new
     * value replaces a paused link only (the OA authorised again), which ends the pause. True when it (re)seeded.
     */
    async seed(): Promise<boolean> {
      // A link no key opens is lost already: a new seed mends it like a paused one.
      const lost = (await row())?.refreshToken === '';
      const seed = { refreshToken: seal(config.refreshToken), seedHash: seedHash(config.refreshToken) };
      return repo.seedTokens(db, seed, lost);
    },
  };
}

export type ZaloTokens = ReturnType<typeof createZaloTokens>;
