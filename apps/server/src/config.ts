import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { EmailField } from '@shop/domain/auth.schemas';
import { PASSWORD_MIN_LENGTH } from '@shop/domain/auth.rules';
import type { PaymentMethod } from '@shop/domain/order-status';
import { z } from 'zod';
import { MIN_SECRET_BYTES } from './config-jwt-secret';
import { SINVOICE_ENV, sinvoiceConfig } from './config-sinvoice';
import { zaloConfig } from './config-zalo';

export type { ZaloConfig, ZaloTokenKeys } from './config-zalo';

/**
 * The server package's folder (apps/server), where its data, assets, demo media and migrations live. Derived from
 * this file's place one level below it: src/config.ts from the source (tests, scripts, `npm run dev`), dist/server.js
 * once bundled (`npm run build`), at the same depth. Paths are built from here, never from a module's own folder,
 * which the bundle flattens.
 */
export const serverDir = resolve(import.meta.dirname, '..');

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const httpUrl = optionalText.refine((v) => v === undefined || /^https?:\/\/[^/?#\s]+/.test(v), {
  message: 'must be an http:// or https:// address',
});

/**
 * TRUST_PROXY as Fastify takes it: false (the socket's address is the client), a hop count (the client is that many
 * entries from the right of X-Forwarded-For), or the addresses/CIDRs of the proxies whose X-Forwarded-For is
 * believed. `true` would believe every hop, and a client could write any address it likes into the header.
 */
function parseTrustProxy(value: string, ctx: z.RefinementCtx): false | number | string[] {
  if (value === '' || value === 'false' || value === '0') return false;
  if (/^\d+$/.test(value)) return Number(value);
  const refuse = (message: string) => {
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  };
  if (value === 'true') {
    return refuse(
      'true would trust every X-Forwarded-For hop, so any client could pick its own address and get past the ' +
        'per-address rate limits. Write the proxies’ addresses or CIDRs (TRUST_PROXY=10.0.0.0/8,127.0.0.1) or the ' +
        'number of proxies in front of the shop (TRUST_PROXY=1); see the README.',
    );
  }
  const entries = value.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    const [address = '', prefix, ...rest] = entry.split('/');
    const family = isIP(address);
    const maxPrefix = family === 6 ? 128 : 32;
    const prefixOk = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= maxPrefix);
    if (!family || !prefixOk || rest.length) {
      return refuse(`"${entry}" is not an IP address or CIDR; write addresses, CIDRs or a hop count`);
    }
    if (prefix !== undefined && Number(prefix) === 0) {
      return refuse(`"${entry}" trusts every address, as true would; name the proxies' own addresses or range`);
    }
  }
  return entries;
}

/**
 * TRUST_PROXY for Fastify's `trustProxy`. A hop count becomes the function proxy-addr builds for one (the first
 * `hops` addresses to the right are proxies): Fastify takes a number at run time but its types don't say so.
 */
export function trustProxyOption(trust: false | number | string[]) {
  if (typeof trust !== 'number') return trust;
  return (_address: string, hop: number) => hop < trust;
}

