import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { openTestDatabase } from '../testing/test-app';
import { AccessLog, loggerOptions, redactUrl } from './logging';

describe('redactUrl', () => {
  it.each([
    ['/reset-password/MTI/abcDEF-123_x', '/reset-password/[redacted]'],
    ['/reset-password/MTI/abc?x=1', '/reset-password/[redacted]?x=1'],
    ['/products/12', '/products/12'],
    ['/api/password-reset/confirm/', '/api/password-reset/confirm/'],
    [
      '/api/orders/lookup/?order_id=12345678&email=an%40example.com',
      '/api/orders/lookup/?order_id=12345678&email=[redacted]',
    ],
    ['/api/orders/lookup?EMAIL=an@example.com&order_id=1', '/api/orders/lookup?EMAIL=[redacted]&order_id=1'],
    ["/api/orders/lookup/?email=$'a@b.c", '/api/orders/lookup/?email=[redacted]'],
    ['/api/products/?page=1', '/api/products/?page=1'],
    ['/api/webhooks/ghn/s3cr3t-KEY_x/', '/api/webhooks/ghn/[redacted]/'],
    ['/api/webhooks/ghtk/s3cr3t?hash=1', '/api/webhooks/ghtk/[redacted]?hash=1'],
    ['/api/webhooks/sepay', '/api/webhooks/sepay'],
  ])('%s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});

// Before the request log's tests: the embedded database they open starts on this thread, and the pretty line's wait
// would stand behind it on a busy machine.
describe('the log format', () => {
  it.each([
    ['auto', true, 'pino-pretty'],
    ['auto', false, undefined],
    ['json', true, undefined],
    ['pretty', false, 'pino-pretty'],
  ] as const)('%s with a terminal: %s → %s', (format, isTTY, target) => {
    expect(loggerOptions('info', { format, isTTY }).transport?.target).toBe(target);
  });

  it('prints an access line a person can read, on one line, through pino-pretty', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pretty-log-'));
    const file = join(dir, 'log.txt');
    try {
      const options = loggerOptions('info', { format: 'pretty', isTTY: false });
      const transport = { ...options.transport!, options: { ...options.transport!.options, destination: file } };
      const app = Fastify({ logger: { ...options, transport }, logController: new AccessLog() });
      app.get('/ping', () => 'pong');
      await app.inject('/ping?email=an%40example.com');
      const line = await waitForLine(file, /request/);
      expect(line).toMatch(/INFO.*: request GET \/ping\?email=\[redacted\] 200 \(\d+(\.\d)? ms\)/);
      expect(line).not.toMatch(/^\{/);
      await app.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the request log', () => {
  const lines: string[] = [];
  let app: Awaited<ReturnType<typeof buildApp>>;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    let database: Database;
    ({ database, drop } = await openTestDatabase({ seedDemo: false }));
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const config = loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256' });
    app = await buildApp(config, database, { logger: { ...loggerOptions('info'), stream } });
  });
  // app.close() closes the database.
  afterAll(async () => {
    await app?.close();
    await drop?.();
  });
  beforeEach(() => {
    lines.length = 0;
  });

  it("keeps the order lookup's e-mail out, and still says which call it was", async () => {
    const res = await app.inject('/api/orders/lookup/?order_id=12345678&email=khach.hang%40example.com');
    expect(res.statusCode).toBe(404);
    const log = lines.join('');
    expect(log).toContain('/api/orders/lookup/?order_id=12345678&email=[redacted]');
    expect(log).not.toMatch(/khach\.hang/);
    // One line per request, with its status and time.
    const entries = lines.map((l) => JSON.parse(l) as { msg: string; req?: unknown; statusCode?: number; ms?: number });
    const requests = entries.filter((e) => e.req !== undefined || e.msg === 'request');
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ msg: 'request', statusCode: 404 });
    expect(typeof requests[0]!.ms).toBe('number');
  });

  it("keeps a carrier webhook's secret out of its access line", async () => {
    const secret = 'wh-secret-0123456789abcdef';
    for (const carrier of ['ghn', 'ghtk']) {
      await app.inject({ method: 'POST', url: `/api/webhooks/${carrier}/${secret}/`, payload: {} });
    }
    const log = lines.join('');
    expect(log).toContain('/api/webhooks/ghn/[redacted]/');
    expect(log).toContain('/api/webhooks/ghtk/[redacted]/');
    expect(log).not.toContain(secret);
  });
});

/** pino's transport writes from its worker thread: the first line matching `pattern`, once it is there. */
async function waitForLine(file: string, pattern: RegExp): Promise<string> {
  for (let tries = 0; tries < 100; tries++) {
    const text = (() => {
      try {
        return readFileSync(file, 'utf8');
      } catch {
        return '';
      }
    })();
    const line = text.split('\n').find((l) => pattern.test(l));
    if (line) return line;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no line matching ${pattern} in ${file}`);
}
