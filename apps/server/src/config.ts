import { join, resolve } from 'node:path';
import { EmailField } from '@shop/domain/auth.schemas';
import { PASSWORD_MIN_LENGTH } from '@shop/domain/auth.rules';
import { PICKUP_HOLD_DAYS_DEFAULT } from '@shop/domain/locations.rules';
import { z } from 'zod';
import { CARRIERS_ENV, carriersConfig } from './config-carriers';
import { flag, invalidEnvironment, optionalText, parseEnvironment, withoutTrailingSlash } from './config-fields';
import { MIN_SECRET_BYTES } from './config-jwt-secret';
import { MAIL_ENV, mailConfig } from './config-mail';
import { PAYMENTS_ENV, paymentsConfig } from './config-payments';
import { SINVOICE_ENV, sinvoiceConfig } from './config-sinvoice';
import { S3_ENV, objectStorage } from './config-storage';
import { TrustProxy } from './config-trust-proxy';
import { zaloConfig } from './config-zalo';
import { marketplacesConfig } from './config-marketplaces';

export { paymentMethods } from './config-payments';
export { trustProxyOption } from './config-trust-proxy';
export type { ZaloConfig, ZaloTokenKeys } from './config-zalo';

/**
 * The server package's folder (apps/server), where its data, assets, demo media and migrations live. Derived from
 * this file's place one level below it: src/config.ts from the source (tests, scripts, `npm run dev`), dist/server.js
 * once bundled (`npm run build`), at the same depth. Paths are built from here, never from a module's own folder,
 * which the bundle flattens.
 */
export const serverDir = resolve(import.meta.dirname, '..');

/** How log lines are written: `auto` (readable on a terminal, JSON lines otherwise), `pretty` or `json`. */
const LOG_FORMATS = ['auto', 'pretty', 'json'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

/**
 * Every environment variable the shop reads (README lists them with their defaults); each outside party's are in
 * its config-*.ts (Zalo's are read apart, by config-zalo.ts).
 */
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
  ...MAIL_ENV,
  SEED_DEMO: flag.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // auto: readable lines when standard output is a terminal, JSON lines otherwise (http/logging.ts).
  LOG_FORMAT: z.enum(LOG_FORMATS).default('auto'),
  ...PAYMENTS_ENV,
  ...CARRIERS_ENV,
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
  // A pickup not collected this many days after it was ready is listed for staff (DESIGN §15).
  PICKUP_HOLD_DAYS: z.coerce.number().int().min(1).max(90).default(PICKUP_HOLD_DAYS_DEFAULT),
  // How long an instance holds a job it took; past it, the instance is taken for dead and another runs the job.
  JOB_LEASE_SECONDS: z.coerce.number().int().min(5).max(3600).default(120),
  ADDRESS_STRUCTURE: z.enum(['legacy', 'v2025']).default('legacy'),
  RATE_LIMIT_FACTOR: z.coerce.number().positive().max(1000).default(1),
  TRUST_PROXY: TrustProxy,
  // Uploaded images in S3-compatible object storage (config-storage.ts): all five or none.
  ...S3_ENV,
  ...SINVOICE_ENV,
});

type Env = z.output<typeof EnvSchema>;

export type Config = ReturnType<typeof loadConfig>;

/**
 * The only reader of process.env. Parses once at boot; a bad value stops the process with a clear message.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const e = parseEnvironment(EnvSchema, env);
  const dataDir = e.DATA_DIR ? resolve(e.DATA_DIR) : join(serverDir, 'data');
  return {
    env: e.NODE_ENV,
    shopName: e.SHOP_NAME,
    port: e.PORT,
    host: e.HOST,
    publicUrl: withoutTrailingSlash(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`),
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    jwtSecret: e.JWT_SECRET,
    ...mailConfig(e, { declaredProduction: env.NODE_ENV === 'production', shopName: e.SHOP_NAME }),
    seedDemo: e.SEED_DEMO,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    ...paymentsConfig(e),
    carriers: carriersConfig(e),
    contact: { hotline: e.HOTLINE, zaloUrl: e.ZALO_URL, messengerUrl: e.MESSENGER_URL },
    adsConversionId: e.ADS_CONVERSION_ID,
    /** ADMIN_EMAIL + ADMIN_PASSWORD: the admin account made at start when missing (never a password overwrite). */
    admin: firstAdmin(e.ADMIN_EMAIL, e.ADMIN_PASSWORD),
    /** Administrative units for addresses: 3-level 'legacy' (the spec's selectors) or 2-level 'v2025'. */
    addressStructure: e.ADDRESS_STRUCTURE,
    trustProxy: e.TRUST_PROXY,
    /** Minutes an unpaid online order (sepay, payos) keeps its stock before it is cancelled. */
    orderPaymentTtlMinutes: e.ORDER_PAYMENT_TTL_MINUTES,
    /** Days a pickup waits at its store before the desk lists it as overdue (DESIGN §15). */
    pickupHoldDays: e.PICKUP_HOLD_DAYS,
    jobLeaseMs: e.JOB_LEASE_SECONDS * 1000,
    /** Multiplies the rate limits' allowances (tests that sign up many shoppers from one address). */
    rateLimitFactor: e.RATE_LIMIT_FACTOR,
    ...folders(e, dataDir),
    /** Zalo ZNS order messages (config-zalo.ts): `zalo` when its three keys are set, else the names missing. */
    zalo: zaloConfig(env),
    /** E-invoices (DESIGN §13): SInvoice's settings (undefined: off) and the shop's default VAT rate. */
    invoicing: sinvoiceConfig(e),
    /** Shopee's and TikTok Shop's keys (DESIGN §16): each undefined while off. */
    marketplaces: marketplacesConfig(env),
  };
}

/** Where the built apps, the demo media and uploads are; by default beside the server package (apps/server). */
function folders(e: Env, dataDir: string) {
  return {
    webDistDir: e.WEB_DIST_DIR ? resolve(e.WEB_DIST_DIR) : resolve(serverDir, '../web/dist'),
    adminDistDir: e.ADMIN_DIST_DIR ? resolve(e.ADMIN_DIST_DIR) : resolve(serverDir, '../admin/dist'),
    /** The demo catalogue's drawings and their generated pipeline images (media/demo/p/), served at /media/. */
    mediaDir: join(serverDir, 'media'),
    /** Where uploads go: DATA_DIR/media, or S3-compatible object storage when S3_* is set. */
    uploads: { dir: join(dataDir, 'media'), s3: objectStorage(e) },
  };
}

/** Both set or neither; the e-mail well-formed and the password as long as a password change asks. */
function firstAdmin(email: string | undefined, password: string | undefined) {
  if (!email && !password) return undefined;
  if (!email || !password) throw invalidEnvironment('ADMIN_EMAIL and ADMIN_PASSWORD go together: set both or neither');
  const problems = [
    ...(EmailField.safeParse(email).success ? [] : ['ADMIN_EMAIL: not an e-mail address']),
    ...(password.length >= PASSWORD_MIN_LENGTH ? [] : [`ADMIN_PASSWORD: at least ${PASSWORD_MIN_LENGTH} characters`]),
  ];
  if (problems.length) throw invalidEnvironment(...problems);
  return { email: EmailField.parse(email), password };
}
