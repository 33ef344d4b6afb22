import type { PaymentRecord } from '@shop/domain/admin-orders.schemas';
import type { PaymentState } from '@shop/domain/payment.rules';
import type { ShopSettingsValues } from '@shop/domain/settings.schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../http/auth-guard';
import type { OrdersService } from '../orders/orders.service';
import { createCashPayments } from './cash-payments.service';
import { createPayableOrder, paymentState } from './payment-orders';
import { createWebhookLedger } from './payment-webhooks';
import * as repo from './payments.repo';
import { createPayosPayments } from './payos-payments.service';
import type { PayosLinksService } from './payos-links.service';
import { createSepayPayments } from './sepay-payments.service';

export { PaymentError } from './payment-orders';

interface Deps {
  db: Db;
  config: Pick<Config, 'sepayApiKey' | 'payos' | 'publicUrl' | 'missingPaymentSettings'>;
  /** The shop's details: the bank account on the VietQR is the admin's setting, else env. */
  shopDetails: () => Promise<ShopSettingsValues>;
  orders: OrdersService;
  payosLinks: PayosLinksService;
  log: FastifyBaseLogger;
}

/**
 * Payments (DESIGN §4), one part per method: cash on delivery, the bank-transfer QR confirmed by SePay's webhook, and
 * PayOS payment links confirmed by PayOS's signed webhook. Only a provider's authenticated webhook ever marks an
 * order paid.
 */
export function createPaymentsService({ db, config, shopDetails, orders, payosLinks, log }: Deps) {
  const payableOrder = createPayableOrder({ config, orders });
  const ledger = createWebhookLedger({ db, orders, log });

  return {
    ...createCashPayments({ payableOrder }),
    ...createSepayPayments({ config, shopDetails, payableOrder, ledger, log }),
    ...createPayosPayments({ db, config, orders, payosLinks, payableOrder, ledger, log }),

    /** Each SePay transfer and PayOS payment credited to the order, oldest first (staff's order page). */
    async paymentRecords(orderId: number): Promise<PaymentRecord[]> {
      const rows = await repo.listTransactionsOf(db, orderId);
      return rows.map((r) => ({
        id: r.id,
        provider: r.provider,
        external_id: r.externalId,
        amount: r.amount,
        gateway: r.gateway,
        created_at: r.createdAt.toISOString(),
      }));
    },

    /** `GET /api/orders/{id}/sepay-status/`, polled every 3 s by the payment screens. */
    async status(user: AuthUser, id: number): Promise<PaymentState> {
      return paymentState(await orders.visibleOrder(user, id));
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
