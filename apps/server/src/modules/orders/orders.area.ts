import type { ShopSettingsValues } from '@shop/domain/settings.schemas';
import { type Shared, area } from '../../lib/area';
import { Hook } from '../../lib/hook';
import { forgetStock, notifyCatalogChanged } from '../catalog/catalog.service';
import type { ShippingService } from '../shipping/shipping.service';
import type { UserDirectory } from '../users/users.service';
import { passwordRetrievalRoutes } from './password-retrieval.routes';
import { createPasswordRetrievalService } from './password-retrieval.service';
import {
  type AccountPort,
  ORDER_EXPIRE_JOB,
  type ReturnsOf,
  type ShipmentsOf,
  createOrdersService,
} from './orders.service';
import { ordersRoutes } from './orders.routes';

interface Deps {
  shipping: ShippingService;
  /** The shop's details in force (settings'): new-order notices go to its order e-mail. */
  shopDetails: () => Promise<ShopSettingsValues>;
  users: UserDirectory;
  /** The carriers': an order's parcel (its page, and what waits for it). */
  shipments: ShipmentsOf;
  /** Receivables': the customers' accounts of on_account orders (DESIGN §17). */
  account: AccountPort;
  /** The returns': an order's returns and refunds (its page), the units line returns gave back. */
  returns: ReturnsOf;
}

/**
 * Orders (6, 12): placing one, its status, the shopper's pages and the guest's password mail. `cancelled` runs after
 * an order's cancel commits (payments closes its open payment link there); the staff's desk is orderDeskArea.
 */
export function ordersArea({ config, database, log, cache, rateLimiter, mailer, guard }: Shared, deps: Deps) {
  const db = database.db;
  const cancelled = new Hook<[orderId: number]>();
  const orders = createOrdersService({
    db,
    log,
    shipping: deps.shipping,
    config,
    shopDetails: deps.shopDetails,
    rateLimiter,
    cancelPaymentLink: (orderId) => cancelled.run(orderId),
    stockCommitted: (notice) => forgetStock(cache, notice),
    vouchersChanged: (tx) => notifyCatalogChanged(tx),
    users: deps.users,
    shipments: deps.shipments,
    account: deps.account,
    returns: deps.returns,
  });
  const passwordRetrieval = createPasswordRetrievalService({ db, mailer });
  return area({
    orders,
    cancelled,
    shopRoutes: [ordersRoutes(orders, guard), passwordRetrievalRoutes(passwordRetrieval, guard)],
    jobs: { [ORDER_EXPIRE_JOB]: orders.expireUnpaid },
    start: async ({ jobs }) => {
      if (!jobs) return;
      const windows = await orders.startMissingPaymentWindows();
      if (windows) log.info({ orders: windows }, 'unpaid online orders given their payment window');
    },
  });
}
