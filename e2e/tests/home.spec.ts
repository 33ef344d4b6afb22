import { expect, test } from '@playwright/test';

test('the home page shows real products from the API', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Sản phẩm nổi bật' })).toBeVisible();
  const cards = page.locator('a[href^="/products/"]');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThan(4);
  // Prices are formatted in dong.
  await expect(cards.first()).toContainText('₫');
});

test('unknown app paths fall back to the app, unknown API paths answer JSON', async ({ page, request }) => {
  const res = await request.get('/api/does-not-exist');
  expect(res.status()).toBe(404);
  expect(await res.json()).toHaveProperty('detail');
  await page.goto('/khong-co-trang-nay');
  await expect(page.getByText('Not Found')).toBeVisible();
});
