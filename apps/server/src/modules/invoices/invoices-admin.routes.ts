import { AdminOrderInvoice, InvoiceAdjustment, InvoicePreview } from '@shop/domain/invoice.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody, IdParam } from '../../http/schemas';
import { staffOf } from '../../http/staff-context';
import type { InvoicesService } from './invoices.service';
import { sendInvoicePdf } from './invoices.routes';

const tags = ['invoices'];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 503: ErrorBody };

/**
 * Staff's side of e-invoices (DESIGN §13): an order's e-invoice (with the provider's reason for a failure), a retry,
 * what it would carry before it is made, its PDF, and the adjustments list.
 */
export function invoicesAdminRoutes(invoices: InvoicesService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/admin/orders/:id/invoice',
      { schema: { tags, params: IdParam, response: { 200: AdminOrderInvoice, ...errors } } },
      (req) => invoices.adminInvoice(req.params.id),
    );

    app.post(
      '/admin/orders/:id/invoice',
      { schema: { tags, params: IdParam, response: { 200: AdminOrderInvoice, ...errors } } },
      (req) => invoices.retry(staffOf(req), req.params.id),
    );

    app.get(
      '/admin/orders/:id/invoice/preview',
      { schema: { tags, params: IdParam, response: { 200: InvoicePreview, ...errors } } },
      (req) => invoices.preview(req.params.id),
    );

    app.get(
      '/admin/orders/:id/invoice.pdf',
      // A PDF, not JSON: no response schema (errors still answer the DESIGN §2 shapes).
      { schema: { tags, params: IdParam } },
      async (req, reply) => {
        const file = await invoices.staffPdf(req.params.id);
        return sendInvoicePdf(reply, req.params.id, file.pdf, 'inline');
      },
    );

    app.get(
      '/admin/invoices/adjustments',
      { schema: { tags, response: { 200: z.array(InvoiceAdjustment), ...errors } } },
      () => invoices.adjustments(),
    );
  };
}
