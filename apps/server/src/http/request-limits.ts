import type { FastifyRequest } from 'fastify';
import type { LimitRule, RateLimiter } from '../lib/rate-limit';

/** The 429 of a signed-in call that came too often (not a guess: "attempts" would be the wrong word). */
export const TOO_MANY_REQUESTS = 'Bạn đã gửi quá nhiều yêu cầu. Vui lòng thử lại sau.';

export interface RequestLimitRules {
  /** Per account. */
  user: LimitRule;
  /** Per client address (several shoppers may share one, so it allows more). */
  address: LimitRule;
}

const HOUR = 60 * 60;
const rule = (points: number, durationSec: number): LimitRule => ({ points, durationSec, message: TOO_MANY_REQUESTS });

/**
 * Limits of the signed-in calls that write or reach a payment provider (README "Rate limits").
 * Each allows several times what a busy shopper does and stops a script; RATE_LIMIT_FACTOR multiplies them.
 */
export const REQUEST_LIMITS = {
  /** `POST /api/orders/`: a shopper places a few orders an hour, retrying after a stock or voucher refusal. */
  createOrder: { user: rule(30, HOUR), address: rule(100, HOUR) },
  /** `PATCH /api/users/me/` (an e-mail change has its own, tighter limit in the users service). */
  updateProfile: { user: rule(30, HOUR), address: rule(100, HOUR) },
  /** `POST /api/users/change-password/`: each call checks the current password, so it is a guessing oracle too. */
  changePassword: { user: rule(10, HOUR), address: rule(30, HOUR) },
  /** `sepay-payment`, `payos-payment`, `cash-payment` of an order, counted together; payos calls PayOS. */
  startPayment: { user: rule(30, 10 * 60), address: rule(100, 10 * 60) },
  /** `GET sepay-status`: the QR page polls every 3 s (20 a minute per open page); this allows three pages. */
  paymentStatus: { user: rule(60, 60), address: rule(180, 60) },
} satisfies Record<string, RequestLimitRules>;

export type RequestLimitName = keyof typeof REQUEST_LIMITS;

/**
 * One preHandler per named limit, counting a signed-in call per account and per client address. Each limit is
 * created once (at the first route that asks for it), so routes sharing a name share its counters.
 */
export function createRequestLimits(rateLimiter: RateLimiter, userOf: (req: FastifyRequest) => { id: number }) {
  const hooks = new Map<RequestLimitName, (req: FastifyRequest) => Promise<void>>();
  return (name: RequestLimitName) => {
    let hook = hooks.get(name);
    if (!hook) {
      const byUser = rateLimiter.limit(`${name}-user`, REQUEST_LIMITS[name].user);
      const byAddress = rateLimiter.limit(`${name}-ip`, REQUEST_LIMITS[name].address);
      hook = async (req) => {
        await byAddress.consume(req.ip);
        await byUser.consume(String(userOf(req).id));
      };
      hooks.set(name, hook);
    }
    return hook;
  };
}
