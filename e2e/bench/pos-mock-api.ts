// A stand-in for the shop's API, for the till's benchmark (pos-scan.bench.ts) without a server: a staff session, one
// store with an open shift, and a catalogue of N products with barcodes answered from memory — `?barcode=` exactly,
// `?search=` by name — so what is timed is the till's own work (the request through the browser, parsing, React).
import type { Page, Route } from '@playwright/test';

export interface MockProduct {
  id: number;
  name: string;
  barcode: string;
  price: number;
}

/** EAN-13-like codes: 893 (Vietnam), the product's number, a check digit. */
export function barcodeOf(id: number): string {
  const body = `893${String(id).padStart(9, '0')}`;
  const sum = [...body].reduce((n, d, i) => n + Number(d) * (i % 2 ? 3 : 1), 0);
  return body + ((10 - (sum % 10)) % 10);
}

export function mockCatalogue(count: number): MockProduct[] {
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    name: `Sản phẩm thử ${i + 1} ${['Trà', 'Bột sữa', 'Trân châu', 'Siro', 'Ly nhựa'][i % 5]}`,
    barcode: barcodeOf(i + 1),
    price: 10_000 + ((i * 7_919) % 300) * 1_000,
  }));
}

const NOW = new Date('2026-03-01T08:00:00+07:00').toISOString();

function row(p: MockProduct, matched = false) {
  return {
    id: p.id,
    name: p.name,
    slug: `san-pham-${p.id}`,
    image_url: '',
    image_alts: {},
    price: p.price,
    discount_price: null,
    stock: 50,
    is_active: true,
    category: 1,
    category_name: 'Nguyên liệu',
    specifications: '',
    unit: 'gói',
    weight: 0.5,
    variants: [],
    total_quantity_sold: 0,
    created_at: NOW,
    max_quantities_in_cart: null,
    is_featured: false,
    updated_at: NOW,
    total_stock: 50,
    low_stock: false,
    barcode: p.barcode,
    ...(matched ? { matched_variant: null } : {}),
  };
}

const page = <T>(results: T[]) => ({ count: results.length, next: null, previous: null, results });

const store = {
  id: 2,
  name: 'Cửa hàng Quận 1',
  kind: 'store',
  holds_stock: true,
  sells_online: false,
  pickup: true,
  status: 'active',
  address: '25 Lê Lợi, Phường Bến Nghé, Quận 1, Thành phố Hồ Chí Minh',
  phone: '0281234567',
};

const shift = {
  id: 7,
  location: 2,
  location_name: store.name,
  opened_by: 'staff@bench.test',
  opened_at: NOW,
  opening_cash: 500_000,
  closed_by: null,
  closed_at: null,
  sales_count: 0,
  sales_total: 0,
  sales_by_method: { cash: 0, transfer: 0, card: 0 },
  expected_cash: 500_000,
  counted_cash: null,
  difference: null,
};

const user = {
  id: 1,
  username: 'staff',
  email: 'staff@bench.test',
  first_name: '',
  last_name: '',
  phone_number: '',
  shipping_address: '',
  city: '',
  district: '',
  ward: '',
  role: 'staff',
  zalo_notifications: false,
};

/** Answers the till's calls from memory; anything else is a 404 (as a server without it would answer). */
export async function mockPosApi(target: Page, products: MockProduct[]) {
  const byCode = new Map(products.map((p) => [p.barcode, p]));
  let orderId = 1000;
  const json = (route: Route, body: unknown, status = 200) =>
    route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
  await target.context().addCookies([{ name: 'staff_session', value: '1', url: target.url() || 'http://127.0.0.1' }]);
  await target.route('**/api/**', async (route) => {
    const url = new URL(route.request().url());
    const path = url.pathname;
    const q = url.searchParams;
    if (path === '/api/admin/token/refresh/') return json(route, { access: 'bench-token' });
    if (path === '/api/users/me/') return json(route, user);
    if (path === '/api/config') {
      return json(route, { shop_name: 'Trà Sữa Nguyên Liệu', tax_rate: null, payment_methods: [], hotline: '' });
    }
    if (path === '/api/admin/locations/') return json(route, { results: [store] });
    if (path === '/api/admin/pos/shifts/') return json(route, { results: [shift] });
    if (/^\/api\/admin\/products\/\d+\/price-tiers\/$/.test(path)) return json(route, []);
    const detail = /^\/api\/admin\/products\/(\d+)\/$/.exec(path);
    const product = detail && products[Number(detail[1]) - 1];
    if (product) return json(route, row(product));
    if (path === '/api/admin/products/') {
      const code = q.get('barcode');
      if (code !== null) {
        const hit = byCode.get(code);
        return json(route, page(hit ? [row(hit, true)] : []));
      }
      const search = (q.get('search') ?? '').toLowerCase();
      return json(
        route,
        page(
          products
            .filter((p) => p.name.toLowerCase().includes(search))
            .slice(0, 20)
            .map((p) => row(p)),
        ),
      );
    }
    if (path === '/api/admin/pos/sales/' && route.request().method() === 'POST') {
      return json(route, saleAnswer(++orderId, route.request().postDataJSON() as SaleBody, products), 201);
    }
    return json(route, { detail: 'Không tìm thấy.' }, 404);
  });
}

interface SaleBody {
  client_sale_id: string;
  items: { product: number; variant: number | null; quantity: number }[];
  payments: { method: string; amount: number }[];
  cash_received: number | null;
}

/** A recorded sale as the server answers it (the till's receipt reads it), priced from the catalogue. */
function saleAnswer(id: number, body: SaleBody, products: MockProduct[]) {
  const items = body.items.map((i, n) => {
    const p = products[i.product - 1]!;
    return {
      id: id * 100 + n,
      product: { id: p.id, name: p.name },
      variant: null,
      product_name: p.name,
      variant_name: null,
      quantity: i.quantity,
      price: p.price,
      total_price: p.price * i.quantity,
    };
  });
  const total = items.reduce((n, i) => n + i.total_price, 0);
  const cash = body.payments.find((p) => p.method === 'cash')?.amount ?? 0;
  return {
    order: {
      id,
      created_at: new Date().toISOString(),
      items,
      total_price: total,
      shipping_fee: 0,
      discount: 0,
      final_total: total,
    },
    client_sale_id: body.client_sale_id,
    shift: shift.id,
    location: store.id,
    location_name: store.name,
    location_address: store.address,
    location_phone: store.phone,
    payments: body.payments.map((p) => ({ ...p, confirmed: p.method !== 'transfer' })),
    cash_received: body.cash_received,
    change: body.cash_received === null ? 0 : body.cash_received - cash,
    stock_short: false,
    transfer_qr_url: null,
    staff: user.email,
  };
}
