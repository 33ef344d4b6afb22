// The areas of the API, one function each: it makes the area's services from the shared parts and the areas it
// uses, and names its routes — the shop's, and the staff's that app.ts mounts behind the role guard.
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { resolveJwtSecret } from './config-jwt-secret';
import type { Database } from './db/client';
import { type AuthGuard, createAuthGuard } from './http/auth-guard';
import { type Mailer, createMailer } from './lib/mailer';
import { type RateLimiter, createRateLimiter } from './lib/rate-limit';
import type { ReadCache } from './lib/read-cache';
import { addressRoutes } from './modules/address/address.routes';
import { AdminUnits } from './modules/address/address.service';
import { auditAdminRoutes } from './modules/audit/audit-admin.routes';
import { type AuditService, createAuditService } from './modules/audit/audit.service';
import { authRoutes } from './modules/auth/auth.routes';
import { createAuthService, retireResetLinks } from './modules/auth/auth.service';
import { createTokenService } from './modules/auth/tokens';
import { catalogAdminRoutes } from './modules/catalog/catalog-admin.routes';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import {
  type CatalogService,
  createCatalogService,
  createCategoryAdminService,
  createProductAdminService,
  forgetStock,
  notifyCatalogChanged,
} from './modules/catalog/catalog.service';
import { contentAdminRoutes } from './modules/content/content-admin.routes';
import { contentRoutes } from './modules/content/content.routes';
import { createContentService } from './modules/content/content.service';
import { mediaAdminRoutes } from './modules/media/media-admin.routes';
import { createMediaService } from './modules/media/media.service';
import { createMediaStore } from './modules/media/storage';
import { invoicesAdminRoutes } from './modules/invoices/invoices-admin.routes';
import { invoicesRoutes } from './modules/invoices/invoices.routes';
import { type InvoicesService, createInvoicesService, createSinvoiceClient } from './modules/invoices/invoices.service';
import { ordersRoutes } from './modules/orders/orders.routes';
import { ordersAdminRoutes } from './modules/orders/orders-admin.routes';
import { createStaffOrdersService } from './modules/orders/staff-orders.service';
import { createOrderEditService } from './modules/orders/order-edit.service';
import {
  createOrderDeskService,
  createOrderMailService,
  createOrderStatsService,
  createOrdersService,
  listPromotionUses,
  invoiceOrder,
  type OrdersService,
} from './modules/orders/orders.service';
import { passwordRetrievalRoutes } from './modules/orders/password-retrieval.routes';
import { createPasswordRetrievalService } from './modules/orders/password-retrieval.service';
import { pagesAdminRoutes } from './modules/pages/pages-admin.routes';
import { pagesRoutes } from './modules/pages/pages.routes';
import { createPagesService } from './modules/pages/pages.service';
import { paymentRoutes, webhookRoutes } from './modules/payments/payments.routes';
import { createPaymentsService } from './modules/payments/payments.service';
import { createPayosLinksService } from './modules/payments/payos-links.service';
import { promotionsAdminRoutes } from './modules/promotions/promotions-admin.routes';
import { promotionsRoutes } from './modules/promotions/promotions.routes';
import { createPromotionAdminService, createPromotionsService } from './modules/promotions/promotions.service';
import { settingsAdminRoutes } from './modules/settings/settings-admin.routes';
import { type ShopSettingsService, createShopSettingsService } from './modules/settings/settings.service';
import { straightLineDistance } from './modules/shipping/distance-provider';
import { shippingRoutes } from './modules/shipping/shipping.routes';
import { type CarrierQuoter, type ShippingService, createShippingService } from './modules/shipping/shipping.service';
import {
  type CarrierQuoting,
  carrierWebhookRoutes,
  carriersAdminRoutes,
  createCarrierDesk,
  createCarrierQuoting,
} from './modules/carriers/carriers.service';
import type { ShipmentCancel } from './modules/carriers/shipment-cancel';
import { stockAdminRoutes } from './modules/stock/stock-admin.routes';
import { createStockService, recordMovements } from './modules/stock/stock.service';
import { systemRoutes } from './modules/system/system.routes';
import { setupAdminRoutes } from './modules/system/setup-admin.routes';
import { createSetupService } from './modules/system/setup.service';
import { paymentsSetupStatus } from './modules/payments/payments-setup';
import { invoicesSetupStatus } from './modules/invoices/invoices-setup';
import { carrierSetupItems } from './modules/carriers/carrier-setup-items';
import { zaloSetupItems } from './modules/zalo/zalo-setup-items';
import { createMaintenanceService } from './modules/system/system.service';
import { usersAdminRoutes } from './modules/users/users-admin.routes';
import { usersRoutes } from './modules/users/users.routes';
import { createStaffAccountsService, createUsersService, userDirectory } from './modules/users/users.service';
import { createStaffAdminService } from './modules/users/staff-admin.service';
import { findOrCreateCustomer } from './modules/users/customer-match';
import { customersAdminRoutes } from './modules/users/customers-admin.routes';
import { createCustomersService } from './modules/users/customers.service';
import { zaloAdminRoutes } from './modules/zalo/zalo-admin.routes';
import { createZaloService } from './modules/zalo/zalo.service';
import { wholesaleAdminRoutes } from './modules/wholesale/wholesale-admin.routes';
import { createWholesaleService, groupExists, withPublicTiers } from './modules/wholesale/wholesale.service';

