import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * An answer's bytes kept by the read cache (a JSON answer, a rendered page), with their brotli and gzip forms made
 * on first demand, so a cached answer costs neither serialisation nor compression however often it is served.
 */
export class CachedBody {
  private brotli?: Buffer;
  private gzip?: Buffer;

  constructor(readonly raw: Buffer) {}

  /**
   * What it holds for a cache's byte bound: its bytes, and room for its compressed forms (made on first demand,
   * each well under a quarter of a JSON answer or a page).
   */
  get bytes(): number {
    return this.raw.length < 1024 ? this.raw.length : Math.ceil(this.raw.length * 1.5);
  }

  static of(value: unknown): CachedBody {
    return new CachedBody(Buffer.from(JSON.stringify(value)));
  }

  /** The bytes for a client accepting `acceptEncoding`, and the encoding used (undefined: identity). */
  encodeFor(acceptEncoding: string | undefined): { body: Buffer; encoding?: 'br' | 'gzip' } {
    // Small answers aren't worth compressing (same threshold as @fastify/compress).
    if (!acceptEncoding || this.raw.length < 1024) return { body: this.raw };
    if (/\bbr\b/.test(acceptEncoding)) {
      this.brotli ??= brotliCompressSync(this.raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } });
      return { body: this.brotli, encoding: 'br' };
    }
    if (/\bgzip\b/.test(acceptEncoding)) {
      this.gzip ??= gzipSync(this.raw, { level: 6 });
      return { body: this.gzip, encoding: 'gzip' };
    }
    return { body: this.raw };
  }
}

/** Answers a cached body, compressed as the client accepts (@fastify/compress leaves it alone then). */
export function sendCachedBody(request: FastifyRequest, reply: FastifyReply, cached: CachedBody, contentType: string) {
  const { body, encoding } = cached.encodeFor(request.headers['accept-encoding']);
  reply.header('content-type', contentType).header('vary', 'accept-encoding');
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(body);
}

export const sendCachedJson = (request: FastifyRequest, reply: FastifyReply, json: CachedBody) =>
  sendCachedBody(request, reply, json, 'application/json; charset=utf-8');
