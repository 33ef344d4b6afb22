/**
 * The carriers' pure rules (DESIGN §11): the shipment's own statuses and how GHN's and GHTK's map onto them, that
 * statuses only move forward, what an order becomes for each, where the COD money is, the parcel's weight, and the
 * name folding that maps the shop's address units to GHN's.
 */
import { foldVietnamese } from './search-text';
import type { OrderStatus } from './order-status';

/** A shipment's life; `lost` covers lost and damaged (flagged on the desk). */
export const SHIPMENT_STATUSES = [
  'created',
  'picked',
  'delivering',
  'delivered',
  'returning',
  'returned',
  'cancelled',
  'lost',
] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

export const SHIPMENT_STATUS_LABELS: Record<ShipmentStatus, string> = {
  created: 'Chờ lấy hàng',
  picked: 'Đã lấy hàng',
  delivering: 'Đang giao hàng',
  delivered: 'Đã giao hàng',
  returning: 'Đang hoàn hàng',
  returned: 'Đã hoàn hàng về shop',
  cancelled: 'Đã hủy vận đơn',
  lost: 'Thất lạc / hư hỏng',
};

/** Where a shipment's COD money is: nothing to collect, to collect, held by the carrier, transferred to the shop. */
export const COD_STATUSES = ['none', 'pending', 'collected', 'transferred'] as const;
export type CodStatus = (typeof COD_STATUSES)[number];

const RANK: Record<ShipmentStatus, number> = {
  created: 0,
  picked: 1,
  delivering: 2,
  returning: 3,
  delivered: 4,
  returned: 4,
  lost: 4,
  cancelled: 4,
};
const TERMINAL: readonly ShipmentStatus[] = ['delivered', 'returned', 'cancelled', 'lost'];

/**
 * Whether a shipment may move from `from` to `to`: only forward, never out of an end (delivered, returned,
 * cancelled, lost), and a cancel only before pick-up. A replay (same status) is not a move.
 */
export function shipmentAdvances(from: ShipmentStatus, to: ShipmentStatus): boolean {
  if (TERMINAL.includes(from)) return false;
  if (to === 'cancelled') return from === 'created';
  return RANK[to] > RANK[from];
}

/** Statuses a shipment can still change from (the poll job re-reads these). */
export const LIVE_SHIPMENT_STATUSES: readonly ShipmentStatus[] = SHIPMENT_STATUSES.filter((s) => !TERMINAL.includes(s));

const GHN_STATUS: Record<string, ShipmentStatus> = {
  ready_to_pick: 'created',
  picking: 'created',
  money_collect_picking: 'created',
  cancel: 'cancelled',
  picked: 'picked',
  storing: 'picked',
  transporting: 'picked',
  sorting: 'picked',
  delivering: 'delivering',
  money_collect_delivering: 'delivering',
  delivery_fail: 'delivering',
  delivered: 'delivered',
  waiting_to_return: 'returning',
  return: 'returning',
  return_transporting: 'returning',
  return_sorting: 'returning',
  returning: 'returning',
  return_fail: 'returning',
  returned: 'returned',
  damage: 'lost',
  lost: 'lost',
};

/** GHN's status word as ours; null for one that says nothing new ('exception', unknown words). */
export function ghnStatus(status: string): ShipmentStatus | null {
  return GHN_STATUS[status] ?? null;
}

const GHTK_STATUS: Record<string, ShipmentStatus> = {
  '-1': 'cancelled',
  '1': 'created',
  '2': 'created',
  '7': 'created',
  '8': 'created',
  '12': 'created',
  '127': 'created',
  '128': 'created',
  '3': 'picked',
  '123': 'picked',
  '4': 'delivering',
  '9': 'delivering',
  '10': 'delivering',
  '49': 'delivering',
  '410': 'delivering',
  '5': 'delivered',
  '6': 'delivered',
  '45': 'delivered',
  '20': 'returning',
  '21': 'returned',
  '11': 'returned',
  '13': 'lost',
};

