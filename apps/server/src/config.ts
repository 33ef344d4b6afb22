import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { EmailField, PASSWORD_MIN_LENGTH } from '@shop/domain/auth.schemas';
import type { PaymentMethod } from '@shop/domain/order-status';
import { z } from 'zod';

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

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
  JWT_SECRET: optionalText,
  SMTP_URL: optionalText,
  MAIL_FROM: optionalText,
  SEED_DEMO: flag.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SHOP_BANK_BIN: optionalText,
  SHOP_BANK_NAME: optionalText,
  SHOP_ACCOUNT_NO: optionalText,
  SHOP_ACCOUNT_NAME: optionalText,
  SEPAY_API_KEY: optionalText,
  PAYOS_CLIENT_ID: optionalText,
  PAYOS_API_KEY: optionalText,
  PAYOS_CHECKSUM_KEY: optionalText,
  PAYOS_BASE_URL: z.string().default('https://api-merchant.payos.vn'),
  HOTLINE: z.string().default('1900 6868'),
  ZALO_URL: z.string().default('https://zalo.me/0909000000'),
  MESSENGER_URL: z.string().default('https://m.me/trasuanguyenlieu'),
  ADS_CONVERSION_ID: optionalText,
  // The first admin (DESIGN §8): both or neither.
  ADMIN_EMAIL: optionalText,
  ADMIN_PASSWORD: optionalText,
  WEB_DIST_DIR: optionalText,
  ADDRESS_STRUCTURE: z.enum(['legacy', 'v2025']).default('legacy'),
  RATE_LIMIT_FACTOR: z.coerce.number().positive().max(1000).default(1),
  // Behind a load balancer: 'true' or the proxies' addresses/CIDRs, comma-separated. Off by default, so a client
  // can't choose its own address (X-Forwarded-For) and slip past the per-address rate limits.
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .transform((v): boolean | string => (v === 'true' ? true : v === 'false' || v === '' ? false : v)),
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
  const admin = firstAdmin(e.ADMIN_EMAIL, e.ADMIN_PASSWORD);
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
  const dataDir = e.DATA_DIR ? resolve(e.DATA_DIR) : resolve(import.meta.dirname, '../data');
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
    mailFrom: e.MAIL_FROM ?? `${e.SHOP_NAME} <no-reply@localhost>`,
    seedDemo: e.SEED_DEMO,
    logLevel: e.LOG_LEVEL,
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
    contact: { hotline: e.HOTLINE, zaloUrl: e.ZALO_URL, messengerUrl: e.MESSENGER_URL },
    adsConversionId: e.ADS_CONVERSION_ID,
    /** ADMIN_EMAIL + ADMIN_PASSWORD: the admin account made at start when missing (never a password overwrite). */
    admin,
    /** Administrative units for addresses: 3-level 'legacy' (the spec's selectors) or 2-level 'v2025'. */
    addressStructure: e.ADDRESS_STRUCTURE,
    trustProxy: e.TRUST_PROXY,
    /** Multiplies the rate limits' allowances (tests that sign up many shoppers from one address). */
    rateLimitFactor: e.RATE_LIMIT_FACTOR,
    webDistDir: e.WEB_DIST_DIR ? resolve(e.WEB_DIST_DIR) : resolve(import.meta.dirname, '../../web/dist'),
    mediaDir: resolve(import.meta.dirname, '../media'),
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

function missing(settings: Record<string, string | undefined>): string[] {
  return Object.entries(settings).flatMap(([name, value]) => (value ? [] : [name]));
}

/** The payment methods the shop offers: cash always, an online one only with all its settings. */
export function paymentMethods(config: Pick<Config, 'missingPaymentSettings'>): PaymentMethod[] {
  const online = (['sepay', 'payos'] as const).filter((m) => config.missingPaymentSettings[m].length === 0);
  return ['cash', ...online];
}

/**
 * JWT_SECRET when set; otherwise one generated on first start and kept in DATA_DIR, so tokens survive restarts
 * (DESIGN §2).
 */
export function resolveJwtSecret(config: Config): string {
  if (config.jwtSecret) return config.jwtSecret;
  const file = join(config.dataDir, 'jwt-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(config.dataDir, { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}