/** What every area may use: the configuration, the database, and the parts shared by several areas. */
export interface Shared {
  config: Config;
  database: Database;
  log: FastifyBaseLogger;
  /** The catalogue's read cache: the shop's cached answers (catalogue, content, rendered pages). */
  cache: ReadCache;
  rateLimiter: RateLimiter;
  mailer: Mailer;
  guard: AuthGuard;
  audit: AuditService;
  units: AdminUnits;
  /** Sent by the token service, whose verifier the guard uses. */
  tokens: ReturnType<typeof createTokenService>;
}

/** An order's mails and Zalo messages together (the zalo area's), for the order desk. */
type OrderNotifications = ReturnType<typeof createZaloService>['notifications'];

/** The shop's details in force (settings'), which orders, payments and the health answer show. */
type ShopDetails = ShopSettingsService['current'];

/** An area's routes: the shop's under `/api`, the staff's under `/api` behind the staff guard. */
export interface AreaRoutes {
  shop: FastifyPluginAsyncZod[];
  staff: FastifyPluginAsyncZod[];
}

export function sharedParts(config: Config, database: Database, log: FastifyBaseLogger, cache: ReadCache): Shared {
  const rateLimiter = createRateLimiter({ redisUrl: config.redisUrl, log, factor: config.rateLimitFactor });
  const tokens = createTokenService(resolveJwtSecret(config), database.db);
  return {
    config,
    database,
    log,
    cache,
    rateLimiter,
    mailer: createMailer(config, database.db, log),
    tokens,
    guard: createAuthGuard(tokens, rateLimiter),
    audit: createAuditService({ db: database.db, publicUrl: config.publicUrl, users: userDirectory }),
    units: new AdminUnits(config.addressStructure),
  };
}

/**
 * Accounts: sign-in and tokens, the shopper's own account, staff accounts (admins only) and the customers (staff),
 * whose group wholesale checks and whose latest VAT invoice details invoices keep.
 */
export function accountsArea(
  { config, database, log, mailer, rateLimiter, tokens, guard, audit }: Shared,
  { invoices }: { invoices: InvoicesService },
) {
  const db = database.db;
  const auth = createAuthService({ db, tokens, mailer, rateLimiter, publicUrl: config.publicUrl });
  const users = createUsersService({ db, tokens, retireResetLinks, mailer, rateLimiter });
  const staff = createStaffAdminService({
    accounts: createStaffAccountsService({ db, log }),
    mailResetLink: auth.mailResetLink,
    audit,
    publicUrl: config.publicUrl,
  });
  const routes: AreaRoutes = {
    shop: [authRoutes(auth, guard), usersRoutes(users, guard)],
    staff: [
      usersAdminRoutes(staff, guard),
      auditAdminRoutes(audit),
      customersAdminRoutes(
        createCustomersService({
          db,
          audit,
          publicUrl: config.publicUrl,
          groupExists,
          lastInvoice: (userId) => invoices.lastRequest(userId),
        }),
      ),
    ],
  };
  return { auth, users, routes };
}

/** The catalogue, its stock, and the vouchers shown with it (13, 14). */
export function catalogArea({ config, database, cache, audit, guard }: Shared) {
  const db = database.db;
  const catalog = createCatalogService(db, cache, config.publicUrl, (product, group) =>
    withPublicTiers(db, product, group),
  );
  const products = createProductAdminService({
    db,
    cache,
    publicUrl: config.publicUrl,
    audit,
    ledger: recordMovements,
  });
  const categories = createCategoryAdminService({ db, cache, audit });
  const stock = createStockService({
    db,
    publicUrl: config.publicUrl,
    audit,
    users: userDirectory,
    committed: () => cache.clear(),
  });
  const promotions = createPromotionsService(db, catalog);
  const vouchers = createPromotionAdminService({
    db,
    cache,
    publicUrl: config.publicUrl,
    audit,
    orderUses: listPromotionUses,
    users: userDirectory,
  });
  const routes: AreaRoutes = {
    shop: [catalogRoutes(catalog, guard, cache), promotionsRoutes(promotions, guard)],
    staff: [catalogAdminRoutes(products, categories), stockAdminRoutes(stock), promotionsAdminRoutes(vouchers)],
  };
  return { catalog, routes };
}

