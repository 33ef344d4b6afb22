import {
  AdminBanner,
  AdminFeedback,
  BannerInput,
  BannerUpdate,
  FeedbackInput,
  FeedbackUpdate,
  ReorderRequest,
} from '@shop/domain/content.schemas';
import {
  AdminStoreLocation,
  StoreLocationInput,
  StoreLocationUpdate,
  StorePlace,
  StorePlaceQuery,
} from '@shop/domain/store-location.schemas';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody, IdParam } from '../../http/schemas';
import { type StaffContext, staffOf } from '../../http/staff-context';
import type { ContentService } from './content.service';

type IdParam = z.output<typeof IdParam>;
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

interface ListOps<Item, Input, Update> {
  list(): Promise<Item[]>;
  get(id: number): Promise<Item>;
  create(staff: StaffContext, body: Input): Promise<Item>;
  update(staff: StaffContext, id: number, body: Update): Promise<Item>;
  remove(staff: StaffContext, id: number): Promise<void>;
  reorder(staff: StaffContext, ids: number[]): Promise<void>;
}

/**
 * One ordered list of the back office at `path`: `GET` (in the shop's order), `GET {id}` (an item as the list shows
 * it), `POST` (201, placed last), `PATCH {id}`, `DELETE {id}` (204) and `POST reorder/ {ids}` (answers the list).
 */
function orderedListRoutes<Item, Input, Update>(
  path: string,
  schemas: { item: z.ZodType<Item>; input: z.ZodType<Input>; update: z.ZodType<Update> },
  ops: ListOps<Item, Input, Update>,
): FastifyPluginAsyncZod {
  const tags = ['admin'];
  const list = z.array(schemas.item);
  return async (zodApp) => {
    // The zod type provider can't resolve a generic schema's types: routes typed by their generics instead (the
    // schemas still validate and serialise every request).
    const app = zodApp as unknown as FastifyInstance;
    app.get(path, { schema: { tags, response: { 200: list, ...errors } } }, () => ops.list());

    app.post<{ Body: Input }>(
      path,
      { schema: { tags, body: schemas.input, response: { 201: schemas.item, ...errors } } },
      async (req, reply) => reply.status(201).send(await ops.create(staffOf(req), req.body as Input)),
    );

    app.post<{ Body: ReorderRequest }>(
      `${path}/reorder`,
      { schema: { tags, body: ReorderRequest, response: { 200: list, ...errors } } },
      async (req) => {
        await ops.reorder(staffOf(req), req.body.ids);
        return ops.list();
      },
    );

    app.get<{ Params: IdParam }>(
      `${path}/:id`,
      { schema: { tags, params: IdParam, response: { 200: schemas.item, ...errors } } },
      (req) => ops.get(req.params.id),
    );

    app.patch<{ Params: IdParam; Body: Update }>(
      `${path}/:id`,
      { schema: { tags, params: IdParam, body: schemas.update, response: { 200: schemas.item, ...errors } } },
      (req) => ops.update(staffOf(req), req.params.id, req.body as Update),
    );

    app.delete<{ Params: IdParam }>(
      `${path}/:id`,
      { schema: { tags, params: IdParam, response: { 204: z.undefined(), ...errors } } },
      async (req, reply) => {
        await ops.remove(staffOf(req), req.params.id);
        return reply.status(204).send();
      },
    );
  };
}

/**
 * Home content and store locations under `/api/admin/` (DESIGN §8). Registered inside the staff scope (app.ts), so
 * its role check (staff) runs on every request before the body is read.
 */
export function contentAdminRoutes(content: ContentService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/admin/store-locations/place',
      { schema: { tags: ['admin'], querystring: StorePlaceQuery, response: { 200: StorePlace, ...errors } } },
      async (req) => content.storePlace(req.query),
    );
    await app.register(
      orderedListRoutes(
        '/admin/banners',
        { item: AdminBanner, input: BannerInput, update: BannerUpdate },
        {
          list: content.banners,
          get: content.banner,
          create: content.createBanner,
          update: content.updateBanner,
          remove: content.deleteBanner,
          reorder: content.reorderBanners,
        },
      ),
    );
    await app.register(
      orderedListRoutes(
        '/admin/feedback',
        { item: AdminFeedback, input: FeedbackInput, update: FeedbackUpdate },
        {
          list: content.feedback,
          get: content.feedbackItem,
          create: content.createFeedback,
          update: content.updateFeedback,
          remove: content.deleteFeedback,
          reorder: content.reorderFeedback,
        },
      ),
    );
    await app.register(
      orderedListRoutes(
        '/admin/store-locations',
        { item: AdminStoreLocation, input: StoreLocationInput, update: StoreLocationUpdate },
        {
          list: content.stores,
          get: content.store,
          create: content.createStore,
          update: content.updateStore,
          remove: content.deleteStore,
          reorder: content.reorderStores,
        },
      ),
    );
  };
}
