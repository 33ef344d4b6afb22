/// <reference lib="dom" />
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { signInAdminByApi, staffToken, watchConsole } from './admin-helpers';
import { placeOrderByApi, plainProduct, signInNewShopper, vnd } from './shop-helpers';

/** Today and the first of its month in shop time ('YYYY-MM-DD'), as the page's "Tháng này" asks. */
function thisMonth() {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(new Date());
  return { date_from: `${today.slice(0, 8)}01`, date_to: today };
}

/**
 * The reports page (DESIGN §17) on the production build: an order delivered today counts in this month's gross
 * profit (the chart drawn under the CSP, the channel's row), its product among the best sellers; the stock's value and
 * receivables ageing show; a table downloads as CSV; a range over a year is refused beside its field; the page fits
 * a 360 px phone without scrolling sideways.
 */
test('this month’s delivered order in the gross profit, sellers, stock value, CSV, ranges, 360 px', async ({
  page,
  request,
}) => {
  // An order walked to delivered, then every report of the page, twice (preset and custom ranges).
  test.setTimeout(120_000);
  const problems = await watchConsole(page);
  const access = await signInNewShopper(page, request, 'reports');
  const order = await placeOrderByApi(request, access, 'cash');
  const product = await plainProduct(request);
  const headers = { authorization: `Bearer ${await staffToken(request)}` };
  for (const status of ['accounting_processing', 'processing', 'shipped', 'delivered']) {
    const moved = await request.post(`/api/admin/orders/${order.id}/transition/`, { headers, data: { status } });
    expect(moved.ok()).toBe(true);
  }
  // This month's figures as the API counts them (other specs may have delivered orders too).
  const { date_from, date_to } = thisMonth();
  const url = `/api/admin/reports/profit/?group_by=channel&date_from=${date_from}&date_to=${date_to}`;
  const profit = (await (await request.get(url, { headers })).json()) as {
    rows: { key: string; orders: number; revenue: number }[];
  };
  const web = profit.rows.find((r) => r.key === 'web')!;
  expect(web.revenue).toBeGreaterThan(0);
  expect(web.orders).toBeGreaterThanOrEqual(1);

  await signInAdminByApi(page, request);
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/admin/');
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('link', { name: 'Báo cáo' }).click();
  await expect(page.getByRole('heading', { name: 'Báo cáo', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Tháng này' })).toHaveAttribute('aria-current', 'page');

  await expect(page.getByTestId('profit-chart').locator('.recharts-wrapper > svg.recharts-surface')).toBeVisible({
    timeout: 15_000,
  });
  const channels = page.getByRole('table', { name: /theo kênh bán/ });
  const webRow = channels.getByRole('row', { name: /^Website/ });
  await expect(webRow.getByRole('cell').nth(0)).toHaveText(web.orders.toLocaleString('vi-VN'));
  await expect(webRow.getByRole('cell').nth(1)).toHaveText(vnd(web.revenue));
  const best = page.getByRole('table', { name: /Bán chạy nhất/ });
  await expect(best.getByRole('link', { name: product.name })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Số lượng tồn và giá trị tồn theo kho' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tuổi nợ phải thu' })).toBeVisible();
  // The ageing: empty on a fresh shop, a table once another spec (receivables) left a customer owing.
  await expect(
    page.getByText('Không có khách hàng nào đang nợ.').or(page.getByRole('table', { name: /theo số ngày quá hạn/ })),
  ).toBeVisible();

  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Tải CSV lợi nhuận theo kênh bán' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^loi-nhuan-theo-kenh_\d{4}-\d{2}-01_\d{4}-\d{2}-\d{2}\.csv$/);
  const text = readFileSync((await download.path())!, 'utf8');
  expect(text.startsWith('\uFEFFKênh bán,Số đơn đã giao,Doanh thu (đ)')).toBe(true);
  expect(text).toContain(`Website,${web.orders},${web.revenue},`);

  await page.getByRole('link', { name: 'Tháng trước' }).click();
  await expect(page.getByRole('link', { name: 'Tháng trước' })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('link', { name: 'Tùy chọn' }).click();
  await page.getByLabel('Từ ngày').fill('2024-01-01');
  await page.getByLabel('Đến ngày').fill('2025-06-30');
  await page.getByRole('button', { name: 'Xem' }).click();
  await expect(page.getByText('Khoảng thời gian của báo cáo không được dài quá 366 ngày.')).toBeVisible();

  expect(problems).toEqual([]);
});
