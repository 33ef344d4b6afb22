import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { vnd } from './shop-helpers';

/**
 * The shop rendered on the server (DESIGN §9): without script each page is there whole — its title, its
 * heading, the products and prices it lists; with script the browser takes the page over without a React error or
 * warning and without asking the API again for what the page already holds (this replaces the first-route hints'
 * check: a landing page now makes no API call at all).
 */

type Listed = { id: number; name: string; price: number; discount_price: number | null };
type Page1 = { results: Listed[] };

const api = async <T>(request: APIRequestContext, path: string): Promise<T> => {
  const res = await request.get(path);
  expect(res.ok(), path).toBe(true);
  return (await res.json()) as T;
};

/** The price a card shows first: the discounted one when there is one. */
const shownPrice = (p: Listed) =>
  vnd(p.discount_price !== null && p.discount_price < p.price ? p.discount_price : p.price);

/** The pages of the check, with what each must hold; products and prices from the API at the time of the test. */
async function pages(request: APIRequestContext) {
  const listing = (await api<Page1>(request, '/api/products/?page=1&page_size=12')).results;
  const page2 = (await api<Page1>(request, '/api/products/?page=2&page_size=12')).results;
  const cheapest = (await api<Page1>(request, '/api/products/?ordering=price&page=1&page_size=12')).results;
  const newest = (await api<Listed[] | Page1>(request, '/api/products/?ordering=newest&page=1&page_size=9')) as Page1;
  const product = listing[0]!;
  const found = (await api<Page1>(request, '/api/products/search/?q=tra&page=1&page_size=12')).results;
  const stores = await api<{ name: string }[]>(request, '/api/store-locations/');
  return [
    { path: '/', title: /^Trà Sữa Nguyên Liệu$/, h1: /Trà Sữa Nguyên Liệu/, products: newest.results.slice(0, 4) },
    { path: '/products', title: /^Tất cả sản phẩm \|/, h1: /Tất cả sản phẩm/, products: listing },
    { path: '/products?page=2', title: /^Tất cả sản phẩm \|/, h1: /Tất cả sản phẩm/, products: page2 },
    { path: '/products?ordering=price', title: /^Tất cả sản phẩm \|/, h1: /Tất cả sản phẩm/, products: cheapest },
    {
      path: `/products/${product.id}`,
      title: new RegExp(`^${escape(product.name)} \\|`),
      h1: product.name,
      products: [product],
    },
    { path: '/search?q=tra', title: /^Tìm kiếm: tra \|/, h1: /Tìm kiếm sản phẩm/, products: found },
    {
      path: '/he-thong-cua-hang',
      title: /^Hệ Thống Cửa Hàng \|/,
      h1: /Hệ Thống Cửa Hàng/,
      texts: stores.map((s) => s.name),
    },
    { path: '/ho-tro-khach-hang', title: /^Hỗ trợ khách hàng \|/, h1: /Hỗ trợ khách hàng/ },
    ...[
      ['/chinh-sach-giao-hang', 'Chính sách giao hàng'],
      ['/chinh-sach-doi-tra', 'Chính sách đổi trả'],
      ['/chinh-sach-bao-hanh', 'Chính sách bảo hành'],
      ['/chinh-sach-thanh-toan', 'Chính sách thanh toán'],
      ['/chinh-sach-bao-mat', 'Chính sách bảo mật'],
      ['/dieu-khoan-dich-vu', 'Điều khoản dịch vụ'],
    ].map(([path, title]) => ({ path: path!, title: new RegExp(`^${title} \\|`, 'i'), h1: new RegExp(title!, 'i') })),
  ] as { path: string; title: RegExp; h1: RegExp | string; products?: Listed[]; texts?: string[] }[];
}

