// The API fuzzed: for every route of the OpenAPI document, fast-check generates path
// parameters, query strings, headers and bodies — shaped by the route's JSON schema but wrong at the edges,
// mutated from a valid request, or raw junk — and sends each through the real app, signed in or not. No request
// may get a 5xx. FUZZ_RUNS sets the runs per route (default 100); FUZZ_SEED replays a reported failure.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountWithRole } from './testing/staff.testing';
import { type SignedUp, freshIp, signUp } from './modules/auth/auth.testing';
import { ADDRESSES, type Shop, orderBody, placedOrder, seedShop } from './modules/orders/orders.testing';
import { payosSignature } from './modules/payments/payos';
import {
  BAD_CHARACTERS,
  BIG_BODIES,
  type JsonSchema,
  type Payload,
  asJson,
  encodeLoose,
  junk,
  mutated,
  rawPayload,
  schemaValues,
  text,
  urlValueWith,
} from './testing/fuzz-values';
import { type PayosPeer, onlinePaymentEnv, startPayosPeer } from './testing/payos-peer';
import { buildTestApp } from './testing/test-app';

const RUNS = Number(process.env.FUZZ_RUNS ?? 100);
/** Raised runs take longer than the suite's 30 s per test; a slow route must not look like a failure. */
const TIMEOUT_MS = Math.max(30_000, RUNS * 100);
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);
const SEPAY_KEY = 'sepay-key-fuzz';
const PAYOS = { clientId: 'client-fuzz', apiKey: 'api-key-fuzz', checksumKey: 'checksum-key-fuzz' };
const PASSWORD = 'matkhau123';

// The document is read from an app built at collection time, so each route is its own test.
const peer: PayosPeer = await startPayosPeer(PAYOS);
const t = await buildTestApp({
  seedDemo: false,
  env: {
    ...onlinePaymentEnv({ sepayKey: SEPAY_KEY, payos: PAYOS, peer }),
    // Limits would turn most requests into 429s and hide the code behind them; they are tested on their own.
    RATE_LIMIT_FACTOR: '1000',
  },
});

interface Operation {
  parameters?: { in: 'path' | 'query' | 'header'; name: string }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}
interface Route {
  method: string;
  path: string;
  op: Operation;
}
const doc = t.app.swagger() as unknown as {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
};
const routes: Route[] = Object.entries(doc.paths).flatMap(([path, ops]) =>
  Object.entries(ops).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
);

/** Real ids in a URL, written as placeholders: arbitraries are made before beforeAll has placed the orders. */
const ID_PLACEHOLDERS = ['ORDER0', 'ORDER1', 'ORDER2', 'PRODUCT'];

let shop: Shop;
let shopper: SignedUp;
/** An admin (who may do all a staff member may): the back office's routes are fuzzed past their role check. */
let admin: SignedUp;
/** Orders of the shopper's, one per payment method, so ids in paths sometimes name a real order. */
const orderIds: number[] = [];
beforeAll(async () => {
  shop = await seedShop(t.db);
  shopper = await signUp(t.app, { password: PASSWORD });
  admin = await accountWithRole(t.app, t.db, 'admin');
  for (const method of ['cash', 'sepay', 'payos']) {
    orderIds.push((await placedOrder(t.app, shopper.tokens.access, orderBody({ payment_method: method }, shop))).id);
  }
});
/** Answers by route and status, printed with FUZZ_STATS=1 to see how deep the requests get. */
const stats = new Map<string, Map<number, number>>();
afterAll(async () => {
  if (process.env.FUZZ_STATS) {
    for (const [route, counts] of stats) console.log(route.padEnd(45), JSON.stringify(Object.fromEntries(counts)));
  }
  await t.close();
  await peer.close();
});

const urlValue = urlValueWith(ID_PLACEHOLDERS);
const fromSchema = (schema: JsonSchema) => schemaValues(schema, doc.components?.schemas ?? {}, orderIds);

function realIds(url: string): string {
  return url
    .replaceAll('ORDER0', String(orderIds[0]))
    .replaceAll('ORDER1', String(orderIds[1]))
    .replaceAll('ORDER2', String(orderIds[2]))
    .replaceAll('PRODUCT', String(shop.products.oolong.id));
}

