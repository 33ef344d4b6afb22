import { InvoiceDetails } from '@shop/domain/invoice.schemas';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type AuthGuard, currentUser } from '../../http/auth-guard';
import { ErrorBody, IdParam } from '../../http/schemas';
import type { InvoicesService } from './invoices.service';

const tags = ['invoices'];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 503: ErrorBody };

/** The shopper's side (DESIGN §13): the invoice's PDF of their own order, and their last invoice details. */
export function invoicesRoutes(invoices: InvoicesService, guard: AuthGuard): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/orders/:id/invoice.pdf',
      // A PDF, not JSON: no response schema (errors still answer the DESIGN §2 shapes).
      { schema: { tags, params: IdParam }, preHandler: guard.requireUser },
      async (req, reply) => {
        const file = await invoices.pdf(currentUser(req).id, req.params.id);
        return sendInvoicePdf(reply, req.params.id, file.pdf, 'attachment');
      },
    );

    app.get(
      '/invoice-details/last',
      {
        schema: { tags, response: { 200: InvoiceDetails.nullable(), ...errors } },
        preHandler: guard.requireUser,
      },
      (req) => invoices.lastRequest(currentUser(req).id),
    );
  };
}

/** An e-invoice's PDF as the answer: the shopper downloads it (`attachment`), staff open it in a tab (`inline`). */
export function sendInvoicePdf(
  reply: FastifyReply,
  orderId: number,
  pdf: Buffer,
  disposition: 'attachment' | 'inline',
) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `${disposition}; filename="hoa-don-${orderId}.pdf"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}
