import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { ReadCache } from './read-cache';

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

/** The requests `answerRepeats` let through, with the cache that remembers what answered them. */
const toRemember = new WeakMap<FastifyRequest, ReadCache>();

export function sendCachedJson(request: FastifyRequest, reply: FastifyReply, json: CachedBody) {
  toRemember.get(request)?.rememberRequest(request.url, json);
  return sendCachedBody(request, reply, json, 'application/json; charset=utf-8');
}

/**
 * A cached JSON route's onRequest hook: a GET repeating byte for byte the address of a request answered before from
 * the read cache is answered with that entry at once, before its query is validated field by field (most of what a
 * cached answer costs). Only addresses whose handler ran (so valid ones) and sent a kept entry are remembered: a new
 * or hostile one goes the normal way and gets its 400. The entry is the read cache's, so invalidation drops it here
 * too. A request with credentials always goes the normal way: its answer may be the account's.
 */
export function answerRepeats(cache: ReadCache): onRequestHookHandler {
  return (request, reply, done) => {
    if (request.method !== 'GET' || request.headers.authorization !== undefined) return done();
    const kept = cache.forRequest(request.url);
    if (kept instanceof CachedBody) return void sendCachedJson(request, reply, kept);
    toRemember.set(request, cache);
    done();
  };
}