/** GHTK's status_id as ours; null for an unknown one. Status 6 ("đã đối soát") also means the COD was transferred. */
export function ghtkStatus(statusId: string | number): ShipmentStatus | null {
  return GHTK_STATUS[String(statusId)] ?? null;
}
export const GHTK_COD_TRANSFERRED_STATUS = 6;

/**
 * The order's status a shipment status asks for, or null for none: picked up or later → shipped, delivered →
 * delivered, returned → returned. Cancelled and lost leave the order where it is.
 */
export function orderStatusFor(status: ShipmentStatus): OrderStatus | null {
  switch (status) {
    case 'picked':
    case 'delivering':
    case 'returning':
      return 'shipped';
    case 'delivered':
      return 'delivered';
    case 'returned':
      return 'returned';
    default:
      return null;
  }
}

/**
 * Where the COD is for a shipment with `codAmount` in `status` (before any transfer). A shipment cancelled or returned
 * collects nothing any more.
 */
export function codStatusFor(codAmount: number, status: ShipmentStatus, transferred: boolean): CodStatus {
  if (codAmount <= 0) return 'none';
  if (transferred) return 'transferred';
  if (status === 'cancelled' || status === 'returned') return 'none';
  return status === 'delivered' ? 'collected' : 'pending';
}

/**
 * The COD a shipment collects: what is still owed on an unpaid cash order, `final_total − amount_received` (an order
 * marked paid and then edited up owes only the difference); 0 for one paid (online or marked paid) or to refund.
 */
export function codAmountFor(order: {
  paymentMethod: string;
  paymentStatus: string;
  finalTotal: number;
  amountReceived: number;
}): number {
  if (order.paymentMethod !== 'cash' || order.paymentStatus !== 'unpaid') return 0;
  return Math.max(0, order.finalTotal - order.amountReceived);
}

/** The parcel's weight in grams: Σ item weight × quantity + the packaging, at least 1 g (carriers refuse 0). */
export function parcelWeightGrams(items: { weightGrams: number; quantity: number }[], packagingGrams: number): number {
  const goods = items.reduce((sum, i) => sum + Math.max(0, i.weightGrams) * i.quantity, 0);
  return Math.max(1, Math.round(goods + Math.max(0, packagingGrams)));
}

// Unit prefixes carriers and the bundled data write differently (or not at all). Longest first.
const UNIT_PREFIXES = [
  'thanh pho',
  'thi tran',
  'thi xa',
  'huyen',
  'phuong',
  'quan',
  'tinh',
  'xa',
  'tp.',
  'tp',
  'tx.',
  'tt.',
];

/**
 * A unit's name folded for matching across the shop's data and GHN's: accents, case and the unit's prefix
 * ('Quận', 'Huyện', 'Phường', 'Xã', 'Thị xã', 'Thành phố', 'Tỉnh', 'Thị trấn') ignored; a numbered unit loses its
 * leading zeros ('Phường 01' = '1'); hyphens and dots count as spaces.
 *
 * @example foldUnitName('Thành phố Hồ Chí Minh') === 'ho chi minh'; foldUnitName('Quận 01') === '1'
 */
export function foldUnitName(name: string): string {
  let s = foldVietnamese(name);
  for (const prefix of UNIT_PREFIXES) {
    if (s.startsWith(prefix + ' ') || (prefix.endsWith('.') && s.startsWith(prefix))) {
      s = s.slice(prefix.length).trim();
      break;
    }
  }
  s = s.replace(/[-.,]/g, ' ').replace(/\s+/g, ' ').trim();
  return /^\d+$/.test(s) ? String(Number(s)) : s;
}

/**
 * What the shop pays the carrier above what the order charged the customer for shipping (DESIGN §11): the live
 * shipment's fee minus the order's `shipping_fee`; 0 when covered, or without a live shipment.
 */
export function carrierFeeShortfall(
  shippingFee: number,
  shipment: { fee: number; status: string } | null | undefined,
): number {
  if (!shipment || shipment.status === 'cancelled') return 0;
  return Math.max(0, shipment.fee - shippingFee);
}
