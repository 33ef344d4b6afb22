// The carriers on the desk (DESIGN §11): shipments of an order or a selection, labels, the COD carriers hold and
// their statements; admins only: the carrier settings and GHN's address mapping.
import { AddressMappingReport, CarrierSettings, CarrierSettingsBody } from '@shop/domain/carrier-settings.schemas';
import {
  BulkShipmentRequest,
  BulkShipmentResponse,
  CreateShipmentRequest,
  LabelsQuery,
  Shipment,
  ShipmentDraft,
  type ShipmentQuote,
  ShipmentQuotes,
} from '@shop/domain/carrier.schemas';
import { CodHoldings, CodRemittanceRequest, CodRemittanceResponse } from '@shop/domain/cod.schemas';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthGuard } from '../../http/auth-guard';
import { BadRequestError } from '../../http/errors';
import { ErrorBody, IdParam } from '../../http/schemas';
import { staffOf } from '../../http/staff-context';
import { type CarrierLabel, CarrierRefusal, CarrierUnavailable } from './carrier-provider';
import type { AuditService } from '../audit/audit.service';
import { CarrierError } from './shipment-messages';
import type { CarrierSettingsService } from './carrier-settings';
import type { CodService } from './cod.service';
import type { GhnAddressMap } from './ghn-address-map';
import type { GhnProvider } from './ghn';
import type { ShipmentsService } from './shipments.service';

const tags = ['admin'];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 502: ErrorBody };

function sendLabel(reply: FastifyReply, label: CarrierLabel) {
  return reply.header('Content-Type', label.contentType).header('Cache-Control', 'no-store').send(label.body);
}

export interface CarrierAdminDeps {
  shipments: ShipmentsService;
  /** Each carrier's quote for an order's parcel (the "Tạo vận đơn" dialog). */
  shipmentQuotes: (orderId: number) => Promise<ShipmentQuote[]>;
  cod: CodService;
  settings: CarrierSettingsService;
  addressMap: GhnAddressMap;
  ghn: GhnProvider | undefined;
  guard: AuthGuard;
  audit: AuditService;
}

export function carriersAdminRoutes(deps: CarrierAdminDeps): FastifyPluginAsyncZod {
  const { shipments, shipmentQuotes, cod } = deps;

  return async (app) => {
    const params = IdParam;
    app.get(
      '/admin/orders/:id/shipment/draft',
      { schema: { tags, params, response: { 200: ShipmentDraft, ...errors } } },
      async (req) => shipments.draft(req.params.id),
    );
    app.get(
      '/admin/orders/:id/shipment/quotes',
      { schema: { tags, params, response: { 200: ShipmentQuotes, ...errors } } },
      async (req) => shipmentQuotes(req.params.id),
    );
    app.post(
      '/admin/orders/:id/shipment',
      { schema: { tags, params, body: CreateShipmentRequest, response: { 201: Shipment, ...errors } } },
      async (req, reply) => reply.status(201).send(await shipments.create(staffOf(req), req.params.id, req.body)),
    );
    app.delete(
      '/admin/orders/:id/shipment',
      { schema: { tags, params, response: { 200: Shipment, ...errors } } },
      async (req) => shipments.cancel(staffOf(req), req.params.id),
    );
    app.get('/admin/orders/:id/shipment/label', { schema: { tags, params } }, async (req, reply) =>
      sendLabel(reply, await shipments.label([req.params.id])),
    );
    app.get('/admin/shipments/labels', { schema: { tags, querystring: LabelsQuery } }, async (req, reply) => {
      const ids = [...new Set(req.query.order_ids.split(',').map(Number))];
      return sendLabel(reply, await shipments.label(ids));
    });
    app.post(
      '/admin/shipments',
      { schema: { tags, body: BulkShipmentRequest, response: { 200: BulkShipmentResponse, ...errors } } },
      async (req) => shipments.bulk(staffOf(req), req.body.order_ids, req.body.carrier),
    );
    app.get('/admin/cod', { schema: { tags, response: { 200: CodHoldings, ...errors } } }, async () => cod.holdings());
    app.post(
      '/admin/cod-remittances',
      { schema: { tags, body: CodRemittanceRequest, response: { 200: CodRemittanceResponse, ...errors } } },
      async (req) => cod.remit(staffOf(req), req.body),
    );

    // Admins only: the carriers' settings hold the webhook secret; the mapping is shop configuration.
    await app.register(carrierSettingsRoutes(deps));
  };
}

/** Admins only: the carriers' settings hold the webhook secret; the mapping is shop configuration. */
function carrierSettingsRoutes({ settings, addressMap, ghn, guard, audit }: CarrierAdminDeps): FastifyPluginAsyncZod {
  return async (admin) => {
    admin.addHook('onRequest', guard.requireRole('admin'));
    admin.get(
      '/admin/settings/carriers',
      { schema: { tags, response: { 200: CarrierSettings, ...errors } } },
      async () => settings.get(),
    );
    admin.put(
      '/admin/settings/carriers',
      { schema: { tags, body: CarrierSettingsBody, response: { 200: CarrierSettings, ...errors } } },
      async (req) => settings.update(staffOf(req), req.body),
    );
    admin.get(
      '/admin/carriers/ghn/address-mapping',
      { schema: { tags, response: { 200: AddressMappingReport, ...errors } } },
      async () => addressMap.report(),
    );
    admin.post(
      '/admin/carriers/ghn/address-mapping/sync',
      { schema: { tags, response: { 200: AddressMappingReport, ...errors } } },
      async (req) => {
        if (!ghn) throw new BadRequestError('Giao Hàng Nhanh chưa được kết nối (thiếu GHN_TOKEN, GHN_SHOP_ID).');
        const staff = staffOf(req);
        try {
          return await addressMap.sync(ghn, (tx, mapped) =>
            audit.record(tx, staff, {
              action: 'settings.ghn_address_sync',
              targetType: 'settings',
              targetId: null,
              before: null,
              after: { mapped },
            }),
          );
        } catch (err) {
          if (err instanceof CarrierRefusal || err instanceof CarrierUnavailable) {
            throw new CarrierError(`Không lấy được dữ liệu địa chỉ của GHN: ${err.message}`);
          }
          throw err;
        }
      },
    );
  };
}
