import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from '../shop-env';
import { pickHcmcAddress, signInNewShopper, uniqueEmail } from './shop-helpers';

/**
 * DESIGN §13 end to end: a café in its customer group sees its quantity price on the product page, buys whole cases,
 * asks for a VAT invoice with its tax code, and downloads the e-invoice once the order is delivered.
 */
test('a café member buys 3 cases at its price, asks for a VAT invoice and downloads it after delivery', async ({
  page,
  request,
}) => {
  const staff = ((await (await request.post('/api/token/', { data: E2E_ADMIN })).json()) as { access: string }).access;
  const headers = { authorization: `Bearer ${staff}` };
  const category = ((await (await request.get('/api/categories/')).json()) as { id: number }[])[0]!.id;
  const tag = Math.random().toString(36).slice(2, 8);
  const made = await request.post('/api/admin/products/', {
    headers,
    data: { name: `Trà đen thùng ${tag}`, category, price: 150_000, stock: 60, unit: 'thùng', order_multiple: 3 },
  });
  expect(made.status()).toBe(201);
  const product = (await made.json()) as { id: number; name: string };
  const group = (await (
    await request.post('/api/admin/customer-groups/', { headers, data: { name: `Quán cà phê ${tag}` } })
  ).json()) as { id: number };
  const tiers = await request.put(`/api/admin/products/${product.id}/price-tiers/`, {
    headers,
    data: [{ variant: null, group: group.id, min_quantity: 3, price: 120_000 }],
  });
  expect(tiers.ok()).toBe(true);

  const access = await signInNewShopper(page, request, 'cafe');
  const me = (await (
    await request.get('/api/users/me/', { headers: { authorization: `Bearer ${access}` } })
  ).json()) as {
    id: number;
  };
  expect((await request.patch(`/api/admin/customers/${me.id}/`, { headers, data: { group: group.id } })).ok()).toBe(
    true,
  );

  await page.goto(`/products/${product.id}`);
  await expect(page.getByText(/Mua từ 3: 120\.000\s₫/)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Số lượng' })).toHaveValue('3');
  await page.getByRole('button', { name: 'Thêm vào giỏ hàng' }).click();
  await expect(page.getByText('Đã thêm sản phẩm vào giỏ hàng!')).toBeVisible();

  await page.goto('/checkout');
  // The cart prices the line at the group's tier, as the server will.
  await expect(page.getByText(/120\.000\s₫ × 3/)).toBeVisible();
  await page.getByRole('textbox', { name: /^Địa chỉ/ }).fill('12 Nguyễn Huệ');
  await pickHcmcAddress(page);
  await page.getByRole('checkbox', { name: 'Tôi muốn xuất hóa đơn VAT cho công ty' }).check();
  await page.getByRole('textbox', { name: /^Tên công ty/ }).fill('Công ty TNHH Cà phê Sáng');
  await page.getByRole('textbox', { name: /^Mã số thuế/ }).fill('0312345678');
  await page.getByRole('textbox', { name: /^Email nhận hóa đơn/ }).fill(uniqueEmail('ketoan'));
  await page.getByRole('textbox', { name: /^Địa chỉ công ty/ }).fill('1 Lê Lợi, Quận 1');
  await page.getByRole('checkbox', { name: /Tôi đã đọc/ }).check();
  await page.getByRole('button', { name: 'Đặt hàng' }).click();
  await expect(page).toHaveURL(/\/order-success\/\d+$/, { timeout: 15_000 });
  const orderId = Number(/\/order-success\/(\d+)$/.exec(page.url())![1]);

  const order = (await (
    await request.get(`/api/orders/${orderId}/`, { headers: { authorization: `Bearer ${access}` } })
  ).json()) as { items: { price: number; quantity: number }[]; invoice: { tax_code: string } };
  expect(order.items[0]).toMatchObject({ price: 120_000, quantity: 3 });
  expect(order.invoice.tax_code).toBe('0312345678');

  for (const status of ['accounting_processing', 'processing', 'shipped', 'delivered']) {
    const moved = await request.post(`/api/admin/orders/${orderId}/transition/`, {
      headers,
      data: { status, tracking_number: 'GHN1' },
    });
    expect(moved.ok()).toBe(true);
  }

  await expect(async () => {
    await page.goto(`/account/orders/${orderId}`);
    await expect(page.getByText(/Trạng thái: Đã xuất/)).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Tải hóa đơn (PDF)' }).click();
  expect((await download).suggestedFilename()).toBe(`hoa-don-${orderId}.pdf`);
});
