import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { openTestDatabase } from '../testing/test-app';
import { loggerOptions, redactUrl } from './logging';

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
  ])('%s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});

describe('the request log', () => {
  const lines: string[] = [];
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase({ seedDemo: false }));
  });
  // app.close() closes the database.
  afterAll(() => drop?.());

  it("keeps the order lookup's e-mail out, and still says which call it was", async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const config = loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256' });
    const app = await buildApp(config, database, { logger: { ...loggerOptions('info'), stream } });
    const res = await app.inject('/api/orders/lookup/?order_id=12345678&email=khach.hang%40example.com');
    expect(res.statusCode).toBe(404);
    await app.close();
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
});
