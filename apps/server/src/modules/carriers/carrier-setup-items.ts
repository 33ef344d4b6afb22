// The carriers' lines of the owner's setup checklist (GET /api/admin/setup/), read from the carriers' own setup status
// (carrier-setup.ts): which carriers have their keys, and whether each can pick up from the pickup in force.
import { CARRIER_NAMES } from '@shop/domain/carrier.schemas';
import { fullAddress } from '@shop/domain/order-address';
import type { SetupItem } from '@shop/domain/owner-day.schemas';
import type { CarrierQuoting } from './carriers.service';

const LINK = '/settings/carriers';

export async function carrierSetupItems({ settings }: Pick<CarrierQuoting, 'settings'>): Promise<SetupItem[]> {
  const setup = await settings.carriersSetupStatus();
  const on = setup.carriers.filter((c) => c.enabled);
  const keys: SetupItem = {
    key: 'carriers.keys',
    area: 'carriers',
    label: 'Hãng vận chuyển (GHN, GHTK)',
    status: on.length ? 'ok' : 'missing',
    detail: on.length
      ? `Đang bật: ${on.map((c) => CARRIER_NAMES[c.carrier]).join(', ')}.`
      : 'Chưa đặt GHN_TOKEN và GHN_SHOP_ID, hay GHTK_TOKEN, trên máy chủ: chỉ giao được bằng người giao của shop.',
    link: LINK,
    test: on.length ? 'parcel_quote' : null,
  };
  if (!on.length) return [keys];
  const problems = on.filter((c) => c.pickup_from !== 'pickup');
  const { pickup } = setup;
  const where = fullAddress(pickup.address, pickup);
  const from = pickup.source === 'store' ? ` (đang dùng cửa hàng ${pickup.name})` : '';
  const pickupItem: SetupItem = {
    key: 'carriers.pickup',
    area: 'carriers',
    label: 'Địa chỉ lấy hàng',
    // A carrier that can't pick up at all is missing the pickup; GHN falling back to its account's address works,
    // but not from where the owner set: an error to fix.
    status: problems.some((c) => c.pickup_from === 'missing') ? 'missing' : problems.length ? 'error' : 'ok',
    detail: problems.length ? problems.map((c) => c.pickup_problem).join(' ') : `${where}${from}.`,
    link: LINK,
    test: null,
  };
  return [keys, pickupItem];
}
