// Signed-in calls that write or reach a payment provider are limited per account and per client address; the
// providers' webhooks are not.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../testing/test-app';
import { type Shop, orderBody, seedShop } from '../modules/orders/orders.testing';
import { type CallResult, type SignedUp, call, freshIp, signUp } from '../modules/auth/auth.testing';
import { REQUEST_LIMITS, type RequestLimitName, TOO_MANY_REQUESTS } from './request-limits';

let t: Awaited<ReturnType<typeof buildTestApp>>;
let shop: Shop;
beforeAll(async () => {
  t = await buildTestApp({ seedDemo: false, env: { SEPAY_API_KEY: 'sepay-key' } });
  shop = await seedShop(t.db);
});
afterAll(() => t?.close());

function expectLimited(res: CallResult, name: RequestLimitName) {
  expect(res.status).toBe(429);
  expect(res.body).toEqual({ detail: TOO_MANY_REQUESTS });
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(REQUEST_LIMITS[name].user.durationSec);
}

type Send = (who: SignedUp, ip?: string) => Promise<CallResult>;

/**
 * `user.points` calls from fresh addresses pass the limit, the next is a 429; then `address.points` calls from
 * one address, spread over accounts that are each under their own limit, pass and the next is a 429 — while the
 * same accounts from another address still get through.
 */
async function checkLimits(name: RequestLimitName, send: Send, passed: (res: CallResult) => boolean) {
  const { user, address } = REQUEST_LIMITS[name];
  const shopper = await signUp(t.app);
  for (let i = 0; i < user.points; i++) {
    const res = await send(shopper);
    expect(passed(res), `${name} #${i + 1}: ${res.status} ${JSON.stringify(res.body)}`).toBe(true);
  }
  expectLimited(await send(shopper), name);

  const ip = freshIp();
  const perAccount = user.points - 1;
  const accounts = await Promise.all(
    Array.from({ length: Math.ceil(address.points / perAccount) }, () => signUp(t.app)),
  );
  let sent = 0;
  for (const who of accounts) {
    for (let i = 0; i < perAccount && sent < address.points; i++, sent++) {
      expect(passed(await send(who, ip))).toBe(true);
    }
  }
  const last = accounts.at(-1)!;
  expectLimited(await send(last, ip), name);
  expect(passed(await send(last))).toBe(true);
}

describe('limits per account and per client address', () => {
  it('POST /api/orders/: placed orders count, and so do refused ones', async () => {
    const { oolong } = shop.products;
    const real = orderBody({ items: [{ product: oolong.id, variant: null, quantity: 1 }] });
    const missing = orderBody({ items: [{ product: 99_999_999, variant: null, quantity: 1 }] });
    let placed = 0;
    await checkLimits(
      'createOrder',
      (who, ip) =>
        // The account's own allowance is spent on real orders; the address's on refused ones (no stock needed).
        call(t.app, 'POST', '/api/orders/', { token: who.tokens.access, body: ip ? missing : real, ip }),
      (res) => {
        if (res.status === 201) placed++;
        return res.status === 201 || res.status === 400;
      },
    );
    expect(placed).toBeGreaterThanOrEqual(REQUEST_LIMITS.createOrder.user.points);
  });

  it('PATCH /api/users/me/', async () => {
    await checkLimits(
      'updateProfile',
      (who, ip) => call(t.app, 'PATCH', '/api/users/me/', { token: who.tokens.access, body: { city: 'Huế' }, ip }),
      (res) => res.status === 200,
    );
  });

  it('POST /api/users/change-password/ (each call checks the current password)', async () => {
    await checkLimits(
      'changePassword',
      (who, ip) =>
        call(t.app, 'POST', '/api/users/change-password/', {
          token: who.tokens.access,
          body: { current_password: 'doan-thu', new_password: 'mat-khau-moi-8' },
          ip,
        }),
      (res) => res.status === 400,
    );
  });

  it('the payment calls share one limit: sepay-payment, payos-payment, cash-payment', async () => {
    const paths = ['sepay-payment', 'payos-payment', 'cash-payment'];
    let n = 0;
    await checkLimits(
      'startPayment',
      (who, ip) =>
        call(t.app, 'POST', `/api/orders/10000001/${paths[n++ % paths.length]}/`, { token: who.tokens.access, ip }),
      // No such order: the limit is counted before the order is looked at.
      (res) => res.status === 404 || res.status === 400,
    );
  });

  it('GET sepay-status allows the QR page polling every 3 s with room to spare', async () => {
    const { user } = REQUEST_LIMITS.paymentStatus;
    expect(user.points / (user.durationSec / 3)).toBeGreaterThanOrEqual(3);
    await checkLimits(
      'paymentStatus',
      (who, ip) => call(t.app, 'GET', '/api/orders/10000001/sepay-status/', { token: who.tokens.access, ip }),
      (res) => res.status === 404,
    );
  });

  it('a refusal for one limit leaves the others alone', async () => {
    const shopper = await signUp(t.app);
    for (let i = 0; i < REQUEST_LIMITS.changePassword.user.points; i++) {
      await call(t.app, 'POST', '/api/users/change-password/', {
        token: shopper.tokens.access,
        body: { current_password: 'sai', new_password: 'mat-khau-moi-8' },
      });
    }
    const body = { current_password: shopper.password, new_password: 'mat-khau-moi-8' };
    expect(
      (await call(t.app, 'POST', '/api/users/change-password/', { token: shopper.tokens.access, body })).status,
    ).toBe(429);
    expect(
      (await call(t.app, 'PATCH', '/api/users/me/', { token: shopper.tokens.access, body: { city: 'Huế' } })).status,
    ).toBe(200);
  });
});

describe('not limited', () => {
  it('the webhooks: a provider retrying from one address is never refused for it', async () => {
    const ip = freshIp();
    for (let i = 0; i < 150; i++) {
      const sepay = await call(t.app, 'POST', '/api/webhooks/sepay', {
        body: '{}',
        headers: { authorization: 'Apikey wrong' },
        ip,
      });
      expect(sepay.status).not.toBe(429);
      const payos = await call(t.app, 'POST', '/api/webhooks/payos', { body: '{}', ip });
      expect(payos.status).not.toBe(429);
    }
  });
});
