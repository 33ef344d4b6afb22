import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The shop's Zalo link (DESIGN §14), one row (`id = 'oa'`). Zalo's refresh token works once: each refresh returns a
 * new pair, written here (under this row's lock, so two instances never refresh at once) before it is used.
 * `ZALO_REFRESH_TOKEN` only seeds the row; `seed_hash` is the hash of the env value that seeded it, so the same value
 * never overwrites a rotated token, while a new one (the OA authorised again) replaces it. A refresh Zalo refuses
 * pauses sending (`paused_reason`) until then.
 */
export const zaloTokens = pgTable(
  'zalo_tokens',
  {
    id: text('id').primaryKey(),
    accessToken: text('access_token'),
    accessExpiresAt: timestamp('access_expires_at', { withTimezone: true }),
    refreshToken: text('refresh_token').notNull(),
    seedHash: text('seed_hash').notNull(),
    pausedReason: text('paused_reason'),
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('zalo_tokens_one_row', sql`${t.id} = 'oa'`)],
);
