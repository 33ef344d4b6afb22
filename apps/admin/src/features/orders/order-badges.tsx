import { ORDER_SOURCE_LABELS, type MarketplaceChannel, type OrderSource } from '@shop/domain/order-source';
import type { OrderStatus, PaymentStatus } from '@shop/domain/order-status';
import { PAYMENT_TONES, STATUS_TONES, deskStatusLabel, paymentStatusLabel } from './order-labels';

const BADGE = 'inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap';

export function StatusBadge({ status }: { status: OrderStatus }) {
  return <span className={`${BADGE} ${STATUS_TONES[status]}`}>{deskStatusLabel(status)}</span>;
}

export function PaymentBadge({ status }: { status: PaymentStatus }) {
  return <span className={`${BADGE} ${PAYMENT_TONES[status]}`}>{paymentStatusLabel(status)}</span>;
}

/** Each marketplace in its own colours (DESIGN §16), so its orders stand out on the desk. */
const MARKETPLACE_TONES: Record<MarketplaceChannel, string> = {
  shopee: 'bg-orange-600 text-white',
  tiktok: 'bg-black text-white',
};

/** Where the order came from: a marketplace's badge, or the channel's name. */
export function SourceBadge({ source }: { source: OrderSource }) {
  const tone = (MARKETPLACE_TONES as Partial<Record<OrderSource, string>>)[source];
  if (!tone) return <span className="whitespace-nowrap">{ORDER_SOURCE_LABELS[source]}</span>;
  return <span className={`${BADGE} ${tone}`}>{ORDER_SOURCE_LABELS[source]}</span>;
}
