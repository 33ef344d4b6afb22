/**
 * A Viettel SInvoice-compatible HTTP server on 127.0.0.1 for tests (DESIGN §6, §13): `POST /auth/login` answers an
 * access token that the other calls must send back as the `access_token` cookie; createInvoice keeps the invoice
 * under its transactionUuid (a second one with the same id is refused, as SInvoice does) and numbers it in the
 * series; a negative amount on any line is refused, as SInvoice does (a discount is a `selection: 3`,
 * `isIncreaseItem: false` line with positive amounts); an adjustment (`adjustmentType: '5'`, DESIGN §17) is checked
 * against the original it names (adjustmentRefusal); searchInvoiceByTransactionUuid finds it;
 * getInvoiceRepresentationFile answers a small PDF in base64.
 * `failNext` makes the next createInvoice fail: a 5xx, an errorCode answer, or a lost answer (the invoice is made,
 * then the connection is dropped before the shop hears of it). `failNextLookup` makes the next
 * searchInvoiceByTransactionUuid fail (a 5xx, an errorCode other than "not found") or miss an invoice it has (as a
 * search lagging behind the create). `hold()` keeps every createInvoice answer back (the
 * invoice is made) until `release()`: the shop can be killed with the call in flight. Run as a script: SINVOICE_PEER_PORT,
 * SINVOICE_USERNAME, SINVOICE_PASSWORD.
 */
import { randomBytes } from 'node:crypto';
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';

export interface SinvoicePeerOptions {
  username: string;
  password: string;
  port?: number;
}

export interface PeerInvoice {
  invoiceNo: string;
  reservationCode: string;
  transactionUuid: string;
  supplierTaxCode: string;
  body: Record<string, unknown>;
}

/** A createInvoice line as the shop sends it (what tests read back from `created`). */
export interface SentLine {
  lineNumber: number;
  selection: number;
  itemName: string;
  itemTotalAmountWithoutTax: number;
  taxPercentage: number;
  taxAmount: number;
  isIncreaseItem?: boolean;
}

export interface SentInvoice {
  itemInfo: SentLine[];
  taxBreakdowns: { taxPercentage: number; taxableAmount: number; taxAmount: number }[];
  summarizeInfo: { totalAmountWithoutTax: number; totalTaxAmount: number; totalAmountWithTax: number };
}

export type SinvoiceFault = 'http-500' | 'error-code' | 'lost-answer';
export type SinvoiceLookupFault = 'http-500' | 'error-code' | 'miss';

const API = '/services/einvoiceapplication/api/InvoiceAPI';
const LINE_AMOUNTS = ['unitPrice', 'quantity', 'itemTotalAmountWithoutTax', 'taxAmount', 'itemTotalAmountWithTax'];

/** SInvoice's refusal of a line with a negative amount (its errorCode and description), or null. */
function negativeLine(body: Record<string, unknown>) {
  const lines = Array.isArray(body.itemInfo) ? (body.itemInfo as Record<string, unknown>[]) : [];
  const bad = lines.find((l) => LINE_AMOUNTS.some((k) => typeof l[k] === 'number' && (l[k] as number) < 0));
  if (!bad) return null;
  return {
    errorCode: 'INVOICE_ITEM_AMOUNT_NEGATIVE',
    description: `Dòng ${String(bad.lineNumber)}: số tiền không được âm`,
    result: null,
  };
}

const isNumber = (v: unknown) => typeof v === 'number' && Number.isFinite(v);
const refusal = (errorCode: string, description: string) => ({ errorCode, description, result: null });
const totalWithTax = (body: Record<string, unknown>) =>
  Number((body.summarizeInfo as Record<string, unknown> | undefined)?.totalAmountWithTax ?? 0);