/** Wholesale (DESIGN §13): customer groups, a customer's group, products' quantity prices. */
export function wholesaleArea({ database, audit }: Shared) {
  const wholesale = createWholesaleService({
    db: database.db,
    audit,
    catalogChanged: (tx) => notifyCatalogChanged(tx),
  });
  const routes: AreaRoutes = { shop: [], staff: [wholesaleAdminRoutes(wholesale)] };
  return { wholesale, routes };
}

/** VAT e-invoices through SInvoice (DESIGN §13): off, with one log line, until its settings are set. */
export function invoicesArea({ config, database, log, audit, guard }: Shared) {
  const db = database.db;
  const settings = config.invoicing.settings;
  const invoices = createInvoicesService({
    db,
    log,
    invoicing: config.invoicing,
    client: settings ? createSinvoiceClient(settings) : null,
    audit,
    orderSource: (id) => invoiceOrder(db, id),
  });
  const routes: AreaRoutes = { shop: [invoicesRoutes(invoices, guard)], staff: [invoicesAdminRoutes(invoices)] };
  return { invoices, routes };
}

/** Where and how much to deliver, the shop's settings and its content and pages. */
export function shopArea({ config, database, log, cache, audit, units, guard }: Shared, carriers?: CarrierQuoter) {
  const db = database.db;
  const shipping = createShippingService({ db, units, distance: straightLineDistance, log, carriers });
  // The shop's details: an admin's settings over the env values; a change notice clears every instance.
  const settings = createShopSettingsService({
    db,
    config,
    log,
    audit,
    previewFee: (body) => shipping.preview(body),
    changed: () => shipping.clearCache(),
  });
  const content = createContentService({ db, cache, audit, units, storesChanged: () => shipping.clearCache() });
  const pages = createPagesService({ db, audit });
  const routes: AreaRoutes = {
    shop: [addressRoutes(units), shippingRoutes(shipping), contentRoutes(content), pagesRoutes(pages)],
    staff: [settingsAdminRoutes(settings, guard), contentAdminRoutes(content), pagesAdminRoutes(pages, guard)],
  };
  return { shipping, settings, pages, routes };
}

/** Uploaded images: DATA_DIR/media, or S3-compatible object storage when S3_* is set. */
export function mediaArea({ config, database, log, audit }: Shared) {
  const media = createMediaService({
    db: database.db,
    store: createMediaStore(config.uploads),
    publicUrl: config.publicUrl,
    log,
    audit,
    users: userDirectory,
  });
  const routes: AreaRoutes = { shop: [], staff: [mediaAdminRoutes(media)] };
  return { media, routes };
}

/** The health and readiness answers, and the daily clean-up (DESIGN §10). */
export function systemArea({ config, database, log }: Shared, shopDetails: ShopDetails) {
  const maintenance = createMaintenanceService({ db: database.db, log });
  const routes: AreaRoutes = { shop: [systemRoutes(config, database, shopDetails)], staff: [] };
  return { maintenance, routes };
}

/** Zalo ZNS order messages (DESIGN §14): off, with one log line, until its three keys are set. */
export function zaloArea({ config, database, log, audit, guard }: Shared) {
  const { zalo: keys, missing } = config.zalo;
  if (!keys) log.info({ missing }, `Zalo messages are off: ${missing.join(', ')} not set`);
  // Plain text rather than a key made up in DATA_DIR: instances with their own DATA_DIR would each seal the shared
  // row under a key the others lack, and a refresh token no one can read is a lost Zalo link.
  else if (!keys.tokenKeys.current) {
    log.warn('ZALO_TOKEN_KEY is not set: the Zalo tokens are stored in the database in plain text');
  }
  const zalo = createZaloService({ db: database.db, zalo: keys, log, audit, publicUrl: config.publicUrl });
  const routes: AreaRoutes = { shop: [], staff: [zaloAdminRoutes(zalo, guard)] };
  return { zalo, routes };
}

