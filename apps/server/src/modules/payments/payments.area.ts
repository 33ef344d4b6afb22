import type { ShopSettingsValues } from '@shop/domain/settings.schemas';
import { type Shared, area } from '../../lib/area';
import type { Hook } from '../../lib/hook';
import type { OrdersService } from '../orders/orders.service';
import { paymentsSetupStatus } from './payments-setup';
import { paymentRoutes, webhookRoutes } from './payments.routes';
import { createPaymentsService } from './payments.service';
import { createPayosLinksService } from './payos-links.service';

interface Deps {
  orders: OrdersService;
  /** Orders': run after an order's cancel commits. */
  orderCancelled: Hook<[orderId: number]>;
  /** The shop's details in force (settings'): the bank account on the VietQR is the admin's setting, else env. */
  shopDetails: () => Promise<ShopSettingsValues>;
}

/**
 * Payments (DESIGN §4): cash on delivery, the bank-transfer QR confirmed by SePay's webhook, PayOS links confirmed by
 * PayOS's signed webhook. A method whose settings are missing is off, and the log says why (DESIGN §5).
 */
export function paymentsArea({ config, database, log, guard }: Shared, { orders, orderCancelled, shopDetails }: Deps) {
  for (const [method, missing] of Object.entries(config.missingPaymentSettings)) {
    if (missing.length) log.warn({ method, missing }, `payment method ${method} is off: ${missing.join(', ')} not set`);
  }
  const db = database.db;
  const payosLinks = createPayosLinksService({ db, config, log });
  // A cancelled order's open PayOS link is cancelled too (failures are logged: the cancel stands).
  orderCancelled.on((orderId) => payosLinks.cancelOpenLink(orderId));
  const payments = createPaymentsService({ db, config, shopDetails, orders, payosLinks, log });
  return area({
    payments,
    shopRoutes: [paymentRoutes(payments, guard), webhookRoutes(payments)],
    setup: () => paymentsSetupStatus(config),
  });
}