/**
 * SInvoice's checks of an adjustment invoice (`adjustmentType: '5'`, DESIGN §17), or null when it passes: the kind of
 * adjustment (`adjustmentInvoiceType` '1' money or '2' information), the original it adjusts (`originalInvoiceId` an
 * invoice it issued, `originalInvoiceIssueDate` in epoch ms, `originalTemplateCode` that invoice's template), the
 * agreement it rests on (`additionalReferenceDesc`, `additionalReferenceDate`), every line saying whether it
 * increases or decreases (`isIncreaseItem`), the breakdowns' and totals' signs, and decreases that never take the
 * original below zero (`adjusted`: what earlier adjustments took from it).
 */
function adjustmentRefusal(body: Record<string, unknown>, originals: PeerInvoice[], adjusted: number) {
  const info = (body.generalInvoiceInfo ?? {}) as Record<string, unknown>;
  if (!['1', '2'].includes(String(info.adjustmentInvoiceType))) {
    return refusal('ADJUSTMENT_INVOICE_TYPE_INVALID', 'Loại hóa đơn điều chỉnh không hợp lệ');
  }
  const original = originals.find((o) => o.invoiceNo === info.originalInvoiceId);
  if (!original) return refusal('ORIGINAL_INVOICE_NOT_FOUND', 'Không tìm thấy hóa đơn gốc');
  const originalInfo = (original.body.generalInvoiceInfo ?? {}) as Record<string, unknown>;
  if (!isNumber(info.originalInvoiceIssueDate) || (info.originalInvoiceIssueDate as number) <= 0) {
    return refusal('ORIGINAL_INVOICE_ISSUE_DATE_INVALID', 'Ngày lập hóa đơn gốc không hợp lệ');
  }
  if (info.originalTemplateCode !== originalInfo.templateCode) {
    return refusal('ORIGINAL_TEMPLATE_CODE_INVALID', 'Mẫu số hóa đơn gốc không khớp');
  }
  if (!info.additionalReferenceDesc || !isNumber(info.additionalReferenceDate)) {
    return refusal('ADDITIONAL_REFERENCE_REQUIRED', 'Thiếu văn bản thỏa thuận điều chỉnh');
  }
  const lines = Array.isArray(body.itemInfo) ? (body.itemInfo as Record<string, unknown>[]) : [];
  if (lines.length === 0 || lines.some((l) => typeof l.isIncreaseItem !== 'boolean')) {
    return refusal('ADJUSTMENT_ITEM_DIRECTION_REQUIRED', 'Dòng điều chỉnh phải ghi rõ tăng hay giảm');
  }
  const breakdowns = Array.isArray(body.taxBreakdowns) ? (body.taxBreakdowns as Record<string, unknown>[]) : [];
  if (breakdowns.some((b) => typeof b.taxableAmountPos !== 'boolean' || typeof b.taxAmountPos !== 'boolean')) {
    return refusal('ADJUSTMENT_TAX_SIGN_REQUIRED', 'Bảng thuế điều chỉnh phải ghi rõ tăng hay giảm');
  }
  const summary = (body.summarizeInfo ?? {}) as Record<string, unknown>;
  const decrease = summary.isTotalAmountPos === false;
  if (decrease && adjusted + totalWithTax(body) > totalWithTax(original.body)) {
    return refusal('ADJUSTMENT_EXCEEDS_ORIGINAL', 'Số tiền điều chỉnh giảm vượt quá hóa đơn gốc');
  }
  return null;
}

