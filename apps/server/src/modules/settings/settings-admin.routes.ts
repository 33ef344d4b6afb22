import { ShippingSettingsBody, ShopSettings, ShopSettingsPatch } from '@shop/domain/settings.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthGuard } from '../../http/auth-guard';
import { ErrorBody } from '../../http/schemas';
import { staffOf } from '../../http/staff-context';
import type { ShopSettingsService } from './settings.service';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody };

/**
 * `/api/admin/settings/…`: admins only, on top of the staff scope's check (app.ts),
 * so staff get a 403. The shipping rules and the shop's details (the fee preview with the form's values is shipping's).
 */
export function settingsAdminRoutes(settings: ShopSettingsService, guard: AuthGuard): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', guard.requireRole('admin'));
    const tags = ['admin'];

    app.get(
      '/admin/settings/shipping',
      { schema: { tags, response: { 200: ShippingSettingsBody, ...errors } } },
      async () => settings.shipping(),
    );

    app.put(
      '/admin/settings/shipping',
      { schema: { tags, body: ShippingSettingsBody, response: { 200: ShippingSettingsBody, ...errors } } },
      async (req) => settings.updateShipping(staffOf(req), req.body),
    );

    app.get('/admin/settings/shop', { schema: { tags, response: { 200: ShopSettings, ...errors } } }, async () =>
      settings.shop(),
    );

    app.patch(
      '/admin/settings/shop',
      { schema: { tags, body: ShopSettingsPatch, response: { 200: ShopSettings, ...errors } } },
      async (req) => settings.updateShop(staffOf(req), req.body),
    );
  };
}
