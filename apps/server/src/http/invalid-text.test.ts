// PostgreSQL text cannot hold NUL, and a lone UTF-16 surrogate is not text at all. Every string
// in a body, query or path that holds one is a 400 with a field message, before it reaches a route or the
// database — the exact requests the fuzzing found, each of which was a 500 on PostgreSQL.
import { INVALID_TEXT_MESSAGE } from '@shop/domain/text.rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentWebhooks } from '../db/schema/index';
import { accountWithRole } from '../testing/staff.testing';
import { type SignedUp, call, signUp } from '../modules/auth/auth.testing';
import { type Shop, orderBody, seedShop } from '../modules/orders/orders.testing';
import { buildTestApp } from '../testing/test-app';

const SEPAY_KEY = 'sepay-key-invalid-text';
const NUL = '\u0000';
const LONE = '\ud800';

let t: Awaited<ReturnType<typeof buildTestApp>>;
let shop: Shop;
let shopper: SignedUp;
let admin: SignedUp;
beforeAll(async () => {
  t = await buildTestApp({
    seedDemo: false,
    env: { SHOP_BANK_BIN: '970422', SHOP_ACCOUNT_NO: '0123456789', SEPAY_API_KEY: SEPAY_KEY },
  });
  shop = await seedShop(t.db);
  shopper = await signUp(t.app);
  admin = await accountWithRole(t.app, t.db, 'admin');
});
afterAll(() => t?.close());

const refused = (field: string) => ({ status: 400, body: { [field]: [INVALID_TEXT_MESSAGE] } });

describe.each([
  ['NUL', NUL],
  ['a lone surrogate', LONE],
])('%s in a string', (_label, bad) => {
  it('is refused in the login e-mail', async () => {
    const res = await call(t.app, 'POST', '/api/token/', { body: { email: `a${bad}@example.com`, password: 'x' } });
    expect(res).toMatchObject(refused('email'));
  });

  it('is refused in the names of a registration, and no account is made', async () => {
    const email = `nul-${Math.random().toString(36).slice(2)}@example.com`;
    const body = { email, first_name: `An${bad}`, last_name: `Lê${bad}`, password: 'matkhau123' };
    const res = await call(t.app, 'POST', '/api/register/', { body });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ first_name: [INVALID_TEXT_MESSAGE], last_name: [INVALID_TEXT_MESSAGE] });
    const login = await call(t.app, 'POST', '/api/token/', { body: { email, password: 'matkhau123' } });
    expect(login.status).toBe(401);
  });

  it.each(['shipping_address', 'city', 'district', 'ward', 'first_name', 'last_name', 'phone_number', 'email'])(
    'is refused in the profile field %s, which keeps its value',
    async (field) => {
      const before = await call(t.app, 'GET', '/api/users/me/', { token: shopper.tokens.access });
      const res = await call(t.app, 'PATCH', '/api/users/me/', {
        token: shopper.tokens.access,
        body: { [field]: `Quận 1${bad}` },
      });
      expect(res).toMatchObject(refused(field));
      const after = await call(t.app, 'GET', '/api/users/me/', { token: shopper.tokens.access });
      expect(after.body).toEqual(before.body);
    },
  );

  it.each(['shipping_address', 'city', 'district', 'ward', 'note', 'full_name', 'email'])(
    'is refused in the order field %s',
    async (field) => {
      const body = orderBody({ [field]: `Phường Bến Nghé${bad}` }, shop);
      const res = await call(t.app, 'POST', '/api/orders/', { token: shopper.tokens.access, body });
      expect(res).toMatchObject(refused(field));
    },
  );

  it('is refused in a nested field and in a key, naming where it was', async () => {
    const body = orderBody(
      { items: [{ product: shop.products.oolong.id, variant: null, quantity: 1, [`x${bad}`]: 1 }] },
      shop,
    );
    const res = await call(t.app, 'POST', '/api/orders/', { token: shopper.tokens.access, body });
    expect(res).toMatchObject(refused('items.0'));
    const top = await call(t.app, 'POST', '/api/orders/', { token: shopper.tokens.access, body: { [bad]: 'x' } });
    expect(top).toMatchObject(refused('non_field_errors'));
  });
});