/** Queries that pass their route's schema. */
const VALID_QUERIES: Record<string, [string, string][]> = {
  '/api/orders/lookup': [
    ['order_id', 'ORDER0'],
    ['email', 'khach%40example.com'],
  ],
  '/api/products/best_sellers': [
    ['startDate', '2020-01-01'],
    ['endDate', '2030-12-31'],
    ['category', '1'],
    ['limit', '5'],
  ],
  '/api/products': [
    ['category_id', '1'],
    ['ordering', '-price'],
    ['promotion', 'true'],
    ['page', '1'],
    ['page_size', '100'],
  ],
  '/api/products/search': [
    ['q', 'tra%20sua'],
    ['page', '2'],
    ['page_size', '5'],
  ],
  '/api/admin/orders': [
    ['status', 'pending'],
    ['payment_status', 'unpaid'],
    ['payment_method', 'cash'],
    ['search', 'nguy%E1%BB%85n'],
    ['date_from', '2020-01-01'],
    ['date_to', '2030-12-31'],
    ['ordering', '-final_total'],
    ['page', '1'],
    ['page_size', '20'],
  ],
  '/api/admin/stats': [
    ['date_from', '2026-01-01'],
    ['date_to', '2026-12-31'],
    ['low_stock_threshold', '5'],
  ],
  '/api/admin/products': [
    ['search', 'tra%20sua'],
    ['category', '1'],
    ['is_active', 'true'],
    ['in_stock', 'true'],
    ['discounted', 'false'],
    ['low_stock', 'true'],
    ['low_stock_threshold', '10'],
    ['ordering', '-stock'],
    ['page', '1'],
  ],
  '/api/admin/products/export.csv': [
    ['search', 'siro'],
    ['is_active', 'false'],
    ['ordering', 'name'],
  ],
  '/api/admin/products/{id}/stock': [
    ['variant', '1'],
    ['page', '1'],
    ['page_size', '5'],
  ],
  '/api/admin/promotions': [
    ['search', 'giam'],
    ['is_active', 'true'],
    ['ordering', '-discount_total'],
    ['page', '1'],
  ],
  '/api/admin/audit': [
    ['actor', '1'],
    ['target_type', 'order'],
    ['target_id', 'ORDER0'],
    ['action', 'order.transition'],
    ['date_from', '2026-01-01'],
    ['date_to', '2026-12-31'],
    ['page', '1'],
  ],
};