/** How log lines are written: `auto` (readable on a terminal, JSON lines otherwise), `pretty` or `json`. */
const LOG_FORMATS = ['auto', 'pretty', 'json'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

/** Every environment variable the shop reads (README lists them with their defaults). */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  SHOP_NAME: z.string().default('Trà Sữa Nguyên Liệu'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: optionalText,
  DATA_DIR: optionalText,
  DATABASE_URL: optionalText,
  REDIS_URL: optionalText,
  // HS256 wants a key at least as long as its hash (RFC 7518 §3.2): a short one can be brute-forced offline from any
  // token.
  JWT_SECRET: optionalText.refine((v) => v === undefined || Buffer.byteLength(v) >= MIN_SECRET_BYTES, {
    message: `must be at least ${MIN_SECRET_BYTES} bytes (e.g. openssl rand -base64 48)`,
  }),
  SMTP_URL: optionalText,
  // Production without SMTP_URL keeps mail in the outbox table only, on purpose (see loadConfig).
  MAIL_OUTBOX_ONLY: flag.default(false),
  MAIL_FROM: optionalText,
  SEED_DEMO: flag.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // auto: readable lines when standard output is a terminal, JSON lines otherwise (http/logging.ts).
  LOG_FORMAT: z.enum(LOG_FORMATS).default('auto'),
  SHOP_BANK_BIN: optionalText,
  SHOP_BANK_NAME: optionalText,
  SHOP_ACCOUNT_NO: optionalText,
  SHOP_ACCOUNT_NAME: optionalText,
  SEPAY_API_KEY: optionalText,
  PAYOS_CLIENT_ID: optionalText,
  PAYOS_API_KEY: optionalText,
  PAYOS_CHECKSUM_KEY: optionalText,
  PAYOS_BASE_URL: z.string().default('https://api-merchant.payos.vn'),
  // Carriers (DESIGN §11): a carrier without its keys is off.
  GHN_TOKEN: optionalText,
  GHN_SHOP_ID: optionalText,
  GHN_BASE_URL: z.string().default('https://online-gateway.ghn.vn'),
  GHTK_TOKEN: optionalText,
  GHTK_BASE_URL: z.string().default('https://services.giaohangtietkiem.vn'),
  // The carriers' webhook path secret; unset: one is generated and kept in the shop settings.
  CARRIER_WEBHOOK_SECRET: optionalText,
  // How long a carrier call may take before it counts as failed (a quote then falls back).
  CARRIER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3000),
  HOTLINE: z.string().default('1900 6868'),
  ZALO_URL: z.string().default('https://zalo.me/0909000000'),
  MESSENGER_URL: z.string().default('https://m.me/trasuanguyenlieu'),
  ADS_CONVERSION_ID: optionalText,
  // The first admin (DESIGN §8): both or neither.
  ADMIN_EMAIL: optionalText,
  ADMIN_PASSWORD: optionalText,
  WEB_DIST_DIR: optionalText,
  ADMIN_DIST_DIR: optionalText,
  // An unpaid bank-transfer or PayOS order gives its stock back after this many minutes.
  ORDER_PAYMENT_TTL_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(30),
  // The shop's own address for new-order notices (none: no notice).
  ORDER_NOTIFY_EMAIL: optionalText,
  // How long an instance holds a job it took; past it, the instance is taken for dead and another runs the job.
  JOB_LEASE_SECONDS: z.coerce.number().int().min(5).max(3600).default(120),
  ADDRESS_STRUCTURE: z.enum(['legacy', 'v2025']).default('legacy'),
  RATE_LIMIT_FACTOR: z.coerce.number().positive().max(1000).default(1),
  // Behind a load balancer: the proxies' addresses/CIDRs, comma-separated, or how many proxies stand in front. Off
  // by default, so a client can't choose its own address (X-Forwarded-For) and slip past the per-address limits.
  TRUST_PROXY: z.string().trim().default('false').transform(parseTrustProxy),
  // Uploaded images in S3-compatible object storage: all five or none; without them, DATA_DIR/media.
  S3_ENDPOINT: httpUrl,
  S3_BUCKET: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_PUBLIC_URL: httpUrl,
  S3_REGION: optionalText,
  ...SINVOICE_ENV,
});

export type Config = ReturnType<typeof loadConfig>;

