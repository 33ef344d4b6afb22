import {
  PaymentErrorBody,
  PaymentStatusResponse,
  PayosPaymentRequest,
  PayosPaymentResponse,
  SepayPaymentResponse,
  WebhookAck,
} from '@shop/domain/payment.schemas';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody, IdParam } from '../../http/schemas';
import { retryAfterHeader } from '../../lib/rate-limit';
import { type AuthGuard, currentUser } from '../../http/auth-guard';
import type { PaymentsService } from './payments.service';

const tags = ['payments'];
const PaymentFailure = z.union([PaymentErrorBody, ErrorBody]);
const errors = {
  400: PaymentFailure,
  401: ErrorBody,
  404: ErrorBody,
  409: PaymentFailure,
  429: ErrorBody,
  502: PaymentFailure,
};

/** Webhook bodies are small; a provider posting more than this is not a provider. */
const WEBHOOK_BODY_LIMIT = 64 * 1024;

/** Every body arrives as text: an empty POST is no body (the spec's client sends none), a webhook is stored as sent. */
function bodiesAsText(app: FastifyInstance) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => done(null, body));
}

/** The payment calls of spec 2 §7 for the signed-in shopper, and cash-payment for the payment page's cash choice. */
export function paymentRoutes(payments: PaymentsService, guard: AuthGuard): FastifyPluginAsyncZod {
  return async (app) => {
    // The spec's client posts these with no body or with fields the server ignores: accept both, parse leniently.
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
      if (typeof body !== 'string' || body.trim() === '') return done(null, undefined);
      try {
        done(null, JSON.parse(body));
      } catch (error) {
        done(Object.assign(error as Error, { statusCode: 400 }), undefined);
      }
    });
    app.addHook('onError', retryAfterHeader);
    // Rate limits per account and client address; the webhooks below have none.
    const signedIn = { onRequest: guard.requireUser };
    const starting = { ...signedIn, preHandler: guard.limit('startPayment') };

    app.post(
      '/orders/:id/sepay-payment',
      { ...starting, schema: { tags, params: IdParam, response: { 200: SepayPaymentResponse, ...errors } } },
      async (req) => payments.createSepayPayment(currentUser(req), req.params.id),
    );

    app.get(
      '/orders/:id/sepay-status',
      {
        ...signedIn,
        preHandler: guard.limit('paymentStatus'),
        schema: { tags, params: IdParam, response: { 200: PaymentStatusResponse, ...errors } },
      },
      async (req) => payments.status(currentUser(req), req.params.id),
    );

    app.post(
      '/orders/:id/cash-payment',
      { ...starting, schema: { tags, params: IdParam, response: { 200: PaymentStatusResponse, ...errors } } },
      async (req) => payments.chooseCash(currentUser(req), req.params.id),
    );

    app.post(
      '/orders/:id/payos-payment',
      {
        ...starting,
        schema: {
          tags,
          params: IdParam,
          body: PayosPaymentRequest,
          response: { 200: PayosPaymentResponse, ...errors },
        },
      },
      async (req) => payments.createPayosLink(currentUser(req), req.params.id),
    );
  };
}

/** The providers' webhooks (DESIGN §4): authenticated by SePay's API key or PayOS's signature, not by a user. */
export function webhookRoutes(payments: PaymentsService): FastifyPluginAsyncZod {
  return async (app) => {
    bodiesAsText(app);
    // 400 may also be the field map of a body refused before the handler (http/invalid-text.ts).
    const schema = { tags, response: { 200: WebhookAck, 400: PaymentFailure, 401: PaymentErrorBody } };

    app.post('/webhooks/sepay', { schema, bodyLimit: WEBHOOK_BODY_LIMIT }, async (req) =>
      payments.sepayWebhook(req.headers.authorization, String(req.body ?? '')),
    );

    app.post('/webhooks/payos', { schema, bodyLimit: WEBHOOK_BODY_LIMIT }, async (req) =>
      payments.payosWebhook(String(req.body ?? '')),
    );
  };
}
