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
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { Category, Product, Variant } from '@shop/domain/catalog.schemas';
import type { Config } from './config';
import type { Database, DbOrTx } from './db/client';
import { errorHandler } from './http/error-handler';
import { registerWebApp } from './http/web-app';
import { ReadCache } from './lib/read-cache';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { createCatalogService } from './modules/catalog/catalog.service';
import { systemRoutes } from './modules/system/system.routes';

// Zod's messages in Vietnamese, for every schema the API validates with.
z.config(z.locales.vi());
// Named components in the OpenAPI document; the recursive Category needs one to be described at all.
for (const [id, schema] of Object.entries({ Category, Product, Variant })) {
  if (!z.globalRegistry.has(schema)) z.globalRegistry.add(schema, { id });
}

const CATALOG_CHANNEL = 'catalog_changed';

/** Tells every instance sharing the database that catalogue answers are stale; delivered on commit. */
export async function notifyCatalogChanged(db: DbOrTx) {
  await db.execute(sql`select pg_notify(${CATALOG_CHANNEL}, '')`);
}

export interface BuildOptions {
  logger?: FastifyServerOptions['logger'];
  /** Cache catalogue reads (default true); the benchmark turns it off to measure the queries themselves. */
  cacheCatalogue?: boolean;
}

export async function buildApp(config: Config, database: Database, opts: BuildOptions = {}) {
  const app = Fastify({
    logger: opts.logger ?? { level: config.logLevel },
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true, maxParamLength: 200 },
    bodyLimit: 256 * 1024,
    trustProxy: true,
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  app.addHook('onClose', () => database.close());

  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: `${config.shopName} API`, version: '1.0.0' },
      servers: [{ url: config.publicUrl }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  const cache = new ReadCache({ enabled: opts.cacheCatalogue ?? true });
  await database.listen(CATALOG_CHANNEL, () => cache.clear());
  const catalog = createCatalogService(database.db, cache, config.publicUrl);

  await app.register(
    async (api) => {
      await api.register(systemRoutes(config, database));
      await api.register(catalogRoutes(catalog));
    },
    { prefix: '/api' },
  );

  await registerWebApp(app, config, catalog);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
