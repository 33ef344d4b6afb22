/**
 * PayOS's payment-link API (https://payos.vn/docs): create a link with a checksum-signed request, and check the
 * signature of what PayOS sends back (its answers and its webhook). HMAC-SHA256 with the shop's checksum key.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/** PayOS's data-to-sign: keys in alphabetical order, `key=value` joined by `&`; null becomes '', arrays JSON. */
export function payosDataString(data: Record<string, unknown>): string {
  const sortKeys = (value: unknown): unknown =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((k) => [k, (value as Record<string, unknown>)[k]]),
        )
      : value;
  return Object.keys(data)
    .sort()
    .filter((key) => data[key] !== undefined)
    .map((key) => {
      const value = data[key];
      if (Array.isArray(value)) return `${key}=${JSON.stringify(value.map(sortKeys))}`;
      if (value === null || value === 'null' || value === 'undefined') return `${key}=`;
      return `${key}=${String(value)}`;
    })
    .join('&');
}

export function payosSignature(data: Record<string, unknown>, checksumKey: string): string {
  return createHmac('sha256', checksumKey).update(payosDataString(data)).digest('hex');
}

/** Constant-time comparison of a received signature with the expected one. */
export function isPayosSignatureValid(data: Record<string, unknown>, signature: string, checksumKey: string) {
  const expected = Buffer.from(payosSignature(data, checksumKey), 'hex');
  const received = Buffer.from(signature, 'hex');
  return received.length === expected.length && timingSafeEqual(received, expected);
}

export interface PayosSettings {
  baseUrl: string;
  clientId: string;
  apiKey: string;
  checksumKey: string;
}

export interface PaymentLinkRequest {
  orderCode: number;
  amount: number;
  /** PayOS allows 25 characters (9 for accounts not linked through PayOS). */
  description: string;
  returnUrl: string;
  cancelUrl: string;
  buyerName?: string;
  buyerEmail?: string;
  buyerPhone?: string;
  items?: { name: string; quantity: number; price: number }[];
}

const PaymentLinkData = z.looseObject({
  paymentLinkId: z.string(),
  checkoutUrl: z.string().url(),
  orderCode: z.number(),
  amount: z.number(),
  status: z.string(),
});

const ApiAnswer = z.looseObject({
  code: z.string(),
  desc: z.string(),
  data: z.record(z.string(), z.unknown()).nullable().optional(),
  signature: z.string().nullish(),
});

/** PayOS answered no, answered garbage, or could not be reached. The message is for the log, not the shopper. */
export class PayosError extends Error {}

/** Waits no longer than this for PayOS: the shopper is waiting on the checkout button. */
const TIMEOUT_MS = 10_000;

/** One call to PayOS's API: its `data` when the answer is `00` and signed with the checksum key. */
async function callPayos(settings: PayosSettings, method: 'GET' | 'POST', path: string, body?: unknown) {
  let response: Response;
  try {
    response = await fetch(`${settings.baseUrl}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        'x-client-id': settings.clientId,
        'x-api-key': settings.apiKey,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new PayosError(`PayOS unreachable: ${(error as Error).message}`);
  }
  const answer = ApiAnswer.safeParse(await response.json().catch(() => null));
  if (!answer.success) throw new PayosError(`PayOS answered HTTP ${response.status} without a PayOS body`);
  const { code, desc, data, signature } = answer.data;
  if (code !== '00' || !data) throw new PayosError(`PayOS refused: ${code} ${desc}`);
  if (!signature || !isPayosSignatureValid(data, signature, settings.checksumKey)) {
    throw new PayosError('PayOS answer has a wrong signature');
  }
  return data;
}

/** `POST /v2/payment-requests`: a payment link for the order, its answer checked. */
export async function createPaymentLink(settings: PayosSettings, request: PaymentLinkRequest) {
  const { amount, cancelUrl, description, orderCode, returnUrl } = request;
  const signature = payosSignature({ amount, cancelUrl, description, orderCode, returnUrl }, settings.checksumKey);
  const data = await callPayos(settings, 'POST', '/v2/payment-requests', { ...request, signature });
  const link = PaymentLinkData.safeParse(data);
  if (!link.success) throw new PayosError('PayOS answer lacks the checkout URL');
  if (link.data.orderCode !== orderCode || link.data.amount !== amount) {
    throw new PayosError('PayOS answered for another order or amount');
  }
  return link.data;
}

/** The webhook's body (https://payos.vn/docs/tich-hop-webhook/): the signature covers `data`. */
export const PayosWebhook = z.looseObject({
  code: z.string(),
  desc: z.string().optional(),
  success: z.boolean().optional(),
  data: z.looseObject({
    orderCode: z.number().int(),
    amount: z.number().int().nonnegative(),
    description: z.string().optional(),
    reference: z.string().optional(),
    paymentLinkId: z.string().optional(),
    code: z.string(),
  }),
  signature: z.string(),
});
export type PayosWebhook = z.infer<typeof PayosWebhook>;

/**
 * The PayOS orderCode of an order's n-th link: the order id first (DESIGN §4), then id × 100 + n, because PayOS
 * never takes a code twice and a cancelled or expired link can't be reopened. Order ids have 8 digits, so the
 * order is always recoverable from the code.
 */
export const MAX_LINK_ATTEMPTS = 99;
export function payosOrderCode(orderId: number, attempt: number): number {
  return attempt === 0 ? orderId : orderId * 100 + attempt;
}
export function orderIdOfPayosCode(orderCode: number): number {
  return orderCode < 100_000_000 ? orderCode : Math.floor(orderCode / 100);
}

const LinkInfo = z.looseObject({ orderCode: z.number(), status: z.string() });

/**
 * `GET /v2/payment-requests/{orderCode}`: the link's status (PENDING, PROCESSING, PAID, CANCELLED, EXPIRED), its
 * answer's signature checked.
 */
export async function paymentLinkStatus(settings: PayosSettings, orderCode: number): Promise<string> {
  const data = await callPayos(settings, 'GET', `/v2/payment-requests/${orderCode}`);
  const info = LinkInfo.safeParse(data);
  if (!info.success || info.data.orderCode !== orderCode) throw new PayosError('PayOS answered for another link');
  return info.data.status;
}

/**
 * `POST /v2/payment-requests/{orderCode}/cancel` with `{cancellationReason}`: PayOS closes the link, so the shopper
 * can no longer pay an order the shop has cancelled. Answers the link's status after the call (CANCELLED), its
 * answer's signature checked; PayOS refuses a link that is already paid (a PayosError).
 */
export async function cancelPaymentLink(settings: PayosSettings, orderCode: number, cancellationReason: string) {
  const data = await callPayos(settings, 'POST', `/v2/payment-requests/${orderCode}/cancel`, { cancellationReason });
  const info = LinkInfo.safeParse(data);
  if (!info.success || info.data.orderCode !== orderCode) throw new PayosError('PayOS answered for another link');
  return info.data.status;
}
