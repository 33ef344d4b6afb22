import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { openInApp } from './shop-helpers';

// The search page (/search?q=), spec 2 §2, §8.

type SearchPage = { count: number; results: { id: number; name: string }[] };

async function search(request: APIRequestContext, q: string, page = 1): Promise<SearchPage> {
  const res = await request.get(`/api/products/search/?q=${encodeURIComponent(q)}&page=${page}&page_size=12`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as SearchPage;
}

const isSearchCall = (url: URL) => url.pathname === '/api/products/search/';
/** The page's own search box (the header has another). */
const searchBox = (page: Page) => page.getByRole('main').getByRole('searchbox', { name: 'Tìm kiếm sản phẩm' });
const resultNames = (page: Page) => page.getByRole('main').getByRole('heading', { level: 3 });

test('typing on the page updates the results and the address bar', async ({ page, request }) => {
  const expected = await search(request, 'tra sua');
  expect(expected.count).toBeGreaterThan(0);
  await page.goto('/search');
  await expect(page.getByText('Nhập tên sản phẩm vào ô tìm kiếm để bắt đầu.')).toBeVisible();
  await expect(resultNames(page)).toHaveCount(0);

  await searchBox(page).pressSequentially('tra sua', { delay: 40 });
  await expect(page.getByText(`Tìm thấy ${expected.count} sản phẩm cho "tra sua"`)).toBeVisible();
  await expect(page).toHaveURL(/[?&]q=tra(\+|%20)sua/);
  await expect(page).toHaveTitle(/^Tìm kiếm: tra sua/);
  await expect(resultNames(page).first()).toHaveText(expected.results[0]!.name);
  await expect(resultNames(page)).toHaveCount(Math.min(12, expected.count));

  // Clearing the box shows no results again.
  await searchBox(page).fill('');
  await expect(page.getByText('Nhập tên sản phẩm vào ô tìm kiếm để bắt đầu.')).toBeVisible();
  await expect(resultNames(page)).toHaveCount(0);
});

test('the box is prefilled from the address and an empty query asks nothing', async ({ page }) => {
  let calls = 0;
  await page.route(isSearchCall, (route) => {
    calls += 1;
    return route.continue();
  });
  await openInApp(page, '/search?q=');
  await expect(searchBox(page)).toHaveValue('');
  await expect(page.getByText('Nhập tên sản phẩm vào ô tìm kiếm để bắt đầu.')).toBeVisible();
  await expect(resultNames(page)).toHaveCount(0);
  expect(calls).toBe(0);

  await openInApp(page, '/search?q=matcha');
  await expect(searchBox(page)).toHaveValue('matcha');
  await expect(page.getByText(/^Tìm thấy \d+ sản phẩm cho "matcha"$/)).toBeVisible();
});

test('no results says so with the query', async ({ page }) => {
  await page.goto('/search?q=zzzqqqxx');
  await expect(page.getByRole('heading', { name: 'Không tìm thấy sản phẩm', exact: true })).toBeVisible();
  await expect(page.getByText('Không tìm thấy sản phẩm cho "zzzqqqxx"')).toBeVisible();
  await expect(page.getByText('Hãy thử tìm kiếm sản phẩm khác')).toBeVisible();
});

test('a failed search shows the failure text', async ({ page }) => {
  await page.route(isSearchCall, (route) => route.fulfill({ status: 500, json: { detail: 'boom' } }));
  await openInApp(page, '/search?q=tra');
  await expect(page.getByText('Không thể tìm kiếm sản phẩm. Vui lòng thử lại sau.')).toBeVisible({
    timeout: 10_000,
  });
});

test('a malformed answer shows the display error; a plain array is fine', async ({ page, request }) => {
  await page.route(isSearchCall, (route) => route.fulfill({ json: { items: [] } }));
  await openInApp(page, '/search?q=tra');
  await expect(page.getByText('Lỗi hiển thị sản phẩm tìm kiếm. Vui lòng thử lại sau.')).toBeVisible();

  const real = await search(request, 'tra');
  await page.unrouteAll();
  await page.route(isSearchCall, (route) => route.fulfill({ json: real.results.slice(0, 2) }));
  await openInApp(page, '/search?q=tra');
  await expect(page.getByText('Tìm thấy 2 sản phẩm cho "tra"')).toBeVisible();
  await expect(resultNames(page)).toHaveCount(2);
});

test('pages through the results with numbers and previous/next', async ({ page, request }) => {
  const first = await search(request, 'tra');
  expect(first.count).toBeGreaterThan(24);
  const second = await search(request, 'tra', 2);
  const third = await search(request, 'tra', 3);
  await page.goto('/search?q=tra');
  const pager = page.getByRole('navigation', { name: 'Phân trang' });
  await expect(resultNames(page).first()).toHaveText(first.results[0]!.name);
  await expect(pager.getByRole('button', { name: 'Trang trước' })).toBeDisabled();

  await pager.getByRole('link', { name: '2', exact: true }).click();
  await expect(page).toHaveURL(/[?&]page=2\b/);
  await expect(resultNames(page).first()).toHaveText(second.results[0]!.name);
  await expect(pager.getByRole('link', { name: '2', exact: true })).toHaveAttribute('aria-current', 'page');

  await pager.getByRole('link', { name: 'Trang sau' }).click();
  await expect(page).toHaveURL(/[?&]page=3\b/);
  await expect(resultNames(page).first()).toHaveText(third.results[0]!.name);

  await pager.getByRole('link', { name: 'Trang trước' }).click();
  await expect(page).toHaveURL(/[?&]page=2\b/);
  await page.goBack();
  await expect(page).toHaveURL(/[?&]page=3\b/);
  await expect(resultNames(page).first()).toHaveText(third.results[0]!.name);

  // A new query starts at page 1.
  await searchBox(page).fill('tra sua');
  await searchBox(page).press('Enter');
  await expect(page).not.toHaveURL(/[?&]page=/);
});
