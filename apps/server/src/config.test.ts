import { mkdtempSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { resolveJwtSecret } from './config-jwt-secret';

const SECRET = 'a-secret-of-exactly-thirty-two-b';

describe('TRUST_PROXY', () => {
  const trust = (value?: string) => loadConfig({ NODE_ENV: 'test', TRUST_PROXY: value }).trustProxy;

  it('trusts no proxy by default', () => {
    expect(trust()).toBe(false);
    expect(trust('false')).toBe(false);
    expect(trust('')).toBe(false);
  });

  it('takes addresses and CIDRs of either family, or a hop count', () => {
    expect(trust('10.0.0.0/8, 127.0.0.1,::1,fd00::/8')).toEqual(['10.0.0.0/8', '127.0.0.1', '::1', 'fd00::/8']);
    expect(trust('2')).toBe(2);
  });

  it('refuses true at start-up, saying what to write instead', () => {
    expect(() => trust('true')).toThrow(/TRUST_PROXY: true would trust every X-Forwarded-For hop.*TRUST_PROXY=1/s);
  });

  it.each(['yes', '10.0.0.300', '10.0.0.0/33', '::1/129', '10.0.0.0/8/1', 'nginx', '0.0.0.0/0', '::/0', '10.0.0.1,'])(
    'refuses %s',
    (value) => {
      expect(() => trust(value)).toThrow(/TRUST_PROXY/);
    },
  );
});

describe('mail settings', () => {
  it('refuses a declared production without SMTP_URL unless MAIL_OUTBOX_ONLY=true', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SMTP_URL.*MAIL_OUTBOX_ONLY=true/s);
    expect(loadConfig({ NODE_ENV: 'production', MAIL_OUTBOX_ONLY: 'true' }).mailOutboxOnly).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:2525' }).smtpUrl).toBeDefined();
  });

  it('lets a laptop start without SMTP_URL (no NODE_ENV, or development)', () => {
    expect(loadConfig({}).smtpUrl).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'development' }).smtpUrl).toBeUndefined();
  });
});

describe('order mail and job settings', () => {
  const load = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...env });

  it('defaults: unpaid online orders expire after 30 minutes, no shop notice, a 2-minute job lease', () => {
    expect(load({})).toMatchObject({ orderPaymentTtlMinutes: 30, orderNotifyEmail: undefined, jobLeaseMs: 120_000 });
  });

  it('takes the shop’s order address (lower-cased) and a TTL in whole minutes', () => {
    const config = load({ ORDER_NOTIFY_EMAIL: ' DonHang@Shop.VN ', ORDER_PAYMENT_TTL_MINUTES: '10' });
    expect(config).toMatchObject({ orderNotifyEmail: 'donhang@shop.vn', orderPaymentTtlMinutes: 10 });
  });

  it.each([
    [{ ORDER_NOTIFY_EMAIL: 'not-an-address' }, /ORDER_NOTIFY_EMAIL: not an e-mail address/],
    [{ ORDER_PAYMENT_TTL_MINUTES: '0' }, /ORDER_PAYMENT_TTL_MINUTES/],
    [{ ORDER_PAYMENT_TTL_MINUTES: '1.5' }, /ORDER_PAYMENT_TTL_MINUTES/],
    [{ JOB_LEASE_SECONDS: '1' }, /JOB_LEASE_SECONDS/],
  ])('refuses %o at start-up', (env, message) => {
    expect(() => load(env)).toThrow(message);
  });
});

describe('JWT secret', () => {
  it('refuses a JWT_SECRET shorter than 32 bytes, counting bytes, not characters', () => {
    expect(() => loadConfig({ JWT_SECRET: SECRET.slice(1) })).toThrow(/JWT_SECRET: must be at least 32 bytes/);
    expect(loadConfig({ JWT_SECRET: SECRET }).jwtSecret).toBe(SECRET);
    // 16 characters, 32 bytes in UTF-8.
    expect(loadConfig({ JWT_SECRET: 'đ'.repeat(16) }).jwtSecret).toBe('đ'.repeat(16));
  });

  it('generates one secret into DATA_DIR, private, and keeps it across starts', () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'jwt-')), 'data');
    const first = resolveJwtSecret({ jwtSecret: undefined, dataDir });
    expect(Buffer.byteLength(first)).toBeGreaterThanOrEqual(32);
    const file = join(dataDir, 'jwt-secret');
    expect(readFileSync(file, 'utf8')).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    // Written through a temporary file that is gone afterwards.
    expect(readdirSync(dataDir)).toEqual(['jwt-secret']);
    expect(resolveJwtSecret({ jwtSecret: undefined, dataDir })).toBe(first);
  });

  it('refuses a secret file too short to be safe (e.g. a torn write) with what to do', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'jwt-'));
    writeFileSync(join(dataDir, 'jwt-secret'), '');
    expect(() => resolveJwtSecret({ jwtSecret: undefined, dataDir })).toThrow(/fewer than 32 bytes. Delete it/);
  });

  it('prefers JWT_SECRET to the file', () => {
    expect(resolveJwtSecret({ jwtSecret: SECRET, dataDir: '/nonexistent' })).toBe(SECRET);
  });
});

describe('S3_* (uploaded images in object storage)', () => {
  const S3 = {
    S3_ENDPOINT: 'http://127.0.0.1:9000',
    S3_BUCKET: 'shop-media',
    S3_ACCESS_KEY_ID: 'key',
    S3_SECRET_ACCESS_KEY: 'secret',
    S3_PUBLIC_URL: 'https://cdn.example.com/shop-media/',
  };

  it('keeps uploads in DATA_DIR/media without them', () => {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: '/srv/shop' });
    expect(config.uploads).toEqual({ dir: '/srv/shop/media', s3: undefined });
  });

  it('uses object storage with all five, the public address without its trailing slash', () => {
    expect(loadConfig({ NODE_ENV: 'test', ...S3 }).uploads.s3).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'shop-media',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      publicUrl: 'https://cdn.example.com/shop-media',
      region: 'us-east-1',
    });
  });

  it('refuses some without the others, naming the missing ones', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', ...S3, S3_BUCKET: '', S3_PUBLIC_URL: undefined })).toThrow(
      /S3_BUCKET, S3_PUBLIC_URL: not set.*set all five/s,
    );
  });

  it('refuses an endpoint or public address that is not http(s)', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', ...S3, S3_PUBLIC_URL: 'cdn.example.com' })).toThrow(/S3_PUBLIC_URL/);
    expect(() => loadConfig({ NODE_ENV: 'test', ...S3, S3_ENDPOINT: 'ftp://x' })).toThrow(/S3_ENDPOINT/);
  });
});
