/// <reference lib="dom" />
import { expect, test } from '@playwright/test';
import { signInAdminByApi, watchConsole } from './admin-helpers';

/**
 * The back office's settings on the production build: an admin changes the shop's hotline and the shop's
 * header shows it on the next page load; the fee calculator prices an address with unsaved rules. Other specs check
 * the header's hotline, so it is put back whatever happens.
 */

const HOTLINE = '028 3822 6688';

test.describe('settings back office', () => {
  test("an admin changes the hotline, the shop's header shows it, and it is put back", async ({ page, request }) => {
    const problems = await watchConsole(page);
    const token = await signInAdminByApi(page, request);
    const before = ((await (await request.get('/api/config')).json()) as { hotline: string }).hotline;
    try {
      await page.goto('/admin/settings');
      await expect(page.getByRole('heading', { name: 'Cài đặt', exact: true })).toBeVisible();
      const hotline = page.getByLabel('Hotline');
      const save = page.getByRole('button', { name: 'Lưu thông tin cửa hàng' });

      await hotline.fill('gọi tôi');
      await save.click();
      await expect(page.getByText('Số hotline không hợp lệ', { exact: false })).toBeVisible();

      await hotline.fill(HOTLINE);
      await save.click();
      await expect(page.getByText('Đã lưu thông tin cửa hàng', { exact: false })).toBeVisible();

      await page.goto('/products');
      const call = page.getByRole('banner').getByRole('link', { name: /Gọi hotline/ });
      await expect(call).toHaveAttribute('href', 'tel:02838226688');
      await expect(call).toContainText(HOTLINE);

      // Back through the form: a blank box gives the server's own value back.
      await page.goto('/admin/settings');
      await expect(page.getByLabel('Hotline')).toHaveValue(HOTLINE);
      await page.getByLabel('Hotline').fill('');
      await page.getByRole('button', { name: 'Lưu thông tin cửa hàng' }).click();
      await expect(page.getByText('Đã lưu thông tin cửa hàng', { exact: false })).toBeVisible();
      await page.goto('/products');
      await expect(page.getByRole('banner').getByRole('link', { name: /Gọi hotline/ })).toContainText(before);
    } finally {
      const reset = await request.patch('/api/admin/settings/shop/', {
        headers: { authorization: `Bearer ${token}` },
        data: { hotline: null },
      });
      expect(reset.ok()).toBe(true);
    }
    expect(problems).toEqual([]);
  });

  test('the fee calculator prices an address with the rules as typed, before they are saved', async ({
    page,
    request,
  }) => {
    const problems = await watchConsole(page);
    await signInAdminByApi(page, request);
    await page.goto('/admin/settings/shipping');
    const calculator = page.getByRole('region', { name: 'Tính thử phí giao hàng' });
    await calculator.getByLabel('Tỉnh/Thành phố').selectOption({ label: 'Thành phố Hà Nội' });
    await calculator.getByRole('button', { name: 'Tính phí' }).click();
    await expect(calculator.getByText('Đơn vị vận chuyển thu khi giao', { exact: true })).toBeVisible();

    // Unsaved: the couriers everywhere, and a fallback fee of 45,000 ₫ for an address without a district.
    await page.getByLabel(/Chỉ giao bằng nhân viên cửa hàng/).uncheck();
    await page.getByLabel('Phí cố định khi không tính được (đ)').fill('45000');
    await calculator.getByRole('button', { name: 'Tính phí' }).click();
    await expect(calculator.getByText('Sử dụng phí vận chuyển cố định: 45.000₫')).toBeVisible();

    // Nothing was saved: the shop still leaves Hà Nội to the carrier.
    const fee = await request.post('/api/shipping/calculate-fee/', {
      data: { destination_address: '1 Tràng Tiền', city: 'Thành phố Hà Nội', order_total: 100_000 },
    });
    expect(await fee.json()).toMatchObject({ DVVC: true });
    expect(problems).toEqual([]);
  });
});
