/// <reference lib="dom" />
import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from '../shop-env';
import { watchConsole } from './admin-helpers';

/**
 * The back office's session keeps nothing a script could carry off (docs/decisions/0024-staff-refresh-cookie.md):
 * the refresh token is an HttpOnly cookie for the refresh call only, the access token stays in the tab's memory.
 */
test('staff sign in: no token in storage, the refresh cookie is HttpOnly, a reload stays in, sign-out ends it @desktop-only', async ({
  page,
  context,
}) => {
  const problems = await watchConsole(page);
  await page.goto('/admin/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(E2E_ADMIN.email);
  await page.getByRole('textbox', { name: 'Mật khẩu' }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
  const nav = page.getByRole('navigation', { name: 'Mục quản trị', includeHidden: true });
  await expect(nav.getByRole('link', { name: 'Đơn hàng', includeHidden: true })).toHaveCount(1);

  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('admin.')))).toEqual([]);
  const cookies = await context.cookies();
  const refresh = cookies.find((c) => c.name === 'staff_refresh');
  expect(refresh).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/api/admin/token/refresh' });
  expect(await page.evaluate(() => document.cookie)).not.toContain('staff_refresh');

  // A new page load has no token in memory: the cookie renews it.
  await page.goto('/admin/orders');
  await expect(page.getByRole('heading', { name: 'Đơn hàng', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Đăng xuất' }).click();
  await expect(page.getByRole('button', { name: 'Đăng nhập' })).toBeVisible();
  expect((await context.cookies()).filter((c) => c.name.startsWith('staff_'))).toEqual([]);
  await page.goto('/admin/orders');
  await expect(page.getByRole('button', { name: 'Đăng nhập' })).toBeVisible();
  expect(problems).toEqual([]);
});
