/// <reference lib="dom" />
import { expect, test } from '@playwright/test';
import { E2E_ZALO } from '../shop-env';
import { signInAdminByApi, watchConsole } from './admin-helpers';
import { placeOrderByApi, signInNewShopper } from './shop-helpers';

/**
 * Zalo order messages on the production build, against the Zalo peer: an admin sets the "placed" event's template
 * in the back office and test-sends it; a shopper's order then gets its message, which the order's back office page
 * lists beside its mails. The templates are put back whatever happens.
 */

const tag = '@desktop-only';

test("the order's back office page lists its Zalo message", { tag }, async ({ page, context, request }) => {
  // The settings screen, a test-send, a shopper's order and the job queue's send, one after the other.
  test.setTimeout(90_000);
  // The template saved with a required parameter unmapped is refused on purpose.
  const problems = await watchConsole(page, [/status of 400 \(Bad Request\)/]);
  const token = await signInAdminByApi(page, request);
  try {
    await page.goto('/admin/settings/zalo');
    const placed = page.getByRole('group', { name: 'Đặt hàng thành công' });
    await placed.getByLabel('Mã mẫu tin (template_id)').fill('mẫu 1');
    await page.getByRole('button', { name: 'Lưu mẫu tin' }).click();
    await expect(placed.getByText('Mã mẫu tin chỉ gồm chữ số')).toBeVisible();

    // A template whose required parameter has no order field is refused, in Vietnamese.
    await placed.getByLabel('Mã mẫu tin (template_id)').fill('100001');
    await placed.getByLabel('Mã mẫu tin (template_id)').blur();
    await expect(placed.getByText(/Mẫu “Xác nhận đặt hàng” \(đã duyệt\): 3 tham số/)).toBeVisible();
    await placed.getByLabel('Trường đơn hàng cho tham số 3', { exact: true }).selectOption('');
    await page.getByRole('button', { name: 'Lưu mẫu tin' }).click();
    await expect(page.getByText('Tham số bắt buộc “tong” của mẫu tin chưa được gán trường đơn hàng.')).toBeVisible({
      timeout: 15_000,
    });

    // The template's parameters are read from Zalo once its id is typed, each with an order field proposed.
    await placed.getByLabel('Mã mẫu tin (template_id)').fill('700001');
    await placed.getByLabel('Mã mẫu tin (template_id)').blur();
    await expect(placed.getByText(/Mẫu “Đặt hàng thành công” \(đã duyệt\): 1 tham số/)).toBeVisible();
    await expect(placed.getByLabel('Tham số 2 (bắt buộc)', { exact: true })).toHaveCount(0);
    await expect(placed.getByLabel('Tham số 1 (bắt buộc)', { exact: true })).toHaveValue('ma_don');
    await expect(placed.getByLabel('Trường đơn hàng cho tham số 1', { exact: true })).toHaveValue('order_id');
    await page.getByRole('button', { name: 'Lưu mẫu tin' }).click();
    await expect(page.getByText('Đã lưu mẫu tin Zalo')).toBeVisible();

    await page.getByLabel('Số điện thoại nhận tin').fill('0912 345 678');
    await page.getByRole('button', { name: 'Gửi thử' }).click();
    await expect(page.getByText(/Đã gửi tin thử/)).toBeVisible();

    const shopper = await context.newPage();
    const access = await signInNewShopper(shopper, request, 'zalo');
    const order = await placeOrderByApi(request, access, 'cash');
    await shopper.close();

    // The job queue sends it within a second or two; the page shows it once reloaded.
    const region = page.getByRole('region', { name: 'Thông báo cho khách (email và Zalo)' });
    const zaloRow = region.getByRole('row').filter({ hasText: 'Zalo' });
    await expect(async () => {
      await page.goto(`/admin/orders/${order.id}`);
      await expect(zaloRow.filter({ hasText: 'Đã gửi' })).toHaveCount(1, { timeout: 5000 });
    }).toPass({ timeout: 45_000 });
    await expect(zaloRow).toContainText('Xác nhận đặt hàng');
    await expect(zaloRow).toContainText('84912345678');
    await expect(region.getByRole('row').filter({ hasText: 'Email' }).first()).toBeVisible();

    const received = (await (await request.get(`${E2E_ZALO.baseUrl}/_peer/messages`)).json()) as {
      tracking_id: string;
      template_data: Record<string, string>;
    }[];
    const mine = received.filter((m) => m.tracking_id === `order:${order.id}:zalo:placed`);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.template_data).toEqual({ ma_don: String(order.id) });
  } finally {
    const reset = await request.put('/api/admin/settings/zalo/', {
      headers: { authorization: `Bearer ${token}` },
      data: { templates: {} },
    });
    expect(reset.ok()).toBe(true);
  }
  expect(problems).toEqual([]);
});

test('a shopper turns Zalo messages off and on in the account', { tag }, async ({ page, request }) => {
  const access = await signInNewShopper(page, request, 'zalo-switch');
  await page.goto('/account');
  const zalo = page.getByRole('switch', { name: 'Nhận thông báo qua Zalo' });
  await expect(zalo).toHaveAttribute('aria-checked', 'true');
  await zalo.click();
  await expect(page.getByText('Đã tắt nhận thông báo qua Zalo')).toBeVisible();
  await expect(zalo).toHaveAttribute('aria-checked', 'false');
  const me = async () =>
    (
      (await (await request.get('/api/users/me/', { headers: { authorization: `Bearer ${access}` } })).json()) as {
        zalo_notifications: boolean;
      }
    ).zalo_notifications;
  expect(await me()).toBe(false);
  await page.reload();
  await expect(zalo).toHaveAttribute('aria-checked', 'false');
  await zalo.press('Space');
  await expect(zalo).toHaveAttribute('aria-checked', 'true');
  await expect.poll(me).toBe(true);
});
