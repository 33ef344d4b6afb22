/// <reference lib="dom" />
import { expect, test, type Page } from '@playwright/test';
import { placeOrderByApi, postSepayTransfer, signInNewShopper, vnd } from './shop-helpers';

/**
 * The bank-transfer QR screen /payment/sepay/{orderId} (spec 2 §2, §4 'Payment', §8, §9): a signed-in shopper
 * sees the QR, the transfer details and the countdown, copies a detail, and the page follows SePay's webhook to
 * order success; a short transfer keeps it waiting; a paid order goes straight to order success; bad ids show
 * the error view. SePay's webhook is posted as SePay posts it, with the e2e shop's API key.
 */

/** The payment card's status line (a live region; toasts and spinners have the same role elsewhere). */
function paymentStatus(page: Page) {
  return page.getByRole('region', { name: 'Chuyển khoản ngân hàng' }).getByRole('status');
}

/** The next status read the page makes (the poll runs every 3000 ms). */
function nextStatusRead(page: Page, orderId: number) {
  return page.waitForResponse((r) => r.url().endsWith(`/api/orders/${orderId}/sepay-status/`) && r.ok());
}

test('a shopper pays by QR: details, countdown and copy, then SePay confirms and order success follows', async ({
  page,
  request,
  context,
  baseURL,
}, testInfo) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const access = await signInNewShopper(page, request, 'qr');
  const order = await placeOrderByApi(request, access, 'sepay');
  const content = `DH${order.id}`;

  await page.goto(`/payment/sepay/${order.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Thanh toán đơn hàng' })).toBeVisible();
  const status = paymentStatus(page);
  await expect(status).toHaveText('Chờ thanh toán');
  await expect(page.getByText(`#${order.id}`).first()).toBeVisible();

  // The QR: the server's data URL, which the browser decodes.
  const qr = page.getByRole('img', { name: `Mã QR chuyển khoản cho đơn hàng #${order.id}` });
  await expect(qr).toBeVisible();
  expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(page.getByText('Quét mã QR bằng ứng dụng ngân hàng')).toBeVisible();

  // The transfer details: bank, account number in groups of four, the amount, the content that names the order.
  await expect(page.getByText('MB Bank', { exact: true })).toBeVisible();
  await expect(page.getByText('0123 4567 89', { exact: true })).toBeVisible();
  await expect(page.getByText('CONG TY TRA SUA NGUYEN LIEU', { exact: true })).toBeVisible();
  await expect(page.getByText(content, { exact: true }).first()).toBeVisible();
  const summary = page.getByRole('region', { name: 'Thông tin đơn hàng' });
  await expect(summary).toContainText(`#${order.id}`);
  await expect(summary).toContainText(vnd(order.final_total));
  await expect(summary).toContainText('12 Nguyễn Huệ');
  await expect(summary).toContainText('0912345678');

  // spec 2 §9: 600 s shown as m:ss, counting down to the order's own deadline (the e2e shop's
  // ORDER_PAYMENT_TTL_MINUTES is the spec's 10), where the server cancels it: the same time left after a reload.
  const countdown = page.getByTestId('payment-countdown');
  await expect(countdown).toHaveText(/^(10:00|9:[0-5]\d)$/);
  const first = await countdown.textContent();
  await expect(countdown).not.toHaveText(first!, { timeout: 3000 });
  const shown = async () => {
    const [minutes, seconds] = (await countdown.textContent())!.split(':').map(Number);
    return minutes! * 60 + seconds!;
  };
  const leftAtServer = () => (Date.parse(order.payment_expires_at!) - Date.now()) / 1000;
  expect(Math.abs((await shown()) - leftAtServer())).toBeLessThanOrEqual(2);
  await page.reload();
  await expect(countdown).toBeVisible();
  expect(Math.abs((await shown()) - leftAtServer())).toBeLessThanOrEqual(2);

  // Mobile first: one column on the phone, the summary beside the payment on the desktop.
  const card = page.getByRole('region', { name: 'Chuyển khoản ngân hàng' });
  const [cardBox, summaryBox] = [await card.boundingBox(), await summary.boundingBox()];
  if (testInfo.project.name === 'mobile') expect(summaryBox!.y).toBeGreaterThan(cardBox!.y + cardBox!.height - 1);
  else expect(summaryBox!.x).toBeGreaterThan(cardBox!.x + cardBox!.width - 1);

  // Copy: the toast, a check on the button, and the number itself (without the grouping spaces) on the clipboard.
  await page.getByRole('button', { name: 'Sao chép số tài khoản' }).click();
  await expect(page.getByText('Đã sao chép số tài khoản')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Đã sao chép số tài khoản' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('0123456789');
  await page.getByRole('button', { name: 'Sao chép tất cả thông tin' }).click();
  await expect(page.getByText('Đã sao chép tất cả thông tin')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(`Nội dung chuyển khoản: ${content}`);

  // A manual check before the money arrives: still waiting.
  await page.getByRole('button', { name: 'Kiểm tra thanh toán' }).click();
  await expect(page.getByText('Đang chờ thanh toán', { exact: true })).toBeVisible();
  await expect(status).toHaveText('Chờ thanh toán');

  // SePay reports the transfer while the page polls.
  await postSepayTransfer(request, order.id, order.final_total);
  await expect(status).toHaveText('Đã thanh toán', { timeout: 10_000 });
  await expect(page.getByText('Thanh toán thành công! Đang chuyển hướng...')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Kiểm tra thanh toán' })).toBeHidden();
  await expect(countdown).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/order-success/${order.id}$`), { timeout: 5000 });
  await expect(page.getByRole('heading', { name: 'Đặt hàng thành công!' })).toBeVisible();
});

test('a short transfer keeps the order waiting, and the QR then asks for the rest', async ({ page, request }) => {
  const access = await signInNewShopper(page, request, 'qr-short');
  const order = await placeOrderByApi(request, access, 'sepay');
  const paid = Math.floor(order.final_total / 2);

  await page.goto(`/payment/sepay/${order.id}`);
  const status = paymentStatus(page);
  await expect(status).toHaveText('Chờ thanh toán');
  await postSepayTransfer(request, order.id, paid);
  // Two reads after the transfer: the poll saw it and the order still waits.
  await nextStatusRead(page, order.id);
  await nextStatusRead(page, order.id);
  await expect(status).toHaveText('Chờ thanh toán');
  await expect(page).toHaveURL(new RegExp(`/payment/sepay/${order.id}$`));

  await page.reload();
  await expect(page.getByRole('region', { name: 'Chuyển khoản ngân hàng' })).toContainText(
    vnd(order.final_total - paid),
  );
});

test('an order already paid by transfer goes to order success with "Đơn hàng đã được thanh toán"', async ({
  page,
  request,
}) => {
  const access = await signInNewShopper(page, request, 'qr-paid');
  const order = await placeOrderByApi(request, access, 'sepay');
  await postSepayTransfer(request, order.id, order.final_total);

  await page.goto(`/payment/sepay/${order.id}`);
  await expect(page.getByText('Đơn hàng đã được thanh toán')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/order-success/${order.id}$`));
});

test('bad ids show the error view with retry and back; signed-out shoppers sign in first', async ({
  page,
  request,
}) => {
  await signInNewShopper(page, request, 'qr-bad');

  await page.goto('/payment/sepay/abc');
  await expect(page.getByRole('heading', { name: 'Không thể tạo thanh toán' })).toBeVisible();
  await expect(page.getByText('Không tìm thấy mã đơn hàng')).toBeVisible();

  // Another shopper's or an unknown order: the API answers 404.
  await page.goto('/payment/sepay/99999999');
  await expect(page.getByRole('heading', { name: 'Không thể tạo thanh toán' })).toBeVisible();
  await expect(page.getByText('Không thể tải thông tin đơn hàng')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Thử lại' })).toBeVisible();
  // A page opened directly has no history here: back goes to the account.
  await page.getByRole('button', { name: 'Quay lại' }).click();
  await expect(page).toHaveURL(/\/account$/);

  await page.evaluate(() => localStorage.clear());
  await page.goto('/payment/sepay/12345678');
  await expect(page).toHaveURL(/\/account\/login\?redirect=/);
});

test('the order page shows a bank transfer waiting with a way back to the QR, then paid once SePay confirms', async ({
  page,
  request,
}) => {
  const access = await signInNewShopper(page, request, 'qr-detail');
  const order = await placeOrderByApi(request, access, 'sepay');

  await page.goto(`/account/orders/${order.id}`);
  await expect(page.getByText('Đang chờ thanh toán')).toBeVisible();
  await page.getByRole('link', { name: 'Thanh toán ngay' }).click();
  await expect(page).toHaveURL(new RegExp(`/payment/sepay/${order.id}$`));
  await expect(paymentStatus(page)).toHaveText('Chờ thanh toán');

  await postSepayTransfer(request, order.id, order.final_total);
  await page.goto(`/account/orders/${order.id}`);
  await expect(page.getByText('Đã thanh toán')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Thanh toán ngay' })).toHaveCount(0);
});