/**
 * The only reader of process.env. Parses once at boot; a bad value stops the process with a clear message.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  // Only a declared production: NODE_ENV's default is production too, but `npm start` on a laptop must still work
  // with the outbox (DESIGN §4). A real shop that can't send its mails (reset links, guest passwords) must not
  // start by accident.
  if (env.NODE_ENV === 'production' && !e.SMTP_URL && !e.MAIL_OUTBOX_ONLY) {
    throw new Error(
      'Invalid environment:\n  SMTP_URL: not set, and NODE_ENV=production: the shop could not send a single mail. ' +
        'Set SMTP_URL (smtp://user:pass@host:587), or MAIL_OUTBOX_ONLY=true to keep mail in the mail_outbox table on purpose.',
    );
  }
  const admin = firstAdmin(e.ADMIN_EMAIL, e.ADMIN_PASSWORD);
  const s3 = objectStorage(e);
  const orderNotifyEmail = e.ORDER_NOTIFY_EMAIL === undefined ? undefined : EmailField.safeParse(e.ORDER_NOTIFY_EMAIL);
  if (orderNotifyEmail && !orderNotifyEmail.success) {
    throw new Error('Invalid environment:\n  ORDER_NOTIFY_EMAIL: not an e-mail address');
  }
  // Default: apps/server/data, whatever folder the process was started from.
  const bank = {
    bin: e.SHOP_BANK_BIN,
    name: e.SHOP_BANK_NAME,
    accountNo: e.SHOP_ACCOUNT_NO,
    accountName: e.SHOP_ACCOUNT_NAME,
  };
  const payos = {
    clientId: e.PAYOS_CLIENT_ID,
    apiKey: e.PAYOS_API_KEY,
    checksumKey: e.PAYOS_CHECKSUM_KEY,
    baseUrl: e.PAYOS_BASE_URL.replace(/\/+$/, ''),
  };
  const dataDir = e.DATA_DIR ? resolve(e.DATA_DIR) : join(serverDir, 'data');
  return {
    env: e.NODE_ENV,
    shopName: e.SHOP_NAME,
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    jwtSecret: e.JWT_SECRET,
    smtpUrl: e.SMTP_URL,
    mailOutboxOnly: e.MAIL_OUTBOX_ONLY,
    mailFrom: e.MAIL_FROM ?? `${e.SHOP_NAME} <no-reply@localhost>`,
    seedDemo: e.SEED_DEMO,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    bank,
    sepayApiKey: e.SEPAY_API_KEY,
    payos,
    /** Each online method and the settings it still lacks (DESIGN §5: a missing one turns the method off). */
    missingPaymentSettings: {
      sepay: missing({ SHOP_BANK_BIN: bank.bin, SHOP_ACCOUNT_NO: bank.accountNo, SEPAY_API_KEY: e.SEPAY_API_KEY }),
      payos: missing({
        PAYOS_CLIENT_ID: payos.clientId,
        PAYOS_API_KEY: payos.apiKey,
        PAYOS_CHECKSUM_KEY: payos.checksumKey,
      }),
    },
    carriers: {
      ghn:
        e.GHN_TOKEN && e.GHN_SHOP_ID
          ? { token: e.GHN_TOKEN, shopId: e.GHN_SHOP_ID, baseUrl: e.GHN_BASE_URL.replace(/\/+$/, '') }
          : undefined,
      ghtk: e.GHTK_TOKEN ? { token: e.GHTK_TOKEN, baseUrl: e.GHTK_BASE_URL.replace(/\/+$/, '') } : undefined,
      webhookSecret: e.CARRIER_WEBHOOK_SECRET,
      timeoutMs: e.CARRIER_TIMEOUT_MS,
    },
    contact: { hotline: e.HOTLINE, zaloUrl: e.ZALO_URL, messengerUrl: e.MESSENGER_URL },
    adsConversionId: e.ADS_CONVERSION_ID,
    /** ADMIN_EMAIL + ADMIN_PASSWORD: the admin account made at start when missing (never a password overwrite). */
    admin,
    /** Administrative units for addresses: 3-level 'legacy' (the spec's selectors) or 2-level 'v2025'. */
    addressStructure: e.ADDRESS_STRUCTURE,
    trustProxy: e.TRUST_PROXY,
    /** Minutes an unpaid online order (sepay, payos) keeps its stock before it is cancelled. */
    orderPaymentTtlMinutes: e.ORDER_PAYMENT_TTL_MINUTES,
    /** Where new-order notices go, unless an admin set the shop's order e-mail (shop settings). */
    orderNotifyEmail: orderNotifyEmail?.data,
    jobLeaseMs: e.JOB_LEASE_SECONDS * 1000,
    /** Multiplies the rate limits' allowances (tests that sign up many shoppers from one address). */
    rateLimitFactor: e.RATE_LIMIT_FACTOR,
    webDistDir: e.WEB_DIST_DIR ? resolve(e.WEB_DIST_DIR) : resolve(serverDir, '../web/dist'),
    adminDistDir: e.ADMIN_DIST_DIR ? resolve(e.ADMIN_DIST_DIR) : resolve(serverDir, '../admin/dist'),
    /** The demo catalogue's drawings and their generated pipeline images (media/demo/p/), served at /media/. */
    mediaDir: join(serverDir, 'media'),
    /** Where uploads go: DATA_DIR/media, or S3-compatible object storage when S3_* is set. */
    uploads: { dir: join(dataDir, 'media'), s3 },
    /** Zalo ZNS order messages (config-zalo.ts): `zalo` when its three keys are set, else the names missing. */
    zalo: zaloConfig(env),
    /** E-invoices (DESIGN §13): SInvoice's settings (undefined: off) and the shop's default VAT rate. */
    invoicing: sinvoiceConfig(e),
  };
}

