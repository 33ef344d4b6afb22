// Zalo's lines of the owner's setup checklist (GET /api/admin/setup/): the app's keys and whether sending is paused
// (the link lost), and which order events have a template with an id (DESIGN §14), as ZaloService.status() says.
import type { SetupItem } from '@shop/domain/owner-day.schemas';
import { ZALO_EVENTS, ZALO_EVENT_LABELS, type ZaloStatus } from '@shop/domain/zalo.schemas';
import type { Config } from '../../config';

const LINK = '/settings/zalo';

export async function zaloSetupItems(config: Config['zalo'], status: () => Promise<ZaloStatus>): Promise<SetupItem[]> {
  const base = { area: 'zalo', link: LINK } as const;
  if (!config.zalo) {
    const detail = `Chưa đặt ${config.missing.join(', ')} trên máy chủ: khách chỉ nhận thông báo qua email.`;
    return [{ ...base, key: 'zalo.keys', label: 'Zalo ZNS', status: 'missing', detail, test: null }];
  }
  const now = await status();
  const keys: SetupItem = {
    ...base,
    key: 'zalo.keys',
    label: 'Zalo ZNS',
    status: now.paused ? 'error' : 'ok',
    detail: now.paused
      ? `Tạm dừng gửi: ${now.reason ?? 'mất liên kết với Zalo OA'} (${now.waiting} tin đang chờ).`
      : 'Đã kết nối Zalo OA.',
    test: null,
  };
  const missing = ZALO_EVENTS.filter((e) => !now.templates.includes(e));
  const templates: SetupItem = {
    ...base,
    key: 'zalo.templates',
    label: 'Mẫu tin ZNS',
    status: missing.length === ZALO_EVENTS.length ? 'missing' : 'ok',
    detail:
      missing.length === 0
        ? 'Mọi sự kiện đơn hàng đều có mẫu tin.'
        : `Chưa có mã mẫu: ${missing.map((e) => ZALO_EVENT_LABELS[e]).join(', ')}.`,
    test: missing.length < ZALO_EVENTS.length && !now.paused ? 'zalo' : null,
  };
  return [keys, templates];
}
