/// <reference lib="dom" />
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { E2E_GHN } from '../shop-env';
import { signInAdminByApi, watchConsole } from './admin-helpers';
import { addFromProductPage, feeKnown, plainProduct, signInNewShopper, uniqueEmail, vnd } from './shop-helpers';

/**
 * Fulfilment through a carrier (DESIGN §11), against the GHN peer (apps/server/src/testing/ghn-peer.ts): a shopper
 * in Hà Nội pays the carrier's fee at checkout; staff ship the order from the desk and print its label; GHN's
 * webhooks carry it to delivered; staff record GHN's COD statement from its CSV. The shopper sees each step.
 */

const HANOI = { city: 'Thành phố Hà Nội', district: 'Quận Ba Đình', ward: 'Phường Phúc Xá' } as const;
const PICKUP = { city: 'Thành phố Hồ Chí Minh', district: 'Quận 1', ward: 'Phường Bến Nghé' } as const;
const QUAN_1_PICKUP = { name: 'Kho Quận 1', phone: '0909123456', address: '45 Nguyễn Thị Minh Khai' } as const;

async function pickPlace(page: Page, place: { city: string; district: string; ward: string }, scope = page) {
  await scope.getByRole('combobox', { name: /^Tỉnh\/Thành phố/ }).selectOption({ label: place.city });
  for (const [name, label] of [
    [/^Quận\/Huyện/, place.district],
    [/^Phường\/Xã/, place.ward],
  ] as const) {
    const select = scope.getByRole('combobox', { name });
    await expect(select).toBeEnabled();
    await expect(select.getByRole('option', { name: label, exact: true })).toBeAttached();
    await select.selectOption({ label });
  }
}

/** The pickup address through the settings screen: the peer knows Quận 1's wards (the stores' own are free text). */
async function setPickup(admin: Page) {
  await admin.goto('/admin/settings/carriers');
  await expect(admin.getByRole('heading', { name: 'Hãng vận chuyển' })).toBeVisible();
  await expect(admin.getByText('Đang bật')).toBeVisible();
  // GHN's ids of the shop's units: fetched from GHN; the units it lacks are listed, not guessed.
  const mapping = admin.getByRole('region', { name: 'Địa giới chưa khớp với GHN' });
  await mapping.getByRole('button', { name: 'Đồng bộ từ GHN' }).click();
  await expect(admin.getByText(/^Đã đồng bộ địa giới GHN/)).toBeVisible();
  await expect(mapping.getByRole('listitem').first()).toBeVisible();
  await admin.getByRole('checkbox', { name: 'Dùng địa chỉ lấy hàng riêng' }).check();
  await admin.getByRole('textbox', { name: 'Tên người gửi' }).fill(QUAN_1_PICKUP.name);
  await admin.getByRole('textbox', { name: 'Số điện thoại' }).fill(QUAN_1_PICKUP.phone);
  await admin.getByRole('textbox', { name: 'Địa chỉ (số nhà, đường)' }).fill(QUAN_1_PICKUP.address);
  await pickPlace(admin, PICKUP);
  await admin.getByRole('button', { name: 'Lưu cài đặt' }).click();
  await expect(admin.getByText('Đã lưu cài đặt đơn vị vận chuyển.')).toBeVisible();
  // Where each carrier picks up now: the pickup just saved, mapped to GHN's ids.
  const status = admin.getByRole('region', { name: 'Hãng vận chuyển' });
  await expect(status.getByText(/^✓ Lấy hàng tại: 45 Nguyễn Thị Minh Khai, Phường Bến Nghé/)).toHaveCount(2);
}

/** GHN moves its order and posts its webhook to the shop (the peer's test control). */
async function ghnMoves(request: APIRequestContext, orderCode: string, status: string) {
  const res = await request.post(`${E2E_GHN.baseUrl}/_peer/status`, { data: { order_code: orderCode, status } });
  expect(res.ok()).toBe(true);
  expect(((await res.json()) as { shop_status: number }).shop_status).toBe(200);
}

