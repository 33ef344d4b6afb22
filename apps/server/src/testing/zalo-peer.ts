/**
 * A Zalo-compatible HTTP server on 127.0.0.1 for tests and `npm run dev` (DESIGN §6, §14): ZNS's
 * `POST /message/template` and `GET /template/info/v2?template_id=` (header `access_token`) and OAuth v4's `POST /v4/oa/access_token` (header `secret_key`,
 * form `app_id, grant_type=refresh_token, refresh_token`). As Zalo does, a refresh token works once — each refresh
 * answers a new pair and retires the old refresh token — and an expired or unknown access token gets -124, a used
 * or unknown refresh token -14014. Like the OA's console it knows a few approved templates (`PEER_TEMPLATES`, or
 * `templates`): a send to another id gets -109, one whose `template_data` lacks a required parameter (or is too long)
 * -112, an empty one -111. `failNext` makes the next calls fail the ways the shop must survive.
 *
 * Written on its own (nothing imported from the shop's zalo-client.ts), so a mistake there shows up as a refusal
 * here. Run as a script: ZALO_PEER_PORT, ZALO_APP_ID, ZALO_APP_SECRET, ZALO_REFRESH_TOKEN (the one it accepts first).
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';

export interface PeerTemplateParam {
  name: string;
  require: boolean;
  type: 'STRING' | 'NUMBER' | 'DATE';
  maxLength: number;
  minLength: number;
  acceptNull: boolean;
}

export interface PeerTemplate {
  templateName: string;
  status: 'ENABLE' | 'PENDING_REVIEW' | 'REJECT' | 'DISABLE';
  listParams: PeerTemplateParam[];
}

const param = (name: string, opts: Partial<PeerTemplateParam> = {}): PeerTemplateParam => ({
  name,
  require: true,
  type: 'STRING',
  maxLength: 30,
  minLength: 0,
  acceptNull: false,
  ...opts,
});
const optional = { require: false, acceptNull: true };

/** The templates the peer's OA has approved (tests, the e2e run, the crash test and `npm run dev` use these ids). */
export const PEER_TEMPLATES: Record<string, PeerTemplate> = {
  '100001': {
    templateName: 'Xác nhận đặt hàng',
    status: 'ENABLE',
    listParams: [param('ma_don'), param('ten'), param('tong', { type: 'NUMBER', maxLength: 20 })],
  },
  '100002': { templateName: 'Đã nhận thanh toán', status: 'ENABLE', listParams: [param('ma_don'), param('tong')] },
  '100003': { templateName: 'Đơn hàng đã xác nhận', status: 'ENABLE', listParams: [param('ma_don')] },
  '100004': {
    templateName: 'Đơn hàng đang giao',
    status: 'ENABLE',
    listParams: [param('ma_don'), param('don_vi'), param('van_don')],
  },
  '100005': { templateName: 'Đã giao hàng', status: 'ENABLE', listParams: [param('ma_don')] },
  '100006': {
    templateName: 'Đơn hàng bị hủy',
    status: 'ENABLE',
    listParams: [param('ma_don'), param('ly_do', { ...optional, maxLength: 200 })],
  },
  '100007': {
    templateName: 'Đơn hàng sẵn sàng nhận tại cửa hàng',
    status: 'ENABLE',
    listParams: [param('ma_don'), param('cua_hang', { maxLength: 200 })],
  },
  /** Named the way Zalo's sample templates name them: the shop proposes an order field for each. */
  '200001': {
    templateName: 'Thông báo đơn hàng mới',
    status: 'ENABLE',
    listParams: [
      param('customer_name'),
      param('order_code'),
      param('order_date', { type: 'DATE' }),
      param('total', { type: 'NUMBER', maxLength: 20 }),
      param('note', { ...optional, maxLength: 100 }),
    ],
  },
  '700001': { templateName: 'Đặt hàng thành công', status: 'ENABLE', listParams: [param('ma_don')] },
  '700006': { templateName: 'Đơn hàng bị hủy', status: 'ENABLE', listParams: [param('ma_don')] },
};

export interface ZaloPeerOptions {
  /** The OA's approved templates by id (default PEER_TEMPLATES). */
  templates?: Record<string, PeerTemplate>;
  appId: string;
  appSecret: string;
  /** The refresh token the peer accepts first. */
  refreshToken: string;
  /** Seconds an access token lives (Zalo: 25 hours). */
  accessTtlSec?: number;
  port?: number;
  /** Keeps the live refresh token and access tokens in this file, so a restarted peer (`npm run dev`) goes on. */
  stateFile?: string;
}

