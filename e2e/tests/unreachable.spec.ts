/// <reference lib="dom" />
import { expect, test } from '@playwright/test';
import { signInAdminByApi } from './admin-helpers';
import { openInApp, placeOrderByApi, signInNewShopper } from './shop-helpers';

/**
 * A page that cannot reach the API says so and offers 'Thử lại', which works once the API answers again: in the
 * shop (a page whose loader failed), and in the back office (a signed-in desk opened while the server is away, and
 * a phone that is offline: the call is made and fails instead of waiting, with its skeleton, for the network).
 */

test('the shop: a page whose data could not be fetched offers a retry that recovers', async ({ page }) => {
  await page.route('**/api/**', (route) => route.abort('connectionrefused'));
  await openInApp(page, '/dieu-khoan-dich-vu');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Không kết nối được máy chủ', { timeout: 15_000 });
  // Inside the shop's frame, not in place of it.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('main').getByRole('alert')).toBeVisible();

  await page.unroute('**/api/**');
  await alert.getByRole('button', { name: 'Thử lại' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Điều khoản dịch vụ' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('the back office: opened while the API is unreachable, it says so instead of asking to sign in', async ({
  page,
  request,
}) => {
  await signInAdminByApi(page, request);
  await page.route('**/api/**', (route) => route.abort('connectionrefused'));
  await page.goto('/admin/orders');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Không kết nối được máy chủ. Vui lòng thử lại.');
  await expect(page).toHaveURL(/\/admin\/orders$/);

  await page.unroute('**/api/**');
  await alert.getByRole('button', { name: 'Thử lại' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Đơn hàng' })).toBeVisible();
});

test('the back office offline: the order page shows the error and a retry, not a skeleton', async ({
  page,
  context,
  request,
}) => {
  const access = await signInNewShopper(page, request, 'offline-desk');
  const first = await placeOrderByApi(request, access, 'cash');
  const second = await placeOrderByApi(request, access, 'cash');
  await signInAdminByApi(page, request);
  // The order page's code is loaded once online; the second order's data is asked for offline.
  await page.goto(`/admin/orders/${first.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Đơn hàng #${first.id}` })).toBeVisible();
  await page.goto('/admin/orders');
  await expect(page.getByRole('link', { name: `#${second.id}` }).first()).toBeVisible();

  await context.setOffline(true);
  await page
    .getByRole('link', { name: `#${second.id}` })
    .first()
    .click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Không kết nối được máy chủ. Vui lòng thử lại.', { timeout: 15_000 });

  await context.setOffline(false);
  await alert.getByRole('button', { name: 'Thử lại' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Đơn hàng #${second.id}` })).toBeVisible();
});
