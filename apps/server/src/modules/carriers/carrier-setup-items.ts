// The carriers' lines of the owner's setup checklist (GET /api/admin/setup/): which carriers have their keys, and the
// pickup address they come to (set, or the first store's; for GHN also mapped to GHN's ward ids). A stand-in until
// the carriers area offers its own setup status; kept to what the carrier settings already know.
import { CARRIER_NAMES } from '@shop/domain/carrier.schemas';
import type { SetupItem } from '@shop/domain/owner-day.schemas';
import type { CarrierQuoting } from './carriers.service';

const LINK = '/settings/carriers';

export async function carrierSetupItems({
  providers,
  settings,
  addressMap,
}: Pick<CarrierQuoting, 'providers' | 'settings' | 'addressMap'>): Promise<SetupItem[]> {
  const on = [...providers.keys()];
  const keys: SetupItem = {
    key: 'carriers.keys',
    area: 'carriers',
    label: 'Hãng vận chuyển (GHN, GHTK)',
    status: on.length ? 'ok' : 'missing',
    detail: on.length
      ? `Đang bật: ${on.map((c) => CARRIER_NAMES[c]).join(', ')}.`
      : 'Chưa đặt GHN_TOKEN và GHN_SHOP_ID, hay GHTK_TOKEN, trên máy chủ: chỉ giao được bằng người giao của shop.',
    link: LINK,
    test: on.length ? 'parcel_quote' : null,
  };
  if (!on.length) return [keys];
  return [keys, await pickupItem(on.includes('ghn'), settings, addressMap)];
}

async function pickupItem(
  ghnOn: boolean,
  settings: CarrierQuoting['settings'],
  addressMap: CarrierQuoting['addressMap'],
): Promise<SetupItem> {
  const pickup = await settings.pickup();
  const item = { key: 'carriers.pickup', area: 'carriers', label: 'Địa chỉ lấy hàng', link: LINK, test: null } as const;
  if (pickup.source === 'none' || !pickup.codes.ward) {
    return { ...item, status: 'missing', detail: 'Chưa có địa chỉ lấy hàng: hãng không biết đến lấy ở đâu.' };
  }
  const where = [pickup.address, pickup.names.ward, pickup.names.district, pickup.names.city]
    .filter(Boolean)
    .join(', ');
  if (ghnOn && !(await addressMap.ghnWard(pickup.codes.ward))) {
    return { ...item, status: 'error', detail: `${where}: phường/xã này chưa khớp mã GHN, hãy đồng bộ địa chỉ GHN.` };
  }
  const from = pickup.source === 'store' ? ` (đang dùng cửa hàng ${pickup.name})` : '';
  return { ...item, status: 'ok', detail: `${where}${from}.` };
}
