/**
 * A PayOS-compatible HTTP server on 127.0.0.1 for tests (DESIGN §6): it checks the client id, API key and the
 * request's checksum as PayOS does, answers with a signed payment link, serves a checkout page, and on "pay" posts
 * a signed webhook to the shop before sending the shopper to the return URL. A link cancelled through the API
 * (`POST /v2/payment-requests/{orderCode}/cancel`) or on the checkout page can no longer be paid.
 *
 * Its signing is written here on its own on purpose (not imported from the shop's payos.ts): a mistake there must
 * show up as a refusal here. Run as a script for e2e: PAYOS_PEER_PORT, PAYOS_CLIENT_ID, PAYOS_API_KEY,
 * PAYOS_CHECKSUM_KEY, PAYOS_PEER_WEBHOOK_URL.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';

export interface PayosPeerOptions {
  clientId: string;
  apiKey: string;
  checksumKey: string;
  /** Where "pay" posts the webhook (the shop's /api/webhooks/payos). */
  webhookUrl?: string;
  port?: number;
}

export interface PeerLink {
  paymentLinkId: string;
  orderCode: number;
  amount: number;
  description: string;
  returnUrl: string;
  cancelUrl: string;
  status: 'PENDING' | 'PAID' | 'CANCELLED' | 'EXPIRED';
  cancellationReason?: string | null;
}

/** "Pay" on a link that is no longer open: PayOS's checkout refuses it. */
export class LinkClosedError extends Error {}

/** How the next payment-request or cancel call goes wrong, for the shop's failure paths. */
export type PeerFault = 'refuse' | 'http-500' | 'bad-signature' | 'not-json' | 'hang' | 'slow';

/** How long a 'slow' answer takes. */
export const SLOW_MS = 400;

function hmac(text: string, key: string) {
  return createHmac('sha256', key).update(text).digest('hex');
}

/** PayOS signs `data` as sorted `key=value` pairs joined by '&', null as '', a list as JSON. */
function signData(data: Record<string, string | number | null | unknown[]>, key: string) {
  const text = Object.keys(data)
    .sort()
    .map((k) => {
      const value = data[k];
      return `${k}=${Array.isArray(value) ? JSON.stringify(value) : (value ?? '')}`;
    })
    .join('&');
  return hmac(text, key);
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown> | null> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
  } catch {
    return null;
  }
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

