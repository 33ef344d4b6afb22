/**
 * Payment rules shared by the server and the web app (spec 2 §4 'Payment', DESIGN §4 'Payments'). No zod here:
 * the web app imports this from its payment screens.
 */
import type { PaymentMethod, PaymentStatus } from './order-status';

/** What `GET /api/orders/{id}/sepay-status/` answers and the payment screens poll. */
export interface PaymentState {
  payment_status: PaymentStatus;
  company_payment_received: boolean;
  payment_method: PaymentMethod;
}

/** spec 2 §4: a payment counts as complete only when it is paid and the shop has received the money. */
export function isPaymentComplete(state: Pick<PaymentState, 'payment_status' | 'company_payment_received'>) {
  return state.payment_status === 'paid' && state.company_payment_received;
}

const TRANSFER_PREFIX = 'DH';

/** The bank-transfer content that names the order (DESIGN §4: e.g. `DH12345678`). */
export function transferContent(orderId: number): string {
  return `${TRANSFER_PREFIX}${orderId}`;
}

/**
 * The order a transfer's content names, or null. Banks rewrite contents (prefix their own reference, change case,
 * add separators), so the code is searched anywhere in the text, even glued to other words (some banks drop the spaces); order ids are 8 digits (DESIGN §4), so the digits
 * must not run on.
 */
export function orderIdInTransferContent(content: string): number | null {
  const match = /DH[\s.\-_]?(\d{8})(?!\d)/i.exec(content);
  return match ? Number(match[1]) : null;
}
