// What every payment method starts from: the order the shopper may pay now, and its payment state as the screens
// read it.
import { CHECKOUT_MESSAGES } from '@shop/domain/order.schemas';
import { type PaymentMethod, RELEASED_STATUSES } from '@shop/domain/order-status';
import { PAYMENT_MESSAGES } from '@shop/domain/payment.schemas';
import { type PaymentState, isPaymentComplete } from '@shop/domain/payment.rules';
import { type Config, paymentMethods } from '../../config';
import type { AuthUser } from '../../http/auth-guard';
import { AppError } from '../../http/errors';
import type { OrderRow, OrdersService } from '../orders/orders.service';

/** A payment call that failed: `{success:false, error}` as the spec's client reads it, plus DESIGN §2's `detail`. */
export class PaymentError extends AppError {
  override toBody() {
    return { success: false, error: this.message, detail: this.message };
  }
}

export function paymentState(row: OrderRow): PaymentState {
  return {
    payment_status: row.paymentStatus,
    company_payment_received: row.companyPaymentReceived,
    payment_method: row.paymentMethod,
  };
}

export type PayableOrder = (user: AuthUser, id: number, method: PaymentMethod) => Promise<OrderRow>;

/** The payable-order check of every method, for the payment methods `config` offers. */
export function createPayableOrder({
  config,
  orders,
}: {
  config: Pick<Config, 'missingPaymentSettings'>;
  orders: Pick<OrdersService, 'visibleOrder' | 'choosePaymentMethod'>;
}): PayableOrder {
  const offered: readonly PaymentMethod[] = paymentMethods(config);

  function requireMethod(method: PaymentMethod) {
    if (!offered.includes(method)) throw new PaymentError(400, CHECKOUT_MESSAGES.paymentMethodUnavailable);
  }

  /** The order the shopper may pay now: theirs (else 404), not paid, not cancelled or returned, not free. */
  async function payableOrder(user: AuthUser, id: number, method: PaymentMethod): Promise<OrderRow> {
    requireMethod(method);
    const row = await orders.visibleOrder(user, id);
    if (isPaymentComplete(paymentState(row))) throw new PaymentError(409, PAYMENT_MESSAGES.alreadyPaid);
    if (RELEASED_STATUSES.includes(row.status) || row.finalTotal <= 0) {
      throw new PaymentError(409, PAYMENT_MESSAGES.orderNotPayable);
    }
    // The method the shopper pays with now; an online one runs on the clock of its payment window.
    const windowMissing = method !== 'cash' && !row.paymentExpiresAt;
    if (row.paymentMethod !== method || windowMissing) return orders.choosePaymentMethod(id, method);
    return row;
  }

  return payableOrder;
}