export interface PeerZnsMessage {
  msg_id: string;
  phone: string;
  template_id: string;
  template_data: Record<string, unknown>;
  tracking_id: string;
  access_token: string;
}

/**
 * How the next calls go wrong: `http-502` a proxy's page (not JSON), `zns-error` a ZNS error answer (-100, retried by
 * the shop), `expire-access` every access token expires now, `hold` the next send is received and recorded but
 * answered only on `release()` (a message in flight), `refresh-502` the next refresh fails in transit.
 */
export type ZaloPeerFault = 'http-502' | 'zns-error' | 'expire-access' | 'hold' | 'refresh-502';

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(res: ServerResponse, body: unknown, status = 200) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

function loadState(file: string): { liveRefresh: string | null; access: [string, number][] } | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as { liveRefresh: string | null; access: [string, number][] };
  } catch {
    return undefined;
  }
}

/** Zalo's refusal of a message's `template_data` for its template, or undefined when it fits. */
function refuseTemplateData(template: PeerTemplate, data: unknown) {
  const given = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  if (Object.keys(given).length === 0 && template.listParams.some((p) => p.require)) {
    return { error: -111, message: 'Template data empty' };
  }
  for (const p of template.listParams) {
    const value = given[p.name];
    const text = value === undefined || value === null ? '' : String(value);
    if (p.require && text === '' && !p.acceptNull) {
      return { error: -112, message: `Template data invalid: ${p.name} is required` };
    }
    if (text.length > p.maxLength) return { error: -112, message: `Template data invalid: ${p.name} is too long` };
  }
  return undefined;
}

const token = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url')}`;

