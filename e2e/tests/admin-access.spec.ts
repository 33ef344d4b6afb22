/// <reference lib="dom" />
import { expect, test } from '@playwright/test';
import { signInAdminByApi, watchConsole } from './admin-helpers';
import { placeOrderByApi, signInNewShopper, uniqueEmail, vnd } from './shop-helpers';

/**
 * Who gets into the back office, and the delivery note on paper: a customer account is refused at the sign-in, told
 * it has no access, and sees nothing of the desk; staff print an order's note on A5.
 */

test('a customer signing in at /admin is told there is no access and sees no desk', async ({ page, request }) => {
  // The refused sign-in is a 403 the browser logs: expected here.
  const problems = await watchConsole(page, [/status of 403/]);
  const email = uniqueEmail('desk-customer');
  const reg = await request.post('/api/register/', {
    data: { email, password: 'matkhau123', first_name: 'Khách Thường', last_name: '', phone_number: '0912345678' },
  });
  expect(reg.ok()).toBe(true);

  await page.goto('/admin/');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Mật khẩu' }).fill('matkhau123');
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
  // The staff sign-in refuses the account (403): no session is made.
  await expect(page.getByRole('alert')).toHaveText(
    'Tài khoản này không có quyền truy cập trang quản trị. Vui lòng đăng nhập bằng tài khoản nhân viên.',
  );
  await expect(page.getByRole('navigation', { name: 'Mục quản trị' })).toHaveCount(0);

  // Nor by typing a desk address: the sign-in again, no orders, no list.
  await page.goto('/admin/orders');
  await expect(page.getByRole('heading', { name: 'Đăng nhập quản trị' })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('the delivery note prints on A5: shop name, barcode, items, address, amount to collect', async ({
  page,
  request,
}) => {
  const problems = await watchConsole(page);
  const access = await signInNewShopper(page, request, 'desk-print');
  const order = await placeOrderByApi(request, access, 'cash');
  const shop = (await (await request.get('/api/config')).json()) as { shop_name: string };
  await signInAdminByApi(page, request);

  await page.goto(`/admin/orders/print?ids=${order.id}&size=a5`);
  const note = page.getByRole('article', { name: `Phiếu giao hàng đơn #${order.id}` });
  await expect(note).toContainText(shop.shop_name);
  await expect(note.getByRole('img', { name: `Mã vạch đơn hàng ${order.id}` })).toBeVisible();
  await expect(note).toContainText('12 Nguyễn Huệ, Phường Bến Nghé, Quận 1, Thành phố Hồ Chí Minh');
  await expect(note.getByRole('row')).toHaveCount(2);
  await expect(note.getByText('Thu hộ (COD)').locator('..')).toContainText(vnd(order.final_total));
  await expect(page.getByRole('link', { name: 'Khổ A5' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('button', { name: 'In' })).toBeEnabled();

  // On paper: one A5 page (148 × 210 mm = 420 × 595 pt), without the desk's menu and buttons.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'In' })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Mục quản trị' })).toBeHidden();
  const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
  const boxes = [...pdf.matchAll(/\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/g)].map((m) => [
    Math.round(Number(m[1])),
    Math.round(Number(m[2])),
  ]);
  expect(boxes).toEqual([[420, 595]]);
  expect(problems).toEqual([]);
});
