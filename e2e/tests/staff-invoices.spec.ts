/// <reference lib="dom" />
import { expect, test } from '@playwright/test';
import { signInAdminByApi, staffToken, watchConsole } from './admin-helpers';
import { plainProduct, uniqueEmail } from './shop-helpers';

/**
 * VAT invoices on staff orders (DESIGN §13): "Tạo đơn" for a café whose company and tax code staff saved on the
 * customer starts with the invoice block ticked and filled; the order page shows what the e-invoice would carry
 * before it is made, and opens its PDF once it is.
 */

const COMPANY = { name: 'Công ty TNHH Cà phê Sáng', taxCode: '0312345678' };

test('a café’s staff order carries its saved tax code; the e-invoice is reviewed, then its PDF opened', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const problems = await watchConsole(page);
  const product = await plainProduct(request);
  const staff = { authorization: `Bearer ${await staffToken(request)}` };
  const phone = `09${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  // The café is a customer already (an earlier counter sale), with its company and tax code saved by staff.
  const first = await request.post('/api/admin/orders/', {
    headers: staff,
    data: {
      customer: { name: 'Quán Sáng', phone },
      items: [{ product: product.id, variant: null, quantity: 1 }],
      source: 'store',
    },
  });
  expect(first.status()).toBe(201);
  const customerId = ((await first.json()) as { user_id: number }).user_id;
  const saved = await request.patch(`/api/admin/customers/${customerId}/`, {
    headers: staff,
    data: { company_name: COMPANY.name, tax_code: COMPANY.taxCode },
  });
  expect(saved.ok()).toBe(true);

  await signInAdminByApi(page);
  await page.goto('/admin/orders/new');
  await page.getByRole('combobox', { name: 'Số điện thoại' }).fill(phone);
  await page
    .getByRole('listbox', { name: 'Khách hàng có số điện thoại hoặc email này' })
    .getByRole('option')
    .first()
    .click();
  await expect(page.getByRole('textbox', { name: 'Tên khách hàng' })).toHaveValue('Quán Sáng');
  const invoiceBox = page.getByRole('checkbox', { name: /^Xuất hóa đơn GTGT cho công ty/ });
  await expect(invoiceBox).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Tên công ty' })).toHaveValue(COMPANY.name);
  await expect(page.getByRole('textbox', { name: 'Mã số thuế' })).toHaveValue(COMPANY.taxCode);
  await page.getByRole('combobox', { name: 'Kênh bán' }).selectOption({ label: 'Tại quầy' });
  await page.getByRole('combobox', { name: 'Thêm sản phẩm' }).fill(product.name.slice(0, 12).trim());
  await page
    .getByRole('listbox', { name: 'Sản phẩm phù hợp' })
    .getByRole('option', { name: product.name })
    .first()
    .click();

  // A wrong tax code is refused on the form with the domain's message; then the whole details go.
  await page.getByRole('textbox', { name: 'Mã số thuế' }).fill('12345');
  await page.getByRole('button', { name: 'Tạo đơn' }).click();
  await expect(page.getByText('Mã số thuế không hợp lệ')).toBeVisible();
  await page.getByRole('textbox', { name: 'Mã số thuế' }).fill(COMPANY.taxCode);
  await page.getByRole('textbox', { name: 'Địa chỉ công ty' }).fill('1 Lê Lợi, Quận 1, TP.HCM');
  await page.getByRole('textbox', { name: 'Email nhận hóa đơn' }).fill(uniqueEmail('ketoan'));
  await page.getByRole('button', { name: 'Tạo đơn' }).click();
  await expect(page).toHaveURL(/\/admin\/orders\/\d+$/);
  const orderId = Number(/(\d+)$/.exec(page.url())?.[1]);

  await page.getByRole('button', { name: 'Xem trước hóa đơn' }).click();
  const preview = page.getByRole('dialog', { name: 'Xem trước hóa đơn điện tử' });
  await expect(preview).toContainText(COMPANY.name);
  await expect(preview).toContainText(`MST ${COMPANY.taxCode}`);
  await expect(preview.getByRole('table', { name: 'Các dòng hóa đơn' })).toContainText(product.name);
  await expect(preview).toContainText('Tổng thanh toán');
  await preview.getByRole('button', { name: 'Đóng' }).click();

  for (const status of ['accounting_processing', 'processing', 'shipped', 'delivered']) {
    const moved = await request.post(`/api/admin/orders/${orderId}/transition/`, {
      headers: staff,
      data: { status, tracking_number: 'QUAY1' },
    });
    expect(moved.ok(), await moved.text()).toBe(true);
  }
  // The job issues the invoice in the background; then the page offers its PDF.
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/admin/orders/${orderId}/invoice/`, { headers: staff });
        return ((await res.json()) as { status: string }).status;
      },
      { timeout: 60_000 },
    )
    .toBe('issued');
  await page.reload();
  const [tab] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Mở PDF hóa đơn' }).click(),
  ]);
  await expect.poll(() => tab.url()).toMatch(/^blob:/);
  expect(problems).toEqual([]);
});