function urlFor(route: Route): fc.Arbitrary<string> {
  const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  const queryNames = (route.op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
  const param = route.path.startsWith('/api/address/')
    ? fc.oneof(urlValue, fc.constantFrom('1', '2', '3', '5', '0.htm', '79.htm', '760.htm', '26734.htm', '1/0.htm'))
    : urlValue;
  const randomQuery = fc.array(
    fc.tuple(fc.oneof(fc.constantFrom(...queryNames, 'page', 'x'), text.map(encodeLoose)), urlValue),
    { maxLength: 4 },
  );
  // A valid query with one value replaced, so a route that needs several right values is reached past its schema.
  const valid = VALID_QUERIES[route.path];
  const query = valid
    ? fc.oneof(
        randomQuery,
        fc
          .tuple(fc.nat(valid.length - 1), urlValue, fc.boolean())
          .map(([i, value, replace]) =>
            valid.map(([k, v], j) => [k, i === j && replace ? value : v] as [string, string]),
          ),
      )
    : randomQuery;
  return fc
    .record({
      params: fc.tuple(...names.map(() => param)),
      query,
      slash: fc.constantFrom('', '/', '//'),
      bareQuery: fc.constantFrom('', '?', '?&', '?=', '?a', '?a[b]=1'),
    })
    .map(({ params, query: pairs, slash, bareQuery }) => {
      let path = route.path;
      names.forEach((name, i) => (path = path.replace(`{${name}}`, params[i]!)));
      const search = pairs.map(([k, v]) => `${k}=${v}`).join('&');
      return `${path}${slash}${search ? `?${search}` : bareQuery}`;
    });
}

// ---------------------------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------------------------

/** A valid body per route, to mutate. Placeholders are filled in when the request is sent. */
function examples(route: Route): unknown[] {
  const key = `${route.method} ${route.path}`;
  const transfer = {
    id: 777,
    gateway: 'MBBank',
    transactionDate: '2026-11-22 10:15:00',
    accountNumber: '0123456789',
    code: null,
    content: 'ORDER_CONTENT',
    transferType: 'in',
    transferAmount: 10_000,
    accumulated: 19_077_000,
    subAccount: null,
    referenceCode: 'FT1',
    description: 'BankAPINotify ORDER_CONTENT',
  };
  const bodies: Record<string, unknown[]> = {
    'POST /api/register': [
      { email: 'EMAIL', first_name: 'Nguyễn Văn An', last_name: '', password: PASSWORD, password2: PASSWORD },
      { username: 'an', email: 'EMAIL', first_name: 'An', phone_number: '0909 123 456', password: PASSWORD },
    ],
    'POST /api/token': [
      { email: 'SHOPPER', password: PASSWORD },
      { username: 'SHOPPER', password: 'sai' },
    ],
    'POST /api/token/refresh': [{ refresh: 'REFRESH' }],
    'POST /api/password-reset': [{ email: 'SHOPPER' }],
    'POST /api/password-reset/confirm': [
      { uid: 'MQ', token: 'abc-def', new_password: 'matkhau1234', confirm_password: 'matkhau1234' },
    ],
    'PATCH /api/users/me': [
      {
        first_name: 'An',
        last_name: 'Lê',
        phone_number: '0909123456',
        shipping_address: '12 Lê Lợi',
        ...ADDRESSES.near,
      },
    ],
    'POST /api/users/change-password': [
      { current_password: PASSWORD, new_password: PASSWORD, confirm_password: PASSWORD },
    ],
    'POST /api/shipping/calculate-fee': [
      { destination_address: '12 Lê Lợi', ...ADDRESSES.near, order_total: 350_000 },
      { ...ADDRESSES.hanoi, order_total: '1000000', city_code: '1', district_code: '1', ward_code: '1' },
    ],
    'POST /api/orders': [
      orderBody({ items: [{ product: 'PRODUCT', variant: null, quantity: 1 }] }),
      orderBody({
        items: [{ product: 'PRODUCT', variant: null, quantity: 2 }],
        payment_method: 'sepay',
        city_code: '79',
      }),
    ],
    'POST /api/orders/{id}/update_status': [{ status: 'cancelled' }],
    'POST /api/password-retrieval': [{ email: 'SHOPPER', password: PASSWORD }],
    'POST /api/orders/{id}/payos-payment': [{}, { returnUrl: 'https://evil.example', amount: 1 }],
    'POST /api/webhooks/sepay': [transfer],
    'POST /api/webhooks/payos': [
      {
        code: '00',
        desc: 'success',
        success: true,
        data: {
          orderCode: 'ORDER_CODE',
          amount: 10_000,
          description: 'ORDER_CONTENT',
          reference: 'FT1',
          paymentLinkId: 'p1',
          code: '00',
          desc: 'ok',
        },
        signature: 'SIGN',
      },
    ],
    'PATCH /api/admin/orders/{id}': [{ staff_note: 'Gọi trước khi giao' }],
    'POST /api/admin/orders/{id}/transition': [
      { status: 'accounting_processing', note: '' },
      { status: 'shipped', tracking_number: 'GHN123', shipping_company: 'GHN' },
      { status: 'cancelled', note: 'Khách đổi ý' },
    ],
    'POST /api/admin/orders/bulk-transition': [
      { ids: ['ORDER0', 'ORDER1', 'ORDER2'], status: 'accounting_processing' },
      { ids: ['ORDER1'], status: 'cancelled', note: 'Hết hàng' },
    ],
    'POST /api/admin/orders/{id}/mark-paid': [{ note: 'Đã thu tiền mặt' }],
    'POST /api/admin/orders/{id}/refund': [{ note: 'Đã hoàn qua chuyển khoản', amount: 10_000 }],
    'POST /api/admin/products': [
      {
        name: 'Trà đen fuzz',
        category: 'CATEGORY',
        price: 85_000,
        discount_price: 79_000,
        stock: 3,
        weight: 0.5,
        description: '**Thơm**\n1. Xuất xứ: Việt Nam',
        variants: [{ name: 'Gói 500g', sku: 'FUZZ-500', price: 85_000, stock: 2 }],
      },
    ],
    'PATCH /api/admin/products/{id}': [
      { name: 'Trà ô long', price: 120_000, discount_price: null, slug: '' },
      { variants: [{ name: 'Hộp', sku: 'FUZZ-HOP', price: 50_000, stock: 1 }], is_active: false },
    ],
    'POST /api/admin/products/{id}/stock': [
      { delta: 5, reason: 'received', note: 'PN-1' },
      { delta: -200, reason: 'damaged' },
      { delta: 1, reason: 'correction', variant: 'PRODUCT' },
    ],
    'POST /api/admin/categories': [{ name: 'Danh mục fuzz', parent: 'CATEGORY', is_hidden: true }],
    'POST /api/admin/promotions': [
      {
        code: 'fuzz10',
        value: 10,
        is_percentage: true,
        max_discount: 50_000,
        usage_limit: 5,
        starts_at: '2026-01-01T00:00:00+07:00',
        ends_at: '2027-01-01T00:00:00+07:00',
      },
    ],
    'PATCH /api/admin/promotions/{id}': [
      { value: 20_000, is_percentage: false, max_discount: null },
      { code: 'GIAM10', ends_at: '2020-01-01T00:00:00Z' },
    ],
    'PATCH /api/admin/categories/{id}': [{ name: 'Đổi tên', slug: '', is_hidden: false }],
    'POST /api/admin/categories/{id}/move': [
      { parent: null, position: 0 },
      { parent: 'CATEGORY', position: 3 },
    ],
    'POST /api/admin/staff': [{ email: 'EMAIL', password: PASSWORD, first_name: 'Lê Hoa', role: 'staff' }],
    'PATCH /api/admin/staff/{id}': [{ first_name: 'Đổi tên', last_name: '', is_active: true }],
  };
  return bodies[key] ?? [];
}

let registered = 0;
/** Placeholders in an example body become the test's real values; a PayOS body is signed after mutation. */
function fill(value: unknown): unknown {
  const replace = (v: unknown): unknown => {
    if (typeof v === 'string') {
      if (v === 'PRODUCT') return shop.products.oolong.id;
      if (v === 'CATEGORY') return shop.products.oolong.categoryId;
      if (v === 'ORDER_CODE') return orderIds[2];
      if (v === 'ORDER0' || v === 'ORDER1' || v === 'ORDER2') return orderIds[Number(v.slice(5))];
      if (v === 'SHOPPER') return shopper.email;
      if (v === 'REFRESH') return shopper.tokens.refresh;
      if (v === 'EMAIL') return `fuzz-${++registered}@example.com`;
      return v.replaceAll('ORDER_CONTENT', `DH${orderIds[1]}`);
    }
    if (Array.isArray(v)) return v.map(replace);
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, replace(x)]));
    return v;
  };
  const filled = replace(value) as { data?: unknown; signature?: unknown } | null;
  if (
    filled &&
    typeof filled === 'object' &&
    filled.signature === 'SIGN' &&
    filled.data &&
    typeof filled.data === 'object'
  ) {
    filled.signature = payosSignature(filled.data as Record<string, unknown>, PAYOS.checksumKey);
  }
  return filled;
}

