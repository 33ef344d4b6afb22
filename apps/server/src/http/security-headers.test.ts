import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { buildTestApp } from '../testing/test-app';
import { payosFrameOrigins } from './security-headers';

const PAYOS_KEYS = { PAYOS_CLIENT_ID: 'c', PAYOS_API_KEY: 'k', PAYOS_CHECKSUM_KEY: 's' };

const dist = join(mkdtempSync(join(tmpdir(), 'web-dist-')), 'dist');
mkdirSync(dist, { recursive: true });
writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><title>Shop</title></head><body></body></html>');

/** A CSP header as a map of directive → sources. */
function directives(header: unknown): Record<string, string[]> {
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

describe('the PayOS checkout frame', () => {
  it("allows PayOS's checkout hosts for PayOS's API, a peer's own origin for a peer, nothing when PayOS is off", () => {
    expect(payosFrameOrigins(loadConfig({ ...PAYOS_KEYS }))).toEqual([
      'https://pay.payos.vn',
      'https://next.pay.payos.vn',
    ]);
    expect(payosFrameOrigins(loadConfig({ ...PAYOS_KEYS, PAYOS_BASE_URL: 'http://127.0.0.1:4300/' }))).toEqual([
      'http://127.0.0.1:4300',
    ]);
    expect(payosFrameOrigins(loadConfig({}))).toEqual([]);
  });
});

describe('security headers over http (a laptop, the tests)', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    t = await buildTestApp({
      seedDemo: false,
      env: { WEB_DIST_DIR: dist, ...PAYOS_KEYS, PAYOS_BASE_URL: 'http://127.0.0.1:4399' },
    });
  });
  afterAll(() => t?.close());

  it('every kind of answer carries them: a page, an API answer, an API 404, a media file', async () => {
    for (const url of ['/', '/products/123', '/api/config', '/api/nothing-here', '/media/placeholder.svg']) {
      const res = await t.app.inject(url);
      expect(res.headers['content-security-policy'], url).toBeDefined();
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it("the page's CSP: the shop's own files, data: images, the PayOS frame, framed only by the shop", async () => {
    const csp = directives((await t.app.inject('/')).headers['content-security-policy']);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['img-src']).toEqual(["'self'", 'data:']);
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(csp['frame-src']).toEqual(["'self'", 'http://127.0.0.1:4399']);
    expect(csp['frame-ancestors']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    // Styles: the shop's files and the toast library's one style element, by hash; no 'unsafe-inline'.
    expect(csp['style-src']![0]).toBe("'self'");
    expect(csp['style-src']!.slice(1)).toEqual([
      expect.stringMatching(/^'sha256-/),
      expect.stringMatching(/^'sha256-/),
    ]);
    // Over http an upgrade would send the page's own requests to a port without TLS.
    expect(csp).not.toHaveProperty('upgrade-insecure-requests');
  });

  it("keeps the API document working: inline styles there only, the rest of the shop's policy kept", async () => {
    const page = await t.app.inject('/api/docs/');
    expect(page.statusCode).toBe(200);
    const docs = directives(page.headers['content-security-policy']);
    const shop = directives((await t.app.inject('/')).headers['content-security-policy']);
    expect(docs['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect({ ...docs, 'style-src': shop['style-src'] }).toEqual(shop);
    expect((await t.app.inject('/api/docs/static/swagger-initializer.js')).statusCode).toBe(200);
  });
});

describe('security headers over https', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    t = await buildTestApp({ seedDemo: false, env: { WEB_DIST_DIR: dist, PUBLIC_URL: 'https://shop.example.vn' } });
  });
  afterAll(() => t?.close());

  it('adds HSTS and upgrades insecure requests; no PayOS frame when PayOS is off', async () => {
    const res = await t.app.inject('/');
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
    const csp = directives(res.headers['content-security-policy']);
    expect(csp).toHaveProperty('upgrade-insecure-requests');
    expect(csp['frame-src']).toEqual(["'self'"]);
  });
});
