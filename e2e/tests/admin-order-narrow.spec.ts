/// <reference lib="dom" />
import { expect, test } from '@playwright/test';
import { signInAdminByApi } from './admin-helpers';
import { placeOrderByApi, signInNewShopper } from './shop-helpers';

/** The desk's order page on a 360 px phone: each line's quantity and line total in sight, without scrolling sideways. */
test('the order page at 360 px shows each line quantity and line total', async ({ page, request }) => {
  const access = await signInNewShopper(page, request, 'desk-narrow');
  const order = await placeOrderByApi(request, access, 'cash');
  await signInAdminByApi(page, request);
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(`/admin/orders/${order.id}`);

  const items = page.getByRole('table', { name: 'Sản phẩm trong đơn hàng' });
  await expect(items).toBeVisible({ timeout: 15_000 });
  const line = items.getByRole('row').nth(1);
  const lineTotal = line.getByRole('cell').last();
  await expect(lineTotal).toHaveText(/^[\d.]+\s₫$/);
  await line.scrollIntoViewIfNeeded();
  await expect(line.getByText(/^SL 1 × .+₫$/)).toBeInViewport({ ratio: 1 });
  await expect(lineTotal).toBeInViewport({ ratio: 1 });
});
