import { expect, test, type Page } from '@playwright/test';

/**
 * The server's hints for the first page (apps/server/src/http/first-route.ts): the API calls it preloads must be
 * the ones the app makes — each is fetched once (the app takes the preloaded answer) and none is a call the app
 * wouldn't make (found by reaching the same pages by client-side navigation, where there are no hints).
 */

const pathOf = (url: string) => {
  const u = new URL(url);
  return u.pathname + u.search;
};

async function hintedCalls(page: Page): Promise<string[]> {
  return page
    .locator('link[rel="preload"][as="fetch"]')
    .evaluateAll((links) => links.map((l) => l.getAttribute('href') ?? ''));
}

test("the calls the server preloads are the app's own, each fetched once", async ({ page, browser, isMobile }) => {
  const appCalls = new Set<string>();
  page.on('request', (r) => {
    if (r.resourceType() === 'fetch' && r.url().includes('/api/')) appCalls.add(pathOf(r.url()));
  });
  await page.goto('/he-thong-cua-hang');
  // The listing's link: in the header's quick links on large screens, in the menu on phones.
  if (isMobile) {
    await page.getByRole('button', { name: 'Mở menu' }).click();
    await page.getByRole('navigation', { name: 'Menu chính' }).getByRole('link', { name: 'Sản phẩm' }).click();
  } else {
    await page.getByRole('navigation', { name: 'Liên kết nhanh' }).getByRole('link', { name: 'Sản phẩm' }).click();
  }
  await expect(page).toHaveURL(/\/products$/);
  const productLink = page.locator('main a[href^="/products/"]').first();
  const productPath = (await productLink.getAttribute('href'))!;
  await productLink.click();
  await expect(page).toHaveURL(new RegExp(`${productPath}$`));
  await page.getByRole('banner').getByRole('link', { name: 'Trà Sữa Nguyên Liệu' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.waitForLoadState('networkidle');

  for (const landing of ['/', '/products', productPath]) {
    const fresh = await browser.newPage();
    const fetched = new Map<string, number>();
    fresh.on('request', (r) => {
      if (r.url().includes('/api/')) fetched.set(pathOf(r.url()), (fetched.get(pathOf(r.url())) ?? 0) + 1);
    });
    await fresh.goto(landing, { waitUntil: 'networkidle' });
    const hinted = await hintedCalls(fresh);
    expect(hinted.length, landing).toBeGreaterThan(1);
    for (const call of hinted) {
      expect(appCalls, `${landing}: ${call} is a call the app makes`).toContain(call);
      expect(fetched.get(call), `${landing}: ${call} fetched once`).toBe(1);
    }
    await fresh.close();
  }
});
