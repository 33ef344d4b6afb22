/// <reference lib="dom" />
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signInAdminByApi, staffToken, watchConsole } from './admin-helpers';
import { type Product, uniqueEmail } from './shop-helpers';

/**
 * The counter (DESIGN §15), `/admin/pos`: a staff member picks the store, opens a shift with a float, sells from
 * the keyboard (scan, scan, search, Enter to pay, the cash received, Enter: the change), prints the receipt and
 * closes the shift with its report; a sale made offline waits on the device and is recorded once when the
 * connection returns; transfer shows its VietQR and staff confirm it; two methods split a total.
 */

const tag = '@desktop-only';
/** A USB scanner types a code in a few milliseconds a key, then Enter. */
const SCAN_KEY_MS = 5;

type Location = { id: number; name: string; kind: string; status: string };
type Shift = { id: number; location: number; closed_at: string | null; sales_count: number } & Record<string, unknown>;

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const digits = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

/** Plain active products with stock (the public list), `n` of them with names that differ early. */
async function plainProducts(request: APIRequestContext, n: number): Promise<Product[]> {
  const res = await request.get('/api/products/?page_size=100');
  const all = ((await res.json()) as { results: Product[] }).results;
  const picked: Product[] = [];
  for (const p of all) {
    if (p.variants.length || p.stock < 5 || picked.some((q) => q.name.slice(0, 12) === p.name.slice(0, 12))) continue;
    picked.push(p);
    if (picked.length === n) return picked;
  }
  throw new Error(`fewer than ${n} plain products in stock`);
}

/** Gives the product a barcode no other test uses (products carry `barcode`, unique across products and variants). */
async function giveBarcode(request: APIRequestContext, token: string, product: Product): Promise<string> {
  const code = `20${Date.now()}${Math.floor(Math.random() * 10)}`.slice(0, 16);
  const res = await request.patch(`/api/admin/products/${product.id}/`, {
    headers: auth(token),
    data: { barcode: code },
  });
  expect(res.ok(), `PATCH barcode: ${res.status()} ${await res.text()}`).toBe(true);
  return code;
}

/** A store that sells at the counter, with no shift open (one left open by an earlier run is closed first). */
async function storeWithoutShift(request: APIRequestContext, token: string, skip = 0): Promise<Location> {
  const res = await request.get('/api/admin/locations/', { headers: auth(token) });
  expect(res.ok()).toBe(true);
  const stores = ((await res.json()) as Location[]).filter((l) => l.kind === 'store' && l.status !== 'closed');
  const store = stores[skip % stores.length];
  if (!store) throw new Error('the demo has no store');
  const shifts = await request.get(`/api/admin/pos/shifts/?location=${store.id}&open=true`, { headers: auth(token) });
  for (const s of ((await shifts.json()) as { results: Shift[] }).results) {
    if (s.closed_at !== null || s.location !== store.id) continue;
    const closed = await request.post(`/api/admin/pos/shifts/${s.id}/close/`, {
      headers: auth(token),
      data: { counted_cash: 0 },
    });
    expect(closed.ok()).toBe(true);
  }
  return store;
}

