import fastifyCompress from '@fastify/compress';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
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
import {
  type AreaRoutes,
  type Shared,
  accountsArea,
  carrierQuotingArea,
  carriersArea,
  setupArea,
  catalogArea,
  invoicesArea,
  mediaArea,
  ordersArea,
  sharedParts,
  shopArea,
  systemArea,
  zaloArea,
  wholesaleArea,
} from './areas';
import { type Config, trustProxyOption } from './config';
import type { Database } from './db/client';
import { errorHandler } from './http/error-handler';
import { refuseInvalidText } from './http/invalid-text';
import { AccessLog, loggerOptions } from './http/logging';
import { docsCsp, registerSecurityHeaders } from './http/security-headers';
import { registerAdminApp } from './http/admin-app';
import { registerWebApp } from './http/web-app';
import { RENDERED_PAGES_TAG } from './http/ssr';
import { type JobWorker, type WorkerOptions, createJobWorker } from './lib/job-worker';
import { MAIL_JOB } from './lib/mailer';
import { ReadCache } from './lib/read-cache';
import {
  CATALOG_CHANNEL,
  applyCatalogNotice,
  parseCatalogNotice,
  tagsOfAnswer,
} from './modules/catalog/catalog.service';
import { PASSWORD_RESET_MAIL_JOB } from './modules/auth/auth.service';
import { INVOICE_JOB } from './modules/invoices/invoices.service';
import { demoImageDrawn } from './modules/media/demo-images';
import { ORDER_MAIL_JOB } from './modules/notifications/notifications.service';
import { ORDER_EXPIRE_JOB } from './modules/orders/orders.service';
import { createSeoService } from './modules/seo/seo.service';
import { SETTINGS_CHANNEL } from './modules/settings/settings.service';
import { DAILY_CLEANUP_JOB } from './modules/system/system.service';
import { ZALO_MESSAGE_JOB } from './modules/zalo/zalo.service';
import { CARRIER_POLL_JOB, CARRIER_SYNC_JOB, GHN_ADDRESS_SYNC_JOB } from './modules/carriers/carriers.service';

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

/** Fastify with the plugins every route shares: schemas, errors, compression, security headers, the API docs. */
async function createServer(config: Config, database: Database, opts: BuildOptions) {
  const app = Fastify({
    logger: opts.logger ?? loggerOptions(config.logLevel, { format: config.logFormat }),
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
  // NUL and lone surrogates anywhere in params, query or body: a 400 before any route's schema.
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
  return app;
}

export async function buildApp(config: Config, database: Database, opts: BuildOptions = {}) {
  const app = await createServer(config, database, opts);
  const cache = new ReadCache({ enabled: opts.cacheCatalogue ?? true });
  await database.listen(CATALOG_CHANNEL, (payload) => applyCatalogNotice(cache, payload));
  const shared = sharedParts(config, database, app.log, cache);
  const catalogue = catalogArea(shared);
  const quoting = carrierQuotingArea(shared);
  const shop = shopArea(shared, quoting.quotes);
  const media = mediaArea(shared);
  const wholesale = wholesaleArea(shared);
  const invoicing = invoicesArea(shared);
  const accounts = accountsArea(shared, { invoices: invoicing.invoices });
  const system = systemArea(shared, shop.settings.current);
  const zalo = zaloArea(shared);
  const orders = ordersArea(shared, {
    shipping: shop.shipping,
    shopDetails: shop.settings.current,
    catalog: catalogue.catalog,
    notifications: zalo.zalo.notifications,
    cancelShipment: quoting.cancels.beforeOrderCancel,
  });
  const carriers = carriersArea(shared, quoting, orders.orders.changeStatus);
  const setup = setupArea(shared, { quoting, zalo: zalo.zalo });

  await database.listen(SETTINGS_CHANNEL, () => {
    shop.settings.clearCache();
    shop.shipping.clearCache();
    shop.pages.clearCache();
    // Every rendered page shows the shop's details (the header's hotline) and may be a content page.
    cache.invalidate([RENDERED_PAGES_TAG]);
  });
  // A staff write's notice (not a stock change's) may have changed the stores: every instance re-reads them at once.
  await database.listen(CATALOG_CHANNEL, (payload) => {
    if (!parseCatalogNotice(payload)) shop.shipping.clearCache();
  });

  const { start: startJobs = true, ...workerOptions } = opts.jobs ?? {};
  const jobs = createJobWorker(
    database.db,
    app.log,
    {
      [MAIL_JOB]: shared.mailer.sendQueued,
      [PASSWORD_RESET_MAIL_JOB]: accounts.auth.sendResetMail,
      [ORDER_MAIL_JOB]: orders.mails.send,
      [ORDER_EXPIRE_JOB]: orders.orders.expireUnpaid,
      [DAILY_CLEANUP_JOB]: system.maintenance.dailyCleanup,
      [ZALO_MESSAGE_JOB]: zalo.zalo.send,
      [INVOICE_JOB]: invoicing.invoices.issue,
      [CARRIER_SYNC_JOB]: carriers.desk.sync.runSync,
      [CARRIER_POLL_JOB]: carriers.desk.poll,
      [GHN_ADDRESS_SYNC_JOB]: carriers.desk.syncGhnAddresses,
    },
    { leaseMs: config.jobLeaseMs, ...workerOptions },
  );
  app.decorate('jobs', jobs);
  app.decorate('readCache', cache);
  app.addHook('onReady', async () => {
    await zalo.zalo.start();
    if (!startJobs) return;
    await system.maintenance.scheduleNext();
    await carriers.desk.start();
    const windows = await orders.orders.startMissingPaymentWindows();
    if (windows) app.log.info({ orders: windows }, 'unpaid online orders given their payment window');
    jobs.start();
  });
  // onClose hooks run last-registered first, so these finish before the database closes.
  app.addHook('onClose', async () => {
    // The job running now finishes (and is settled) before the database closes.
    await jobs.close();
    shared.mailer.close();
    media.media.close();
    await shared.rateLimiter.close();
  });

  await registerApi(app, shared, [
    system,
    catalogue,
    shop,
    accounts,
    orders,
    media,
    carriers,
    zalo,
    wholesale,
    invoicing,
    setup,
  ]);
  await registerAdminApp(app, config);
  await registerWebApp(app, config, {
    seo: createSeoService(catalogue.catalog, config),
    cache,
    tagsOfAnswer,
    demoImageDrawn,
  });
  return app;
}

/**
 * Every area's routes under `/api`; the staff's in one scope whose checks run on every request before its body is
 * read (DESIGN §8): 401 without a valid token, 403 for a customer. Admins-only routes add their own check.
 */
async function registerApi(app: FastifyInstance, { guard }: Shared, areas: { routes: AreaRoutes }[]) {
  await app.register(
    async (api) => {
      for (const { routes } of areas) for (const routesOf of routes.shop) await api.register(routesOf);
      await api.register(async (staff) => {
        staff.addHook('onRequest', guard.requireUser);
        staff.addHook('onRequest', guard.requireRole('staff'));
        for (const { routes } of areas) for (const routesOf of routes.staff) await staff.register(routesOf);
      });
    },
    { prefix: '/api' },
  );
}

export type App = Awaited<ReturnType<typeof buildApp>>;
