/// <reference lib="dom" />
import { expect, test } from '@playwright/test';
import { signInAdminByApi, staffToken, watchConsole } from './admin-helpers';
import { HCMC, plainProduct, uniqueEmail, vnd } from './shop-helpers';

/**
 * Returns by line (DESIGN §17): on a delivered, paid order the "Trả hàng" dialog lists each line with what may still
 * come back, refuses more than that beside the line, and records a return that goes back on the shelf with a cash
 * refund; the order's "Trả hàng và hoàn tiền" section then shows it and what may still be refunded.
 */
test('a line comes back through the return dialog, restocked, with a cash refund', async ({ page, request }) => {
  test.setTimeout(120_000);
  const problems = await watchConsole(page);
  const product = await plainProduct(request);
  const headers = { authorization: `Bearer ${await staffToken(request)}` };
  const phone = `09${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const made = await request.post('/api/admin/orders/', {
    headers,
    data: {
      customer: { name: 'Khách trả hàng', phone, email: uniqueEmail('return') },
      items: [{ product: product.id, variant: null, quantity: 2 }],
      shipping_address: '12 Nguyễn Huệ',
      city: HCMC,
      district: 'Quận 1',
      ward: 'Phường Bến Nghé',
      payment_method: 'cash',
      source: 'phone',
    },
  });
  expect(made.status()).toBe(201);
  const order = (await made.json()) as { id: number; final_total: number; items: { total_price: number }[] };
  for (const status of ['accounting_processing', 'processing', 'shipped', 'delivered']) {
    const res = await request.post(`/api/admin/orders/${order.id}/transition/`, {
      headers,
      data: { status, ...(status === 'shipped' ? { tracking_number: 'E2E123' } : {}) },
    });
    expect(res.status()).toBe(200);
  }
  expect((await request.post(`/api/admin/orders/${order.id}/mark-paid/`, { headers, data: {} })).status()).toBe(200);
  const unitPrice = order.items[0]!.total_price / 2;

  await signInAdminByApi(page);
  await page.goto(`/admin/orders/${order.id}`);
  // The back office's first load on a busy machine may take a while.
  await expect(page.getByRole('heading', { name: `Đơn hàng #${order.id}` })).toBeVisible({ timeout: 30_000 });
  const section = page.getByRole('region', { name: 'Trả hàng và hoàn tiền' });
  await expect(section).toContainText('Chưa có phiếu trả hàng hay khoản hoàn tiền nào.');
  await section.getByRole('button', { name: 'Trả hàng' }).click();

  const dialog = page.getByRole('dialog', { name: `Trả hàng — đơn #${order.id}` });
  await expect(dialog).toContainText('Có thể trả: 2');
  const quantity = dialog.getByRole('spinbutton', { name: `Số lượng trả ${product.name}` });
  await quantity.fill('3');
  await dialog.getByRole('textbox', { name: 'Lý do trả hàng (bắt buộc)' }).fill('Bao bì bị móp');
  await dialog.getByRole('button', { name: 'Ghi nhận trả hàng' }).click();
  await expect(dialog.getByText(`"${product.name}" chỉ còn 2 có thể trả`)).toBeVisible();

  await quantity.fill('1');
  await expect(dialog.getByRole('checkbox', { name: 'Nhập lại kho' })).toBeChecked();
  await expect(dialog.getByRole('combobox', { name: 'Nhập lại vào kho' })).toBeEnabled();
  await dialog.getByRole('combobox', { name: 'Hình thức hoàn tiền' }).selectOption({ label: 'Tiền mặt' });
  await dialog.getByRole('spinbutton', { name: 'Số tiền hoàn (đồng)' }).fill(String(unitPrice));
  await dialog.getByRole('button', { name: 'Ghi nhận trả hàng' }).click();
  await expect(page.getByText('Đã ghi nhận trả hàng, nhập lại kho 1 sản phẩm.')).toBeVisible();
  await expect(dialog).toBeHidden();

  await expect(section).toContainText(`${product.name} × 1`);
  await expect(section).toContainText('Lý do: Bao bì bị móp');
  await expect(section).toContainText(`Hoàn tiền ${vnd(unitPrice)} · Tiền mặt`);
  await expect(section).toContainText(vnd(order.final_total - unitPrice));

  // The dialog again: one unit is left to give back.
  await section.getByRole('button', { name: 'Trả hàng' }).click();
  await expect(dialog).toContainText('Có thể trả: 1');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // An exchange: the return's "Tạo đơn đổi hàng" opens the order form with the customer, the address and the
  // returned line at the price paid; the new order names the return, and the return names the new order.
  await section.getByRole('link', { name: 'Tạo đơn đổi hàng' }).click();
  await expect(page.getByRole('heading', { name: /Tạo đơn đổi hàng cho phiếu trả #\d+/ })).toBeVisible();
  await expect(page.getByLabel('Địa chỉ (số nhà, đường)')).toHaveValue('12 Nguyễn Huệ');
  await expect(page.getByText(product.name).first()).toBeVisible();
  await page.getByRole('button', { name: 'Tạo đơn', exact: true }).click();
  await expect(page.getByRole('heading', { name: /Đơn hàng #\d+/ })).toBeVisible({ timeout: 30_000 });
  const exchangeSection = page.getByRole('region', { name: 'Trả hàng và hoàn tiền' });
  await expect(exchangeSection).toContainText(`của đơn #${order.id}`);
  await exchangeSection.getByRole('link', { name: `đơn #${order.id}` }).click();
  await expect(section.getByRole('link', { name: 'Tạo đơn đổi hàng' })).toBeHidden();
  await expect(section).toContainText('Đơn đổi hàng: #');
  expect(problems).toEqual([]);
});
