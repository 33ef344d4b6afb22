/// <reference lib="dom" />
import { type APIRequestContext, expect, test, type Page } from '@playwright/test';
import {
  HCMC,
  addFromProductPage,
  feeKnown,
  pickHcmcAddress,
  plainProduct,
  signInAs,
  uniqueEmail,
} from './shop-helpers';

/**
 * Checkout and orders (spec 2 §2–§9, spec 1 §2 Account): a guest and a signed-in shopper buy with cash
 * on delivery from a product page and follow the order; the empty cart, the address and shipping fallbacks and
 * the order error banner.
 */

async function fillGuestForm(page: Page, email: string) {
  await page.getByRole('textbox', { name: /^Họ và tên/ }).fill('Nguyễn Văn Khách');
  await page.getByRole('textbox', { name: /^Email/ }).fill(email);
  await page.getByRole('textbox', { name: /^Số điện thoại/ }).fill('0901234567');
  await page.getByRole('textbox', { name: /^Địa chỉ/ }).fill('12 Nguyễn Huệ');
  await pickHcmcAddress(page);
}

test('a guest buys with cash from a product page, lands on order success and tracks the order', async ({
  page,
  request,
}) => {
  const product = await plainProduct(request);
  const email = uniqueEmail('guest');
  await addFromProductPage(page, product);
  await page.goto('/checkout');
  await expect(page.getByText('Nhập địa chỉ để tính phí')).toBeVisible();

  const submit = page.getByRole('button', { name: 'Đặt hàng' });
  await fillGuestForm(page, email);
  // The terms box is not ticked yet.
  await expect(submit).toBeDisabled();
  await expect(page.getByText('Nhập địa chỉ để tính phí')).toBeHidden();
  await page.getByRole('checkbox', { name: /Tôi đã đọc/ }).check();
  await expect(submit).toBeEnabled();
  await submit.click();

  await expect(page).toHaveURL(/\/order-success\/\d+$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Đặt hàng thành công!' })).toBeVisible();
  await expect(page.getByText('Vui lòng kiểm tra email của bạn để lấy mật khẩu đăng nhập.')).toBeVisible();
  await expect(page.getByText('Thanh toán khi nhận hàng')).toBeVisible();
  await expect(page.getByText(product.name).first()).toBeVisible();
  const orderId = /\/order-success\/(\d+)$/.exec(page.url())![1]!;
  // The cart is empty after a cash order.
  expect(await page.evaluate(() => localStorage.getItem('cart'))).toBeNull();

  await page.getByRole('link', { name: 'Theo dõi đơn hàng' }).click();
  await expect(page).toHaveURL(new RegExp(`/tracking\\?.*order_id=${orderId}`));
  await expect(page.getByRole('heading', { name: `Đơn hàng #${orderId}` })).toBeVisible();
  await expect(page.getByText('Đơn hàng của bạn đang chờ xác nhận.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Tiến trình đơn hàng' }).getByRole('listitem')).toHaveCount(4);

  // The wrong e-mail finds nothing: the API's message in an alert.
  await page.goto(`/tracking?order_id=${orderId}&email=someone-else%40example.com`);
  await expect(page.getByRole('alert')).toContainText('Không tìm thấy đơn hàng');
});

/** The three address selectors, without waiting for a fee: the street may still be empty. */
async function pickHcmcPlace(page: Page) {
  await page.getByRole('combobox', { name: /^Tỉnh\/Thành phố/ }).selectOption({ label: HCMC });
  for (const name of [/^Quận\/Huyện/, /^Phường\/Xã/]) {
    const select = page.getByRole('combobox', { name });
    await expect(select).toBeEnabled();
    await expect(select.locator('option')).not.toHaveCount(1);
    await select.selectOption({ index: 1 });
  }
}

/** The fee answers a second late, so a click right after the street is typed lands while the fee is loading. */
async function slowFee(page: Page, answer?: { status: number; body: string }) {
  await page.route('**/api/shipping/calculate-fee/', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    // The page may have dropped this call for a newer one meanwhile.
    const done = answer
      ? route.fulfill({ status: answer.status, contentType: 'application/json', body: answer.body })
      : route.continue();
    await done.catch(() => undefined);
  });
}

/** The street typed last, then one click; the fee is still loading when the click lands. */
async function typeStreetLastAndClick(page: Page, request: APIRequestContext) {
  await addFromProductPage(page, await plainProduct(request));
  await page.goto('/checkout');
  await page.getByRole('textbox', { name: /^Họ và tên/ }).fill('Nguyễn Văn Khách');
  await page.getByRole('textbox', { name: /^Email/ }).fill(uniqueEmail('street-last'));
  await page.getByRole('textbox', { name: /^Số điện thoại/ }).fill('0901234567');
  await pickHcmcPlace(page);
  await page.getByRole('checkbox', { name: /Tôi đã đọc/ }).check();
  await page.getByRole('textbox', { name: /^Địa chỉ/ }).fill('12 Nguyễn Huệ');
  await expect(page.getByText('Đang tính phí...')).toBeVisible();
  await page.getByRole('button', { name: 'Đặt hàng' }).click();
}

