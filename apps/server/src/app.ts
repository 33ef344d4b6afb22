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
import { type Config, trustProxyOption } from './config';
import type { Database } from './db/client';
import { errorHandler } from './http/error-handler';
import { refuseInvalidText } from './http/invalid-text';
import { AccessLog, loggerOptions } from './http/logging';
import { docsCsp, registerSecurityHeaders } from './http/security-headers';
import { registerAdminApp } from './http/admin-app';
import { registerWebApp } from './http/web-app';
import { RENDERED_PAGES_TAG } from './http/ssr';
import { resolveJwtSecret } from './config-jwt-secret';
import { createAuthGuard } from './http/auth-guard';
import type { Area, Shared } from './lib/area';
import { type JobWorker, type WorkerOptions, createJobWorker } from './lib/job-worker';
import { MAIL_JOB, createMailer } from './lib/mailer';
import { createRateLimiter } from './lib/rate-limit';
import { ReadCache } from './lib/read-cache';
import { addressArea } from './modules/address/address.area';
import { auditArea } from './modules/audit/audit.area';
import { accountsArea } from './modules/auth/auth.area';
import { type TokenService, createTokenService } from './modules/auth/auth.service';
import { carrierRatesArea, carriersArea } from './modules/carriers/carriers.area';
import { shipmentsForOrders } from './modules/carriers/carriers.service';
import { catalogArea } from './modules/catalog/catalog.area';
import { forgetStock, tagsOfAnswer } from './modules/catalog/catalog.service';
import { contentArea } from './modules/content/content.area';
import { locationExists } from './modules/content/content.service';
import { invoicesArea } from './modules/invoices/invoices.area';
import { marketplacesArea } from './modules/marketplaces/marketplaces.area';
import { mediaArea } from './modules/media/media.area';
import { demoImageDrawn } from './modules/media/demo-images';
import { orderDeskArea } from './modules/orders/order-desk.area';
import { ordersArea } from './modules/orders/orders.area';
import {
  customerOrderAddresses,
  customerRecentOrders,
  invoiceOrder,
  listPromotionUses,
  orderedVariantIds,
} from './modules/orders/orders.service';
import { pagesArea } from './modules/pages/pages.area';
import { returnsArea } from './modules/returns/returns.area';
import { returnForInvoice, returnsForOrders } from './modules/returns/returns.service';
import { paymentsArea } from './modules/payments/payments.area';
import { posArea } from './modules/pos/pos.area';
import { promotionsArea } from './modules/promotions/promotions.area';
import { receivablesArea } from './modules/receivables/receivables.area';
import { customerAccounts } from './modules/receivables/receivables.service';
import { reportsArea } from './modules/reports/reports.area';
import { createSeoService } from './modules/seo/seo.service';
import { settingsArea } from './modules/settings/settings.area';
import { SETTINGS_CHANNEL } from './modules/settings/settings.service';
import { shippingArea } from './modules/shipping/shipping.area';
import { stockArea } from './modules/stock/stock.area';
import { setupArea, systemArea } from './modules/system/system.area';
import { userDirectory } from './modules/users/users.service';
import { wholesaleArea } from './modules/wholesale/wholesale.area';
import { zaloArea } from './modules/zalo/zalo.area';

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
  const rateLimiter = createRateLimiter({ redisUrl: config.redisUrl, log: app.log, factor: config.rateLimitFactor });
  // The sessions' tokens are auth's; the guard that verifies them is every area's.
  const tokens = createTokenService(resolveJwtSecret(config), database.db);
  const shared: Shared = {
    config,
    database,
    log: app.log,
    cache,
    rateLimiter,
    mailer: createMailer(config, database.db, app.log),
    guard: createAuthGuard(tokens, rateLimiter),
  };
  const { areas, catalog } = composeAreas(shared, tokens);

  await runAreas(app, shared, areas, opts.jobs);
  app.decorate('readCache', cache);
  // A page rendered with the old settings (name, contact, pages) is stale on every instance.
  await database.listen(SETTINGS_CHANNEL, () => cache.invalidate([RENDERED_PAGES_TAG]));

  await registerApi(app, shared, areas);
  await registerAdminApp(app, config);
  await registerWebApp(app, config, {
    seo: createSeoService(catalog, config),
    cache,
    tagsOfAnswer,
    demoImageDrawn,
  });
  return app;
}

/** The areas' jobs on this instance's worker, their notices, and their start and close with the app's. */
async function runAreas(app: FastifyInstance, shared: Shared, areas: Area[], options: BuildOptions['jobs'] = {}) {
  const { config, database } = shared;
  const { start: startJobs = true, ...workerOptions } = options;
  // Every queued mail but the orders' (theirs are made when sent) is the mailer's job.
  const handlers = Object.assign({ [MAIL_JOB]: shared.mailer.sendQueued }, ...areas.map((area) => area.jobs ?? {}));
  const jobs = createJobWorker(database.db, app.log, handlers, { leaseMs: config.jobLeaseMs, ...workerOptions });
  app.decorate('jobs', jobs);
  for (const { channel, received } of areas.flatMap((area) => area.notices ?? [])) {
    await database.listen(channel, received);
  }
  app.addHook('onReady', async () => {
    for (const area of areas) await area.start?.({ jobs: startJobs });
    if (startJobs) jobs.start();
  });
  app.addHook('onClose', async () => {
    await jobs.close();
    for (const area of areas) await area.close?.();
    shared.mailer.close();
    await shared.rateLimiter.close();
  });
}

