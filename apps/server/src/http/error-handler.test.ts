import Fastify from 'fastify';
import { type ZodTypeProvider, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorHandler } from './error-handler';
import { ConflictError, NotFoundError } from './errors';

// The one error handler, on a small app whose routes throw each kind of error.
const app = Fastify({ logger: false, bodyLimit: 1024 }).withTypeProvider<ZodTypeProvider>();
app.setValidatorCompiler(validatorCompiler);
app.setSerializerCompiler(serializerCompiler);
app.setErrorHandler(errorHandler);
app.post(
  '/items',
  { schema: { body: z.object({ quantity: z.int().min(1), name: z.string() }) } },
  async (req) => req.body,
);
app.get('/missing', async () => {
  throw new NotFoundError('Không tìm thấy sản phẩm.');
});
app.get('/conflict', async () => {
  throw new ConflictError('', { non_field_errors: ['Hết hàng.'] });
});
app.get('/boom', async () => {
  throw new Error('connection string postgres://secret@db leaked?');
});

beforeAll(() => app.ready());
afterAll(() => app.close());

const post = (payload: string, contentType = 'application/json') =>
  app.inject({ method: 'POST', url: '/items', payload, headers: { 'content-type': contentType } });

describe('errorHandler', () => {
  it('turns schema failures into a field map', async () => {
    const res = await post(JSON.stringify({ quantity: '2', name: 5 }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ quantity: [expect.any(String)], name: [expect.any(String)] });
  });

  it.each([
    ['1.5', 1.5],
    ['true', true],
    ['null', null],
    ['negative', -1],
    ['huge', 1e20],
  ])('rejects a %s quantity without coercing it', async (_label, quantity) => {
    const res = await post(JSON.stringify({ quantity, name: 'x' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('quantity');
  });

  it('answers malformed JSON with a 400 detail', async () => {
    const res = await post('{"quantity": 1,');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: expect.any(String) });
  });

  it('answers an oversized body with 413 and another media type with 415', async () => {
    const big = await post(JSON.stringify({ quantity: 1, name: 'x'.repeat(5000) }));
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ detail: 'Dữ liệu gửi lên quá lớn.' });
    const xml = await post('<a/>', 'application/xml');
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toHaveProperty('detail');
  });

  it('maps typed errors to their status and shape', async () => {
    const missing = await app.inject('/missing');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Không tìm thấy sản phẩm.' });
    const conflict = await app.inject('/conflict');
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toEqual({ non_field_errors: ['Hết hàng.'] });
  });

  it('masks unexpected errors behind a 500 without leaking their message', async () => {
    const res = await app.inject('/boom');
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret');
    expect(res.json()).toEqual({ detail: expect.any(String) });
  });
});
