/// <reference lib="dom" />
import { expect, test } from '@playwright/test';
import { signInAdminByApi, watchConsole } from './admin-helpers';
import { addFromProductPage, pickHcmcAddress, plainProduct, uniqueEmail, vnd } from './shop-helpers';

/**
 * Staff create a voucher in the back office (a percentage with a cap; the form's preview computes it
 * as checkout will), a guest uses it at checkout and sees the discount, and the voucher's page counts the use and
 * names the order. At the end the voucher is deactivated, so the shop's voucher lists (the support centre counts
 * them) are the demo's again whatever happened.
 */

const tag = '@desktop-only';

test('a voucher made in /admin is used at checkout and counted', { tag }, async ({ page, request }) => {
  test.setTimeout(90_000);
  const problems = await watchConsole(page);
  const access = await signInAdminByApi(page, request);
  const code = `E2E-${Date.now().toString(36)}`.toUpperCase();

  try {
    await page.goto('/admin/');
    await page.getByRole('navigation', { name: 'Mục quản trị' }).getByRole('link', { name: 'Mã giảm giá' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mã giảm giá' })).toBeVisible();
    await page.getByRole('link', { name: 'Thêm mã giảm giá' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Thêm mã giảm giá' })).toBeVisible();

    // Typed in lower case: kept upper-case.
    await page.getByLabel('Mã giảm giá', { exact: true }).fill(code.toLowerCase());
    await expect(page.getByLabel('Loại giảm giá')).toHaveValue('percentage');
    // Over 100 % is refused on the field, before anything is sent.
    await page.getByLabel('Phần trăm giảm (%)').fill('120');
    await page.getByRole('button', { name: 'Tạo mã giảm giá' }).click();
    await expect(page.getByText('Phần trăm giảm phải từ 1 đến 100.')).toBeVisible();
    await page.getByLabel('Phần trăm giảm (%)').fill('20');
    await page.getByLabel('Giảm tối đa (đ)').fill('30000');

    // The preview: 20 % of 500,000 is 100,000, capped at 30,000; outside HCMC too (not a free-shipping voucher).
    const preview = page.getByTestId('voucher-preview');
    await expect(preview).toContainText(`Đơn hàng ${vnd(500_000)} giao tới TP. Hồ Chí Minh được giảm ${vnd(30_000)}`);
    await page.getByLabel('Tiền hàng (đ)').fill('100000');
    await page.getByLabel('Giao tới').selectOption({ label: 'Tỉnh/thành khác' });
    await expect(preview).toContainText(`Đơn hàng ${vnd(100_000)} giao tới tỉnh khác được giảm ${vnd(20_000)}`);

    await page.getByRole('button', { name: 'Tạo mã giảm giá' }).click();
    await expect(page.getByRole('heading', { level: 1, name: code })).toBeVisible();
    const voucherId = Number(/\/admin\/promotions\/(\d+)$/.exec(page.url())![1]);
    await expect(page.getByText('Chưa có đơn hàng nào dùng mã này.')).toBeVisible();

    // A guest uses it at checkout.
    const product = await plainProduct(request);
    const unit =
      product.discount_price !== null && product.discount_price < product.price
        ? product.discount_price
        : product.price;
    const discount = Math.min(Math.round(unit * 0.2), 30_000);
    await addFromProductPage(page, product);
    await page.goto('/checkout');
    await page.getByRole('textbox', { name: /^Họ và tên/ }).fill('Nguyễn Văn Voucher');
    await page.getByRole('textbox', { name: /^Email/ }).fill(uniqueEmail('voucher'));
    await page.getByRole('textbox', { name: /^Số điện thoại/ }).fill('0901234567');
    await page.getByRole('textbox', { name: /^Địa chỉ/ }).fill('12 Nguyễn Huệ');
    await pickHcmcAddress(page);
    await page.getByRole('button', { name: new RegExp(code) }).click();
    await expect(page.getByText(`Đã áp dụng voucher ${code}`)).toBeVisible();
    const discountRow = page.getByText(`Giảm giá (${code})`).locator('..');
    await expect(discountRow).toContainText(`-${vnd(discount)}`);
    await page.getByRole('checkbox', { name: /Tôi đã đọc/ }).check();
    await page.getByRole('button', { name: 'Đặt hàng' }).click();
    await expect(page).toHaveURL(/\/order-success\/\d+$/, { timeout: 15_000 });
    const orderId = /\/order-success\/(\d+)$/.exec(page.url())![1]!;

    // The voucher's page counts the use and names the order.
    await page.goto(`/admin/promotions/${voucherId}`);
    const usage = page.getByRole('region', { name: 'Đã sử dụng' });
    await expect(usage.getByRole('link', { name: `#${orderId}` })).toBeVisible();
    await expect(usage).toContainText(vnd(discount));

    // Deactivated from its page: the shop stops offering it.
    await page.getByRole('button', { name: 'Ngừng áp dụng' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Ngừng áp dụng' }).click();
    await expect(page.getByText(`Đã ngừng mã ${code}.`)).toBeVisible();
    const shop = (await (await request.get('/api/promotions/public')).json()) as { results: { code: string }[] };
    expect(shop.results.map((p) => p.code)).not.toContain(code);
    expect(problems).toEqual([]);
  } finally {
    // Whatever failed above, the shop's lists must not keep this voucher.
    const headers = { authorization: `Bearer ${access}` };
    const found = await request.get(`/api/admin/promotions/?search=${code}`, { headers });
    const ids = ((await found.json()) as { results: { id: number }[] }).results.map((p) => p.id);
    for (const id of ids) await request.delete(`/api/admin/promotions/${id}/`, { headers });
  }
});
