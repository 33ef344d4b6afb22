// The Zalo templates (DESIGN §14): one `shop_settings` row, key `zalo`; no row means no event sends anything.
import { type ZaloEvent, ZaloSettings, type ZaloTemplate } from '@shop/domain/zalo.schemas';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { shopSettings } from '../../db/schema/index';

export const ZALO_SETTINGS_KEY = 'zalo';

/** The saved templates; a row that no longer parses counts as none (nothing is sent rather than a wrong message). */
export async function readZaloSettings(db: DbOrTx): Promise<ZaloSettings> {
  const [row] = await db.select().from(shopSettings).where(eq(shopSettings.key, ZALO_SETTINGS_KEY));
  return parseZaloSettings(row?.value);
}

export function parseZaloSettings(value: unknown): ZaloSettings {
  const parsed = ZaloSettings.safeParse(value ?? {});
  return parsed.success ? parsed.data : { templates: {} };
}

export async function writeZaloSettings(db: DbOrTx, value: ZaloSettings): Promise<void> {
  await db
    .insert(shopSettings)
    .values({ key: ZALO_SETTINGS_KEY, value })
    .onConflictDoUpdate({ target: shopSettings.key, set: { value, updatedAt: sql`now()` } });
}

/** The event's template when it has an id; an event without one sends nothing. */
export function templateOf(settings: ZaloSettings, event: ZaloEvent): ZaloTemplate | undefined {
  const template = settings.templates[event];
  return template?.template_id ? template : undefined;
}
