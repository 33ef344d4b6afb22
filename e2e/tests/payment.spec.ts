/// <reference lib="dom" />
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_PAYOS } from '../shop-env';
import {
  type PlacedOrder,
  type Product,
  placeOrderByApi,
  plainProduct,
  signInNewShopper,
  uniqueEmail,
} from './shop-helpers';

/**
 * Payment methods at checkout and the payment screen /payment/{orderId} (spec 2 §2, §4 'Checkout flow' and
 * 'Payment', §7, §8; DESIGN §4, §7): checkout offers the enabled methods and routes by method — the QR page for
 * bank transfer, PayOS's checkout page for online payment (the PayOS peer of playwright.config.ts, whose 'Thanh toán'
 * posts the signed webhook and whose 'Hủy' comes back to /payment/{id}); on /payment/{id} cash confirms, the order
 * can be cancelled, and the online choice embeds PayOS's page and follows the payment to order success.
 */

type PaymentState = { payment_status: string; company_payment_received: boolean; payment_method: string };

const HCMC = 'Thành phố Hồ Chí Minh';

/** The page's own access token (a guest's account is created by checkout itself). */
async function pageToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  expect(token).toBeTruthy();
  return token!;
}

async function paymentState(request: APIRequestContext, access: string, orderId: number): Promise<PaymentState> {
  const res = await request.get(`/api/orders/${orderId}/sepay-status/`, {
    headers: { authorization: `Bearer ${access}` },
  });
  expect(res.ok()).toBe(true);
  return (await res.json()) as PaymentState;
}

