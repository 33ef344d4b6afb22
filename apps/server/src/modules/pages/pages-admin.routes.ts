import { Page, PageUpdate } from '@shop/domain/pages.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthGuard } from '../../http/auth-guard';
import { ErrorBody } from '../../http/schemas';
import { staffOf } from '../../http/staff-context';
import type { PagesService } from './pages.service';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const params = z.object({ slug: z.string().max(100) });

/**
 * `/api/admin/pages/…`: the FAQ and the policy pages as Markdown; admins only, on top of the staff
 * scope's check (app.ts), so staff get a 403.
 */
export function pagesAdminRoutes(pages: PagesService, guard: AuthGuard): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', guard.requireRole('admin'));
    const tags = ['admin'];

    app.get('/admin/pages', { schema: { tags, response: { 200: z.array(Page), ...errors } } }, async () =>
      pages.list(),
    );

    app.get('/admin/pages/:slug', { schema: { tags, params, response: { 200: Page, ...errors } } }, async (req) =>
      pages.load(req.params.slug),
    );

    app.put(
      '/admin/pages/:slug',
      { schema: { tags, params, body: PageUpdate, response: { 200: Page, ...errors } } },
      async (req) => pages.update(staffOf(req), req.params.slug, req.body),
    );
  };
}