/**
 * The areas, each built from the shared parts and the areas before it (what it needs from them is named in its
 * Deps), so none needs one built after it; an area tells later ones of a change through a hook they subscribe to.
 * The list is also the order of their routes, jobs, start and close, and of the setup checklist's lines.
 */
// eslint-disable-next-line local/max-own-lines -- one list of every area in the order they build on each other
function composeAreas(shared: Shared, tokens: TokenService) {
  const users = userDirectory;
  const { audit, ...auditing } = auditArea(shared);
  const { units, ...address } = addressArea(shared);
  const settings = settingsArea(shared, { audit, locationExists });
  const shopDetails = settings.settings.current;
  const content = contentArea(shared, { audit, units });
  const pages = pagesArea(shared, { audit });
  const carrierRates = carrierRatesArea(shared, { units, audit });
  const { quoting } = carrierRates;
  const shipping = shippingArea(shared, {
    units,
    carriers: quoting.quotes,
    settingsChanged: settings.changed,
    storesChanged: content.storesChanged,
  });
  const wholesale = wholesaleArea(shared, { audit });
  const catalog = catalogArea(shared, {
    audit,
    priceTiers: wholesale.priceTiers,
    pricesChanged: wholesale.pricesChanged,
    variantsOnOrders: orderedVariantIds,
  });
  const stock = stockArea(shared, { audit, users, stockSet: catalog.stockSet });
  const promotions = promotionsArea(shared, { audit, users, orderUses: listPromotionUses });
  const media = mediaArea(shared, { audit, users });
  const zalo = zaloArea(shared, { audit });
  // What orders show of the carriers' shipments and the returns by line, and the customers' accounts (receivables')
  // for on_account orders: ports, as those areas sit above orders.
  const ports = { shipments: shipmentsForOrders, returns: returnsForOrders, account: customerAccounts };
  const orders = ordersArea(shared, { shipping: shipping.shipping, shopDetails, users, ...ports });
  const invoices = invoicesArea(shared, { audit, ...invoiceSources(shared.database.db) });
  const accounts = accountsArea(shared, {
    audit,
    tokens,
    invoices: invoices.invoices,
    customerOrders: { addresses: customerOrderAddresses, recent: customerRecentOrders },
  });
  const payments = paymentsArea(shared, { orders: orders.orders, orderCancelled: orders.cancelled, shopDetails });
  const carriers = carriersArea(shared, { units, audit, quoting, orders: orders.orders });
  const desk = orderDeskArea(shared, {
    orders: orders.orders,
    shipping: shipping.shipping,
    catalog: catalog.catalog,
    audit,
    users,
    shopDetails,
    transferInstructions: (row) => payments.payments.transferInstructions(row),
    paymentRecords: payments.payments.paymentRecords,
    notifications: zalo.zalo.notifications,
    cancelShipment: quoting.cancels.beforeOrderCancel,
    ...ports,
  });
  const returning = returnsArea(shared, {
    audit,
    account: customerAccounts,
    stockCommitted: (notice) => forgetStock(shared.cache, notice),
  });
  const pos = posArea(shared, { audit, users, orders: orders.orders, payments: payments.payments });
  const receivables = receivablesArea(shared, { audit, users });
  const marketplaces = marketplacesArea(shared, { audit, orders: orders.orders });
  const system = systemArea(shared, { shopDetails, taxRate: shipping.shipping.taxRate });
  const setup = setupArea(shared, { users, areas: [payments, carrierRates, invoices, zalo, marketplaces] });
  const areas: Area[] = [
    ...[system, catalog, stock, promotions, address, shipping, content, pages, settings, accounts, auditing],
    ...[orders, payments, desk, returning, pos, receivables, media, carrierRates, carriers, zalo, wholesale, invoices],
    ...[marketplaces, setup, reportsArea(shared)],
  ];
  return { areas, catalog: catalog.catalog };
}

/** What an order's e-invoice and a return's adjustment invoice are made from (the orders' and returns' readers). */
function invoiceSources(db: Database['db']) {
  return {
    orderSource: (id: number) => invoiceOrder(db, id),
    returnSource: (id: number) => returnForInvoice(db, id),
  };
}

/**
 * Every area's routes under `/api`; the staff's in one scope whose checks run on every request before its body is
 * read (DESIGN §8): 401 without a valid token, 403 for a customer. Admins-only routes add their own check.
 */
async function registerApi(app: FastifyInstance, { guard }: Shared, areas: Area[]) {
  await app.register(
    async (api) => {
      for (const area of areas) for (const routesOf of area.shopRoutes ?? []) await api.register(routesOf);
      await api.register(async (staff) => {
        staff.addHook('onRequest', guard.requireUser);
        staff.addHook('onRequest', guard.requireRole('staff'));
        for (const area of areas) for (const routesOf of area.staffRoutes ?? []) await staff.register(routesOf);
      });
    },
    { prefix: '/api' },
  );
}

export type App = Awaited<ReturnType<typeof buildApp>>;
