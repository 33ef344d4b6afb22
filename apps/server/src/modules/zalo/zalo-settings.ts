// The Zalo templates (DESIGN §14): the settings' `zalo` row (kept by the settings area); no row means no event sends
// anything.
import { type ZaloEvent, ZaloSettings, type ZaloTemplate } from '@shop/domain/zalo.schemas';
import type { DbOrTx } from '../../db/client';
import { readShopSetting, saveShopSetting } from '../settings/settings.service';

/** The saved templates; a row that no longer parses counts as none (nothing is sent rather than a wrong message). */
export async function readZaloSettings(db: DbOrTx): Promise<ZaloSettings> {
  const parsed = ZaloSettings.safeParse((await readShopSetting(db, 'zalo')) ?? {});
  return parsed.success ? parsed.data : { templates: {} };
}

export async function writeZaloSettings(db: DbOrTx, value: ZaloSettings): Promise<void> {
  await saveShopSetting(db, 'zalo', value);
}

/** The event's template when it has an id; an event without one sends nothing. */
export function templateOf(settings: ZaloSettings, event: ZaloEvent): ZaloTemplate | undefined {
  const template = settings.templates[event];
  return template?.template_id ? template : undefined;
}
