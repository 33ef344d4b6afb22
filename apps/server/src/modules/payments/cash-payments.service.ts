import type { PaymentState } from '@shop/domain/payment.rules';
import type { AuthUser } from '../../http/auth-guard';
import { type PayableOrder, paymentState } from './payment-orders';

/** Cash on delivery: the shopper's choice on the payment page (the money comes with the goods, staff record it). */
export function createCashPayments({ payableOrder }: { payableOrder: PayableOrder }) {
  return {
    /**
     * `POST /api/orders/{id}/cash-payment/`: on the payment page the shopper settles for cash on delivery instead
     * (the order keeps no online method it won't use).
     */
    async chooseCash(user: AuthUser, id: number): Promise<PaymentState> {
      const row = await payableOrder(user, id, 'cash');
      return { ...paymentState(row), payment_method: 'cash' };
    },
  };
}