function payloadFor(route: Route): fc.Arbitrary<Payload | undefined> {
  const schema = route.op.requestBody?.content['application/json']?.schema;
  const options: fc.WeightedArbitrary<Payload | undefined>[] = [
    { weight: 1, arbitrary: fc.constant(undefined) },
    { weight: 2, arbitrary: rawPayload },
    { weight: 1, arbitrary: junk.map(asJson) },
  ];
  if (schema) options.push({ weight: 5, arbitrary: fromSchema(schema).map(asJson) });
  for (const example of examples(route)) {
    options.push({ weight: 6, arbitrary: mutated(example).map(asJson) });
    // The raw text with a bad character where the JSON has none (no escape): what a route reading text gets.
    const text = JSON.stringify(example);
    const spliced = fc
      .tuple(fc.nat(text.length), fc.constantFrom(...BAD_CHARACTERS))
      .map(([at, bad]) => ({ contentType: 'application/json', body: text.slice(0, at) + bad + text.slice(at) }));
    options.push({ weight: 1, arbitrary: spliced });
  }
  return fc.oneof(...options);
}

type Auth = 'none' | 'credential' | 'garbage' | 'sepay-key' | 'custom';
const authHeader: fc.Arbitrary<{ auth: Auth; value?: string }> = fc.oneof(
  { weight: 2, arbitrary: fc.constant({ auth: 'none' as const }) },
  { weight: 5, arbitrary: fc.constant({ auth: 'credential' as const }) },
  { weight: 1, arbitrary: fc.constant({ auth: 'sepay-key' as const }) },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom(
        'Bearer',
        'Bearer ',
        'Bearer a.b.c',
        'Bearer \u0000',
        'Bearer \ud800',
        'Basic eDp5',
        'Apikey',
        'Apikey \u0000',
      )
      .map((value) => ({ auth: 'garbage' as const, value })),
  },
  { weight: 1, arbitrary: text.map((value) => ({ auth: 'custom' as const, value: `Bearer ${value}` })) },
);

interface FuzzRequest {
  method: string;
  url: string;
  auth: { auth: Auth; value?: string };
  payload?: Payload;
  acceptEncoding?: string;
}

