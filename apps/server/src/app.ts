import fastifyCompress from '@fastify/compress';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdminCategory } from '@shop/domain/admin-catalog.schemas';
import { Category, Product, Variant } from '@shop/domain/catalog.schemas';
import { type Config, resolveJwtSecret, trustProxyOption } from './config';
import type { Database } from './db/client';
import { createAuthGuard } from './http/auth-guard';
import { errorHandler } from './http/error-handler';
import { refuseInvalidText } from './http/invalid-text';
import { AccessLog, loggerOptions } from './http/logging';
import { docsCsp, registerSecurityHeaders } from './http/security-headers';
import { registerAdminApp } from './http/admin-app';
import { registerWebApp } from './http/web-app';
import { RENDERED_PAGES_TAG } from './http/ssr';
import { type JobWorker, type WorkerOptions, createJobWorker } from './lib/job-queue';
import { createMailer } from './lib/mailer';
import { createRateLimiter } from './lib/rate-limit';
import { ReadCache } from './lib/read-cache';
import { createAdminMediaService } from './modules/admin/admin-media.service';
import { createAdminCatalogService } from './modules/admin/admin-catalog.service';
import { createAdminContentService } from './modules/admin/admin-content.service';
import { createAdminPromotionsService } from './modules/admin/admin-promotions.service';
import { createAdminStaffService } from './modules/admin/admin-staff.service';
import { createAdminPagesService } from './modules/admin/admin-pages.service';
import { createAdminSettingsService } from './modules/admin/admin-settings.service';
import { adminRoutes } from './modules/admin/admin.routes';
import { createAuditService } from './modules/audit/audit.service';
import { addressRoutes } from './modules/address/address.routes';
import { AdminUnits } from './modules/address/address.service';
import { authRoutes } from './modules/auth/auth.routes';
import { createAuthService, retireResetLinks } from './modules/auth/auth.service';
import { createTokenService } from './modules/auth/tokens';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import {
  CATALOG_CHANNEL,
  applyCatalogNotice,
  tagsOfAnswer,
  createCatalogService,
  createCategoryAdminService,
  createProductAdminService,
  forgetStock,
  parseCatalogNotice,
  notifyCatalogChanged,
} from './modules/catalog/catalog.service';
import { createMediaService } from './modules/media/media.service';
import { createMediaStore } from './modules/media/storage';
import { ordersAdminRoutes } from './modules/orders/orders-admin.routes';
import { ordersRoutes } from './modules/orders/orders.routes';
import {
  ORDER_EXPIRE_JOB,
  ORDER_MAIL_JOB,
  createOrderDeskService,
  createOrderMailService,
  createOrderStatsService,
  createOrdersService,
} from './modules/orders/orders.service';
import { passwordRetrievalRoutes } from './modules/orders/password-retrieval.routes';
import { createPasswordRetrievalService } from './modules/orders/password-retrieval.service';
import { pagesRoutes } from './modules/pages/pages.routes';
import { createPagesService } from './modules/pages/pages.service';
import { paymentRoutes, webhookRoutes } from './modules/payments/payments.routes';
import { createPaymentsService } from './modules/payments/payments.service';
import { createPayosLinksService } from './modules/payments/payos-links.service';
import { promotionsRoutes } from './modules/promotions/promotions.routes';
import { createPromotionAdminService, createPromotionsService } from './modules/promotions/promotions.service';
import { createSeoService } from './modules/seo/seo.service';
import { straightLineDistance } from './modules/shipping/distance-provider';
import { shippingRoutes } from './modules/shipping/shipping.routes';
import { createShippingService } from './modules/shipping/shipping.service';
import { SETTINGS_CHANNEL, createShopSettingsService } from './modules/settings/settings.service';
import { createStockService } from './modules/stock/stock.service';
import { systemRoutes } from './modules/system/system.routes';
import { DAILY_CLEANUP_JOB, createMaintenanceService } from './modules/system/system.service';
import { usersRoutes } from './modules/users/users.routes';
import { createStaffAccountsService, createUsersService } from './modules/users/users.service';

// Zod's messages in Vietnamese, for every schema the API validates with.
z.config(z.locales.vi());
// Named components in the OpenAPI document; the recursive Category needs one to be described at all.
for (const [id, schema] of Object.entries({ Category, Product, Variant, AdminCategory })) {
  if (!z.globalRegistry.has(schema)) z.globalRegistry.add(schema, { id });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The job queue's worker of this instance (tests run due jobs with `app.jobs.runDue()`). */
    jobs: JobWorker;
    /** The catalogue's read cache (benchmarks read its hit counts). */
    readCache: ReadCache;
  }
}

