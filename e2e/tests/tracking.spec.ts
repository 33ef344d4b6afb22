/// <reference lib="dom" />
import { expect, test } from '@playwright/test';
import { addFromProductPage, pickHcmcAddress, plainProduct } from './shop-helpers';

/**
 * Order lookup (spec 2 §2 /tracking) for a guest who checked out with a phone and no e-mail: the success page's
 * link finds the order by its phone, and so does the form with the phone written another way; a wrong phone finds
 * nothing, with the answer an unknown order gets.
 */

/** A Vietnamese mobile number no other test uses: both projects run every test against one server. */
function uniquePhone(): string {
  return `09${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

test('a guest who gave only a phone looks the order up with the order id and that phone', async ({ page, request }) => {
  test.slow(); // a whole checkout, then four lookups
  const phone = uniquePhone();
  await addFromProductPage(page, await plainProduct(request));
  await page.goto('/checkout');
  await page.getByRole('textbox', { name: /^Họ và tên/ }).fill('Lê Văn Điện Thoại');
  await page.getByRole('textbox', { name: /^Số điện thoại/ }).fill(phone);
  await page.getByRole('textbox', { name: /^Địa chỉ/ }).fill('12 Nguyễn Huệ');
  await pickHcmcAddress(page);
  await page.getByRole('checkbox', { name: /Tôi đã đọc/ }).check();
  await page.getByRole('button', { name: 'Đặt hàng' }).click();
  await expect(page).toHaveURL(/\/order-success\/\d+$/, { timeout: 15_000 });
  const orderId = /\/order-success\/(\d+)$/.exec(page.url())![1]!;

  // The success page's link looks the order up by the phone, not by the placeholder address.
  await page.getByRole('link', { name: 'Theo dõi đơn hàng' }).click();
  await expect(page.getByRole('heading', { name: `Đơn hàng #${orderId}` })).toBeVisible();
  expect(page.url()).not.toContain('guest.local');

  // Typed by hand, in the international form with spaces.
  await page.goto('/tracking');
  const contact = page.getByRole('textbox', { name: /^Email hoặc số điện thoại/ });
  await page.getByRole('textbox', { name: /^Mã đơn hàng/ }).fill(orderId);
  await contact.fill(`+84 ${phone.slice(1, 3)} ${phone.slice(3, 6)} ${phone.slice(6)}`);
  await page.getByRole('button', { name: 'Tra cứu' }).click();
  await expect(page.getByRole('heading', { name: `Đơn hàng #${orderId}` })).toBeVisible();
  await expect(page.getByText('Đơn hàng của bạn đang chờ xác nhận.')).toBeVisible();

  // Another phone: the same answer as an order that does not exist.
  const other = phone.endsWith('1') ? `${phone.slice(0, -1)}2` : `${phone.slice(0, -1)}1`;
  await contact.fill(other);
  await page.getByRole('button', { name: 'Tra cứu' }).click();
  await expect(page.getByRole('alert')).toHaveText('Không tìm thấy đơn hàng.');
  await expect(page.getByRole('heading', { name: `Đơn hàng #${orderId}` })).toBeHidden();
  await page.getByRole('textbox', { name: /^Mã đơn hàng/ }).fill('99999999');
  await contact.fill(phone);
  await page.getByRole('button', { name: 'Tra cứu' }).click();
  await expect(page.getByRole('alert')).toHaveText('Không tìm thấy đơn hàng.');

  // A number that is no Vietnamese mobile is refused by the form, with the spec's phone message.
  await contact.fill('0212 345 678');
  await page.getByRole('button', { name: 'Tra cứu' }).click();
  await expect(page.getByText('Số điện thoại không hợp lệ')).toBeVisible();
});