test('the street address typed last: one click on "Đặt hàng" waits for the fee and places the order', async ({
  page,
  request,
}) => {
  await slowFee(page);
  await typeStreetLastAndClick(page, request);
  await expect(page.getByRole('button', { name: 'Đang xử lý...' })).toBeDisabled();
  await expect(page).toHaveURL(/\/order-success\/\d+$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Đặt hàng thành công!' })).toBeVisible();
});

test('a fee that cannot be had: the click waits for it, then says why next to the button', async ({
  page,
  request,
}) => {
  // An answer without a fee (the call itself failing falls back to 30.000 ₫, spec 2 §8).
  await slowFee(page, { status: 200, body: JSON.stringify({ detail: 'no fee' }) });
  let ordered = false;
  page.on('request', (r) => {
    if (r.method() === 'POST' && /\/api\/(orders|register)\/$/.test(new URL(r.url()).pathname)) ordered = true;
  });
  await typeStreetLastAndClick(page, request);
  const reason = 'Vui lòng nhập địa chỉ hợp lệ để tính phí vận chuyển.';
  const submit = page.getByRole('button', { name: 'Đặt hàng' });
  await expect(submit).toHaveAccessibleDescription(reason);
  await expect(page.getByText(reason)).toBeVisible();
  await expect(page.getByText('Không thể tính phí vận chuyển')).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
  expect(ordered).toBe(false);
});

test('tracking: the form validates with the spec messages', async ({ page }) => {
  await page.goto('/tracking');
  await page.getByRole('button', { name: 'Tra cứu' }).click();
  await expect(page.getByText('Vui lòng nhập mã đơn hàng')).toBeVisible();
  await expect(page.getByText('Vui lòng nhập email')).toBeVisible();
  await page.getByRole('textbox', { name: /^Email/ }).fill('khong-hop-le');
  await page.getByRole('button', { name: 'Tra cứu' }).click();
  await expect(page.getByText('Email không hợp lệ')).toBeVisible();
});

test('a signed-in shopper: prefilled profile, a voucher, the profile saved back, then the order detail', async ({
  page,
  request,
}) => {
  const product = await plainProduct(request);
  const email = uniqueEmail('member');
  const access = await signInAs(page, request, email, 'matkhau123');
  const patch = await request.patch('/api/users/me/', {
    headers: { authorization: `Bearer ${access}` },
    data: { shipping_address: '5 Lê Lợi', city: HCMC },
  });
  expect(patch.ok()).toBe(true);

  await addFromProductPage(page, product);
  await page.goto('/checkout');
  await expect(page.getByRole('textbox', { name: /^Họ và tên/ })).toHaveValue('Trần Thị Mua');
  await expect(page.getByRole('textbox', { name: /^Email/ })).toHaveValue(email);
  await expect(page.getByRole('textbox', { name: /^Số điện thoại/ })).toHaveValue('0912345678');
  await expect(page.getByRole('textbox', { name: /^Địa chỉ/ })).toHaveValue('5 Lê Lợi');
  const city = page.getByRole('combobox', { name: /^Tỉnh\/Thành phố/ });
  await expect(city.locator('option:checked')).toHaveText(HCMC);

  const district = page.getByRole('combobox', { name: /^Quận\/Huyện/ });
  await expect(district.locator('option')).not.toHaveCount(1);
  await district.selectOption({ index: 1 });
  const ward = page.getByRole('combobox', { name: /^Phường\/Xã/ });
  await expect(ward.locator('option')).not.toHaveCount(1);
  await ward.selectOption({ index: 1 });
  await page.getByRole('textbox', { name: /^Số điện thoại/ }).fill('0987654321');
  await feeKnown(page);

  await page.getByRole('button', { name: /CHAOBANMOI/ }).click();
  await expect(page.getByText('Đã áp dụng voucher CHAOBANMOI')).toBeVisible();
  await expect(page.getByText('Giảm giá (CHAOBANMOI)')).toBeVisible();

  await page.getByRole('checkbox', { name: /Tôi đã đọc/ }).check();
  await page.getByRole('button', { name: 'Đặt hàng' }).click();
  await expect(page).toHaveURL(/\/order-success\/\d+$/, { timeout: 15_000 });
  const orderId = /\/order-success\/(\d+)$/.exec(page.url())![1]!;

  // The profile was saved back.
  const me = await request.get('/api/users/me/', { headers: { authorization: `Bearer ${access}` } });
  const user = (await me.json()) as { phone_number: string; district: string; ward: string };
  expect(user.phone_number).toBe('0987654321');
  expect(user.ward).not.toBe('');

  await page.goto(`/account/orders/${orderId}`);
  await expect(page.getByRole('heading', { name: `Đơn hàng #${orderId}` })).toBeVisible();
  await expect(page.getByText('CHỜ XÁC NHẬN', { exact: false }).first()).toBeVisible();
  await expect(page.getByText('CHAOBANMOI').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Liên hệ người bán' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mua lại' })).toBeVisible();

  // A once-per-user voucher is now disabled with its reason.
  await addFromProductPage(page, product);
  await page.goto('/checkout');
  await expect(page.getByRole('button', { name: /CHAOBANMOI/ })).toBeDisabled();
  await expect(
    page.getByText('Bạn đã sử dụng voucher này cho đơn hàng trước. Vui lòng chọn voucher khác'),
  ).toBeVisible();

  await page.goto('/account/orders/99999999');
  await expect(page.getByText('Không tìm thấy mã đơn hàng')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Quay lại' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Thử lại' })).toBeVisible();
});

