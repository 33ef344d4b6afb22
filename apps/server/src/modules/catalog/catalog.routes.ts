import { Category, Product, ProductPage, ProductSummary } from '@shop/domain/catalog.schemas';
import {
  BestSellersQuery,
  CategoryListQuery,
  FeedbackQuery,
  ProductListQuery,
  SearchQuery,
} from '@shop/domain/catalog-query.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AuthGuard, optionalCurrentUser } from '../../http/auth-guard';
import { BadRequestError } from '../../http/errors';
import { ErrorBody, IdParam } from '../../http/schemas';
import { answerRepeats, sendCachedJson } from '../../lib/cached-body';
import type { ReadCache } from '../../lib/read-cache';
import type { CatalogService } from './catalog.service';

const tags = ['catalogue'];

/** Start of a calendar day in Ho Chi Minh City (UTC+7, no daylight saving). */
function hcmDayStart(date: string, plusDays = 0): Date {
  const d = new Date(`${date}T00:00:00+07:00`);
  d.setUTCDate(d.getUTCDate() + plusDays);
  return d;
}

/**
 * The catalogue calls of spec 1 §7 and spec 2 §7 (DESIGN §2–3). Handlers answer cached JSON strings; given the
 * cache, a request repeating a valid one's address is answered from it before validation (`answerRepeats`).
 */
export function catalogRoutes(catalog: CatalogService, guard?: AuthGuard, cache?: ReadCache): FastifyPluginAsyncZod {
  const cached = cache ? { onRequest: answerRepeats(cache) } : {};
  return async (app) => {
    productListRoutes(app, catalog, cached);
    productAndCategoryRoutes(app, catalog, cached, guard);
  };
}

type App = Parameters<FastifyPluginAsyncZod>[0];
/** The cache's check before validation, when the routes are given a cache. */
type Cached = { onRequest?: ReturnType<typeof answerRepeats> };

/** The product lists: all, by category, the home page's sections, best sellers, search. */
function productListRoutes(app: App, catalog: CatalogService, cached: Cached) {
  app.get(
    '/products',
    {
      ...cached,
      schema: { tags, querystring: ProductListQuery, response: { 200: ProductPage, 400: ErrorBody, 404: ErrorBody } },
    },
    async (req, reply) => {
      const q = req.query;
      return sendCachedJson(req, reply, await catalog.listProducts({ ...q, category_id: q.category_id ?? q.category }));
    },
  );

  app.get(
    '/products/by_category',
    {
      ...cached,
      schema: { tags, querystring: ProductListQuery, response: { 200: ProductPage, 400: ErrorBody, 404: ErrorBody } },
    },
    async (req, reply) => {
      const categoryId = req.query.category_id ?? req.query.category;
      if (categoryId === undefined) throw new BadRequestError('', { category_id: ['Vui lòng chọn danh mục.'] });
      return sendCachedJson(
        req,
        reply,
        await catalog.listProductsByCategory({ ...req.query, category_id: categoryId }),
      );
    },
  );

  app.get(
    '/products/featured',
    { ...cached, schema: { tags, response: { 200: z.array(ProductSummary) } } },
    async (req, reply) => sendCachedJson(req, reply, await catalog.featured()),
  );

  app.get(
    '/products/promotional',
    { ...cached, schema: { tags, querystring: FeedbackQuery, response: { 200: z.array(ProductSummary) } } },
    async (req, reply) => sendCachedJson(req, reply, await catalog.promotional(req.query.limit ?? 50)),
  );

  app.get(
    '/products/best_sellers',
    {
      ...cached,
      schema: { tags, querystring: BestSellersQuery, response: { 200: z.array(ProductSummary), 400: ErrorBody } },
    },
    async (req, reply) => {
      const q = req.query;
      const result = await catalog.bestSellers({
        from: q.startDate ? hcmDayStart(q.startDate) : undefined,
        to: q.endDate ? hcmDayStart(q.endDate, 1) : undefined,
        category: q.category,
        limit: q.limit,
      });
      return sendCachedJson(req, reply, result);
    },
  );

  app.get(
    '/products/search',
    {
      ...cached,
      schema: { tags, querystring: SearchQuery, response: { 200: ProductPage, 400: ErrorBody, 404: ErrorBody } },
    },
    async (req, reply) => sendCachedJson(req, reply, await catalog.search(req.query)),
  );
}

/** One product (with a signed-in buyer's group prices) and the categories. */
function productAndCategoryRoutes(app: App, catalog: CatalogService, cached: Cached, guard?: AuthGuard) {
  app.get(
    '/products/:id',
    {
      ...cached,
      schema: { tags, params: IdParam, response: { 200: Product, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody } },
      // A signed-in shopper's group sees its quantity prices too (DESIGN §13).
      ...(guard ? { preHandler: guard.optionalUser } : {}),
    },
    async (req, reply) => {
      const groupId = optionalCurrentUser(req)?.customerGroupId ?? null;
      return sendCachedJson(req, reply, await catalog.product(req.params.id, groupId));
    },
  );

  app.get(
    '/categories',
    {
      ...cached,
      schema: { tags, querystring: CategoryListQuery, response: { 200: z.array(Category), 400: ErrorBody } },
    },
    async (req, reply) => sendCachedJson(req, reply, await catalog.categories(req.query)),
  );

  app.get(
    '/categories/hierarchy',
    { ...cached, schema: { tags, response: { 200: z.array(Category) } } },
    async (req, reply) => sendCachedJson(req, reply, await catalog.categoryHierarchy()),
  );

  app.get(
    '/categories/:id',
    { ...cached, schema: { tags, params: IdParam, response: { 200: Category, 400: ErrorBody, 404: ErrorBody } } },
    async (req, reply) => sendCachedJson(req, reply, await catalog.category(req.params.id)),
  );
}