async function openShiftByApi(request: APIRequestContext, token: string, location: number): Promise<Shift> {
  const res = await request.post('/api/admin/pos/shifts/', {
    headers: auth(token),
    data: { location, opening_cash: 0 },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as Shift;
}

/** Opens the till in the store (picked on this device, which then remembers it). */
async function openTill(page: Page, store: Location) {
  await page.goto('/admin/pos');
  await page.getByRole('button', { name: new RegExp(`^${escapeRe(store.name)}(\\s|$)`) }).click();
}

const scanBox = (page: Page) => page.getByRole('combobox', { name: 'Quét mã vạch hoặc tìm sản phẩm' });
const quantity = (page: Page, p: Product) => page.getByRole('spinbutton', { name: `Số lượng: ${p.name}` });

async function scan(page: Page, code: string) {
  await expect(scanBox(page)).toBeFocused();
  await page.keyboard.type(code, { delay: SCAN_KEY_MS });
  await page.keyboard.press('Enter');
}

/** The sale's total once the till shows one (a scan adds its line a moment after Enter). */
async function shownTotal(page: Page): Promise<number> {
  await expect(page.getByTestId('pos-total')).not.toHaveText(/^\D*0\D*$/);
  return digits(await page.getByTestId('pos-total').textContent());
}

test(
  'a counter sale from the keyboard, its receipt, and the shift closed with its report',
  { tag },
  async ({ page, request }) => {
    const problems = await watchConsole(page);
    const admin = await staffToken(request);
    const [a, b, c] = await plainProducts(request, 3);
    const codeA = await giveBarcode(request, admin, a!);
    const codeB = await giveBarcode(request, admin, b!);
    const store = await storeWithoutShift(request, admin, 0);
    // A staff member (not an admin) sells: the till is theirs.
    const staff = { email: uniqueEmail('till'), password: 'till-password-2026' };
    const made = await request.post('/api/admin/staff/', { headers: auth(admin), data: { ...staff, role: 'staff' } });
    expect(made.status()).toBe(201);
    await signInAdminByApi(page, request, staff);
    await page.goto('/admin/');
    await page.getByRole('navigation', { name: 'Mục quản trị' }).getByRole('link', { name: 'Bán tại quầy' }).click();
    await page.getByRole('button', { name: new RegExp(`^${escapeRe(store.name)}(\\s|$)`) }).click();

    await page.getByLabel('Tiền đầu ca (tiền lẻ trong két)').fill('500.000');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: `Bán tại quầy: ${store.name}` })).toBeVisible();

    await scan(page, codeA);
    await expect(quantity(page, a!)).toHaveValue('1');
    await scan(page, codeA);
    await expect(quantity(page, a!)).toHaveValue('2');
    await scan(page, codeB);
    await expect(quantity(page, b!)).toHaveValue('1');
    // A name typed by hand: the matches list, the arrows, Enter.
    await page.keyboard.type(c!.name.slice(0, 12), { delay: 50 });
    // Busy until the matches shown are those of what was typed.
    await expect(scanBox(page)).not.toHaveAttribute('aria-busy', 'true');
    const options = page.getByRole('listbox', { name: 'Sản phẩm phù hợp' }).getByRole('option');
    await expect(options.filter({ hasText: c!.name }).first()).toBeVisible();
    const index = (await options.allTextContents()).findIndex((t) => t.startsWith(c!.name));
    for (let i = 0; i < index; i++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(quantity(page, c!)).toHaveValue('1');

    const total = await shownTotal(page);
    expect(total).toBeGreaterThan(0);
    // Enter in the empty scan box pays; the cursor waits in "Khách đưa".
    await page.keyboard.press('Enter');
    await expect(page.getByRole('form', { name: 'Thanh toán' })).toBeVisible();
    await expect(page.getByLabel('Khách đưa', { exact: true })).toBeFocused();
    const received = Math.ceil(total / 100_000) * 100_000 + 100_000;
    await page.keyboard.type(String(received));
    await page.keyboard.press('Enter');
    const recorded = page.getByRole('status').filter({ hasText: /^Đã ghi đơn #\d+$/ });
    await expect(recorded).toBeVisible();
    expect(digits(await page.getByTestId('pos-change').textContent())).toBe(received - total);
    const orderId = digits(await recorded.textContent());
    // The next sale is ready: the scan box has the cursor.
    await expect(scanBox(page)).toBeFocused();

    const sale = await (await request.get(`/api/admin/pos/sales/${orderId}/`, { headers: auth(admin) })).json();
    expect(sale).toMatchObject({
      location: store.id,
      payments: [{ method: 'cash', amount: total, confirmed: true }],
      cash_received: received,
      change: received - total,
    });
    expect(sale.order.final_total).toBe(total);
    const order = await (await request.get(`/api/admin/orders/${orderId}/`, { headers: auth(admin) })).json();
    expect(order).toMatchObject({ source: 'store', status: 'delivered' });

    // The receipt: an 80 mm page printed from the browser.
    await page.getByRole('link', { name: 'In hóa đơn' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/pos/receipts/${orderId}$`));
    const receipt = page.getByRole('article', { name: 'Hóa đơn bán hàng' });
    for (const p of [a!, b!, c!]) await expect(receipt).toContainText(p.name);
    await expect(receipt).toContainText(`Số: #${orderId}`);
    await expect(receipt).toContainText('Tiền thừa');
    await page.evaluate(() => (window.print = () => document.body.setAttribute('data-printed', '1')));
    await page.getByRole('button', { name: 'In hóa đơn' }).click();
    await expect(page.locator('body')).toHaveAttribute('data-printed', '1');

    // The shift closes: counted 1.000 ₫ short.
    await page.getByRole('link', { name: 'Về quầy bán' }).click();
    await page.getByRole('button', { name: 'Đóng ca' }).click();
    await page.getByLabel('Tiền mặt đếm được').fill(String(500_000 + total - 1_000));
    await page.getByRole('button', { name: 'Đóng ca và xem báo cáo' }).click();
    await expect(page).toHaveURL(/\/admin\/pos\/shifts\/\d+$/);
    await expect(
      page.getByRole('heading', { name: new RegExp(`Báo cáo ca #\\d+: ${escapeRe(store.name)}`) }),
    ).toBeVisible();
    await expect(page.getByText('(thiếu)')).toBeVisible();
    const shiftId = digits(new URL(page.url()).pathname.split('/').pop()!);
    const shift = await (await request.get(`/api/admin/pos/shifts/${shiftId}/`, { headers: auth(admin) })).json();
    expect(shift).toMatchObject({
      opening_cash: 500_000,
      sales_count: 1,
      sales_total: total,
      sales_by_method: { cash: total, transfer: 0, card: 0 },
      expected_cash: 500_000 + total,
      counted_cash: 500_000 + total - 1_000,
      difference: -1_000,
    });
    expect(problems).toEqual([]);
  },
);

test(
  'a sale made offline waits on the device and is recorded once when the connection returns',
  { tag },
  async ({ page, request, context }) => {
    const admin = await staffToken(request);
    const [a] = await plainProducts(request, 1);
    const code = await giveBarcode(request, admin, a!);
    const store = await storeWithoutShift(request, admin, 1);
    const shift = await openShiftByApi(request, admin, store.id);
    await signInAdminByApi(page, request);
    await openTill(page, store);
    // Scanned once online: the till knows the product from now on.
    await scan(page, code);
    await expect(quantity(page, a!)).toHaveValue('1');

    await context.setOffline(true);
    await expect(page.getByRole('alert').filter({ hasText: 'Mất kết nối' })).toBeVisible();
    await scan(page, code);
    await expect(quantity(page, a!)).toHaveValue('2');
    const total = await shownTotal(page);
    await page.keyboard.press('F2');
    await page.keyboard.press('Enter'); // cash, the exact sum
    await expect(page.getByText('Đã lưu trên máy: đơn tự gửi khi có kết nối.')).toBeVisible();
    await expect(page.getByText('1 đơn đang chờ gửi')).toBeVisible();
    const kept = await page.evaluate(
      () =>
        new Promise<{ client_sale_id: string; offline_at: string | null }>((resolve, reject) => {
          const open = indexedDB.open('shop-pos');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const all = open.result.transaction('pending').objectStore('pending').getAll();
            all.onsuccess = () => resolve(all.result[0].body);
          };
        }),
    );
    expect(kept.offline_at).not.toBeNull();
    // Its receipt prints from the device, marked provisional.
    await page.getByRole('link', { name: 'In hóa đơn' }).click();
    await expect(page.getByRole('article', { name: 'Hóa đơn bán hàng' })).toContainText('PHIẾU TẠM (chưa đồng bộ)');
    await page.getByRole('link', { name: 'Về quầy bán' }).click();
    await expect(page.getByText('1 đơn đang chờ gửi')).toBeVisible();

    await context.setOffline(false);
    await expect(page.getByText('Không có đơn chờ gửi')).toBeVisible({ timeout: 30_000 });
    const after = await (await request.get(`/api/admin/pos/shifts/${shift.id}/`, { headers: auth(admin) })).json();
    expect(after).toMatchObject({ sales_count: 1, sales_total: total, sales_by_method: { cash: total } });
    // The till may send a sale again (an answer lost on the way): the same id answers the same order.
    const again = await request.post('/api/admin/pos/sales/', { headers: auth(admin), data: kept });
    expect([200, 201]).toContain(again.status());
    const repeat = await (await request.get(`/api/admin/pos/shifts/${shift.id}/`, { headers: auth(admin) })).json();
    expect(repeat.sales_count).toBe(1);
  },
);

test(
  'transfer shows its VietQR and staff confirm it; two methods split the total',
  { tag },
  async ({ page, request }) => {
    const admin = await staffToken(request);
    const [a] = await plainProducts(request, 1);
    const code = await giveBarcode(request, admin, a!);
    const store = await storeWithoutShift(request, admin, 2);
    await openShiftByApi(request, admin, store.id);
    await signInAdminByApi(page, request);
    await openTill(page, store);

    await scan(page, code);
    const total = await shownTotal(page);
    await page.keyboard.press('F2');
    await page.getByRole('button', { name: 'Chuyển khoản' }).click();
    await page.getByRole('button', { name: 'Xong (Enter)' }).click();
    await expect(page.getByRole('img', { name: /^Mã VietQR chuyển khoản/ })).toBeVisible();
    const orderId = digits(
      await page
        .getByRole('status')
        .filter({ hasText: /^Đã ghi đơn #/ })
        .textContent(),
    );
    await page.getByRole('button', { name: 'Đã nhận chuyển khoản' }).click();
    await expect(page.getByText(/^Đã nhận chuyển khoản .+\.$/)).toBeVisible();
    const paid = await (await request.get(`/api/admin/pos/sales/${orderId}/`, { headers: auth(admin) })).json();
    expect(paid.payments).toEqual([{ method: 'transfer', amount: total, confirmed: true }]);

    // Next sale: part cash, the rest by card.
    await scan(page, code);
    await page.keyboard.press('F2');
    await page.getByLabel('Trả bằng hai hình thức').check();
    await page.getByLabel('Phần còn lại trả bằng').selectOption('card');
    const cashPart = Math.floor(total / 2);
    await page.getByLabel('Phần tiền mặt').fill(String(cashPart));
    await page.keyboard.press('Enter');
    const second = page.getByRole('status').filter({ hasText: /^Đã ghi đơn #\d+$/ });
    await expect(second).toBeVisible();
    const secondId = digits(await second.textContent());
    expect(secondId).not.toBe(orderId);
    const split = await (await request.get(`/api/admin/pos/sales/${secondId}/`, { headers: auth(admin) })).json();
    expect(split.payments).toEqual([
      { method: 'cash', amount: cashPart, confirmed: true },
      { method: 'card', amount: total - cashPart, confirmed: true },
    ]);
  },
);

test('the till on a tablet or a phone: every control in the sale is a large touch target', async ({
  page,
  request,
}) => {
  const admin = await staffToken(request);
  const [a] = await plainProducts(request, 1);
  const code = await giveBarcode(request, admin, a!);
  const store = await storeWithoutShift(request, admin, 3);
  await openShiftByApi(request, admin, store.id);
  await signInAdminByApi(page, request);
  await openTill(page, store);
  await scanBox(page).fill(code);
  await scanBox(page).press('Enter');
  await expect(quantity(page, a!)).toHaveValue('1');
  await expect(page.getByTestId('pos-total')).toBeVisible();
  // Focus elsewhere (a tap on the total): a scan still lands in the scan box.
  await page.getByTestId('pos-total').click();
  await page.keyboard.type(code, { delay: SCAN_KEY_MS });
  await page.keyboard.press('Enter');
  await expect(quantity(page, a!)).toHaveValue('2');
  const controls = page.getByRole('main').locator('button:visible, input:visible');
  const count = await controls.count();
  expect(count).toBeGreaterThan(5);
  for (let i = 0; i < count; i++) {
    const box = await controls.nth(i).boundingBox();
    const name = await controls.nth(i).evaluate((el) => el.getAttribute('aria-label') ?? el.textContent);
    expect(box!.height, `${name} is ${box!.height}px tall`).toBeGreaterThanOrEqual(44);
  }
});