test('the account order history lists the order and links to its detail', async ({ page, request }) => {
  const product = await plainProduct(request);
  const access = await signInAs(page, request, uniqueEmail('history'), 'matkhau123');
  const order = await request.post('/api/orders/', {
    headers: { authorization: `Bearer ${access}` },
    data: {
      items: [{ product: product.id, variant: null, quantity: 1 }],
      shipping_address: '1 Lê Duẩn',
      phone_number: '0901234567',
      email: 'history@example.com',
      city: HCMC,
      district: 'Quận 1',
      ward: 'Phường Bến Nghé',
    },
  });
  expect(order.status()).toBe(201);
  const { id } = (await order.json()) as { id: number };
  await page.goto('/account?tab=orders');
  await page.getByRole('link', { name: new RegExp(`Đơn hàng #${id}`) }).click();
  await expect(page).toHaveURL(new RegExp(`/account/orders/${id}$`));
});

test('an empty cart shows "Giỏ hàng trống" with a way to the products', async ({ page }) => {
  await page.goto('/checkout');
  await expect(page.getByText('Giỏ hàng trống')).toBeVisible();
  await page.getByRole('link', { name: 'Tiếp tục mua sắm' }).click();
  await expect(page).toHaveURL(/\/products/);
});

test('the address service failing turns the selectors into text inputs; a failed fee call uses 30.000 ₫', async ({
  page,
  request,
}) => {
  await page.route('**/api/address/**', (r) => r.fulfill({ status: 500, body: '{}' }));
  await page.route('**/api/shipping/calculate-fee/', (r) => r.fulfill({ status: 500, body: '{}' }));
  await addFromProductPage(page, await plainProduct(request));
  await page.goto('/checkout');
  await expect(page.getByRole('textbox', { name: /^Tỉnh\/Thành phố/ })).toBeVisible();
  await expect(page.getByRole('combobox', { name: /^Tỉnh\/Thành phố/ })).toHaveCount(0);
  await page.getByRole('textbox', { name: /^Địa chỉ/ }).fill('12 Nguyễn Huệ');
  await page.getByRole('textbox', { name: /^Tỉnh\/Thành phố/ }).fill('Hồ Chí Minh');
  await page.getByRole('textbox', { name: /^Quận\/Huyện/ }).fill('Quận 1');
  await page.getByRole('textbox', { name: /^Phường\/Xã/ }).fill('Phường Bến Nghé');
  await expect(page.getByText('Sử dụng phí vận chuyển cố định: 30.000₫')).toBeVisible();
  await expect(page.getByText('Sử dụng phí vận chuyển cố định: 30.000₫')).toHaveClass(/orange/);
});

test('a refused order shows the message in a banner and a toast, numeric prefix stripped', async ({
  page,
  request,
}) => {
  const product = await plainProduct(request);
  await signInAs(page, request, uniqueEmail('refused'), 'matkhau123');
  await page.route('**/api/orders/', (r) =>
    r.request().method() === 'POST'
      ? r.fulfill({
          status: 409,
          contentType: 'application/json',
          body: JSON.stringify({ non_field_errors: ['409: Sản phẩm đã hết hàng'] }),
        })
      : r.fallback(),
  );
  await addFromProductPage(page, product);
  await page.goto('/checkout');
  await page.getByRole('textbox', { name: /^Địa chỉ/ }).fill('12 Nguyễn Huệ');
  await pickHcmcAddress(page);
  await page.getByRole('checkbox', { name: /Tôi đã đọc/ }).check();
  await page.getByRole('button', { name: 'Đặt hàng' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Sản phẩm đã hết hàng' }).first()).toBeVisible();
  await expect(page.getByText('409:')).toHaveCount(0);
  await expect(page).toHaveURL(/\/checkout$/);
});
