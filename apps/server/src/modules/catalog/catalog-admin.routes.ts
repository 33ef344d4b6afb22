import { CATALOG_ADMIN_MESSAGES } from '@shop/domain/admin-catalog.rules';
import { CSV_MAX_BYTES } from '@shop/domain/admin-catalog-csv.rules';
import {
  AdminCategory,
  AdminProductDetail,
  AdminProductListQuery,
  AdminProductPage,
  CategoryInput,
  CategoryMove,
  CategoryUpdate,
  ProductInput,
  ProductUpdate,
} from '@shop/domain/admin-catalog.schemas';
import { ImportQuery, ImportReport } from '@shop/domain/admin-import.schemas';
import { shopDay } from '@shop/domain/shop-time';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BadRequestError } from '../../http/errors';
import { ErrorBody, IdParam } from '../../http/schemas';
import { staffOf } from '../../http/staff-context';
import type { CategoryAdminService } from './category-admin.service';
import type { ProductAdminService } from './product-admin.service';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 413: ErrorBody };

/** The content types a CSV file arrives with (Windows calls .csv an Excel file). */
const CSV_TYPES = ['text/csv', 'application/csv', 'text/plain', 'application/vnd.ms-excel'];

/**
 * The catalogue under `/api/admin/` (DESIGN §8): products, their CSV, categories. Registered inside the
 * staff scope (app.ts), so its role check runs on every request before the body is read.
 */
export function catalogAdminRoutes(
  products: ProductAdminService,
  categories: CategoryAdminService,
): FastifyPluginAsyncZod {
  return async (app) => {
    // The import's body is the file's text (decoded as UTF-8); only these routes read it.
    app.addContentTypeParser(CSV_TYPES, { parseAs: 'string' }, (_req, body, done) => done(null, body));
    productRoutes(app, products);
    categoryRoutes(app, categories);
  };
}

type App = Parameters<FastifyPluginAsyncZod>[0];
const tags = ['admin'];

/** Products: the list, its CSV export and import, one product's create, read, update and deactivation. */
function productRoutes(app: App, products: ProductAdminService) {
  app.get(
    '/admin/products',
    { schema: { tags, querystring: AdminProductListQuery, response: { 200: AdminProductPage, ...errors } } },
    async (req) => products.list(req.query),
  );

  app.get(
    '/admin/products/export.csv',
    { schema: { tags, querystring: AdminProductListQuery, response: { 200: z.string(), ...errors } } },
    async (req, reply) => {
      const csv = await products.exportCsv(req.query);
      const name = `san-pham-${shopDay(new Date())}.csv`;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(csv);
    },
  );

  app.post(
    '/admin/products/import',
    {
      bodyLimit: CSV_MAX_BYTES,
      schema: { tags, querystring: ImportQuery, response: { 200: ImportReport, ...errors } },
    },
    async (req) => {
      if (typeof req.body !== 'string') throw new BadRequestError(CATALOG_ADMIN_MESSAGES.csvContentType);
      return products.importCsv(staffOf(req), req.body, req.query.dry_run);
    },
  );

  app.post(
    '/admin/products',
    { schema: { tags, body: ProductInput, response: { 201: AdminProductDetail, ...errors } } },
    async (req, reply) => reply.status(201).send(await products.create(staffOf(req), req.body)),
  );

  app.get(
    '/admin/products/:id',
    { schema: { tags, params: IdParam, response: { 200: AdminProductDetail, ...errors } } },
    async (req) => products.detail(req.params.id),
  );

  app.patch(
    '/admin/products/:id',
    { schema: { tags, params: IdParam, body: ProductUpdate, response: { 200: AdminProductDetail, ...errors } } },
    async (req) => products.update(staffOf(req), req.params.id, req.body),
  );

  app.delete(
    '/admin/products/:id',
    { schema: { tags, params: IdParam, response: { 200: AdminProductDetail, ...errors } } },
    async (req) => products.deactivate(staffOf(req), req.params.id),
  );
}

/** The category tree and one category's create, read, update, move and delete. */
function categoryRoutes(app: App, categories: CategoryAdminService) {
  app.get('/admin/categories', { schema: { tags, response: { 200: z.array(AdminCategory), ...errors } } }, async () =>
    categories.tree(),
  );

  app.post(
    '/admin/categories',
    { schema: { tags, body: CategoryInput, response: { 201: AdminCategory, ...errors } } },
    async (req, reply) => reply.status(201).send(await categories.create(staffOf(req), req.body)),
  );

  app.get(
    '/admin/categories/:id',
    { schema: { tags, params: IdParam, response: { 200: AdminCategory, ...errors } } },
    async (req) => categories.get(req.params.id),
  );

  app.patch(
    '/admin/categories/:id',
    { schema: { tags, params: IdParam, body: CategoryUpdate, response: { 200: AdminCategory, ...errors } } },
    async (req) => categories.update(staffOf(req), req.params.id, req.body),
  );

  app.post(
    '/admin/categories/:id/move',
    { schema: { tags, params: IdParam, body: CategoryMove, response: { 200: AdminCategory, ...errors } } },
    async (req) => categories.move(staffOf(req), req.params.id, req.body),
  );

  app.delete(
    '/admin/categories/:id',
    { schema: { tags, params: IdParam, response: { 204: z.undefined(), ...errors } } },
    async (req, reply) => {
      await categories.remove(staffOf(req), req.params.id);
      return reply.status(204).send();
    },
  );
}
