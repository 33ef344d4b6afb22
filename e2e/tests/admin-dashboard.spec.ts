/// <reference lib="dom" />
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { E2E_ADMIN } from '../shop-env';
import { signInAdminByApi } from './admin-helpers';
import { placeOrderByApi, uniqueEmail } from './shop-helpers';

/**
 * The back office's dashboard and audit trail on the production build: a shopper's order
 * counts in today's figures and the chart is drawn; a staff move made through the API shows in the audit trail with
 * what it changed. Any console error fails the test: the CSP refuses a chart library that injects styles.
 */

/** Collects console errors, page errors and CSP violations from now on. */
async function watchErrors(page: Page): Promise<string[]> {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`${page.url()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
  await page.exposeFunction('reportCspViolation', (report: string) => errors.push(report));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { reportCspViolation: (r: string) => void }).reportCspViolation;
      void report(`${location.href}: ${e.violatedDirective} blocked ${e.blockedURI || '(inline)'}`);
    });
  });
  return errors;
}

async function tokens(request: APIRequestContext, email: string, password: string) {
  const res = await request.post('/api/token/', { data: { email, password } });
  expect(res.ok()).toBe(true);
  return (await res.json()) as { access: string; refresh: string };
}

test('today’s order counts on the dashboard and a staff move shows in the audit trail', async ({ page, request }) => {
  const errors = await watchErrors(page);
  const email = uniqueEmail('admin-dash');
  const registered = await request.post('/api/register/', {
    data: { email, password: 'matkhau123', first_name: 'Khách Dashboard', last_name: '' },
  });
  expect(registered.ok()).toBe(true);
  const order = await placeOrderByApi(request, (await tokens(request, email, 'matkhau123')).access, 'cash');

  const staff = await tokens(request, E2E_ADMIN.email, E2E_ADMIN.password);
  const headers = { authorization: `Bearer ${staff.access}` };
  const moved = await request.post(`/api/admin/orders/${order.id}/transition/`, {
    headers,
    data: { status: 'accounting_processing' },
  });
  expect(moved.ok()).toBe(true);
  // Today's figure as the API counts it (the last day of the default range is today in shop time).
  const stats = (await (await request.get('/api/admin/stats/', { headers })).json()) as {
    daily: { date: string; orders: number }[];
  };
  const today = stats.daily.at(-1)!;
  expect(today.orders).toBeGreaterThanOrEqual(1);

  await signInAdminByApi(page);

  await page.goto('/admin/?range=today');
  await expect(page.getByRole('link', { name: 'Hôm nay' })).toHaveAttribute('aria-current', 'page');
  const ordersCard = page.locator('dl > div').filter({ has: page.getByText('Đơn hàng', { exact: true }) });
  await expect(ordersCard.locator('dd').first()).toHaveText(today.orders.toLocaleString('vi-VN'));
  await expect(page.getByTestId('revenue-chart').locator('svg.recharts-surface')).toBeVisible();
  const days = page.getByRole('table', { name: 'Doanh thu và số đơn theo ngày' });
  await expect(days.getByRole('row')).toHaveCount(2); // the header and today
  await expect(days.getByRole('cell').last()).toHaveText(String(today.orders));
  // The moved order is counted under its status, which links to the desk's list of them.
  const accounting = page.getByRole('link', { name: /^Đang xử lý \(kế toán\)/ });
  await expect(accounting).toHaveAttribute('href', /status=accounting_processing/);

  await page.goto(`/admin/audit?target_id=${order.id}`);
  const row = page.getByRole('row').filter({ hasText: `Đơn hàng #${order.id}` });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Chuyển trạng thái đơn hàng');
  await expect(row).toContainText(E2E_ADMIN.email);
  await row.getByRole('button', { name: 'Xem thay đổi' }).click();
  const panel = page.getByRole('dialog', { name: 'Chuyển trạng thái đơn hàng' });
  await expect(panel.getByRole('row', { name: /Trạng thái/ })).toContainText(/Chờ xác nhận\s*Đang xử lý \(kế toán\)/);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();

  expect(errors).toEqual([]);
});