/** Orders, their payments and mails, and the order desk (6, 12, 15). */
export function ordersArea(
  { config, database, log, cache, rateLimiter, mailer, audit, guard }: Shared,
  {
    shipping,
    shopDetails,
    catalog,
    notifications,
    cancelShipment,
  }: {
    shipping: ShippingService;
    shopDetails: ShopDetails;
    catalog: CatalogService;
    notifications: OrderNotifications;
    cancelShipment: ShipmentCancel['beforeOrderCancel'];
  },
) {
  const db = database.db;
  const payosLinks = createPayosLinksService({ db, config, log });
  const orders = createOrdersService({
    db,
    log,
    shipping,
    config,
    shopDetails,
    rateLimiter,
    cancelPaymentLink: payosLinks.cancelOpenLink,
    stockCommitted: (notice) => forgetStock(cache, notice),
    vouchersChanged: (tx) => notifyCatalogChanged(tx),
    users: userDirectory,
  });
  // Payments: a method whose settings are missing is off, and the log says why (DESIGN §5).
  for (const [method, missing] of Object.entries(config.missingPaymentSettings)) {
    if (missing.length) log.warn({ method, missing }, `payment method ${method} is off: ${missing.join(', ')} not set`);
  }
  const payments = createPaymentsService({ db, config, shopDetails, orders, payosLinks, log });
  const passwordRetrieval = createPasswordRetrievalService({ db, mailer });
  // Order mails and expiries run from the job queue (DESIGN §10) on whichever instance takes them.
  const mails = createOrderMailService({
    db,
    mailer,
    transferInstructions: (row) => payments.transferInstructions(row),
    shopDetails,
  });
  const desk = createOrderDeskService({
    db,
    changeStatus: orders.changeStatus,
    mails,
    audit,
    paymentRecords: payments.paymentRecords,
    publicUrl: config.publicUrl,
    log,
    users: userDirectory,
    notifications,
    cancelShipment,
  });
  const stats = createOrderStatsService({ db, lowStock: (threshold) => catalog.lowStock(threshold) });
  const staffOrders = createStaffOrdersService({
    findOrCreateCustomer,
    orders,
    shipping,
    audit,
    detail: desk.detail,
  });
  const edits = createOrderEditService({
    db,
    shipping,
    audit,
    detail: desk.detail,
    saveNote: (staff, id, note) => desk.update(staff, id, { staff_note: note }),
    stockCommitted: (notice) => forgetStock(cache, notice),
    vouchersChanged: (tx) => notifyCatalogChanged(tx),
  });
  const routes: AreaRoutes = {
    shop: [
      ordersRoutes(orders, guard),
      passwordRetrievalRoutes(passwordRetrieval, guard),
      paymentRoutes(payments, guard),
      webhookRoutes(payments),
    ],
    staff: [ordersAdminRoutes(desk, stats, staffOrders, edits)],
  };
  return { orders, mails, routes };
}

/** The carriers' quoting part (DESIGN §11): made first, the shipping fee quotes with it. */
export function carrierQuotingArea({ config, database, log, units, audit }: Shared) {
  return createCarrierQuoting({ db: database.db, config, log, units, audit });
}

/** Shipments from the desk, tracking webhooks and COD (DESIGN §11), moving orders through their status changes. */
export function carriersArea(
  { config, database, log, units, audit, guard }: Shared,
  quoting: CarrierQuoting,
  changeStatus: OrdersService['changeStatus'],
) {
  const desk = createCarrierDesk({ db: database.db, config, log, units, audit }, quoting, changeStatus);
  const { providers, settings, addressMap, ghn } = quoting;
  const routes: AreaRoutes = {
    shop: [carrierWebhookRoutes({ providers, settings, sync: desk.sync })],
    staff: [
      carriersAdminRoutes({
        shipments: desk.shipments,
        shipmentQuotes: desk.shipmentQuotes,
        cod: desk.cod,
        settings,
        addressMap,
        ghn,
        guard,
        audit,
      }),
    ],
  };
  return { desk, routes };
}

/** The owner's setup checklist (admins): each area's lines and the test mail. */
export function setupArea(
  { config, database, log, mailer, guard }: Shared,
  { quoting, zalo }: { quoting: CarrierQuoting; zalo: ReturnType<typeof createZaloService> },
) {
  const db = database.db;
  const setup = createSetupService({
    config,
    mailer,
    log,
    areas: [
      () => paymentsSetupStatus(config),
      () => carrierSetupItems(quoting),
      () => invoicesSetupStatus(config.invoicing),
      () => zaloSetupItems(config.zalo, () => zalo.status()),
    ],
    emailOf: async (userId) => (await userDirectory.accountsByIds(db, [userId])).get(userId)?.email,
  });
  const routes: AreaRoutes = { shop: [], staff: [setupAdminRoutes(setup, guard)] };
  return { setup, routes };
}
