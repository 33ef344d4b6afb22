import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { type RateLimiterAbstract, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { TooManyRequestsError } from '../http/errors';
import { BoundedRateLimiterMemory } from './bounded-memory-limiter';

/**
 * A 429 that knows when to come back. `retryAfterHeader` (an onError hook) turns `retryAfterSec` into the
 * Retry-After header; the error handler answers `{detail}` as for any typed error.
 */
export class RateLimitedError extends TooManyRequestsError {
  constructor(
    readonly retryAfterSec: number,
    message?: string,
  ) {
    super(message);
  }
}

/** Register with `app.addHook('onError', retryAfterHeader)` in every plugin whose routes are rate limited. */
export async function retryAfterHeader(_req: FastifyRequest, reply: FastifyReply, error: Error) {
  if (error instanceof RateLimitedError) reply.header('retry-after', String(error.retryAfterSec));
}

export interface LimitRule {
  /** Attempts allowed per window. */
  points: number;
  /** Window length in seconds (a fixed window starting at the first attempt). */
  durationSec: number;
  /** The 429's `detail`; TooManyRequestsError's "too many attempts" when absent. */
  message?: string;
}

function retryAfter(res: RateLimiterRes): number {
  return Math.max(1, Math.ceil(res.msBeforeNext / 1000));
}

/** One named limit (e.g. login failures), counted separately per key (a client address, an e-mail). */
export class Limit {
  constructor(
    private readonly limiter: RateLimiterAbstract,
    readonly rule: LimitRule,
  ) {}

  /** Counts one attempt; throws RateLimitedError once the key has used up its points in this window. */
  async consume(key: string): Promise<void> {
    try {
      await this.limiter.consume(key);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) throw new RateLimitedError(retryAfter(rejection), this.rule.message);
      throw rejection;
    }
  }

  /** Gives back the point of an attempt that turned out not to count (a successful login). */
  async reward(key: string): Promise<void> {
    await this.limiter.reward(key, 1);
  }

  /** Forgets the key's attempts (a successful login clears the account's failures). */
  async reset(key: string): Promise<void> {
    await this.limiter.delete(key);
  }
}

export interface RateLimiter {
  /** Creates a limit; call once per limit at start-up, not per request. */
  limit(name: string, rule: LimitRule): Limit;
  close(): Promise<void>;
}

/**
 * Counters in memory, or in Redis when `redisUrl` is set so that every instance behind a load balancer shares
 * them (DESIGN §1). If Redis is unreachable each process falls back to its own memory counters (the
 * "insurance" limiter) rather than letting every attempt through or failing the request.
 */
export function createRateLimiter(opts: {
  redisUrl?: string | undefined;
  log?: FastifyBaseLogger;
  /** Multiplies every rule's allowance (RATE_LIMIT_FACTOR; the e2e suite signs up many shoppers from one address). */
  factor?: number;
}): RateLimiter {
  let redis: Redis | undefined;
  if (opts.redisUrl) {
    // No offline queue: while disconnected a command fails at once and the insurance limiter answers.
    redis = new Redis(opts.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    let warned = false;
    redis.on('error', (err: Error) => {
      if (!warned) opts.log?.warn({ err }, 'redis unavailable: rate limits counted per process until it is back');
      warned = true;
    });
    redis.on('ready', () => {
      warned = false;
    });
  }

  return {
    limit(name, rule) {
      const points = Math.max(1, Math.round(rule.points * (opts.factor ?? 1)));
      const base = { keyPrefix: `rl:${name}`, points, duration: rule.durationSec };
      const memory = new BoundedRateLimiterMemory(base);
      const limiter = redis
        ? new RateLimiterRedis({ ...base, storeClient: redis, rejectIfRedisNotReady: true, insuranceLimiter: memory })
        : memory;
      return new Limit(limiter, rule);
    },
    async close() {
      if (!redis) return;
      await redis.quit().catch(() => redis?.disconnect());
    },
  };
}
