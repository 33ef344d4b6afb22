/// <reference lib="dom" />
import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from '../shop-env';
import { signInAdminByApi, watchConsole } from './admin-helpers';
import { placeOrderByApi, uniqueEmail } from './shop-helpers';

/**
 * The owner's first screen on the production build: the setup checklist says what the e2e shop has (payments, GHN,
 * SInvoice, Zalo on; mail kept in the outbox) and its test mail says where the mail went; "Việc cần làm" shows the
 * server's counts, and a count opens the desk filtered to exactly those orders. A COD statement typed by hand that
 * the server refuses is told as a warning with its reason, not as a success.
 */

type TodoCounts = Record<string, number>;

test('the setup checklist, its test mail, and today’s work linking to the desk', async ({ page, request }) => {
  const problems = await watchConsole(page);
  test.setTimeout(120_000);
  // A cash order waiting for confirmation, from a shopper signed up through the API (the shop's pages aren't needed).
  const email = uniqueEmail('admin-setup');
  const registered = await request.post('/api/register/', {
    data: { email, password: 'matkhau123', first_name: 'Khách Thiết Lập', last_name: '' },
  });
  expect(registered.ok()).toBe(true);
  const shopper = (await (await request.post('/api/token/', { data: { email, password: 'matkhau123' } })).json()) as {
    access: string;
  };
  const order = await placeOrderByApi(request, shopper.access, 'cash');
  const access = await signInAdminByApi(page, request, E2E_ADMIN);
  const headers = { authorization: `Bearer ${access}` };
  const counts = (await (await request.get('/api/admin/dashboard/todo/', { headers })).json()) as TodoCounts;
  expect(counts.to_confirm).toBeGreaterThanOrEqual(1);

  await page.goto('/admin/');
  const checklist = page.getByRole('list', { name: 'Danh sách thiết lập' });
  const line = (label: string) => checklist.getByRole('listitem').filter({ hasText: label });
  // A loaded machine: the first answer may wait behind the GHN address sync the shop runs at start.
  await expect(line('Thanh toán trực tuyến (PayOS)')).toContainText('Đã thiết lập', { timeout: 30_000 });
  await expect(line('Hãng vận chuyển (GHN, GHTK)')).toContainText('Đang bật: Giao Hàng Nhanh.');
  await expect(line('Hóa đơn điện tử (Viettel SInvoice)')).toContainText('MST 0312345678');
  const mail = line('Gửi email');
  await expect(mail).toContainText('Chưa thiết lập');
  await expect(mail).toContainText('SMTP_URL');
  await mail.getByRole('button', { name: 'Gửi thư thử' }).click();
  await expect(page.getByText(`thư thử được lưu trong hộp thư đi, không gửi tới ${E2E_ADMIN.email}`)).toBeVisible();

  // Each line of today's work shows the server's count; "Đơn chờ xác nhận" opens the desk on exactly those orders.
  const todo = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Việc cần làm' }) });
  const toConfirm = todo.getByRole('link', { name: /Đơn chờ xác nhận/ });
  await expect(toConfirm).toContainText(counts.to_confirm!.toLocaleString('vi-VN'));
  await expect(todo.getByRole('link', { name: /Hóa đơn điện tử lỗi/ })).toContainText(String(counts.invoice_failed));
  await toConfirm.click({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/admin\/orders\?attention=to_confirm/);
  await expect(page.getByLabel('Việc cần làm')).toHaveValue('to_confirm');
  await expect(page.getByText(`${counts.to_confirm!.toLocaleString('vi-VN')} đơn hàng`, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: `#${order.id}` }).first()).toBeVisible();
  expect(problems).toEqual([]);
});

test('a COD statement typed by hand that the server refuses is a warning, with its reason', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAdminByApi(page);
  await page.goto('/admin/cod');
  await page.getByLabel('Nhập tay từng đơn').check();
  await page.getByLabel('Mã bảng kê').fill('BK-TAY-01');
  await page.getByLabel('Mã đơn (dòng 1)').fill('12345678');
  await expect(page.getByText('Hãng không giữ tiền thu hộ của đơn này.')).toBeVisible();
  await page.getByLabel('Số tiền hãng chuyển (dòng 1)').fill('150.000');
  await page.getByRole('button', { name: 'Ghi nhận bảng kê' }).click();
  await expect(page.getByText('Bảng kê BK-TAY-01: 1 đơn lệch hoặc không khớp, chưa ghi nhận')).toBeVisible();
  await expect(page.getByText('Đã ghi nhận bảng kê BK-TAY-01.')).toHaveCount(0, { timeout: 1_000 });
  const results = page.getByRole('list', { name: 'Kết quả đối soát' });
  await expect(results).toContainText('Đơn #12345678');
  await expect(results).toContainText('Không có đơn thu hộ khớp');
});