function escape(s: string) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });

  test('each page holds its title, its heading, and the products and prices it lists', async ({ page, request }) => {
    for (const { path, title, h1, products = [], texts = [] } of await pages(request)) {
      await page.goto(path);
      await expect(page, path).toHaveTitle(title);
      await expect(page.getByRole('heading', { level: 1 }).first(), path).toHaveText(h1);
      const main = page.locator('main');
      for (const p of products) {
        await expect(main.getByText(p.name, { exact: true }).first(), `${path}: ${p.name}`).toBeAttached();
        await expect(main.getByText(shownPrice(p)).first(), `${path}: ${p.name}'s price`).toBeAttached();
      }
      for (const text of texts) await expect(main.getByText(text).first(), `${path}: ${text}`).toBeAttached();
    }
  });

  test('the listing pages and sorts, and the header searches, by plain links and forms', async ({ page }) => {
    await page.goto('/products');
    await page.getByRole('navigation', { name: 'Phân trang' }).getByRole('link', { name: '2', exact: true }).click();
    await expect(page).toHaveURL(/[?&]page=2\b/);
    await expect(page.getByText(/^Hiển thị 13-/)).toBeVisible();
    await page.getByLabel('Sắp xếp theo').selectOption({ label: 'Giá: thấp đến cao' });
    await page.getByRole('button', { name: 'Sắp xếp', exact: true }).click();
    await expect(page).toHaveURL(/[?&]ordering=price\b/);
    await expect(page.getByText(/^Hiển thị 1-12 /)).toBeVisible();
    await page.getByRole('banner').getByRole('combobox').first().fill('tra');
    await page.getByRole('banner').getByRole('combobox').first().press('Enter');
    await expect(page).toHaveURL(/\/search\?q=tra/);
    await expect(page).toHaveTitle(/^Tìm kiếm: tra/);
  });
});

/** Console errors and warnings (React's hydration reports among them) and uncaught errors of `page`. */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return problems;
}

test('every shop page hydrates without a React error and without asking the API for what it shows', async ({
  page,
  request,
}) => {
  const problems = watchConsole(page);
  const calls: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/')) calls.push(`${page.url()} → ${r.url()}`);
  });
  const paths = [...(await pages(request)).map((p) => p.path), '/about', '/tracking', '/account/register'];
  for (const path of paths) {
    await page.goto(path, { waitUntil: 'networkidle' });
    // Taken over: the page answers a click in the browser (the header's menu or search, a script-only control).
    await expect(page.locator('html[data-hydrated]'), path).toBeAttached();
  }
  expect(problems).toEqual([]);
  expect(calls).toEqual([]);
});

test('after the first page the app navigates in the browser, fetching only the next page', async ({
  page,
  request,
}) => {
  const problems = watchConsole(page);
  const product = (await api<Page1>(request, '/api/products/?page=1&page_size=12')).results[0]!;
  await page.goto('/products', { waitUntil: 'networkidle' });
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  const calls: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/')) calls.push(new URL(r.url()).pathname);
  });
  // A page load would lose this.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.locator(`main a[href="/products/${product.id}"]`).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
  expect(await page.evaluate(() => 'sameDocument' in window), 'a navigation in the browser').toBe(true);
  expect(calls).toContain(`/api/products/${product.id}`);
  expect(problems).toEqual([]);
});

test.describe('before the page is taken over', () => {
  /**
   * Holds the start-up file back until the returned function is called: the page stays as the server sent it.
   * (Its load event waits for the file too, so the pages are opened up to `domcontentloaded`.)
   */
  async function holdStartUp(page: Page): Promise<() => Promise<void>> {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/entry-client-[\w-]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    return async () => {
      release();
      await expect(page.locator('html[data-hydrated]')).toBeAttached();
    };
  }

  test('a sort chosen, a search typed and a variant picked are kept', async ({ page, request }) => {
    const release = await holdStartUp(page);
    await page.goto('/products?page=2', { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Sắp xếp theo').selectOption({ label: 'Giá: thấp đến cao' });
    await release();
    await expect(page).toHaveURL(/[?&]ordering=price\b/);
    await expect(page).not.toHaveURL(/[?&]page=/);

    const release2 = await holdStartUp(page);
    await page.goto('/about', { waitUntil: 'domcontentloaded' });
    const box = page.getByRole('combobox', { name: 'Tìm kiếm sản phẩm' });
    await box.fill('tra');
    await release2();
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=tra$/);

    type WithVariants = { id: number; variants: { id: number; name: string; is_active: boolean; stock: number }[] };
    const listed = (await api<{ results: WithVariants[] }>(request, '/api/products/?page_size=100')).results;
    const product = listed.find((p) => p.variants.filter((v) => v.is_active && v.stock > 0).length >= 2)!;
    const variant = product.variants.filter((v) => v.is_active && v.stock > 0)[1]!;
    const release3 = await holdStartUp(page);
    await page.goto(`/products/${product.id}`, { waitUntil: 'domcontentloaded' });
    await page
      .getByRole('group', { name: /^Phân loại/ })
      .getByText(variant.name, { exact: true })
      .click();
    await release3();
    await expect(page.getByRole('group', { name: `Phân loại: ${variant.name}` })).toBeVisible();
  });

  test('a press on a script-only button is answered once it is taken over', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    const release = await holdStartUp(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'Mở menu' }).click();
    await release();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  });
});