export interface BuildOptions {
  logger?: FastifyServerOptions['logger'];
  /** Cache catalogue reads (default true); the benchmark turns it off to measure the queries themselves. */
  cacheCatalogue?: boolean;
  /**
   * The job queue's worker: started when the app is ready unless `start: false` (tests that run due jobs
   * themselves with `app.jobs.runDue()`); the other fields tune its timings (tests make them short).
   */
  jobs?: Partial<WorkerOptions> & { start?: boolean };
}

export async function buildApp(config: Config, database: Database, opts: BuildOptions = {}) {
  const app = Fastify({
    logger: opts.logger ?? loggerOptions(config.logLevel),
    // One line per request instead of Fastify's two (http/logging.ts).
    logController: new AccessLog(),
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true, maxParamLength: 200 },
    bodyLimit: 256 * 1024,
    trustProxy: trustProxyOption(config.trustProxy),
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  // NUL and lone surrogates anywhere in params, query or body: a 400 before any route's schema (issue 10).
  app.addHook('preValidation', refuseInvalidText);
  app.addHook('onClose', () => database.close());
  database.useLog(app.log);

  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await registerSecurityHeaders(app, config);
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: `${config.shopName} API`, version: '1.0.0' },
      servers: [{ url: config.publicUrl }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', transformStaticCSP: docsCsp });

  const cache = new ReadCache({ enabled: opts.cacheCatalogue ?? true });
  await database.listen(CATALOG_CHANNEL, (payload) => applyCatalogNotice(cache, payload));
  const catalog = createCatalogService(database.db, cache, config.publicUrl);
  const adminUnits = new AdminUnits(config.addressStructure);

  // Accounts (issue 4). onClose hooks run last-registered first, so these finish before the database closes.
  const rateLimiter = createRateLimiter({ redisUrl: config.redisUrl, log: app.log, factor: config.rateLimitFactor });
  const mailer = createMailer(config, database.db, app.log);
  const tokens = createTokenService(resolveJwtSecret(config), database.db);
  const guard = createAuthGuard(tokens, rateLimiter);
  const auth = createAuthService({
    db: database.db,
    tokens,
    mailer,
    rateLimiter,
    publicUrl: config.publicUrl,
    log: app.log,
  });
  const users = createUsersService({
    db: database.db,
    tokens,
    retireResetLinks,
    mailer,
    rateLimiter,
    log: app.log,
  });
  const promotions = createPromotionsService(database.db, catalog);
  // Checkout and orders (issue 5).
  const shipping = createShippingService({
    db: database.db,
    units: adminUnits,
    distance: straightLineDistance,
    log: app.log,
  });
  // The shop's details (issue 14): an admin's settings over the env values; a change notice clears every instance.
  const shopSettings = createShopSettingsService({ db: database.db, config, log: app.log });
  // The FAQ and policy pages (issue 14 item 5), told of changes on the same channel.
  const pages = createPagesService({ db: database.db });
  await database.listen(SETTINGS_CHANNEL, () => {
    shopSettings.clearCache();
    shipping.clearCache();
    pages.clearCache();
    // Every rendered page shows the shop's details (the header's hotline) and may be a content page.
    cache.invalidate([RENDERED_PAGES_TAG]);
  });
  // A staff write's notice (not a stock change's) may have changed the stores: every instance re-reads them at once.
  await database.listen(CATALOG_CHANNEL, (payload) => {
    if (!parseCatalogNotice(payload)) shipping.clearCache();
  });
  const payosLinks = createPayosLinksService({ db: database.db, config, log: app.log });
  const orders = createOrdersService({
    db: database.db,
    log: app.log,
    shipping,
    config,
    shopDetails: shopSettings.current,
    rateLimiter,
    cancelPaymentLink: payosLinks.cancelOpenLink,
    stockCommitted: (notice) => forgetStock(cache, notice),
    vouchersChanged: (tx) => notifyCatalogChanged(tx),
  });
  // Payments (issue 6): a method whose settings are missing is off, and the log says why (DESIGN §5).
  for (const [method, missing] of Object.entries(config.missingPaymentSettings)) {
    if (missing.length)
      app.log.warn({ method, missing }, `payment method ${method} is off: ${missing.join(', ')} not set`);
  }
  const payments = createPaymentsService({
    db: database.db,
    config,
    shopDetails: shopSettings.current,
    orders,
    payosLinks,
    log: app.log,
  });
  const passwordRetrieval = createPasswordRetrievalService({ db: database.db, mailer, log: app.log });
  // The back office (issue 12, DESIGN §8).
  const audit = createAuditService({ db: database.db, publicUrl: config.publicUrl });
  // Uploaded images (issue 13): DATA_DIR/media, or S3-compatible object storage when S3_* is set.
  const media = createMediaService({
    db: database.db,
    store: createMediaStore(config.uploads),
    publicUrl: config.publicUrl,
    log: app.log,
  });
  // Order mails and expiries run from the job queue (issue 15, DESIGN §10) on whichever instance takes them.
  const orderMails = createOrderMailService({
    db: database.db,
    mailer,
    transferInstructions: (row) => payments.transferInstructions(row),
    shopDetails: shopSettings.current,
  });
  const maintenance = createMaintenanceService({ db: database.db, log: app.log });
  const { start: startJobs = true, ...workerOptions } = opts.jobs ?? {};
  const jobs = createJobWorker(
    database.db,
    app.log,
    {
      [ORDER_MAIL_JOB]: orderMails.send,
      [ORDER_EXPIRE_JOB]: orders.expireUnpaid,
      [DAILY_CLEANUP_JOB]: maintenance.dailyCleanup,
    },
    { leaseMs: config.jobLeaseMs, ...workerOptions },
  );
  const admin = {
    orders: ordersAdminRoutes(
      createOrderDeskService({
        db: database.db,
        changeStatus: orders.changeStatus,
        mails: orderMails,
        audit,
        paymentRecords: payments.paymentRecords,
        publicUrl: config.publicUrl,
        log: app.log,
      }),
      createOrderStatsService({ db: database.db, lowStock: (threshold) => catalog.lowStock(threshold) }),
    ),
    audit,
    media: createAdminMediaService({ media, audit }),
    catalog: createAdminCatalogService({
      products: createProductAdminService({ db: database.db, cache, publicUrl: config.publicUrl }),
      categories: createCategoryAdminService({ db: database.db, cache }),
      stock: createStockService({ db: database.db, publicUrl: config.publicUrl, committed: () => cache.clear() }),
      audit,
    }),
    staff: createAdminStaffService({
      accounts: createStaffAccountsService({ db: database.db, log: app.log }),
      mailResetLink: auth.mailResetLink,
      audit,
      publicUrl: config.publicUrl,
    }),
    settings: createAdminSettingsService({ db: database.db, shipping, shop: shopSettings, audit }),
    content: createAdminContentService({
      db: database.db,
      cache,
      audit,
      units: adminUnits,
      storesChanged: () => shipping.clearCache(),
    }),
    promotions: createAdminPromotionsService({
      promotions: createPromotionAdminService({ db: database.db, cache, publicUrl: config.publicUrl }),
      audit,
    }),
    pages: createAdminPagesService({ db: database.db, pages, audit }),
  };
  app.decorate('jobs', jobs);
  app.decorate('readCache', cache);
  app.addHook('onReady', async () => {
    if (!startJobs) return;
    await maintenance.scheduleNext();
    const windows = await orders.startMissingPaymentWindows();
    if (windows) app.log.info({ orders: windows }, 'unpaid online orders given their payment window');
    jobs.start();
  });
  app.addHook('onClose', async () => {
    // The job running now finishes (and is settled) before the database closes.
    await jobs.close();
    await Promise.all([auth.close(), users.close()]);
    mailer.close();
    media.close();
    await rateLimiter.close();
  });

  await app.register(
    async (api) => {
      await api.register(systemRoutes(config, database, shopSettings.current));
      await api.register(catalogRoutes(catalog));
      await api.register(pagesRoutes(pages));
      await api.register(addressRoutes(adminUnits));
      await api.register(authRoutes(auth, guard));
      await api.register(usersRoutes(users, guard));
      await api.register(promotionsRoutes(promotions, guard));
      await api.register(shippingRoutes(shipping));
      await api.register(ordersRoutes(orders, guard));
      await api.register(passwordRetrievalRoutes(passwordRetrieval, guard));
      await api.register(paymentRoutes(payments, guard));
      await api.register(webhookRoutes(payments));
      await api.register(adminRoutes(admin, guard));
    },
    { prefix: '/api' },
  );

  await registerAdminApp(app, config);
  await registerWebApp(app, config, { seo: createSeoService(catalog, config), cache, tagsOfAnswer });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
