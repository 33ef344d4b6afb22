// The marketplaces' lines of the owner's setup checklist (GET /api/admin/setup/): per marketplace, whether its keys are
// set on the server, its shop linked, and its last poll working (DESIGN §16).
import { MARKETPLACE_LABELS } from '@shop/domain/marketplace.rules';
import type { MarketplaceState } from '@shop/domain/marketplace-admin.schemas';
import type { SetupItem } from '@shop/domain/owner-day.schemas';
import type { MarketplacesConfig } from '../../config';

const LINK = '/marketplaces';

function item(card: MarketplaceState, missing: string[]): SetupItem {
  const label = MARKETPLACE_LABELS[card.channel];
  const base = { key: `marketplaces.${card.channel}`, area: 'marketplaces', label, link: LINK, test: null } as const;
  if (!card.enabled) {
    const detail = `Chưa đặt ${missing.join(', ')} trên máy chủ: đơn ${label} không về đây.`;
    return { ...base, status: 'missing', detail };
  }
  if (!card.linked) return { ...base, status: 'missing', detail: `Chưa kết nối gian hàng ${label}.` };
  const shop = card.shop_name || card.shop_id;
  if (card.last_error) return { ...base, status: 'error', detail: `Gian hàng ${shop}: ${card.last_error}` };
  return { ...base, status: 'ok', detail: `Đã kết nối gian hàng ${shop}.` };
}

export async function marketplaceSetupItems(
  config: MarketplacesConfig,
  cards: () => Promise<MarketplaceState[]>,
): Promise<SetupItem[]> {
  return (await cards()).map((card) => item(card, config.missing[card.channel]));
}
