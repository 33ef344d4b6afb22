// Viettel SInvoice's API as DESIGN §13 fixes it: a login whose token goes back as the `access_token` cookie, then
// createInvoice, searchInvoiceByTransactionUuid and getInvoiceRepresentationFile. A network error, a time-out or a
// 5xx is a TransientInvoiceError (the job tries again); an answer carrying an errorCode is a RejectedInvoiceError —
// but for two codes that say something about the invoice: a lookup's "not found" (there is none under the id) and
// createInvoice's "transaction exists" (there is one: a DuplicateTransactionError).
import type { Config } from '../../config';

type SinvoiceSettings = NonNullable<Config['invoicing']['settings']>;

const API = '/services/einvoiceapplication/api/InvoiceAPI';
const TIMEOUT_MS = 20_000;
/** SInvoice's tokens live about an hour; a fresh login is cheap, so keep one for less. */
const TOKEN_TTL_MS = 30 * 60_000;

/** Another try may go through: nothing was refused. */
export class TransientInvoiceError extends Error {}

/** The provider refused the request (its errorCode and description): another try would be refused too. */
export class RejectedInvoiceError extends Error {
  constructor(
    readonly code: string,
    description: string,
  ) {
    super(description || code);
  }
}

/** createInvoice refused the transactionUuid as already used: an invoice exists under it. */
export class DuplicateTransactionError extends RejectedInvoiceError {}

/** SInvoice's "nothing under this id" (NOT_FOUND_DATA; the peer's NOT_FOUND). */
const isNotFound = (e: RejectedInvoiceError) => /^NOT_FOUND/i.test(e.code);
/** SInvoice's "this transactionUuid was used already". */
const isDuplicateTransaction = (e: RejectedInvoiceError) => /TRANSACTION.*(EXIST|DUPLICATE)/i.test(e.code);

export interface IssuedInvoice {
  invoiceNo: string;
  reservationCode: string | null;
}

export interface InvoiceFile {
  fileName: string;
  pdf: Buffer;
}

export interface SinvoiceClient {
  createInvoice(payload: Record<string, unknown>): Promise<IssuedInvoice>;
  /** The invoice issued under this transactionUuid, or null when SInvoice says there is none (else it throws). */
  findByTransactionUuid(transactionUuid: string): Promise<IssuedInvoice | null>;
  pdf(invoice: { invoiceNo: string; transactionUuid: string }): Promise<InvoiceFile>;
}

type Json = Record<string, unknown>;

const text = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** The provider's errorCode, when the answer carries one (null, '' and 0 mean none). */
function refusal(body: Json): RejectedInvoiceError | null {
  const code = body.errorCode;
  if (code === null || code === undefined || code === '' || code === 0 || code === '0') return null;
  return new RejectedInvoiceError(text(code), text(body.description) || text(body.message));
}

export function createSinvoiceClient(settings: SinvoiceSettings, fetchImpl: typeof fetch = fetch): SinvoiceClient {
  let token: { value: string; until: number } | undefined;

  async function post(
    path: string,
    body: Json | URLSearchParams,
    cookie?: string,
  ): Promise<{ status: number; json: Json }> {
    const form = body instanceof URLSearchParams;
    let res: Response;
    try {
      res = await fetchImpl(`${settings.baseUrl}${path}`, {
        method: 'POST',
        headers: {
          'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json',
          accept: 'application/json',
          ...(cookie ? { cookie: `access_token=${cookie}` } : {}),
        },
        body: form ? body.toString() : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (err) {
      throw new TransientInvoiceError(`SInvoice unreachable: ${(err as Error).message}`);
    }
    if (res.status >= 500) throw new TransientInvoiceError(`SInvoice answered ${res.status}`);
    const raw = await res.text().catch(() => '');
    let json: Json;
    try {
      json = JSON.parse(raw) as Json;
    } catch {
      throw new TransientInvoiceError(`SInvoice answered ${res.status} with a body that is not JSON`);
    }
    return { status: res.status, json };
  }

  async function login(): Promise<string> {
    if (token && token.until > Date.now()) return token.value;
    const { status, json } = await post('/auth/login', { username: settings.username, password: settings.password });
    const value = text(json.access_token);
    if (status >= 400 || !value) {
      throw new RejectedInvoiceError(
        String(status),
        text(json.error_description) || text(json.message) || 'Đăng nhập SInvoice thất bại',
      );
    }
    token = { value, until: Date.now() + TOKEN_TTL_MS };
    return value;
  }

  /** A call with the session cookie; an expired session (401/403) logs in again once. */
  async function call(path: string, body: Json | URLSearchParams): Promise<Json> {
    let answer = await post(path, body, await login());
    if (answer.status === 401 || answer.status === 403) {
      token = undefined;
      answer = await post(path, body, await login());
    }
    const refused = refusal(answer.json);
    if (refused) throw refused;
    if (answer.status >= 400) throw new RejectedInvoiceError(String(answer.status), text(answer.json.message));
    return answer.json;
  }

  const issued = (r: unknown): IssuedInvoice | null => {
    const row = (Array.isArray(r) ? r[0] : r) as Json | undefined;
    const invoiceNo = row ? text(row.invoiceNo) : '';
    return invoiceNo ? { invoiceNo, reservationCode: text(row!.reservationCode) || null } : null;
  };

  return {
    async createInvoice(payload) {
      const json = await call(`${API}/InvoiceWS/createInvoice/${settings.taxCode}`, payload).catch((err: unknown) => {
        if (err instanceof RejectedInvoiceError && isDuplicateTransaction(err)) {
          throw new DuplicateTransactionError(err.code, err.message);
        }
        throw err;
      });
      const result = issued(json.result);
      if (!result) throw new TransientInvoiceError('SInvoice answered without an invoice number');
      return result;
    },

    async findByTransactionUuid(transactionUuid) {
      const form = new URLSearchParams({ supplierTaxCode: settings.taxCode, transactionUuid });
      try {
        return issued((await call(`${API}/InvoiceWS/searchInvoiceByTransactionUuid`, form)).result);
      } catch (err) {
        // Only "not found" means none; any other refusal says nothing about the invoice, so it goes up.
        if (err instanceof RejectedInvoiceError && isNotFound(err)) return null;
        throw err;
      }
    },

    async pdf({ invoiceNo, transactionUuid }) {
      const json = await call(`${API}/InvoiceUtilsWS/getInvoiceRepresentationFile`, {
        supplierTaxCode: settings.taxCode,
        invoiceNo,
        templateCode: settings.templateCode,
        transactionUuid,
        fileType: 'PDF',
      });
      const bytes = text(json.fileToBytes);
      if (!bytes) throw new TransientInvoiceError('SInvoice answered without the file');
      return { fileName: text(json.fileName) || `${invoiceNo}.pdf`, pdf: Buffer.from(bytes, 'base64') };
    },
  };
}
