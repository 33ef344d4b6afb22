import type { OrderStatus, PaymentStatus } from '@shop/domain/order-status';
import { PAYMENT_TONES, STATUS_TONES, deskStatusLabel, paymentStatusLabel } from './order-labels';

const BADGE = 'inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap';

export function StatusBadge({ status }: { status: OrderStatus }) {
  return <span className={`${BADGE} ${STATUS_TONES[status]}`}>{deskStatusLabel(status)}</span>;
}

export function PaymentBadge({ status }: { status: PaymentStatus }) {
  return <span className={`${BADGE} ${PAYMENT_TONES[status]}`}>{paymentStatusLabel(status)}</span>;
}