function requestFor(route: Route): fc.Arbitrary<FuzzRequest> {
  return fc.record(
    {
      method: fc.constant(route.method),
      url: urlFor(route),
      auth: authHeader,
      payload: payloadFor(route),
      acceptEncoding: fc.constantFrom('gzip, br', 'identity', '*;q=0', 'x\u0000'),
    },
    { requiredKeys: ['method', 'url', 'auth'] },
  );
}

async function send(req: FuzzRequest, signedIn: SignedUp = shopper) {
  const headers: Record<string, string> = {};
  if (req.auth.auth === 'credential') {
    // The route's own credential: SePay's key on its webhook, else the signed-in account's token.
    const sepay = req.url.startsWith('/api/webhooks/sepay');
    headers.authorization = sepay ? `Apikey ${SEPAY_KEY}` : `Bearer ${signedIn.tokens.access}`;
  } else if (req.auth.auth === 'sepay-key') headers.authorization = `Apikey ${SEPAY_KEY}`;
  else if (req.auth.value !== undefined) headers.authorization = req.auth.value;
  if (req.acceptEncoding) headers['accept-encoding'] = req.acceptEncoding;
  let body: string | undefined;
  if (req.payload) {
    if (req.payload.contentType !== undefined) headers['content-type'] = req.payload.contentType;
    // Example placeholders are filled in only now, when beforeAll has made the shop.
    const big = Object.hasOwn(BIG_BODIES, req.payload.body) ? BIG_BODIES[req.payload.body] : undefined;
    body = big ? big() : fillJsonText(req.payload.body);
  }
  return t.app.inject({
    method: req.method as 'GET',
    url: realIds(req.url),
    headers,
    remoteAddress: freshIp(),
    ...(body === undefined ? {} : { payload: body }),
  });
}

function fillJsonText(body: string): string {
  try {
    return JSON.stringify(fill(JSON.parse(body)));
  } catch {
    return body;
  }
}

describe('every route of the API document', () => {
  it('has the routes this fuzz expects to reach', () => {
    const keys = routes.map((r) => `${r.method} ${r.path}`);
    for (const key of [
      'POST /api/orders',
      'PATCH /api/users/me',
      'POST /api/webhooks/sepay',
      'POST /api/webhooks/payos',
      'GET /api/admin/orders',
      'POST /api/admin/orders/{id}/transition',
      'POST /api/admin/orders/bulk-transition',
      'GET /api/admin/products',
      'PATCH /api/admin/products/{id}',
      'POST /api/admin/products/{id}/stock',
      'POST /api/admin/products/import',
      'POST /api/admin/categories/{id}/move',
    ]) {
      expect(keys).toContain(key);
    }
  });

  it.each(routes.map((r) => [`${r.method} ${r.path}`, r] as const))(
    '%s answers no 5xx',
    async (key, route) => {
      // A changed password revokes the account's tokens: that route gets an account of its own. The back office
      // is signed in as an admin, so its bodies get past the role check.
      const signedIn =
        route.path === '/api/users/change-password'
          ? await signUp(t.app, { password: PASSWORD })
          : route.path.startsWith('/api/admin/')
            ? admin
            : shopper;
      await fc.assert(
        fc.asyncProperty(requestFor(route), async (req) => {
          const res = await send(req, signedIn);
          const counts = stats.get(key) ?? stats.set(key, new Map()).get(key)!;
          counts.set(res.statusCode, (counts.get(res.statusCode) ?? 0) + 1);
          expect(res.statusCode, `${res.statusCode} ${res.body.slice(0, 500)}`).toBeLessThan(500);
        }),
        { numRuns: RUNS, ...(SEED === undefined ? {} : { seed: SEED }) },
      );
    },
    TIMEOUT_MS,
  );

  it(
    'answers no 5xx to any other path',
    async () => {
      const anyPath = fc
        .tuple(
          fc.constantFrom('/api/', '/', '/products/', '/media/', '/api/orders/'),
          fc.array(urlValue, { maxLength: 3 }),
        )
        .map(([prefix, parts]) => prefix + parts.join('/'));
      await fc.assert(
        fc.asyncProperty(
          anyPath,
          fc.constantFrom('GET', 'POST', 'PATCH', 'DELETE', 'PUT', 'HEAD', 'OPTIONS'),
          async (url, method) => {
            const res = await send({ method, url, auth: { auth: 'none' } });
            expect(res.statusCode, `${res.statusCode} ${res.body.slice(0, 500)}`).toBeLessThan(500);
          },
        ),
        { numRuns: RUNS * 3, ...(SEED === undefined ? {} : { seed: SEED }) },
      );
    },
    TIMEOUT_MS,
  );
});