async function orderStatus(request: APIRequestContext, access: string, orderId: number): Promise<string> {
  const res = await request.get(`/api/orders/${orderId}/`, { headers: { authorization: `Bearer ${access}` } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as PlacedOrder).status;
}

/** The product in the cart, then /checkout with the address filled and the terms ticked. */
async function checkoutWithCart(page: Page, product: Product, guestEmail?: string) {
  await page.goto(`/products/${product.id}`);
  await page.getByRole('button', { name: 'Thêm vào giỏ hàng' }).click();
  await expect(page.getByText('Đã thêm sản phẩm vào giỏ hàng!')).toBeVisible();
  await page.goto('/checkout');
  if (guestEmail) {
    await page.getByRole('textbox', { name: /^Họ và tên/ }).fill('Nguyễn Thị Khách');
    await page.getByRole('textbox', { name: /^Email/ }).fill(guestEmail);
    await page.getByRole('textbox', { name: /^Số điện thoại/ }).fill('0901234567');
  } else {
    // The signed-in shopper's profile arrives first (spec 2 §6), then the address is filled over it.
    await expect(page.getByRole('textbox', { name: /^Họ và tên/ })).toHaveValue('Trần Thị Mua');
  }
  await page.getByRole('textbox', { name: /^Địa chỉ/ }).fill('12 Nguyễn Huệ');
  await page.getByRole('combobox', { name: /^Tỉnh\/Thành phố/ }).selectOption({ label: HCMC });
  const district = page.getByRole('combobox', { name: /^Quận\/Huyện/ });
  await expect(district.locator('option')).not.toHaveCount(1);
  await district.selectOption({ index: 1 });
  const ward = page.getByRole('combobox', { name: /^Phường\/Xã/ });
  await expect(ward.locator('option')).not.toHaveCount(1);
  await ward.selectOption({ index: 1 });
  await expect(page.getByText('Nhập địa chỉ để tính phí')).toBeHidden();
  await expect(page.getByText('Đang tính phí...')).toBeHidden();
  await page.getByRole('checkbox', { name: /Tôi đã đọc/ }).check();
}

const peerPage = new RegExp(`^${E2E_PAYOS.baseUrl.replace(/[.]/g, '\\.')}/web/[0-9a-f]+$`);

test('checkout offers cash, bank transfer and online payment; bank transfer goes to the QR page', async ({
  page,
  request,
}) => {
  await signInNewShopper(page, request, 'pay-sepay');
  await checkoutWithCart(page, await plainProduct(request));

  const methods = page.getByRole('group', { name: 'Phương thức thanh toán' }).getByRole('radio');
  await expect(methods).toHaveCount(3);
  await expect(methods.nth(0)).toHaveAccessibleName('Thanh toán khi nhận hàng');
  await expect(methods.nth(0)).toBeChecked();
  await expect(methods.nth(1)).toHaveAccessibleName('Chuyển khoản ngân hàng (QR)');
  await expect(methods.nth(2)).toHaveAccessibleName('Thanh toán trực tuyến');

  await page.getByRole('radio', { name: 'Chuyển khoản ngân hàng (QR)' }).check();
  await page.getByRole('button', { name: 'Đặt hàng' }).click();
  await expect(page).toHaveURL(/\/payment\/sepay\/\d+$/, { timeout: 15_000 });
  await expect.poll(() => page.evaluate(() => localStorage.getItem('cart'))).toBeNull();
});

test('a guest pays online: PayOS checkout page, "Thanh toán", back to order success and the order is paid', async ({
  page,
  request,
}) => {
  const product = await plainProduct(request);
  await checkoutWithCart(page, product, uniqueEmail('pay-guest'));
  await page.getByRole('radio', { name: 'Thanh toán trực tuyến' }).check();
  await page.getByRole('button', { name: 'Đặt hàng' }).click();

  await expect(page).toHaveURL(peerPage, { timeout: 15_000 });
  await page.getByRole('button', { name: 'Thanh toán' }).click();
  await expect(page).toHaveURL(/\/order-success\/\d+\?.*status=PAID/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Đặt hàng thành công!' })).toBeVisible();
  await expect(page.getByText('Thanh toán trực tuyến')).toBeVisible();
  const orderId = Number(/\/order-success\/(\d+)/.exec(page.url())![1]);
  // The cart was emptied before leaving for PayOS.
  expect(await page.evaluate(() => localStorage.getItem('cart'))).toBeNull();

  const access = await pageToken(page);
  expect(await paymentState(request, access, orderId)).toEqual({
    payment_status: 'paid',
    company_payment_received: true,
    payment_method: 'payos',
  });

  // A paid order is not paid again: /payment/{id} says so and goes to order success.
  await page.goto(`/payment/${orderId}`);
  await expect(page.getByText('Đơn hàng đã được thanh toán').first()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/order-success/${orderId}$`));
});

test('"Hủy" on PayOS comes back to /payment/{id} with a notice; the shopper confirms cash instead', async ({
  page,
  request,
}) => {
  const access = await signInNewShopper(page, request, 'pay-cancel');
  await checkoutWithCart(page, await plainProduct(request));
  await page.getByRole('radio', { name: 'Thanh toán trực tuyến' }).check();
  await page.getByRole('button', { name: 'Đặt hàng' }).click();

  await expect(page).toHaveURL(peerPage, { timeout: 15_000 });
  await page.getByRole('button', { name: 'Hủy' }).click();
  await expect(page).toHaveURL(/\/payment\/\d+\?.*cancel=true/);
  const orderId = Number(/\/payment\/(\d+)/.exec(page.url())![1]);
  await expect(page.getByRole('heading', { name: 'Thanh toán đơn hàng' })).toBeVisible();
  await expect(page.getByText('Bạn đã hủy thanh toán trực tuyến.', { exact: false })).toBeVisible();
  expect(await orderStatus(request, access, orderId)).toBe('pending');

  await page.getByRole('radio', { name: 'Thanh toán khi nhận hàng' }).check();
  await page.getByRole('button', { name: 'Xác nhận thanh toán khi nhận hàng' }).click();
  await expect(page).toHaveURL(new RegExp(`/order-success/${orderId}$`));
  await expect(page.getByRole('heading', { name: 'Đặt hàng thành công!' })).toBeVisible();
});

test('a failed PayOS link cancels the order and shows the error; the cart stays', async ({ page, request }) => {
  const access = await signInNewShopper(page, request, 'pay-fail');
  const message = 'Không thể tạo liên kết thanh toán. Đơn hàng đã được hủy, vui lòng đặt lại.';
  let orderId = 0;
  await page.route('**/api/orders/*/payos-payment/', (route) => {
    orderId = Number(/orders\/(\d+)\//.exec(route.request().url())![1]);
    return route.fulfill({
      status: 502,
      contentType: 'application/json',
      body: JSON.stringify({ success: false, error: message, detail: message }),
    });
  });
  await checkoutWithCart(page, await plainProduct(request));
  await page.getByRole('radio', { name: 'Thanh toán trực tuyến' }).check();
  await page.getByRole('button', { name: 'Đặt hàng' }).click();

  await expect(page.getByRole('alert').filter({ hasText: message }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
  expect(orderId).toBeGreaterThan(0);
  // The link failed without the server knowing (the answer was stubbed): the page's own request cancelled it.
  await expect.poll(() => orderStatus(request, access, orderId)).toBe('cancelled');
  expect(await page.evaluate(() => localStorage.getItem('cart'))).not.toBeNull();
  await expect(page.getByRole('button', { name: 'Đặt hàng' })).toBeEnabled();
});

test('/payment/{id}: cancelling the order asks first, then goes home and the order is cancelled', async ({
  page,
  request,
}) => {
  const access = await signInNewShopper(page, request, 'pay-cancel-order');
  const order = await placeOrderByApi(request, access, 'cash');
  await page.goto(`/payment/${order.id}`);
  await expect(page.getByRole('heading', { name: 'Thanh toán đơn hàng' })).toBeVisible();
  await expect(page.getByText(`#${order.id}`).first()).toBeVisible();

  await page.getByRole('button', { name: 'Hủy đơn hàng' }).click();
  const dialog = page.getByRole('dialog', { name: 'Hủy đơn hàng?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Không hủy' }).click();
  await expect(dialog).toBeHidden();
  expect(await orderStatus(request, access, order.id)).toBe('pending');

  await page.getByRole('button', { name: 'Hủy đơn hàng' }).click();
  await dialog.getByRole('button', { name: 'Hủy đơn hàng' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(`Đã hủy đơn hàng #${order.id}`)).toBeVisible();
  expect(await orderStatus(request, access, order.id)).toBe('cancelled');

  // A cancelled order can't be paid.
  await page.goto(`/payment/${order.id}`);
  await expect(page.getByText('Đơn hàng đã bị hủy')).toBeVisible();
  await expect(page.getByRole('radio')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Hủy đơn hàng' })).toHaveCount(0);
});

test('/payment/{id}: online payment embeds PayOS and follows the payment to order success', async ({
  page,
  request,
}) => {
  const access = await signInNewShopper(page, request, 'pay-frame');
  const order = await placeOrderByApi(request, access, 'cash');
  await page.goto(`/payment/${order.id}`);
  await expect(page.getByText('Bạn đã hủy thanh toán trực tuyến.', { exact: false })).toHaveCount(0);

  await page.getByRole('radio', { name: /PayOS/ }).check();
  const frame = page.getByTitle('Cổng thanh toán trực tuyến PayOS');
  await expect(frame).toBeVisible({ timeout: 15_000 });
  const src = (await frame.getAttribute('src')) ?? '';
  expect(src).toMatch(peerPage);
  await expect(page.frameLocator('iframe').getByRole('button', { name: 'Thanh toán' })).toBeVisible();
  const newTab = page.getByRole('link', { name: 'Mở trang thanh toán trong tab mới' });
  await expect(newTab).toHaveAttribute('href', src);
  await expect(newTab).toHaveAttribute('target', '_blank');

  // The shopper pays at PayOS (in another tab, say): the peer posts its signed webhook; the page's poll sees it.
  const paid = await request.post(`${src}/pay`, { maxRedirects: 0 });
  expect(paid.status()).toBe(303);
  await expect(page.getByText('Thanh toán thành công!')).toBeVisible({ timeout: 10_000 });
  await expect(page).toHaveURL(new RegExp(`/order-success/${order.id}$`));
  expect((await paymentState(request, access, order.id)).payment_status).toBe('paid');
});

test('/payment/{id} needs sign-in, and an unknown order says so', async ({ page, request }) => {
  await page.goto('/payment/12345678');
  await expect(page).toHaveURL(/\/account\/login\?redirect=/);

  await signInNewShopper(page, request, 'pay-unknown');
  await page.goto('/payment/99999999');
  await expect(page.getByText('Không tìm thấy mã đơn hàng')).toBeVisible();
});