/** Both set or neither; the e-mail well-formed and the password as long as a password change asks. */
function firstAdmin(email: string | undefined, password: string | undefined) {
  if (!email && !password) return undefined;
  if (!email || !password)
    throw new Error('Invalid environment:\n  ADMIN_EMAIL and ADMIN_PASSWORD go together: set both or neither');
  const problems = [
    ...(EmailField.safeParse(email).success ? [] : ['  ADMIN_EMAIL: not an e-mail address']),
    ...(password.length >= PASSWORD_MIN_LENGTH ? [] : [`  ADMIN_PASSWORD: at least ${PASSWORD_MIN_LENGTH} characters`]),
  ];
  if (problems.length) throw new Error(`Invalid environment:\n${problems.join('\n')}`);
  return { email: EmailField.parse(email), password };
}

/** S3_*: all five or none (a half-configured store would lose uploads to the local disk of one instance). */
function objectStorage(e: z.infer<typeof EnvSchema>) {
  const settings = {
    S3_ENDPOINT: e.S3_ENDPOINT,
    S3_BUCKET: e.S3_BUCKET,
    S3_ACCESS_KEY_ID: e.S3_ACCESS_KEY_ID,
    S3_SECRET_ACCESS_KEY: e.S3_SECRET_ACCESS_KEY,
    S3_PUBLIC_URL: e.S3_PUBLIC_URL,
  };
  const unset = missing(settings);
  if (unset.length === Object.keys(settings).length) return undefined;
  if (unset.length) {
    throw new Error(
      `Invalid environment:\n  ${unset.join(', ')}: not set. The S3_* settings go together: set all five ` +
        '(S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_PUBLIC_URL) or none.',
    );
  }
  return {
    endpoint: e.S3_ENDPOINT!,
    bucket: e.S3_BUCKET!,
    accessKeyId: e.S3_ACCESS_KEY_ID!,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
    publicUrl: e.S3_PUBLIC_URL!.replace(/\/+$/, ''),
    region: e.S3_REGION ?? 'us-east-1',
  };
}

function missing(settings: Record<string, string | undefined>): string[] {
  return Object.entries(settings).flatMap(([name, value]) => (value ? [] : [name]));
}

/** The payment methods the shop offers: cash always, an online one only with all its settings. */
export function paymentMethods(config: Pick<Config, 'missingPaymentSettings'>): PaymentMethod[] {
  const online = (['sepay', 'payos'] as const).filter((m) => config.missingPaymentSettings[m].length === 0);
  return ['cash', ...online];
}