/** The shopper's /tracking after a reload, until the shop applied what the carrier said (a job does it). */
async function shopperSees(shopper: Page, url: string, texts: string[]) {
  await expect(async () => {
    await shopper.goto(url);
    const journey = shopper.getByRole('region', { name: 'Hành trình giao hàng' });
    for (const text of texts) await expect(journey.getByText(text).first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
}

async function newAdminPage(browser: Browser) {
  const admin = await (await browser.newContext()).newPage();
  const problems = await watchConsole(admin);
  const token = await signInAdminByApi(admin);
  return { admin, problems, token };
}

test('an order to Hà Nội pays GHN’s fee, is shipped from the desk, tracked by webhook and its COD remitted', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const { admin, problems, token } = await newAdminPage(browser);
  await setPickup(admin);

  // The shopper: the carrier's fee for the cart's weight, charged in the order, with the carrier's note.
  await signInNewShopper(page, request, 'carrier');
  const product = await plainProduct(request);
  await addFromProductPage(page, product);
  await page.goto('/checkout');
  await page.getByRole('textbox', { name: /^Địa chỉ/ }).fill('12 Phó Đức Chính');
  const feeAnswer = page.waitForResponse((r) => r.url().includes('/api/shipping/calculate-fee/') && r.ok());
  await pickPlace(page, HANOI);
  await feeKnown(page);
  const quoteRequest = (await feeAnswer).request().postDataJSON() as { items?: unknown[] };
  expect(quoteRequest.items).toEqual([{ product: product.id, variant: null, quantity: 1 }]);
  const summary = page.getByRole('region', { name: 'Đơn hàng của bạn' });
  const fee = (await (await feeAnswer).json()) as { shipping_fee: number; DVVC: boolean; fallback_used: boolean };
  expect(fee).toMatchObject({ DVVC: true, fallback_used: false });
  expect(fee.shipping_fee).toBeGreaterThan(0);
  await expect(summary.getByText(vnd(fee.shipping_fee), { exact: true })).toBeVisible();
  await expect(summary.getByText('Phí vận chuyển do đơn vị vận chuyển thu khi giao hàng')).toBeHidden();
  await page.getByRole('checkbox', { name: /Tôi đã đọc/ }).check();
  await page.getByRole('button', { name: 'Đặt hàng' }).click();
  await expect(page).toHaveURL(/\/order-success\/\d+$/, { timeout: 15_000 });
  const orderId = Number(/\/order-success\/(\d+)$/.exec(page.url())![1]);
  const email = await page.evaluate(async (id) => {
    const res = await fetch(`/api/orders/${id}/`, {
      headers: { authorization: `Bearer ${localStorage.getItem('accessToken')}` },
    });
    return ((await res.json()) as { email: string }).email;
  }, orderId);
  const tracking = `/tracking?order_id=${orderId}&email=${encodeURIComponent(email)}`;

  // Staff confirm it, then ship it from the desk's selection with GHN.
  const confirm = await request.post(`/api/admin/orders/${orderId}/transition/`, {
    headers: { authorization: `Bearer ${token}` },
    data: { status: 'accounting_processing' },
  });
  expect(confirm.ok()).toBe(true);
  await admin.goto(`/admin/orders?search=${orderId}`);
  await admin.getByRole('checkbox', { name: `Chọn dòng ${orderId}` }).check();
  await admin
    .getByRole('region', { name: 'Thao tác với đơn đã chọn' })
    .getByRole('button', { name: 'Tạo vận đơn' })
    .click();
  const dialog = admin.getByRole('dialog', { name: 'Tạo vận đơn cho 1 đơn' });
  await dialog.getByRole('combobox', { name: 'Đơn vị vận chuyển' }).selectOption({ label: 'Giao Hàng Nhanh' });
  await dialog.getByRole('button', { name: 'Tạo vận đơn' }).click();
  const result = dialog.getByRole('list', { name: 'Kết quả tạo vận đơn' }).getByRole('listitem');
  await expect(result).toContainText(`Đơn #${orderId}`);
  await expect(result).toContainText('Giao Hàng Nhanh · ');
  const code = /Giao Hàng Nhanh · (\S+)/.exec((await result.textContent()) ?? '')![1]!;
  await dialog.getByRole('button', { name: 'Đóng' }).click();

  // The label: the carrier's own page, opened in a new tab.
  await admin.getByRole('checkbox', { name: `Chọn dòng ${orderId}` }).check();
  const labelTab = admin.waitForEvent('popup');
  await admin
    .getByRole('region', { name: 'Thao tác với đơn đã chọn' })
    .getByRole('button', { name: 'In nhãn vận đơn' })
    .click();
  const label = await labelTab;
  await label.waitForURL(/^blob:/);
  await expect(label.locator('body')).toContainText(code);
  await label.close();

  // The shopper sees the carrier and its code at once, then GHN's moves.
  await shopperSees(page, tracking, ['Giao Hàng Nhanh', code, 'Chờ lấy hàng']);
  await ghnMoves(request, code, 'picked');
  await shopperSees(page, tracking, ['Đã lấy hàng']);
  await expect(page.getByText('Đang giao hàng').first()).toBeVisible();
  await ghnMoves(request, code, 'delivered');
  await shopperSees(page, tracking, ['Đã giao hàng']);

  // The order page: delivered, COD held by GHN; the COD desk lists it.
  await admin.goto(`/admin/orders/${orderId}`);
  const panel = admin.getByRole('region', { name: 'Vận đơn', exact: true });
  await expect(panel).toContainText(code);
  await expect(panel).toContainText('Hãng đang giữ');
  const order = (await (
    await request.get(`/api/admin/orders/${orderId}/`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { final_total: number; shipping_fee: number };
  expect(order.shipping_fee).toBe(fee.shipping_fee);

  // GHN's statement, as its CSV: the order paid, the shopper sees it.
  await admin.goto('/admin/cod');
  const held = admin.getByRole('region', { name: 'Hãng vận chuyển đang giữ' });
  await expect(held.getByRole('row').filter({ hasText: code })).toContainText(vnd(order.final_total));
  await admin.getByRole('textbox', { name: 'Mã bảng kê' }).fill(`GHN-${uniqueEmail('bk').slice(3, 15)}`);
  await admin.getByLabel('Kéo file CSV vào đây, hoặc chọn file').setInputFiles({
    name: 'bang-ke-ghn.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`Mã đơn hàng,Mã đơn khách hàng,Tiền thu hộ\n${code},${orderId},${order.final_total}\n`),
  });
  await expect(admin.getByRole('table', { name: 'Xem trước bảng kê' })).toContainText('Khớp');
  await admin.getByRole('button', { name: 'Ghi nhận 1 đơn' }).click();
  await expect(admin.getByRole('list', { name: 'Kết quả đối soát' })).toContainText('Đã ghi nhận thanh toán');

  await page.goto(`/account/orders/${orderId}`);
  await expect(page.getByText('Đã thanh toán').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Hành trình giao hàng' })).toContainText(code);
  expect(problems).toEqual([]);
});

test(
  'one order shipped from its page: the form starts from its items, the label opens, the shipment is cancelled before pick-up',
  { tag: '@desktop-only' },
  async ({ page, request }) => {
    const problems = await watchConsole(page);
    const access = await signInNewShopper(page, request, 'carrier-one');
    const product = await plainProduct(request);
    const placed = await request.post('/api/orders/', {
      headers: { authorization: `Bearer ${access}` },
      data: {
        items: [{ product: product.id, variant: null, quantity: 2 }],
        shipping_address: '3 Quán Thánh',
        phone_number: '0912345678',
        email: uniqueEmail('carrier-one'),
        ...HANOI,
        payment_method: 'cash',
      },
    });
    expect(placed.status()).toBe(201);
    const order = (await placed.json()) as { id: number; final_total: number };
    const token = await signInAdminByApi(page);
    const confirm = await request.post(`/api/admin/orders/${order.id}/transition/`, {
      headers: { authorization: `Bearer ${token}` },
      data: { status: 'accounting_processing' },
    });
    expect(confirm.ok()).toBe(true);

    await page.goto(`/admin/orders/${order.id}`);
    const panel = page.getByRole('region', { name: 'Vận đơn', exact: true });
    await panel.getByRole('button', { name: 'Tạo vận đơn' }).click();
    const dialog = page.getByRole('dialog', { name: `Tạo vận đơn — đơn #${order.id}` });
    await expect(dialog.getByRole('spinbutton', { name: 'Khối lượng (gam)' })).not.toHaveValue('');
    await expect(dialog.getByText(`Thu hộ (COD): ${vnd(order.final_total)}`)).toBeVisible();
    // Each carrier that is on (here GHN) with its quote for the order's parcel: staff choose knowing the fee.
    await expect(dialog.getByRole('radio', { name: /^Giao Hàng Nhanh/ })).toBeChecked();
    const quotes = dialog.getByRole('group', { name: 'Đơn vị vận chuyển' }).getByRole('listitem');
    await expect(quotes.filter({ hasText: 'Giao Hàng Nhanh' })).toContainText(/Phí: [\d.]+\s?₫/);
    await dialog.getByRole('button', { name: 'Tạo vận đơn' }).click();
    await expect(dialog).toBeHidden();
    await expect(panel).toContainText('Chờ lấy hàng');
    // A live shipment holds the order: no edit (its COD and weight are the carrier's now).
    await expect(page.getByRole('button', { name: 'Sửa đơn hàng' })).toHaveCount(0);
    const code = (await panel.locator('.font-mono').first().textContent())!.trim();
    await expect(page.getByText(`Mã vận đơn: ${code}`)).toBeVisible();

    const labelTab = page.waitForEvent('popup');
    await panel.getByRole('button', { name: 'In nhãn vận đơn' }).click();
    const label = await labelTab;
    await label.waitForURL(/^blob:/);
    await expect(label.locator('body')).toContainText(code);
    await label.close();

    page.once('dialog', (confirmCancel) => void confirmCancel.accept());
    await panel.getByRole('button', { name: 'Hủy vận đơn' }).click();
    await expect(page.getByText(`Đã hủy vận đơn ${code}.`)).toBeVisible();
    await expect(panel).toContainText('Đã hủy vận đơn');
    await expect(panel).not.toContainText('Chờ thu hộ');
    await expect(page.getByRole('button', { name: 'Sửa đơn hàng' })).toBeVisible();
    // The order waits again: another shipment may be made.
    await expect(panel.getByRole('button', { name: 'Tạo vận đơn' })).toBeVisible();
    expect(problems).toEqual([]);
  },
);

test(
  'when GHN collects its fee on delivery, checkout says so and shows the fee to expect',
  { tag: '@desktop-only' },
  async ({ page, request, browser }) => {
    const { admin, token } = await newAdminPage(browser);
    const auth = { authorization: `Bearer ${token}` };
    const saved = (await (await request.get('/api/admin/settings/carriers/', { headers: auth })).json()) as Record<
      string,
      unknown
    >;
    const body = (feeMode: string, pickup: unknown) => ({
      ...Object.fromEntries(
        ['quoting_carrier', 'packaging_weight_grams', 'length_cm', 'width_cm', 'height_cm'].map((k) => [k, saved[k]]),
      ),
      ghn_required_note: saved.ghn_required_note,
      fee_mode: feeMode,
      pickup,
    });
    // A pickup GHN knows (Quận 1, Phường Bến Nghé), whichever test ran first.
    const pickup = { ...QUAN_1_PICKUP, city_code: '79', district_code: '760', ward_code: '26740' };
    const collects = await request.put('/api/admin/settings/carriers/', {
      headers: auth,
      data: body('carrier_collects', pickup),
    });
    expect(collects.ok()).toBe(true);
    try {
      await signInNewShopper(page, request, 'carrier-collects');
      await addFromProductPage(page, await plainProduct(request));
      await page.goto('/checkout');
      await page.getByRole('textbox', { name: /^Địa chỉ/ }).fill('12 Phó Đức Chính');
      await pickPlace(page, HANOI);
      await feeKnown(page);
      const summary = page.getByRole('region', { name: 'Đơn hàng của bạn' });
      await expect(summary.getByText('Phí vận chuyển do đơn vị vận chuyển thu khi giao hàng')).toBeVisible();
      await expect(summary.getByText(/^Phí dự kiến: /)).toBeVisible();
    } finally {
      await request.put('/api/admin/settings/carriers/', {
        headers: auth,
        data: body(String(saved.fee_mode), saved.pickup),
      });
      await admin.close();
    }
  },
);
