// The Zalo party behind a small interface (DESIGN §14): ZNS's template message and template info, and OAuth's token
// refresh, in their wire format. Tests and `npm run dev` point both base URLs at testing/zalo-peer.ts.
import type { ZaloConfig } from '../../config';

export interface ZnsMessage {
  /** 84… */
  phone: string;
  template_id: string;
  template_data: Record<string, string | number>;
  /** The event's key (≤ 48 characters). */
  tracking_id: string;
}

export interface ZnsSent {
  msg_id: string;
  /** Milliseconds since the epoch, as ZNS answers it. */
  sent_time: string;
}

export interface ZaloTokenPair {
  access_token: string;
  refresh_token: string;
  /** Seconds. */
  expires_in: number;
}

/** -124: the access token is invalid or expired (refresh it and try once more). */
export const ZNS_ACCESS_TOKEN_INVALID = -124;
/** -109 unknown template id, -111 template data empty, -112 template data invalid: trying again won't mend them. */
export const ZNS_TEMPLATE_ERRORS: readonly number[] = [-109, -111, -112];
/** -14014: the refresh token is invalid (used already, expired, or the OA's authorisation was withdrawn). */
export const ZALO_REFRESH_TOKEN_INVALID = -14014;

/** Zalo answered, with an error code: the request arrived and was refused. */
export class ZaloApiError extends Error {
  constructor(
    readonly code: number,
    /** Zalo's own words. */
    readonly zaloMessage: string,
  ) {
    super(`Zalo ${code}: ${zaloMessage}`);
  }
}

/** Zalo could not be reached, or answered something that is not its answer (a proxy's 502, a time-out). */
export class ZaloTransportError extends Error {}

/** A template as `GET /template/info/v2` describes it (the fields the shop uses). */
export interface ZnsTemplateInfo {
  templateId: string;
  templateName: string;
  status: string;
  listParams: {
    name: string;
    require: boolean;
    type: string;
    maxLength: number | null;
    minLength: number | null;
    acceptNull: boolean;
  }[];
}

export interface ZnsClient {
  send(accessToken: string, message: ZnsMessage): Promise<ZnsSent>;
  templateInfo(accessToken: string, templateId: string): Promise<ZnsTemplateInfo>;
  refresh(refreshToken: string): Promise<ZaloTokenPair>;
}

const TIMEOUT_MS = 10_000;

async function call(url: string, init: RequestInit): Promise<Record<string, unknown>> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw new ZaloTransportError(`Zalo unreachable: ${error instanceof Error ? error.message : String(error)}`);
  }
  const text = await res.text().catch(() => '');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ZaloTransportError(`Zalo answered HTTP ${res.status} without JSON`);
  }
  if (typeof body !== 'object' || body === null) throw new ZaloTransportError(`Zalo answered HTTP ${res.status}`);
  return body as Record<string, unknown>;
}

const numberOrNull = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);

function templateInfoOf(data: unknown): ZnsTemplateInfo {
  if (typeof data !== 'object' || data === null) throw new ZaloTransportError('ZNS answered a template without data');
  const d = data as Record<string, unknown>;
  const list = Array.isArray(d.listParams) ? (d.listParams as Record<string, unknown>[]) : [];
  return {
    templateId: String(d.templateId ?? ''),
    templateName: String(d.templateName ?? ''),
    status: String(d.status ?? ''),
    listParams: list
      .filter((p) => typeof p?.name === 'string')
      .map((p) => ({
        name: p.name as string,
        require: p.require === true,
        type: String(p.type ?? 'STRING'),
        maxLength: numberOrNull(p.maxLength),
        minLength: numberOrNull(p.minLength),
        acceptNull: p.acceptNull === true,
      })),
  };
}

const errorCode = (body: Record<string, unknown>) => (typeof body.error === 'number' ? body.error : 0);
const errorText = (body: Record<string, unknown>) =>
  String(body.message ?? body.error_description ?? body.error_name ?? 'error').slice(0, 200);

/** The HTTP client of ZNS (`POST /message/template`, `GET /template/info/v2`) and OAuth v4 (`POST /v4/oa/access_token`). */
export function createZnsClient(config: ZaloConfig): ZnsClient {
  return {
    async send(accessToken, message) {
      const body = await call(`${config.znsBaseUrl}/message/template`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', access_token: accessToken },
        body: JSON.stringify(message),
      });
      const code = errorCode(body);
      if (code !== 0) throw new ZaloApiError(code, errorText(body));
      const data = body.data as { msg_id?: unknown; sent_time?: unknown } | undefined;
      if (typeof data?.msg_id !== 'string') throw new ZaloTransportError('ZNS answered without a msg_id');
      return { msg_id: data.msg_id, sent_time: String(data.sent_time ?? Date.now()) };
    },

    async templateInfo(accessToken, templateId) {
      const query = new URLSearchParams({ template_id: templateId });
      const body = await call(`${config.znsBaseUrl}/template/info/v2?${query}`, {
        method: 'GET',
        headers: { access_token: accessToken },
      });
      const code = errorCode(body);
      if (code !== 0) throw new ZaloApiError(code, errorText(body));
      return templateInfoOf(body.data);
    },

    async refresh(refreshToken) {
      const form = new URLSearchParams({
        app_id: config.appId,
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
      });
      const body = await call(`${config.oauthBaseUrl}/v4/oa/access_token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', secret_key: config.appSecret },
        body: form.toString(),
      });
      const code = errorCode(body);
      if (code !== 0 || typeof body.access_token !== 'string' || typeof body.refresh_token !== 'string') {
        throw new ZaloApiError(code || -1, errorText(body));
      }
      return {
        access_token: body.access_token,
        refresh_token: body.refresh_token,
        expires_in: Number(body.expires_in) || 3600,
      };
    },
  };
}