/** A one-page PDF naming the invoice: enough for a viewer, and for a test to check what came back. */
function pdfOf(invoice: PeerInvoice): Buffer {
  return Buffer.from(`%PDF-1.4\n% Hoa don ${invoice.invoiceNo} ${invoice.transactionUuid}\n%%EOF\n`, 'latin1');
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

function cookieToken(req: IncomingMessage): string | undefined {
  return /(?:^|;\s*)access_token=([^;]+)/.exec(req.headers.cookie ?? '')?.[1];
}

export async function startSinvoicePeer(options: SinvoicePeerOptions) {
  const tokens = new Set<string>();
  const invoices = new Map<string, PeerInvoice>();
  /** Every createInvoice body received with a valid session. */
  const created: Record<string, unknown>[] = [];
  let fault: SinvoiceFault | undefined;
  let lookupFault: SinvoiceLookupFault | undefined;
  /** Every searchInvoiceByTransactionUuid asked, by transactionUuid. */
  const lookups: string[] = [];
  let next = 1;
  let holding = false;
  const held: (() => void)[] = [];

  function create(req: IncomingMessage, res: ServerResponse, taxCode: string, body: Record<string, unknown>) {
    created.push(body);
    const info = (body.generalInvoiceInfo ?? {}) as Record<string, unknown>;
    const uuid = String(info.transactionUuid ?? '');
    const now = fault;
    fault = undefined;
    if (now === 'http-500') return send(res, 500, { message: 'Internal Server Error' });
    if (now === 'error-code')
      return send(res, 200, {
        errorCode: 'INVOICE_BUYER_INVALID',
        description: 'Thông tin người mua không hợp lệ',
        result: null,
      });
    if (!uuid)
      return send(res, 200, {
        errorCode: 'TRANSACTION_UUID_REQUIRED',
        description: 'Thiếu transactionUuid',
        result: null,
      });
    if (invoices.has(uuid))
      return send(res, 200, {
        errorCode: 'TRANSACTION_UUID_EXISTED',
        description: 'transactionUuid đã tồn tại',
        result: null,
      });
    const negative = negativeLine(body);
    if (negative) return send(res, 200, negative);
    if (info.adjustmentType === '5') {
      const all = [...invoices.values()];
      const adjusted = all
        .filter(
          (i) => (i.body.generalInvoiceInfo as Record<string, unknown>).originalInvoiceId === info.originalInvoiceId,
        )
        .reduce((sum, i) => sum + totalWithTax(i.body), 0);
      const refused = adjustmentRefusal(body, all, adjusted);
      if (refused) return send(res, 200, refused);
    } else if (info.adjustmentType !== '1') {
      return send(res, 200, refusal('ADJUSTMENT_TYPE_INVALID', 'Loại hóa đơn không hợp lệ'));
    }
    const invoice: PeerInvoice = {
      invoiceNo: `${String(info.invoiceSeries ?? '')}${String(next++).padStart(7, '0')}`,
      reservationCode: randomBytes(5).toString('hex').toUpperCase(),
      transactionUuid: uuid,
      supplierTaxCode: taxCode,
      body,
    };
    invoices.set(uuid, invoice);
    if (now === 'lost-answer') {
      req.socket.destroy();
      return;
    }
    const answer = () =>
      send(res, 200, {
        errorCode: null,
        description: null,
        result: {
          supplierTaxCode: taxCode,
          invoiceNo: invoice.invoiceNo,
          transactionID: uuid,
          reservationCode: invoice.reservationCode,
        },
      });
    if (holding) held.push(answer);
    else answer();
  }

  const server = createServer((req, res) => {
    void (async () => {
      const raw = await readBody(req);
      const url = new URL(req.url ?? '/', 'http://peer');
      if (req.method === 'GET' && url.pathname === '/health') return send(res, 200, { ok: true });
      if (req.method !== 'POST') return send(res, 405, { message: 'Method Not Allowed' });
      if (url.pathname === '/auth/login') {
        const body = JSON.parse(raw || '{}') as Record<string, unknown>;
        if (body.username !== options.username || body.password !== options.password) {
          return send(res, 401, { error: 'invalid_grant', error_description: 'Sai tên đăng nhập hoặc mật khẩu' });
        }
        const token = randomBytes(16).toString('hex');
        tokens.add(token);
        return send(res, 200, { access_token: token, token_type: 'bearer', expires_in: 3600 });
      }
      const token = cookieToken(req);
      if (!token || !tokens.has(token)) return send(res, 401, { message: 'Unauthorized' });
      const createPath = new RegExp(`^${API}/InvoiceWS/createInvoice/([0-9-]+)$`).exec(url.pathname);
      if (createPath) return create(req, res, createPath[1]!, JSON.parse(raw) as Record<string, unknown>);
      if (url.pathname === `${API}/InvoiceWS/searchInvoiceByTransactionUuid`) {
        const form = new URLSearchParams(raw);
        const uuid = form.get('transactionUuid') ?? '';
        lookups.push(uuid);
        const now = lookupFault;
        lookupFault = undefined;
        if (now === 'http-500') return send(res, 500, { message: 'Internal Server Error' });
        if (now === 'error-code') {
          return send(res, 200, { errorCode: 'SYSTEM_BUSY', description: 'Hệ thống đang bận', result: null });
        }
        const found = now === 'miss' ? undefined : invoices.get(uuid);
        if (!found)
          return send(res, 200, { errorCode: 'NOT_FOUND', description: 'Không tìm thấy hóa đơn', result: null });
        return send(res, 200, {
          errorCode: null,
          description: null,
          result: [
            {
              invoiceNo: found.invoiceNo,
              reservationCode: found.reservationCode,
              transactionUuid: found.transactionUuid,
            },
          ],
        });
      }
      if (url.pathname === `${API}/InvoiceUtilsWS/getInvoiceRepresentationFile`) {
        const body = JSON.parse(raw) as Record<string, unknown>;
        const found = invoices.get(String(body.transactionUuid ?? ''));
        if (!found || found.invoiceNo !== body.invoiceNo || body.fileType !== 'PDF') {
          return send(res, 200, { errorCode: 'NOT_FOUND', description: 'Không tìm thấy hóa đơn', result: null });
        }
        return send(res, 200, {
          errorCode: null,
          fileName: `${found.invoiceNo}.pdf`,
          fileToBytes: pdfOf(found).toString('base64'),
        });
      }
      send(res, 404, { message: 'Not Found' });
    })().catch(() => send(res, 400, { errorCode: 'BAD_REQUEST', description: 'Yêu cầu không hợp lệ' }));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    invoices,
    created,
    lookups,
    failNext(kind: SinvoiceFault) {
      fault = kind;
    },
    failNextLookup(kind: SinvoiceLookupFault) {
      lookupFault = kind;
    },
    hold() {
      holding = true;
    },
    /** Resolves once `n` createInvoice calls are held. */
    async waitForHeld(n: number, timeoutMs: number) {
      const deadline = Date.now() + timeoutMs;
      while (held.length < n) {
        if (Date.now() > deadline) throw new Error(`no createInvoice held within ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    /** Answers the held calls (to whoever still listens) and stops holding. */
    release() {
      holding = false;
      for (const answer of held.splice(0)) {
        try {
          answer();
        } catch {
          // the shop is gone
        }
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type SinvoicePeer = Awaited<ReturnType<typeof startSinvoicePeer>>;

/** The shop's env for the peer. */
export function sinvoiceEnv(peer: SinvoicePeer, login = { username: 'shop', password: 'secret' }) {
  return {
    SINVOICE_USERNAME: login.username,
    SINVOICE_PASSWORD: login.password,
    SINVOICE_TAX_CODE: '0312345678',
    SINVOICE_TEMPLATE_CODE: '1/001',
    SINVOICE_SERIES: 'C26TAA',
    SINVOICE_BASE_URL: peer.url,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const peer = await startSinvoicePeer({
    username: process.env.SINVOICE_USERNAME ?? 'shop',
    password: process.env.SINVOICE_PASSWORD ?? 'secret',
    port: Number(process.env.SINVOICE_PEER_PORT ?? 0),
  });
  console.log(`SInvoice peer listening on ${peer.url}`);
  const stop = () => void peer.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