export async function startZaloPeer(options: ZaloPeerOptions) {
  const ttlMs = (options.accessTtlSec ?? 90_000) * 1000;
  const templates = options.templates ?? PEER_TEMPLATES;
  /** The one refresh token that works now (Zalo keeps one per OA and app). */
  const saved = options.stateFile ? loadState(options.stateFile) : undefined;
  let liveRefresh: string | null = saved?.liveRefresh ?? options.refreshToken;
  const access = new Map<string, number>(saved?.access ?? []);
  const save = () => {
    if (options.stateFile) writeFileSync(options.stateFile, JSON.stringify({ liveRefresh, access: [...access] }));
  };
  const messages: PeerZnsMessage[] = [];
  /** Every refresh call that passed the app check: the token it brought and whether it worked. */
  const refreshes: { refresh_token: string; ok: boolean }[] = [];
  const faults: ZaloPeerFault[] = [];
  let held: (() => void)[] = [];
  /** Called when a held send has been received (tests wait for the message to be in flight). */
  let onHeld: (() => void) | undefined;

  function takeFault(...kinds: ZaloPeerFault[]): ZaloPeerFault | undefined {
    const i = faults.findIndex((f) => kinds.includes(f));
    return i < 0 ? undefined : faults.splice(i, 1)[0];
  }

  async function refresh(req: IncomingMessage, res: ServerResponse) {
    const form = new URLSearchParams(await readBody(req));
    if (takeFault('refresh-502')) return res.writeHead(502, { 'content-type': 'text/html' }).end('<h1>502</h1>');
    if (req.headers['secret_key'] !== options.appSecret || form.get('app_id') !== options.appId) {
      return send(res, { error: -14003, error_name: 'Invalid secret key', error_description: 'app or secret' });
    }
    if (form.get('grant_type') !== 'refresh_token') {
      return send(res, { error: -14001, error_name: 'Invalid grant type', error_description: 'grant_type' });
    }
    const given = form.get('refresh_token') ?? '';
    const ok = liveRefresh !== null && given === liveRefresh;
    refreshes.push({ refresh_token: given, ok });
    if (!ok) {
      return send(res, {
        error: -14014,
        error_name: 'Invalid refresh token',
        error_description: 'Refresh token is invalid or has been used',
      });
    }
    const pair = { access_token: token('at'), refresh_token: token('rt'), expires_in: String(ttlMs / 1000) };
    liveRefresh = pair.refresh_token;
    access.set(pair.access_token, Date.now() + ttlMs);
    save();
    send(res, pair);
  }

  async function templateInfo(req: IncomingMessage, res: ServerResponse) {
    const accessToken = String(req.headers['access_token'] ?? '');
    const expiry = access.get(accessToken);
    if (!expiry || expiry <= Date.now()) return send(res, { error: -124, message: 'Access token is invalid' });
    const id = new URL(req.url ?? '/', 'http://peer').searchParams.get('template_id') ?? '';
    const known = templates[id];
    if (!known) return send(res, { error: -109, message: 'Template ID invalid' });
    send(res, {
      error: 0,
      message: 'Success',
      data: { templateId: Number(id), ...known, timeout: 7_200_000, previewUrl: `https://zns.example/preview/${id}` },
    });
  }

  async function template(req: IncomingMessage, res: ServerResponse) {
    const text = await readBody(req);
    const fault = takeFault('http-502', 'zns-error', 'expire-access');
    if (fault === 'http-502') return res.writeHead(502, { 'content-type': 'text/html' }).end('<h1>Bad gateway</h1>');
    if (fault === 'zns-error') return send(res, { error: -100, message: 'Unknown error, please try again' });
    if (fault === 'expire-access') access.clear();
    const accessToken = String(req.headers['access_token'] ?? '');
    const expiry = access.get(accessToken);
    if (!expiry || expiry <= Date.now()) return send(res, { error: -124, message: 'Access token is invalid' });
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(text) as Record<string, unknown>;
    } catch {
      return send(res, { error: -201, message: 'Body is invalid' });
    }
    const { phone, template_id, template_data, tracking_id } = body;
    if (typeof phone !== 'string' || !/^84\d{9}$/.test(phone)) {
      return send(res, { error: -108, message: 'Phone number is invalid' });
    }
    const known = typeof template_id === 'string' ? templates[template_id] : undefined;
    if (typeof template_id !== 'string' || !known) return send(res, { error: -109, message: 'Template ID invalid' });
    const refused = refuseTemplateData(known, template_data);
    if (refused) return send(res, refused);
    if (typeof tracking_id !== 'string' || tracking_id.length > 48) {
      return send(res, { error: -133, message: 'tracking_id is invalid' });
    }
    const message: PeerZnsMessage = {
      msg_id: randomBytes(16).toString('hex'),
      phone,
      template_id,
      template_data: (template_data ?? {}) as Record<string, unknown>,
      tracking_id,
      access_token: accessToken,
    };
    messages.push(message);
    const answer = () =>
      send(res, { error: 0, message: 'Success', data: { msg_id: message.msg_id, sent_time: String(Date.now()) } });
    if (takeFault('hold')) {
      held.push(answer);
      onHeld?.();
      return;
    }
    answer();
  }

  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    const handle = async () => {
      if (req.method === 'POST' && path === '/v4/oa/access_token') return refresh(req, res);
      if (req.method === 'POST' && path === '/message/template') return template(req, res);
      if (req.method === 'GET' && path === '/template/info/v2') return templateInfo(req, res);
      if (req.method === 'GET' && path === '/_peer/messages') return send(res, messages);
      if (req.method === 'GET' && path === '/health') return send(res, { ok: true });
      send(res, { error: -404, message: 'Not found' }, 404);
    };
    handle().catch((error: unknown) => send(res, { error: -1, message: String(error) }, 500));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    messages,
    refreshes,
    /** The refresh token that works now. */
    liveRefreshToken: () => liveRefresh,
    /** Issues a new refresh token (the OA authorised again in Zalo's console); the old one stops working. */
    authoriseAgain() {
      liveRefresh = token('rt');
      return liveRefresh;
    },
    failNext(...kinds: ZaloPeerFault[]) {
      faults.push(...kinds);
    },
    /** Forgets the faults not used yet. */
    clearFaults() {
      faults.length = 0;
    },
    /** Resolves once a held send has been received. */
    heldReceived: () => new Promise<void>((resolve) => (onHeld = resolve)),
    /** Answers the held sends. */
    release() {
      const answers = held;
      held = [];
      for (const answer of answers) answer();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type ZaloPeer = Awaited<ReturnType<typeof startZaloPeer>>;

/** The env that points a test app's Zalo at a peer started with the same keys. */
export function zaloEnv(
  peer: Pick<ZaloPeer, 'url'>,
  keys: Pick<ZaloPeerOptions, 'appId' | 'appSecret' | 'refreshToken'>,
) {
  return {
    ZALO_APP_ID: keys.appId,
    ZALO_APP_SECRET: keys.appSecret,
    ZALO_REFRESH_TOKEN: keys.refreshToken,
    ZALO_ZNS_BASE_URL: peer.url,
    ZALO_OAUTH_BASE_URL: peer.url,
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const env = process.env;
  const peer = await startZaloPeer({
    port: Number(env.ZALO_PEER_PORT ?? 0),
    appId: env.ZALO_APP_ID ?? '',
    appSecret: env.ZALO_APP_SECRET ?? '',
    refreshToken: env.ZALO_REFRESH_TOKEN ?? '',
  });
  console.log(`Zalo peer listening on ${peer.url}`);
  const stop = () => void peer.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
