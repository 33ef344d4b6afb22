import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../testing/test-app';

// A stand-in for the back office's build: index.html and one hashed asset.
const dist = join(mkdtempSync(join(tmpdir(), 'admin-dist-')), 'dist');
mkdirSync(join(dist, 'assets'), { recursive: true });
writeFileSync(join(dist, 'index.html'), '<!doctype html><html lang="vi"><head><title>Quản trị</title></head></html>');
writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp({ seedDemo: false, env: { ADMIN_DIST_DIR: dist } });
});
afterAll(() => t?.close());

describe('the back office at /admin/', () => {
  it('/admin and /admin/ are the app, never cached, kept out of search engines, with the security headers', async () => {
    expect((await t.app.inject('/admin')).body).toContain('Quản trị');
    const page = await t.app.inject('/admin/');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).toContain('Quản trị');
  });

  it("serves index.html for the app's routes (history fallback), with or without a query", async () => {
    for (const url of ['/admin/orders', '/admin/orders/12', '/admin/audit?page=2&target_type=order']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('Quản trị');
    }
  });

  it('hashed assets are immutable for a year; a missing file is a 404, not the app', async () => {
    const asset = await t.app.inject('/admin/assets/index-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const missing = await t.app.inject('/admin/assets/gone-000.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('Quản trị');
  });

  it("leaves the shop's paths and the API alone", async () => {
    expect((await t.app.inject('/api/admin/orders/')).statusCode).toBe(401);
    expect((await t.app.inject('/administrator')).body).not.toContain('<title>Quản trị</title>');
  });
});
