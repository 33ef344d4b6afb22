import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_SEPAY_API_KEY } from '../shop-env';

/** Steps several specs share: a fresh e-mail, a product to buy, a signed-in shopper. */

/** A product as `GET /api/products/` lists it (the fields the specs read). */
export type Product = {
  id: number;
  name: string;
  price: number;
  discount_price: number | null;
  stock: number;
  variants: unknown[];
  max_quantities_in_cart: number | null;
};

/** An e-mail no other test uses: both projects run every test against one server. */
export function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** A product without variants with stock to spare. */
export async function plainProduct(request: APIRequestContext): Promise<Product> {
  const res = await request.get('/api/products/?page_size=100');
  expect(res.ok()).toBe(true);
  const products = ((await res.json()) as { results: Product[] }).results;
  const product = products.find((p) => p.variants.length === 0 && p.stock > 5);
  if (!product) throw new Error('no plain product in stock');
  return product;
}

/**
 * Signs a shopper up and in through the API and hands the tokens to the page (spec 1 §3: local storage); answers
 * the access token for API calls made on the shopper's behalf.
 */
export async function signInAs(page: Page, request: APIRequestContext, email: string, password: string) {
  const reg = await request.post('/api/register/', {
    data: { email, password, first_name: 'Trần Thị Mua', last_name: '', phone_number: '0912345678' },
  });
  expect(reg.ok()).toBe(true);
  const res = await request.post('/api/token/', { data: { email, password } });
  expect(res.ok()).toBe(true);
  const tokens = (await res.json()) as { access: string; refresh: string };
  await page.goto('/');
  await page.evaluate(({ access, refresh }) => {
    localStorage.setItem('accessToken', access);
    localStorage.setItem('refreshToken', refresh);
  }, tokens);
  return tokens.access;
}

/** A new shopper, signed in: see signInAs. */
export function signInNewShopper(page: Page, request: APIRequestContext, tag: string): Promise<string> {
  return signInAs(page, request, uniqueEmail(tag), 'matkhau123');
}

export type PlacedOrder = { id: number; final_total: number; status: string; payment_expires_at: string | null };

/** An order of one plain product placed through the API as checkout places it, delivered in District 1. */
export async function placeOrderByApi(
  request: APIRequestContext,
  access: string,
  method: 'cash' | 'sepay' | 'payos',
): Promise<PlacedOrder> {
  const product = await plainProduct(request);
  const res = await request.post('/api/orders/', {
    headers: { authorization: `Bearer ${access}` },
    data: {
      items: [{ product: product.id, variant: null, quantity: 1 }],
      shipping_address: '12 Nguyễn Huệ',
      phone_number: '0912345678',
      email: uniqueEmail('order'),
      city: 'Thành phố Hồ Chí Minh',
      district: 'Quận 1',
      ward: 'Phường Bến Nghé',
      payment_method: method,
    },
  });
  expect(res.status()).toBe(201);
  const order = (await res.json()) as PlacedOrder;
  expect(order.final_total).toBeGreaterThan(0);
  return order;
}

/** vi-VN dong as the screen writes it ('150.000 ₫', with Intl's non-breaking space). */
export function vnd(amount: number): string {
  return new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND', maximumFractionDigits: 0 }).format(
    amount,
  );
}

/** SePay transaction ids are unique: both projects run every test against one server. */
function transactionId(): number {
  return Date.now() * 1000 + Math.floor(Math.random() * 1000);
}

/** SePay's webhook for an incoming transfer naming the order (its content, as banks rewrite it). */
export async function postSepayTransfer(request: APIRequestContext, orderId: number, amount: number) {
  const res = await request.post('/api/webhooks/sepay', {
    headers: { authorization: `Apikey ${E2E_SEPAY_API_KEY}` },
    data: {
      id: transactionId(),
      gateway: 'MBBank',
      transactionDate: '2026-11-22 10:00:00',
      accountNumber: '0123456789',
      code: null,
      content: `MBVCB.123456.DH${orderId} chuyen tien`,
      transferType: 'in',
      transferAmount: amount,
      accumulated: 0,
      subAccount: null,
      referenceCode: `FT${Date.now()}`,
      description: `BankAPINotify MBVCB.123456.DH${orderId} chuyen tien`,
    },
  });
  expect(res.ok()).toBe(true);
  expect(await res.json()).toEqual({ success: true });
}

export const HCMC = 'Thành phố Hồ Chí Minh';

/** Adds the product to the cart from its page. */
export async function addFromProductPage(page: Page, product: Product) {
  await page.goto(`/products/${product.id}`);
  await page.getByRole('button', { name: 'Thêm vào giỏ hàng' }).click();
  await expect(page.getByText('Đã thêm sản phẩm vào giỏ hàng!')).toBeVisible();
}

/** Picks HCMC and its first district and ward in checkout's selectors, and waits for the fee. */
export async function pickHcmcAddress(page: Page) {
  await page.getByRole('combobox', { name: /^Tỉnh\/Thành phố/ }).selectOption({ label: HCMC });
  const district = page.getByRole('combobox', { name: /^Quận\/Huyện/ });
  await expect(district).toBeEnabled();
  await expect(district.locator('option')).not.toHaveCount(1);
  await district.selectOption({ index: 1 });
  const ward = page.getByRole('combobox', { name: /^Phường\/Xã/ });
  await expect(ward).toBeEnabled();
  await expect(ward.locator('option')).not.toHaveCount(1);
  await ward.selectOption({ index: 1 });
  await feeKnown(page);
}

/** The shipping line has its answer (spec 2 §2: recalculated 500 ms after the address changes). */
export async function feeKnown(page: Page) {
  await expect(page.getByText('Nhập địa chỉ để tính phí')).toBeHidden();
  await expect(page.getByText('Đang tính phí...')).toBeHidden();
}

/**
 * Opens `path` by a navigation inside the app, after a page that shows no catalogue data: the browser then makes the
 * page's API calls itself, where a test can steer them with `page.route`. (A page loaded from the address bar comes
 * rendered by the server with its data in it, DESIGN §9: the browser asks nothing.)
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.goto('/chinh-sach-bao-mat');
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await page.evaluate((to) => {
    history.pushState(history.state, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, path);
}
