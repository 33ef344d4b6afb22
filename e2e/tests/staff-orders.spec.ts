/// <reference lib="dom" />
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signInAdminByApi, staffToken, watchConsole } from './admin-helpers';
import { type Product, placeOrderByApi, signInNewShopper, vnd } from './shop-helpers';

/**
 * Orders from every channel (DESIGN §12): a phone order typed in the back office from the keyboard alone, at a
 * person's typing speed, in under a minute; an order edited to add a line, and the shopper seeing the new total.
 */

const tag = '@desktop-only';
/** A quick but human typist: 200 ms a key (about 60 words a minute). */
const KEY_MS = 200;

/** Plain products in stock, with names that differ in their first 12 characters. */
async function distinctProducts(request: APIRequestContext, n: number): Promise<Product[]> {
  const res = await request.get('/api/products/?page_size=100');
  const all = ((await res.json()) as { results: Product[] }).results;
  const picked: Product[] = [];
  for (const p of all) {
    if (p.variants.length || p.stock < 10) continue;
    if (picked.some((q) => q.name.slice(0, 12) === p.name.slice(0, 12))) continue;
    picked.push(p);
    if (picked.length === n) return picked;
  }
  throw new Error(`fewer than ${n} plain products in stock`);
}

/** Types the first letters of the product's name, arrows down to it once the search has answered, Enter adds it. */
async function addByKeyboard(page: Page, product: Product) {
  const prefix = product.name.slice(0, 12).trim();
  await page.keyboard.type(prefix, { delay: KEY_MS });
  // The box is busy until the search of what was typed has answered.
  await expect(page.getByRole('combobox', { name: 'Thêm sản phẩm' })).not.toHaveAttribute('aria-busy', 'true');
  const options = page.getByRole('listbox', { name: 'Sản phẩm phù hợp' }).getByRole('option');
  await expect(options.filter({ hasText: product.name }).first()).toBeVisible();
  const index = (await options.allTextContents()).findIndex((t) => t.startsWith(product.name));
  for (let i = 0; i < index; i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
}

test('a phone order typed from the keyboard alone, in under a minute', { tag }, async ({ page, request }) => {
  // Typed at a person's speed: the minute it may take, and what surrounds it.
  test.setTimeout(120_000);
  const problems = await watchConsole(page);
  const products = await distinctProducts(request, 3);
  const phone = `09${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  await signInAdminByApi(page);
  await page.goto('/admin/orders/new');
  const phoneBox = page.getByRole('combobox', { name: 'Số điện thoại' });
  await expect(phoneBox).toBeFocused();

  const started = Date.now();
  const type = (text: string) => page.keyboard.type(text, { delay: KEY_MS });
  await type(phone);
  await page.keyboard.press('Tab');
  await type('Lê Thị Gọi Điện');
  await page.keyboard.press('Tab'); // e-mail: none
  await page.keyboard.press('Tab'); // channel: Điện thoại, the default
  await page.keyboard.press('Tab');
  await expect(page.getByRole('combobox', { name: 'Thêm sản phẩm' })).toBeFocused();
  for (const [i, product] of products.entries()) {
    await addByKeyboard(page, product);
    await expect(page.getByRole('spinbutton', { name: `Số lượng: ${product.name}` })).toBeFocused();
    await type(String(i + 1));
    if (i === 2) {
      // The last line at a price agreed on the phone: Tab to the price, Enter to its reason, Enter back.
      await page.keyboard.press('Tab');
      await type('50000');
      await page.keyboard.press('Enter');
      await expect(page.getByRole('textbox', { name: `Lý do đổi giá: ${product.name}` })).toBeFocused();
      await type('Khách sỉ');
    }
    await page.keyboard.press('Enter');
  }
  await page.keyboard.press('Tab'); // delivery: Giao hàng tận nơi, the default
  await page.keyboard.press('Tab');
  await type('25 Lê Lợi');
  await page.keyboard.press('Tab');
  await type('hcm');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('combobox', { name: 'Tỉnh/Thành phố' })).toHaveValue('Thành phố Hồ Chí Minh');
  await type('q1');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('combobox', { name: 'Quận/Huyện' })).toHaveValue('Quận 1');
  await type('ben nghe');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('combobox', { name: 'Phường/Xã' })).toHaveValue('Phường Bến Nghé');
  await page.keyboard.press('Control+Enter');

  await expect(page).toHaveURL(/\/admin\/orders\/\d+$/);
  const heading = page.getByRole('heading', { level: 1, name: /^Đơn hàng #\d+$/ });
  await expect(heading).toBeVisible();
  const seconds = (Date.now() - started) / 1000;
  test.info().annotations.push({ type: 'phone order typed in', description: `${seconds.toFixed(1)} s` });
  console.log(`phone order typed in ${seconds.toFixed(1)} s`);
  expect(seconds).toBeLessThan(60);

  await expect(page.getByText('Kênh: Điện thoại')).toBeVisible();
  await expect(page.getByText('Giá riêng: Khách sỉ')).toBeVisible();
  const orderId = Number(/#(\d+)$/.exec((await heading.textContent()) ?? '')?.[1]);
  const staff = { authorization: `Bearer ${await staffToken(request)}` };
  const created = (await (await request.get(`/api/admin/orders/${orderId}/`, { headers: staff })).json()) as {
    source: string;
    items: { product: { id: number }; quantity: number; price: number }[];
  };
  expect(created.source).toBe('phone');
  expect(created.items.map((l) => [l.product.id, l.quantity])).toEqual(products.map((p, i) => [p.id, i + 1]));
  expect(created.items[2]!.price).toBe(50_000);

  // The new customer is in Khách hàng, found by the phone, with this order; staff keep a note and a tax code, and
  // disable the account.
  await page
    .getByRole('navigation', { name: 'Mục quản trị' })
    .getByRole('link', { name: 'Khách hàng', exact: true })
    .click();
  await page.getByRole('searchbox', { name: 'Tìm kiếm' }).fill(phone);
  await expect(page).toHaveURL(new RegExp(`search=%22${phone}%22|search=${phone}`));
  const rows = page.getByRole('table', { name: 'Danh sách khách hàng' }).getByRole('row');
  await expect(rows).toHaveCount(2);
  await rows.nth(1).getByRole('link', { name: 'Lê Thị Gọi Điện' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lê Thị Gọi Điện' })).toBeVisible();
  await expect(page.getByRole('link', { name: `#${orderId}` })).toBeVisible();
  await page.getByRole('textbox', { name: 'Ghi chú nội bộ' }).fill('Gọi trước khi giao');
  await page.getByRole('textbox', { name: 'Mã số thuế' }).fill('0312345678');
  await page.getByRole('button', { name: 'Lưu thông tin' }).click();
  await expect(page.getByText('Đã lưu thông tin khách hàng.')).toBeVisible();
  await page.getByRole('button', { name: 'Vô hiệu hóa tài khoản' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Vô hiệu hóa' }).click();
  await expect(page.getByText('Đã vô hiệu hóa', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Kích hoạt lại' })).toBeVisible();
  expect(problems).toEqual([]);
});

test(
  'an order edited to add a line (after another staff member saved first): the shopper sees the new total',
  { tag },
  async ({ page, context, request }) => {
    // The refused save is a 409 the browser logs: expected here.
    const problems = await watchConsole(page, [/status of 409/]);
    const shopper = await context.newPage();
    const access = await signInNewShopper(shopper, request, 'edited');
    const order = await placeOrderByApi(request, access, 'cash');
    const [, extra] = await distinctProducts(request, 2);

    await signInAdminByApi(page);
    await page.goto(`/admin/orders/${order.id}`);
    await page.getByRole('button', { name: 'Sửa đơn hàng' }).click();
    const addExtra = async () => {
      await page.getByRole('combobox', { name: 'Thêm sản phẩm' }).focus();
      await addByKeyboard(page, extra!);
      await expect(page.getByRole('spinbutton', { name: `Số lượng: ${extra!.name}` })).toBeFocused();
    };
    await addExtra();

    // Meanwhile another staff member changes the fee: this save is refused, the form reloads the order and says why.
    const staff = { authorization: `Bearer ${await staffToken(request)}` };
    const seen = (await (await request.get(`/api/admin/orders/${order.id}/`, { headers: staff })).json()) as {
      version: number;
    };
    const other = await request.patch(`/api/admin/orders/${order.id}/`, {
      headers: staff,
      data: { version: seen.version, shipping_fee: 20_000 },
    });
    expect(other.ok()).toBe(true);
    await page.getByRole('button', { name: 'Lưu thay đổi' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'vừa được người khác cập nhật' })).toBeVisible();
    await expect(page.getByRole('spinbutton', { name: 'Phí vận chuyển (đ)' })).toHaveValue('20000');
    await expect(page.getByRole('spinbutton', { name: `Số lượng: ${extra!.name}` })).toHaveCount(0);

    await addExtra();
    await page.getByRole('button', { name: 'Lưu thay đổi' }).click();
    await expect(page.getByText(new RegExp(`^Đã lưu đơn hàng #${order.id}\\. Tổng mới:`))).toBeVisible();

    const answer = await request.get(`/api/orders/${order.id}/`, { headers: { authorization: `Bearer ${access}` } });
    const now = (await answer.json()) as { final_total: number; items: unknown[] };
    expect(now.items).toHaveLength(2);
    expect(now.final_total).toBeGreaterThan(order.final_total);

    await shopper.goto(`/account/orders/${order.id}`);
    await expect(shopper.getByRole('main')).toContainText(extra!.name);
    const total = shopper.getByRole('region', { name: 'Sản phẩm' }).locator('dl > div').last();
    await expect(total).toContainText('Tổng cộng');
    await expect(total).toContainText(vnd(now.final_total));
    expect(problems).toEqual([]);
  },
);

test(
  'a café’s 12 packs by phone: past the cart limit, at its group’s price in the form and in the order',
  { tag },
  async ({ page, request }) => {
    const problems = await watchConsole(page);
    const headers = { authorization: `Bearer ${await staffToken(request)}` };
    const tag = Math.random().toString(36).slice(2, 8);
    const category = ((await (await request.get('/api/categories/')).json()) as { id: number }[])[0]!.id;
    const made = await request.post('/api/admin/products/', {
      headers,
      data: { name: `Kem béo ${tag}`, category, price: 89_000, stock: 60, unit: 'gói', max_quantities_in_cart: 10 },
    });
    expect(made.status()).toBe(201);
    const cream = (await made.json()) as Product;
    const group = (await (
      await request.post('/api/admin/customer-groups/', { headers, data: { name: `Quán ${tag}` } })
    ).json()) as { id: number };
    const tiers = await request.put(`/api/admin/products/${cream.id}/price-tiers/`, {
      headers,
      data: [{ variant: null, group: group.id, min_quantity: 10, price: 80_000 }],
    });
    expect(tiers.ok()).toBe(true);
    // The café is a customer already, in its group.
    const phone = `09${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const first = await request.post('/api/admin/orders/', {
      headers,
      data: {
        customer: { name: `Quán Mây ${tag}`, phone },
        items: [{ product: cream.id, variant: null, quantity: 1 }],
        source: 'store',
        payment_method: 'cash',
      },
    });
    expect(first.status()).toBe(201);
    const cafe = ((await first.json()) as { user_id: number }).user_id;
    expect((await request.patch(`/api/admin/customers/${cafe}/`, { headers, data: { group: group.id } })).ok()).toBe(
      true,
    );

    await signInAdminByApi(page);
    await page.goto('/admin/orders/new');
    await page.getByRole('combobox', { name: 'Số điện thoại' }).fill(phone);
    await page
      .getByRole('listbox', { name: 'Khách hàng có số điện thoại hoặc email này' })
      .getByRole('option')
      .first()
      .click();
    await expect(page.getByRole('textbox', { name: 'Tên khách hàng' })).toHaveValue(`Quán Mây ${tag}`);
    await page.getByRole('combobox', { name: 'Thêm sản phẩm' }).focus();
    await addByKeyboard(page, cream);
    const quantity = page.getByRole('spinbutton', { name: `Số lượng: ${cream.name}` });
    const totals = page.getByText('Tổng (trước voucher)').locator('..');
    await quantity.fill('');
    await expect(totals).toContainText('—');
    await quantity.fill('12');
    // The group's price, as the server will charge it; no shopper's cart-limit hint.
    await expect(page.getByText(/80\.000\s₫ \(giá thường 89\.000\s₫\)/)).toBeVisible();
    await expect(page.getByText(/960\.000\s₫/).first()).toBeVisible();
    await expect(page.getByText(/trong giỏ hàng/)).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Kênh bán' }).selectOption('store');
    await page.getByRole('button', { name: 'Tạo đơn' }).click();

    await expect(page).toHaveURL(/\/admin\/orders\/\d+$/);
    const orderId = Number(/(\d+)$/.exec(page.url())?.[1]);
    const order = (await (await request.get(`/api/admin/orders/${orderId}/`, { headers })).json()) as {
      total_price: number;
      items: { quantity: number; price: number }[];
    };
    expect(order.items.map((l) => [l.quantity, l.price])).toEqual([[12, 80_000]]);
    expect(order.total_price).toBe(960_000);
    expect(problems).toEqual([]);
  },
);
