import { type Shared, area } from '../../lib/area';
import type { AuditService } from '../audit/audit.service';
import type { CatalogService } from '../catalog/catalog.service';
import { forgetStock, notifyCatalogChanged } from '../catalog/catalog.service';
import type { ShippingService } from '../shipping/shipping.service';
import { type UserDirectory, findOrCreateCustomer } from '../users/users.service';
import { createOrderEditService } from './order-edit.service';
import { ordersAdminRoutes } from './orders-admin.routes';
import {
  type AccountPort,
  type OrdersService,
  type ReturnsOf,
  type ShipmentsOf,
  createOrderDeskService,
  createOrderMailService,
  createOrderStatsService,
} from './orders.service';
import { createStaffOrdersService } from './staff-orders.service';
import { ORDER_MAIL_JOB } from '../notifications/notifications.service';
import { lowStockAtLocations } from '../stock/stock.service';

type DeskDeps = Parameters<typeof createOrderDeskService>[0];
type MailDeps = Parameters<typeof createOrderMailService>[0];

interface Deps {
  orders: OrdersService;
  shipping: ShippingService;
  catalog: Pick<CatalogService, 'lowStock'>;
  audit: AuditService;
  users: UserDirectory;
  shopDetails: MailDeps['shopDetails'];
  /** The payments area's: how to pay by transfer (in the order's mails) and each payment credited. */
  transferInstructions: MailDeps['transferInstructions'];
  paymentRecords: DeskDeps['paymentRecords'];
  /** The order's mails and Zalo messages as one list. */
  notifications: DeskDeps['notifications'];
  /** The carriers': an order's parcel, the attention it needs, the COD figures. */
  shipments: ShipmentsOf;
  /** The carriers': staff's cancel cancels the order's parcel at its carrier first. */
  cancelShipment: DeskDeps['cancelShipment'];
  /** Receivables': an on_account order's customer terms and credit limit (DESIGN §17). */
  account: AccountPort;
  /** The returns': an order's returns and refunds, and an exchange order's link to its return. */
  returns: ReturnsOf;
}

/**
 * The order desk (15): the staff's list, page, status changes, edits and phone orders, the dashboard's figures, and
 * the order mails (sent by their job). Built after the areas whose parts an order's page shows.
 */
export function orderDeskArea({ config, database, log, cache, mailer }: Shared, deps: Deps) {
  const db = database.db;
  const { orders, shipping, audit } = deps;
  const mails = createOrderMailService({
    db,
    mailer,
    transferInstructions: deps.transferInstructions,
    shopDetails: deps.shopDetails,
    pickupHoldDays: config.pickupHoldDays,
  });
  const desk = createOrderDeskService({
    db,
    changeStatus: orders.changeStatus,
    mails,
    audit,
    paymentRecords: deps.paymentRecords,
    publicUrl: config.publicUrl,
    log,
    users: deps.users,
    notifications: deps.notifications,
    cancelShipment: deps.cancelShipment,
    shipments: deps.shipments,
    pickupHoldDays: config.pickupHoldDays,
    returns: deps.returns,
  });
  const stats = createOrderStatsService({
    db,
    lowStock: (threshold) => deps.catalog.lowStock(threshold),
    lowStockByLocation: (threshold) => lowStockAtLocations(db, threshold),
    shipments: deps.shipments,
    pickupHoldDays: config.pickupHoldDays,
  });
  const staffOrders = createStaffOrdersService({
    findOrCreateCustomer,
    orders,
    shipping,
    audit,
    detail: desk.detail,
    account: deps.account,
    linkExchange: deps.returns.linkExchange,
  });
  const edits = createOrderEditService({
    db,
    shipping,
    audit,
    detail: desk.detail,
    saveNote: (staff, id, note) => desk.update(staff, id, { staff_note: note }),
    stockCommitted: (notice) => forgetStock(cache, notice),
    vouchersChanged: (tx) => notifyCatalogChanged(tx),
    shipments: deps.shipments,
    account: deps.account,
  });
  return area({
    staffRoutes: [ordersAdminRoutes(desk, stats, staffOrders, edits)],
    jobs: { [ORDER_MAIL_JOB]: mails.send },
  });
}
