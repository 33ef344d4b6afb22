/// <reference lib="dom" />
import { expect, test } from '@playwright/test';
import { signInAdminByApi, watchConsole } from './admin-helpers';
import { plainProduct, uniqueEmail } from './shop-helpers';

/**
 * Customers in the back office (DESIGN §12): "Thêm khách hàng" makes one, whose page shows its group even when opened
 * by its address; and "Tạo đơn" lists who a phone could be for, with what proves it, and staff confirm one.
 */

const randomPhone = () => `09${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

test('Thêm khách hàng: name, phone, e-mail, group and tax code; opened by its address it shows its group', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const problems = await watchConsole(page, [/status of 400/]);
  const access = await signInAdminByApi(page);
  const headers = { authorization: `Bearer ${access}` };
  const groupName = `Đại lý ${Date.now().toString(36)}`;
  const made = await page.request.post('/api/admin/customer-groups/', { headers, data: { name: groupName } });
  expect(made.ok()).toBe(true);
  const group = (await made.json()) as { id: number };
  const email = uniqueEmail('them-khach');

  await page.goto('/admin/customers');
  await page.getByRole('button', { name: 'Thêm khách hàng' }).click();
  const dialog = page.getByRole('dialog', { name: 'Thêm khách hàng' });
  await dialog.getByRole('textbox', { name: 'Tên khách hàng' }).fill('Phạm Thu Hà');
  await dialog.getByRole('textbox', { name: 'Số điện thoại' }).fill(randomPhone());
  await dialog.getByRole('textbox', { name: /^Email/ }).fill(email);
  await dialog.getByRole('combobox', { name: 'Nhóm khách hàng' }).selectOption({ label: groupName });
  await dialog.getByRole('textbox', { name: /^Mã số thuế/ }).fill('0312345679');
  await dialog.getByRole('button', { name: 'Thêm khách hàng' }).click();

  await expect(page).toHaveURL(/\/admin\/customers\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Phạm Thu Hà' })).toBeVisible();
  const groupSelect = page.getByRole('combobox', { name: 'Nhóm', exact: true });
  await expect(groupSelect).toHaveValue(String(group.id));

  // Opened by its address, the groups answering after the customer: the group still shows.
  await page.route('**/api/admin/customer-groups/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
  const groupsAnswered = page.waitForResponse('**/api/admin/customer-groups/**');
  await page.reload();
  // The reload signs the desk in again first (the refresh cookie): slow on a busy machine.
  await expect(page.getByRole('heading', { level: 1, name: 'Phạm Thu Hà' })).toBeVisible({ timeout: 30_000 });
  await groupsAnswered;
  await expect(groupSelect).toHaveValue(String(group.id));
  await expect(groupSelect.locator('option:checked')).toHaveText(groupName);
  await page.unroute('**/api/admin/customer-groups/**');

  // The same e-mail again is refused beside its field.
  await page.goto('/admin/customers');
  await page.getByRole('button', { name: 'Thêm khách hàng' }).click();
  await dialog.getByRole('textbox', { name: 'Tên khách hàng' }).fill('Hà khác');
  await dialog.getByRole('textbox', { name: 'Số điện thoại' }).fill(randomPhone());
  await dialog.getByRole('textbox', { name: /^Email/ }).fill(email);
  await dialog.getByRole('button', { name: 'Thêm khách hàng' }).click();
  await expect(dialog.getByText('Email này đã thuộc một khách hàng khác.', { exact: false })).toBeVisible();
  expect(problems).toEqual([]);
});

test('Tạo đơn lists who the phone could be for, with what proves it; the one staff confirm takes the order', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const problems = await watchConsole(page);
  const phone = randomPhone();
  // A shopper who typed the number into their profile: proven by nothing.
  const reg = await page.request.post('/api/register/', {
    data: { email: uniqueEmail('typed'), password: 'matkhau123', first_name: 'Khách Gõ Số', phone_number: phone },
  });
  expect(reg.ok()).toBe(true);
  const shopper = (await reg.json()) as { id: number };
  const product = await plainProduct(page.request);
  const access = await signInAdminByApi(page);

  await page.goto('/admin/orders/new');
  const phoneBox = page.getByRole('combobox', { name: 'Số điện thoại' });
  await expect(phoneBox).toBeFocused();
  await page.keyboard.type(phone);
  const option = page.getByRole('listbox', { name: 'Khách hàng có số điện thoại hoặc email này' }).getByRole('option');
  await expect(option).toHaveCount(1);
  await expect(option).toContainText('Khách Gõ Số');
  await expect(option).toContainText('chỉ ghi số này trong hồ sơ, chưa xác minh');
  await expect(page.getByText(/Chưa ai xác minh số này/)).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByText(/Khách đã chọn:/)).toContainText('Khách Gõ Số');
  await expect(page.getByRole('textbox', { name: 'Tên khách hàng' })).toHaveValue('Khách Gõ Số');

  // A counter sale of one product: no address.
  await page.getByRole('combobox', { name: 'Kênh bán' }).selectOption({ label: 'Tại quầy' });
  await page.getByRole('combobox', { name: 'Thêm sản phẩm' }).fill(product.name.slice(0, 12).trim());
  await page
    .getByRole('listbox', { name: 'Sản phẩm phù hợp' })
    .getByRole('option', { name: product.name })
    .first()
    .click();
  await page.getByRole('button', { name: 'Tạo đơn' }).click();
  await expect(page).toHaveURL(/\/admin\/orders\/\d+$/);
  const orderId = Number(/(\d+)$/.exec(page.url())?.[1]);
  const res = await page.request.get(`/api/admin/orders/${orderId}/`, {
    headers: { authorization: `Bearer ${access}` },
  });
  expect(((await res.json()) as { user_id: number }).user_id).toBe(shopper.id);
  expect(problems).toEqual([]);
});
