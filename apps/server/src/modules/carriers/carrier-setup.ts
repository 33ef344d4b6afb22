// Whether each carrier can work for the shop (DESIGN §11): its keys, and whether it can pick up from the pickup in
// force. GHN without GHN ids for the pickup takes the parcels at the address registered with the GHN shop (the calls
// leave `from_*` out); GHTK goes by names and can't do without them, so it says what is missing.
import { CARRIERS, CARRIER_NAMES, type Carrier } from '@shop/domain/carrier.schemas';
import type { CarrierSetup } from '@shop/domain/carrier-settings.schemas';
import type { Pickup } from './carrier-settings';

/** The env variables that turn each carrier on. */
export const CARRIER_KEYS: Record<Carrier, string[]> = { ghn: ['GHN_TOKEN', 'GHN_SHOP_ID'], ghtk: ['GHTK_TOKEN'] };

const SETTING = '“Địa chỉ lấy hàng” trong Cài đặt vận chuyển';

/** A carrier can't pick up from the pickup in force; the message says what is missing and where to set it. */
export class PickupMissing extends Error {
  constructor(
    readonly carrier: Carrier,
    message: string,
  ) {
    super(message);
  }
}

/** The parts of the pickup a carrier going by names needs and lacks, as staff name them. */
export function pickupGaps(p: Pickup, depth: 2 | 3): string[] {
  const parts: [string, string][] = [
    ['tên người gửi', p.name],
    ['số điện thoại', p.phone],
    ['số nhà, đường', p.address],
    ['tỉnh/thành phố', p.names.city],
    ...(depth === 3 ? [['quận/huyện', p.names.district] as [string, string]] : []),
    ['phường/xã', p.names.ward],
  ];
  return parts.filter(([, value]) => !value.trim()).map(([label]) => label);
}

/** Where `carrier` picks up from, and what is missing ('' when nothing). */
export function pickupSetup(
  carrier: Carrier,
  p: Pickup,
  depth: 2 | 3,
  ghnMapped: boolean,
): Pick<CarrierSetup, 'pickup_from' | 'pickup_problem'> {
  const name = CARRIER_NAMES[carrier];
  const gaps = pickupGaps(p, depth);
  if (carrier === 'ghn') {
    if (ghnMapped) return { pickup_from: 'pickup', pickup_problem: '' };
    const why =
      p.source === 'none'
        ? 'Chưa có địa chỉ lấy hàng'
        : gaps.length
          ? `Địa chỉ lấy hàng thiếu ${gaps.join(', ')}`
          : 'Phường/xã của địa chỉ lấy hàng chưa có mã GHN (xem Địa giới chưa khớp với GHN)';
    return {
      pickup_from: 'carrier_account',
      pickup_problem: `${why}: ${name} lấy hàng tại địa chỉ đã đăng ký trong tài khoản GHN. Nhập ${SETTING} để lấy hàng ở nơi khác.`,
    };
  }
  if (p.source === 'none') {
    return {
      pickup_from: 'missing',
      pickup_problem: `${name} chưa có địa chỉ lấy hàng: hãy nhập ${SETTING}, hoặc chọn phường/xã cho một cửa hàng đang hoạt động.`,
    };
  }
  if (gaps.length) {
    return {
      pickup_from: 'missing',
      pickup_problem: `${name} cần địa chỉ lấy hàng có ${gaps.join(', ')}: hãy nhập ${SETTING}.`,
    };
  }
  return { pickup_from: 'pickup', pickup_problem: '' };
}

/** Every carrier's setup for the pickup in force. */
export function carriersSetup(enabled: Carrier[], p: Pickup, depth: 2 | 3, ghnMapped: boolean): CarrierSetup[] {
  return CARRIERS.map((c) => ({
    carrier: c,
    name: CARRIER_NAMES[c],
    enabled: enabled.includes(c),
    missing_keys: enabled.includes(c) ? [] : CARRIER_KEYS[c],
    ...pickupSetup(c, p, depth, ghnMapped),
  }));
}