export async function startPayosPeer(options: PayosPeerOptions) {
  const links = new Map<string, PeerLink>();
  const requests: Record<string, unknown>[] = [];
  /** Every cancel call that passed the credentials check: the order code and the body sent. */
  const cancellations: { orderCode: number; body: Record<string, unknown> | null }[] = [];
  const webhooks: { status: number; body: unknown }[] = [];
  let fault: PeerFault | null = null;
  let webhookUrl = options.webhookUrl;
  let baseUrl = '';

  /** The webhook PayOS posts when a link is paid, signed with the checksum key. */
  function webhookBody(link: PeerLink) {
    const data = {
      orderCode: link.orderCode,
      amount: link.amount,
      description: link.description,
      accountNumber: '12345678',
      reference: `FT${randomBytes(6).toString('hex').toUpperCase()}`,
      transactionDateTime: new Date().toISOString().slice(0, 19).replace('T', ' '),
      currency: 'VND',
      paymentLinkId: link.paymentLinkId,
      code: '00',
      desc: 'Thành công',
      counterAccountBankId: '',
      counterAccountBankName: '',
      counterAccountName: '',
      counterAccountNumber: '',
      virtualAccountName: '',
      virtualAccountNumber: '',
    };
    return { code: '00', desc: 'success', success: true, data, signature: signData(data, options.checksumKey) };
  }

  async function pay(paymentLinkId: string) {
    const link = links.get(paymentLinkId);
    if (!link) throw new Error(`no link ${paymentLinkId}`);
    if (link.status !== 'PENDING') throw new LinkClosedError(`link ${paymentLinkId} is ${link.status}`);
    link.status = 'PAID';
    const body = webhookBody(link);
    if (!webhookUrl) return body;
    const res = await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    webhooks.push({ status: res.status, body: await res.json().catch(() => null) });
    return body;
  }

  async function createLink(req: IncomingMessage, res: ServerResponse) {
    if (req.headers['x-client-id'] !== options.clientId || req.headers['x-api-key'] !== options.apiKey) {
      return send(res, 401, { code: '401', desc: 'Unauthorized', data: null });
    }
    const body = await readJson(req);
    if (!body) return send(res, 400, { code: '20', desc: 'Dữ liệu không hợp lệ', data: null });
    requests.push(body);
    const { amount, cancelUrl, description, orderCode, returnUrl, signature } = body;
    const expected = hmac(
      `amount=${amount}&cancelUrl=${cancelUrl}&description=${description}&orderCode=${orderCode}&returnUrl=${returnUrl}`,
      options.checksumKey,
    );
    if (signature !== expected) return send(res, 200, { code: '201', desc: 'Chữ ký không hợp lệ', data: null });
    if (!Number.isSafeInteger(amount) || !Number.isSafeInteger(orderCode) || typeof description !== 'string') {
      return send(res, 200, { code: '20', desc: 'Dữ liệu không hợp lệ', data: null });
    }
    if (description.length > 25) return send(res, 200, { code: '20', desc: 'Mô tả tối đa 25 kí tự', data: null });
    if ([...links.values()].some((l) => l.orderCode === orderCode)) {
      return send(res, 200, { code: '231', desc: 'Đơn thanh toán đã tồn tại', data: null });
    }

    const current = fault;
    fault = null;
    if (current === 'hang') return; // never answers: the shop's time-out must end the wait
    // Answers, but only after the shop has had time to do something else meanwhile.
    if (current === 'slow') await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
    if (current === 'http-500') return send(res, 500, { code: '500', desc: 'Internal error', data: null });
    if (current === 'not-json') return res.writeHead(502, { 'content-type': 'text/html' }).end('<h1>Bad gateway</h1>');
    if (current === 'refuse') return send(res, 200, { code: '20', desc: 'Tài khoản bị khóa', data: null });

    const link: PeerLink = {
      paymentLinkId: randomBytes(16).toString('hex'),
      orderCode: orderCode as number,
      amount: amount as number,
      description,
      returnUrl: String(returnUrl),
      cancelUrl: String(cancelUrl),
      status: 'PENDING',
    };
    links.set(link.paymentLinkId, link);
    const data = {
      bin: '970422',
      accountNumber: '12345678',
      accountName: 'PAYOS PEER',
      amount: link.amount,
      description: link.description,
      orderCode: link.orderCode,
      currency: 'VND',
      paymentLinkId: link.paymentLinkId,
      status: link.status,
      checkoutUrl: `${baseUrl}/web/${link.paymentLinkId}`,
      qrCode: '00020101021238570010A000000727',
    };
    const signed = signData(data, options.checksumKey);
    send(res, 200, {
      code: '00',
      desc: 'success',
      data,
      signature: current === 'bad-signature' ? hmac('x', 'y') : signed,
    });
  }

  /** `GET /v2/payment-requests/{orderCode}`: the link's state, signed. */
  function linkInfo(req: IncomingMessage, res: ServerResponse, orderCode: number) {
    if (req.headers['x-client-id'] !== options.clientId || req.headers['x-api-key'] !== options.apiKey) {
      return send(res, 401, { code: '401', desc: 'Unauthorized', data: null });
    }
    const link = [...links.values()].find((l) => l.orderCode === orderCode);
    if (!link) return send(res, 200, { code: '101', desc: 'Không tìm thấy đơn thanh toán', data: null });
    sendLinkInfo(res, link);
  }

  /**
   * `POST /v2/payment-requests/{orderCode}/cancel` `{cancellationReason}`: closes a pending link and answers its
   * state, signed; a paid link can't be cancelled.
   */
  async function cancelLink(req: IncomingMessage, res: ServerResponse, orderCode: number) {
    if (req.headers['x-client-id'] !== options.clientId || req.headers['x-api-key'] !== options.apiKey) {
      return send(res, 401, { code: '401', desc: 'Unauthorized', data: null });
    }
    const body = await readJson(req);
    cancellations.push({ orderCode, body });
    const current = fault;
    fault = null;
    if (current === 'hang') return;
    if (current === 'http-500') return send(res, 500, { code: '500', desc: 'Internal error', data: null });
    if (current === 'not-json') return res.writeHead(502, { 'content-type': 'text/html' }).end('<h1>Bad gateway</h1>');
    if (current === 'refuse') return send(res, 200, { code: '20', desc: 'Tài khoản bị khóa', data: null });
    const link = [...links.values()].find((l) => l.orderCode === orderCode);
    if (!link) return send(res, 200, { code: '101', desc: 'Không tìm thấy đơn thanh toán', data: null });
    if (link.status === 'PAID')
      return send(res, 200, { code: '20', desc: 'Đơn thanh toán đã được thanh toán', data: null });
    const reason = body?.cancellationReason;
    link.status = 'CANCELLED';
    link.cancellationReason = typeof reason === 'string' ? reason : null;
    sendLinkInfo(res, link, current === 'bad-signature');
  }

  function sendLinkInfo(res: ServerResponse, link: PeerLink, badSignature = false) {
    const paid = link.status === 'PAID' ? link.amount : 0;
    const data = {
      id: link.paymentLinkId,
      orderCode: link.orderCode,
      amount: link.amount,
      amountPaid: paid,
      amountRemaining: link.amount - paid,
      status: link.status,
      createdAt: new Date().toISOString(),
      transactions: [],
      canceledAt: link.status === 'CANCELLED' ? new Date().toISOString() : null,
      cancellationReason: link.cancellationReason ?? null,
    };
    const signature = badSignature ? hmac('x', 'y') : signData(data, options.checksumKey);
    send(res, 200, { code: '00', desc: 'success', data, signature });
  }

  /** The back-to-shop URL with the query PayOS appends. */
  function back(link: PeerLink, cancelled: boolean) {
    const url = new URL(cancelled ? link.cancelUrl : link.returnUrl);
    url.search = new URLSearchParams({
      code: '00',
      id: link.paymentLinkId,
      cancel: String(cancelled),
      status: link.status,
      orderCode: String(link.orderCode),
    }).toString();
    return url.toString();
  }

  function checkoutPage(link: PeerLink) {
    const amount = link.amount.toLocaleString('vi-VN');
    return `<!doctype html><html lang="vi"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>payOS – Thanh toán</title></head><body style="font-family:sans-serif;padding:16px">
<h1>Cổng thanh toán (thử nghiệm)</h1><p>Đơn ${link.orderCode}: ${amount} ₫ – ${link.description}</p>
<form method="post" action="/web/${link.paymentLinkId}/pay" target="_top"><button>Thanh toán</button></form>
<form method="post" action="/web/${link.paymentLinkId}/cancel" target="_top"><button>Hủy</button></form>
</body></html>`;
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://peer');
    const handle = async () => {
      if (req.method === 'POST' && url.pathname === '/v2/payment-requests') return createLink(req, res);
      if (url.pathname === '/health') return send(res, 200, { code: '00', desc: 'ok', data: null });
      const info = /^\/v2\/payment-requests\/(\d+)$/.exec(url.pathname);
      if (req.method === 'GET' && info) return linkInfo(req, res, Number(info[1]));
      const cancel = /^\/v2\/payment-requests\/(\d+)\/cancel$/.exec(url.pathname);
      if (req.method === 'POST' && cancel) return cancelLink(req, res, Number(cancel[1]));
      const page = /^\/web\/([0-9a-f]+)(?:\/(pay|cancel))?$/.exec(url.pathname);
      const link = page ? links.get(page[1]!) : undefined;
      if (!link) return send(res, 404, { code: '404', desc: 'Not found', data: null });
      if (req.method === 'GET' && !page![2]) {
        return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(checkoutPage(link));
      }
      if (req.method === 'POST' && page![2] === 'pay') {
        if (link.status !== 'PENDING') {
          return res
            .writeHead(409, { 'content-type': 'text/html; charset=utf-8' })
            .end('<p>Liên kết thanh toán đã bị hủy hoặc hết hạn.</p>');
        }
        await pay(link.paymentLinkId);
        return res.writeHead(303, { location: back(link, false) }).end();
      }
      if (req.method === 'POST' && page![2] === 'cancel') {
        if (link.status === 'PENDING') link.status = 'CANCELLED';
        return res.writeHead(303, { location: back(link, true) }).end();
      }
      send(res, 405, { code: '405', desc: 'Method not allowed', data: null });
    };
    handle().catch((error: unknown) => send(res, 500, { code: '500', desc: String(error), data: null }));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: baseUrl,
    links,
    /** Every payment-request body received (after the credentials check). */
    requests,
    cancellations,
    /** What the shop answered to each webhook "pay" posted. */
    webhooks,
    failNext(kind: PeerFault) {
      fault = kind;
    },
    setWebhookUrl(url: string) {
      webhookUrl = url;
    },
    /** The link's webhook body, signed, without posting it (tests post it, tamper with it, replay it). */
    webhookBody,
    pay,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type PayosPeer = Awaited<ReturnType<typeof startPayosPeer>>;

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const env = process.env;
  const peer = await startPayosPeer({
    port: Number(env.PAYOS_PEER_PORT ?? 0),
    clientId: env.PAYOS_CLIENT_ID ?? '',
    apiKey: env.PAYOS_API_KEY ?? '',
    checksumKey: env.PAYOS_CHECKSUM_KEY ?? '',
    webhookUrl: env.PAYOS_PEER_WEBHOOK_URL,
  });
  console.log(`PayOS peer listening on ${peer.url}`);
  const stop = () => void peer.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

/**
 * The settings that turn both online payments on in a test app: bank transfer confirmed by SePay with `sepayKey`,
 * and PayOS against a peer started with the same `payos` keys.
 */
export function onlinePaymentEnv(opts: {
  sepayKey: string;
  payos: Pick<PayosPeerOptions, 'clientId' | 'apiKey' | 'checksumKey'>;
  peer: Pick<PayosPeer, 'url'>;
}): Record<string, string> {
  return {
    SHOP_BANK_BIN: '970422',
    SHOP_BANK_NAME: 'MB Bank',
    SHOP_ACCOUNT_NO: '0123456789',
    SHOP_ACCOUNT_NAME: 'CONG TY TRA SUA',
    SEPAY_API_KEY: opts.sepayKey,
    PAYOS_CLIENT_ID: opts.payos.clientId,
    PAYOS_API_KEY: opts.payos.apiKey,
    PAYOS_CHECKSUM_KEY: opts.payos.checksumKey,
    PAYOS_BASE_URL: opts.peer.url,
  };
}