describe('every route of the API document', () => {
  it('refuses %00 in its query, whether or not its schema reads the query', async () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const routes = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => [m, path] as const));
    expect(routes.length).toBeGreaterThan(30);
    for (const [method, path] of routes) {
      const url = `${path.replace('{level}/{file}', '1/0.htm').replace('{id}', '1')}?x=a%00`;
      // The back office checks the role when the request arrives, before anything else (a shopper gets its 403
      // whatever the query): it is called as an admin, so the query is what gets refused.
      const token = path.startsWith('/api/admin/') ? admin.tokens.access : shopper.tokens.access;
      const authorization = path === '/api/webhooks/sepay' ? `Apikey ${SEPAY_KEY}` : `Bearer ${token}`;
      const res = await t.app.inject({ method: method.toUpperCase() as 'GET', url, headers: { authorization } });
      expect({ route: `${method} ${path}`, status: res.statusCode, body: res.json() }).toEqual({
        route: `${method} ${path}`,
        status: 400,
        body: { x: [INVALID_TEXT_MESSAGE] },
      });
    }
  });
});

describe('a URL', () => {
  it('with %00 in the query is refused, naming the parameter', async () => {
    const res = await call(t.app, 'GET', '/api/orders/lookup/?order_id=12345678&email=a%00@example.com');
    expect(res).toMatchObject(refused('email'));
    expect(await call(t.app, 'GET', '/api/products/search/?q=tr%00a')).toMatchObject(refused('q'));
  });

  it('with %00 in a parameter named __proto__ is refused', async () => {
    // Found by the fuzz: as a key of the field map it set the map's prototype, and the answer failed its schema.
    for (const url of ['/api/token/?__proto__=%00', '/api/webhooks/sepay?__proto__=%00']) {
      expect(await call(t.app, 'POST', url, { body: {} })).toMatchObject(refused('non_field_errors'));
    }
  });

  it('with %00 in a path parameter is refused', async () => {
    expect(await call(t.app, 'GET', '/api/products/%00/')).toMatchObject(refused('id'));
    expect(await call(t.app, 'GET', '/api/address/2/%00.htm')).toMatchObject(refused('file'));
  });

  // A surrogate cannot be written in a URL: its UTF-8 form (%ED%A0%80) is not UTF-8, like a cut-off sequence.
  it.each(['%ED%A0%80', '%F0%9F%98', '%E0%A4%A', '%'])(
    'with the malformed escape %s is not a server error',
    async (raw) => {
      expect((await call(t.app, 'GET', `/api/products/search/?q=a${raw}`)).status).toBeLessThan(500);
      expect((await call(t.app, 'GET', `/api/products/${raw}/`)).status).toBeLessThan(500);
    },
  );
});

describe('the SePay webhook', () => {
  const sepay = (body: string) =>
    call(t.app, 'POST', '/api/webhooks/sepay', { body, headers: { authorization: `Apikey ${SEPAY_KEY}` } });
  const transfer = (overrides: Record<string, unknown> = {}) => ({
    id: 4242,
    gateway: 'MBBank',
    transactionDate: '2026-11-22 10:15:00',
    accountNumber: '0123456789',
    content: 'DH12345678',
    transferType: 'in',
    transferAmount: 10_000,
    referenceCode: 'FT1',
    description: 'BankAPINotify',
    ...overrides,
  });

  it.each([
    ['a NUL in a value', JSON.stringify(transfer({ gateway: `MB${NUL}` }))],
    ['a lone surrogate in a value', JSON.stringify(transfer({ description: `x${LONE}` }))],
    ['a NUL in a key', JSON.stringify({ ...transfer(), [`k${NUL}`]: 1 })],
    ['a NUL as the raw body', `${JSON.stringify(transfer())}${NUL}`],
    ['nothing but NUL', NUL],
  ])('answers %s with a 400 and credits nothing', async (_label, body) => {
    const res = await sepay(body);
    expect(res.status).toBe(400);
    const rows = await t.db.select().from(paymentWebhooks).where(eq(paymentWebhooks.outcome, 'paid'));
    expect(rows).toEqual([]);
  });
});
