// The pages rendered on the server, against what a request could try: another host in the address, and a script that
// got into a page past escaping. Both through the real build's renderer (apps/server/src/testing/web-build.ts).
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, renameSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../db/schema/index';
import { TEST_PUBLIC_URL, buildTestApp } from '../testing/test-app';
import { webBuild } from '../testing/web-build';
import { pageAddress, pageUrl } from './page-address';

type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

/** One request over real HTTP with `target` as the request line says it (inject would parse it first). */
function rawGet(port: number, target: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: target, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** evil.com as a host: `//evil.com`, `http://evil.com`, or as JSON or a script would escape the slashes. */
const EVIL_HOST = /(\/|\\\/|\\u002f){2}evil\.com/i;

describe('the address a page is rendered at', () => {
  it.each([
    ['/products/7?page=2', { path: '/products/7?page=2' }],
    ['/products/7?next=//evil.com/x', { path: '/products/7?next=//evil.com/x' }],
    ['/%2F%2Fevil.com/products/7', { path: '/%2F%2Fevil.com/products/7' }],
    ['//evil.com/products/7', { redirect: '/evil.com/products/7' }],
    ['///evil.com/products/7?x=1', { redirect: '/evil.com/products/7?x=1' }],
    ['/\\evil.com/products/7', { redirect: '/evil.com/products/7' }],
    ['/\\/evil.com/products/7', { redirect: '/evil.com/products/7' }],
    ['/products//7', { redirect: '/products/7' }],
    ['/%2e%2e/products/7', { redirect: '/products/7' }],
    ['/a/../products/./7', { redirect: '/products/7' }],
    ['http://evil.com/products/7?x=1', { redirect: '/products/7?x=1' }],
    ['http://evil.com//evil.com/products/7', { redirect: '/evil.com/products/7' }],
    ['*', { invalid: true }],
  ])('%s', (target, expected) => {
    expect(pageAddress(target)).toEqual(expected);
  });

  it("is on the shop's origin whatever the path holds", () => {
    expect(pageUrl('https://shop.vn', '//evil.com/x?y=1').href).toBe('https://shop.vn//evil.com/x?y=1');
    expect(pageUrl('https://shop.vn', '/\\evil.com/x').origin).toBe('https://shop.vn');
  });
});

describe('a page asked for under another host', () => {
  let t: TestApp;
  let port: number;
  let productPath: string;
  beforeAll(async () => {
    t = await buildTestApp({ env: { WEB_DIST_DIR: await webBuild() } });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
    const [row] = await t.db.select().from(products).where(eq(products.isActive, true)).limit(1);
    productPath = `/products/${row!.id}`;
  }, 180_000);
  afterAll(() => t?.close());

  it.each([
    '//evil.com{product}',
    '///evil.com{product}',
    '/\\evil.com{product}',
    '/\\\\evil.com{product}',
    'http://evil.com{product}',
    '/%2F%2Fevil.com{product}',
    '/%5Cevil.com{product}',
    '/%5C%5Cevil.com{product}',
    '//evil.com/products?category=3',
  ])('%s: names no other host, sends the shopper to a path of the shop, keeps nothing under it', async (spelling) => {
    const target = spelling.replace('{product}', productPath);
    const res = await rawGet(port, target);
    expect(res.status, target).not.toBe(500);
    expect(res.body, target).not.toMatch(EVIL_HOST);
    expect(JSON.stringify(res.headers), target).not.toMatch(EVIL_HOST);
    const location = res.headers.location as string | undefined;
    if (location) {
      // A path on this shop: a browser resolves it against the shop, never as `//host`.
      expect(location, target).toMatch(/^\/(?![/\\])/);
      expect(new URL(location, TEST_PUBLIC_URL).origin).toBe(TEST_PUBLIC_URL);
      const next = await rawGet(port, location);
      expect(next.body, location).not.toMatch(EVIL_HOST);
    }
    // Encoded slashes are a segment of a path on the shop: its 404 page may be kept, naming the shop only.
    const kept = t.app.readCache.peek<{ body: { raw: Buffer } }>(`page:${target}`);
    expect(kept?.body.raw.toString() ?? '', target).not.toMatch(EVIL_HOST);
    if (location) expect(kept, target).toBeUndefined();
  });

  it("renders a page's head on PUBLIC_URL whatever Host and X-Forwarded-Host say", async () => {
    // A query of its own: rendered for this request, not read from the cache.
    const target = `${productPath}?view=host-test`;
    const res = await rawGet(port, target, {
      host: 'evil.com',
      'x-forwarded-host': 'evil.com',
      'x-forwarded-proto': 'https',
      forwarded: 'host=evil.com;proto=https',
    });
    expect(res.status).toBe(200);
    expect(res.body).not.toContain('evil.com');
    expect(res.body).toContain(`rel="canonical" href="${TEST_PUBLIC_URL}${productPath}"`);
  });

  it('still serves the page at its own address, its head naming the shop', async () => {
    const res = await rawGet(port, productPath);
    expect(res.status).toBe(200);
    expect(res.body).toContain(`property="og:url" content="${TEST_PUBLIC_URL}${productPath}"`);
    expect(res.body).not.toMatch(EVIL_HOST);
  });
});

/** A script the renderer didn't emit, as if a product's description had got past escaping. */
const INJECTED = '<script>document.title="injected"</script>';

/**
 * The shop's build, its renderer wrapped to write INJECTED into each page's main element: the seam where a
 * renderer's escaping bug would show, with the real renderer's scripts and nonce around it.
 */
function buildLettingAScriptThrough(dist: string): string {
  const copy = join(mkdtempSync(join(tmpdir(), 'web-build-injected-')), 'dist');
  cpSync(dist, copy, { recursive: true });
  renameSync(join(copy, '.ssr', 'entry-server.js'), join(copy, '.ssr', 'entry-server-real.js'));
  writeFileSync(
    join(copy, '.ssr', 'entry-server.js'),
    `import { render as renderPage } from './entry-server-real.js';
export async function render(opts) {
  const page = await renderPage(opts);
  const html = (await page.text()).replace('</main>', ${JSON.stringify(`${INJECTED}</main>`)});
  return new Response(html, { status: page.status, headers: page.headers });
}
`,
  );
  return copy;
}

/** The sources a CSP header's script-src allows. */
const scriptSources = (csp: unknown) => /(?:^|;)\s*script-src ([^;]*)/.exec(String(csp))![1]!.split(' ');

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The text of each inline script of a page whose start tag matches `tag`. */
const inlineScripts = (html: string, tag: RegExp) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attrs]) => !/\ssrc=/.test(attrs!) && tag.test(attrs!))
    .map(([, , text]) => text!);

describe('a kept page whose HTML holds a script its render did not emit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ seedDemo: false, env: { WEB_DIST_DIR: buildLettingAScriptThrough(await webBuild()) } });
  }, 180_000);
  afterAll(() => t?.close());

  it("is served again with a CSP that allows the render's own scripts only", async () => {
    const first = await t.app.inject('/account/login');
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain(INJECTED);
    // While it streams, the nonce allows the renderer's scripts; the injected one carries none.
    const nonce = /'nonce-([^']+)'/.exec(String(first.headers['content-security-policy']))![1]!;
    expect(scriptSources(first.headers['content-security-policy'])).not.toContain(sha256('document.title="injected"'));

    const kept = await t.app.inject('/account/login');
    expect(kept.body).toBe(first.body);
    const allowed = scriptSources(kept.headers['content-security-policy']);
    expect(allowed.join(' ')).not.toMatch(/'nonce-|'unsafe-inline'/);
    expect(allowed).not.toContain(sha256('document.title="injected"'));
    const own = inlineScripts(kept.body, new RegExp(` nonce="${nonce.replace(/[+/]/g, '\\$&')}"`));
    expect(own.length).toBeGreaterThan(0);
    for (const text of own) expect(allowed).toContain(sha256(text));
  });
});
