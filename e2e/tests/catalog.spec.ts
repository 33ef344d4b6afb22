import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { openInApp } from './shop-helpers';

// The listing (/products) and the product page (/products/{id}).
// Expected values come from the API of the same fresh database, so the tests follow the demo catalogue.

type Variant = {
  id: number;
  name: string;
  price: number;
  discount_price: number | null;
  stock: number;
  is_active: boolean;
};
type Product = Variant & {
  category: number;
  category_name: string;
  description: string;
  specifications: string;
  variants: Variant[];
};
type ProductPage = { count: number; results: Product[] };

const vnd = new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND', maximumFractionDigits: 0 });
const linePrice = (p: Pick<Variant, 'price' | 'discount_price'>) =>
  p.discount_price !== null && p.discount_price < p.price ? p.discount_price : p.price;

let catalogue: Product[] | undefined;
/** Every product reachable by id, inactive and sold-out ones included (the lists hide those). */
async function allProducts(request: APIRequestContext): Promise<Product[]> {
  if (!catalogue) {
    const answers = await Promise.all(Array.from({ length: 80 }, (_, i) => request.get(`/api/products/${i + 1}`)));
    const found: Product[] = [];
    for (const res of answers) if (res.ok()) found.push((await res.json()) as Product);
    catalogue = found;
  }
  return catalogue;
}

async function listing(request: APIRequestContext, query: string): Promise<ProductPage> {
  const res = await request.get(`/api/products/?${query}`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as ProductPage;
}

/** The product list of the listing page: the section named by the page's title. */
const list = (page: Page) => page.locator('section[aria-labelledby="listing-title"]');
const firstProductName = (page: Page) => list(page).getByRole('heading', { level: 3 }).first();

/** The category panel is a sidebar on desktop and behind a toggle on phones. */
async function openCategories(page: Page) {
  const toggle = page.getByRole('button', { name: 'Danh mục sản phẩm' });
  if (await toggle.isVisible()) {
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  }
  return page.locator('#category-panel');
}

test.describe('product listing', () => {
  test('shows 12 products, the showing line and the next page', async ({ page, request }) => {
    const first = await listing(request, 'page=1&page_size=12');
    const second = await listing(request, 'page=2&page_size=12');
    await page.goto('/products');
    await expect(page).toHaveTitle(/Tất cả sản phẩm/);
    await expect(page.getByRole('heading', { level: 1, name: 'Tất cả sản phẩm' })).toBeVisible();
    await expect(page.getByText(`Hiển thị 1-12 trong ${first.count} sản phẩm`)).toBeVisible();
    await expect(list(page).getByRole('heading', { level: 3 })).toHaveCount(12);
    await expect(firstProductName(page)).toHaveText(first.results[0]!.name);

    // Page 2 answers slowly: page 1 stays on screen, marked busy, until it arrives; then the list's top shows.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname === '/api/products/' && url.searchParams.get('page') === '2',
      async (route) => {
        await held;
        await route.continue();
      },
    );
    const pager = page.getByRole('navigation', { name: 'Phân trang' });
    await pager.scrollIntoViewIfNeeded();
    await pager.getByRole('link', { name: '2', exact: true }).click();
    await expect(page).toHaveURL(/[?&]page=2\b/);
    await expect(list(page).locator('[aria-busy="true"]')).toBeVisible();
    await expect(firstProductName(page)).toHaveText(first.results[0]!.name);
    await expect(list(page).getByRole('heading', { level: 3 })).toHaveCount(12);
    release();
    await expect(firstProductName(page)).toHaveText(second.results[0]!.name);
    await expect(page.getByText(`Hiển thị 13-24 trong ${first.count} sản phẩm`)).toBeInViewport();
    await expect(list(page).locator('[aria-busy="true"]')).toHaveCount(0);
  });

  test('says so when a category has no products', async ({ page }) => {
    await page.route(
      (url) => url.pathname === '/api/products/',
      (route) => route.fulfill({ json: { count: 0, next: null, previous: null, results: [] } }),
    );
    await openInApp(page, '/products?category_id=3');
    await expect(page.getByText('Không tìm thấy sản phẩm nào trong danh mục này')).toBeVisible();
    await expect(list(page).getByRole('heading', { level: 3 })).toHaveCount(0);
  });

  test('shows the failure with its message and retries', async ({ page }) => {
    await page.route(
      (url) => url.pathname === '/api/products/',
      (route) => route.fulfill({ status: 500, json: { detail: 'Máy chủ đang bận' } }),
    );
    await openInApp(page, '/products');
    const alert = page.getByRole('alert');
    await expect(alert.getByText('Failed to load products')).toBeVisible({ timeout: 10_000 });
    await expect(alert.getByText('Máy chủ đang bận')).toBeVisible();

    await page.unrouteAll();
    await alert.getByRole('button', { name: 'Thử lại' }).click();
    await expect(list(page).getByRole('heading', { level: 3 })).toHaveCount(12);
    await expect(page.getByText('Failed to load products')).toHaveCount(0);
  });

  test('keeps category and page in the address bar, restored by back and forward', async ({ page, request }) => {
    const secondPage = await listing(request, 'page=2&page_size=12');
    const tea = await listing(request, 'category_id=1&page=1&page_size=12');

    await page.goto('/products?page=2');
    await expect(firstProductName(page)).toHaveText(secondPage.results[0]!.name);

    let panel = await openCategories(page);
    await panel.getByRole('button', { name: 'Mở rộng Trà', exact: true }).click();
    await expect(panel.getByRole('button', { name: 'Thu gọn Trà', exact: true })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(panel.getByRole('link', { name: 'Trà đen', exact: true })).toBeVisible();
    await panel.getByRole('link', { name: 'Trà', exact: true }).click();

    await expect(page).toHaveURL(/[?&]category_id=1\b/);
    await expect(page).not.toHaveURL(/[?&]page=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Trà', exact: true })).toBeVisible();
    await expect(firstProductName(page)).toHaveText(tea.results[0]!.name);
    panel = page.locator('#category-panel');
    const teaLink = panel.getByRole('link', { name: 'Trà', exact: true, includeHidden: true });
    const allLink = panel.getByRole('link', { name: 'Tất cả sản phẩm', includeHidden: true });
    await expect(teaLink).toHaveAttribute('aria-current', 'page');
    await expect(allLink).not.toHaveAttribute('aria-current', 'page');

    await page.goBack();
    await expect(page).toHaveURL(/[?&]page=2\b/);
    await expect(page).not.toHaveURL(/category_id/);
    await expect(page.getByRole('heading', { level: 1, name: 'Tất cả sản phẩm' })).toBeVisible();
    await expect(firstProductName(page)).toHaveText(secondPage.results[0]!.name);
    await expect(allLink).toHaveAttribute('aria-current', 'page');
    await expect(teaLink).not.toHaveAttribute('aria-current', 'page');

    await page.goForward();
    await expect(page).toHaveURL(/[?&]category_id=1\b/);
    await expect(page.getByRole('heading', { level: 1, name: 'Trà', exact: true })).toBeVisible();
    await expect(firstProductName(page)).toHaveText(tea.results[0]!.name);
    await expect(teaLink).toHaveAttribute('aria-current', 'page');
  });

  test('accepts category as an alias and promotion=true', async ({ page, request }) => {
    await page.goto('/products?category=2');
    await expect(page).toHaveURL(/[?&]category_id=2\b/);
    await expect(page.getByRole('heading', { level: 1, name: 'Trà đen' })).toBeVisible();

    const sale = await listing(request, 'promotion=true&page=1&page_size=12');
    await page.goto('/products?promotion=true');
    await expect(page.getByRole('heading', { level: 1, name: 'Khuyến mãi' })).toBeVisible();
    await expect(page.getByText(`Hiển thị 1-${Math.min(12, sale.count)} trong ${sale.count} sản phẩm`)).toBeVisible();
  });

  test('sorts by price, both ways, and starts again at page 1', async ({ page, request }) => {
    const cheapest = await listing(request, 'ordering=price&page=1&page_size=12');
    const dearest = await listing(request, 'ordering=-price&page=1&page_size=12');
    await page.goto('/products?page=2');
    // Each card's price line starts with the price paid (an old price, when there is one, follows it).
    const prices = () =>
      list(page)
        .locator('a[href^="/products/"] p:last-child')
        .evaluateAll((lines) => lines.map((line) => line.firstChild?.textContent ?? ''))
        .then((texts) => texts.map((t) => Number(t.replace(/\D/g, ''))));

    const sort = page.getByLabel('Sắp xếp theo');
    await sort.selectOption({ label: 'Giá: thấp đến cao' });
    await expect(page).toHaveURL(/[?&]ordering=price\b/);
    await expect(page).not.toHaveURL(/[?&]page=/);
    await expect(firstProductName(page)).toHaveText(cheapest.results[0]!.name);
    const ascending = await prices();
    expect(ascending).toHaveLength(12);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    expect(ascending).toEqual(cheapest.results.map(linePrice));

    await sort.selectOption({ label: 'Giá: cao đến thấp' });
    await expect(page).toHaveURL(/[?&]ordering=-price\b/);
    await expect(firstProductName(page)).toHaveText(dearest.results[0]!.name);
    const descending = await prices();
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    expect(descending[0]).toBeGreaterThan(ascending.at(-1)!);
  });

  test('switches between grid and list', async ({ page }) => {
    await page.goto('/products');
    const grid = page.getByRole('button', { name: 'Dạng lưới' });
    const rows = page.getByRole('button', { name: 'Dạng danh sách' });
    await expect(grid).toHaveAttribute('aria-pressed', 'true');
    await expect(rows).toHaveAttribute('aria-pressed', 'false');
    const card = list(page).locator('a[href^="/products/"]').first();
    const imageAndTitle = async () => {
      const image = (await card.getByRole('img').boundingBox())!;
      const title = (await card.getByRole('heading').boundingBox())!;
      return { image, title };
    };
    // Grid: the title sits under the image.
    let { image, title } = await imageAndTitle();
    expect(title.y).toBeGreaterThanOrEqual(image.y + image.height - 1);

    await rows.click();
    await expect(rows).toHaveAttribute('aria-pressed', 'true');
    await expect(grid).toHaveAttribute('aria-pressed', 'false');
    await expect(page).toHaveURL(/[?&]view=list\b/);
    // List: the title sits beside the image.
    ({ image, title } = await imageAndTitle());
    expect(title.x).toBeGreaterThanOrEqual(image.x + image.width - 1);
    expect(title.y).toBeLessThan(image.y + image.height);

    await grid.click();
    await expect(grid).toHaveAttribute('aria-pressed', 'true');
    await expect(page).not.toHaveURL(/view=/);
  });

  test('shows every page up to 7, ellipses beyond', async ({ page, request }) => {
    const real = await listing(request, 'page=1&page_size=12');
    await page.route(
      (url) => url.pathname === '/api/products/',
      (route) => route.fulfill({ json: { ...real, count: 200 } }),
    );
    await openInApp(page, '/products');
    const pager = page.getByRole('navigation', { name: 'Phân trang' });
    await expect(page.getByText('Hiển thị 1-12 trong 200 sản phẩm')).toBeVisible();
    for (const n of ['1', '2', '3', '4', '5', '17']) {
      await expect(pager.getByRole('link', { name: n, exact: true })).toBeVisible();
    }
    await expect(pager.getByRole('link', { name: '6', exact: true })).toHaveCount(0);
    await expect(pager.getByText('…')).toHaveCount(1);
    await expect(pager.getByRole('link', { name: '1', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(pager.getByRole('button', { name: 'Trang trước' })).toBeDisabled();

    await pager.getByRole('link', { name: '5', exact: true }).click();
    await expect(page).toHaveURL(/[?&]page=5\b/);
    await expect(pager.getByText('…')).toHaveCount(2);
    for (const n of ['1', '4', '5', '6', '17']) {
      await expect(pager.getByRole('link', { name: n, exact: true })).toBeVisible();
    }
    await expect(pager.getByRole('link', { name: '5', exact: true })).toHaveAttribute('aria-current', 'page');

    await pager.getByRole('link', { name: '17', exact: true }).click();
    await expect(page.getByText('Hiển thị 193-200 trong 200 sản phẩm')).toBeVisible();
    await expect(pager.getByRole('button', { name: 'Trang sau' })).toBeDisabled();

    // With 7 pages or fewer every page is shown.
    await page.unrouteAll();
    await page.route(
      (url) => url.pathname === '/api/products/',
      (route) => route.fulfill({ json: { ...real, count: 84 } }),
    );
    await openInApp(page, '/products');
    for (const n of ['1', '2', '3', '4', '5', '6', '7']) {
      await expect(pager.getByRole('link', { name: n, exact: true })).toBeVisible();
    }
    await expect(pager.getByText('…')).toHaveCount(0);
  });
});

test.describe('product page', () => {
  test('shows breadcrumb, discount badge, price, sold counter and notes', async ({ page, request }) => {
    const products = await allProducts(request);
    const sale = products.find(
      (p) => p.is_active && p.stock > 0 && p.variants.length === 0 && p.discount_price !== null,
    )!;
    await page.goto(`/products/${sale.id}`);
    await expect(page).toHaveTitle(new RegExp(`^${sale.name}`));
    await expect(page.getByRole('heading', { level: 1, name: sale.name })).toBeVisible();

    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Trang chủ' })).toHaveAttribute('href', '/');
    await expect(crumbs.getByRole('link', { name: 'Sản phẩm', exact: true })).toHaveAttribute('href', '/products');
    await expect(crumbs.getByRole('link', { name: sale.category_name })).toHaveAttribute(
      'href',
      `/products?category_id=${sale.category}`,
    );
    await expect(crumbs.getByText(sale.name)).toHaveAttribute('aria-current', 'page');

    const percent = Math.round(((sale.price - sale.discount_price!) / sale.price) * 100);
    await expect(page.getByText(`-${percent}%`, { exact: true })).toBeVisible();
    const price = page.getByRole('group', { name: 'Giá' });
    await expect(price).toContainText(vnd.format(sale.discount_price!));
    await expect(price.locator('s')).toContainText(vnd.format(sale.price));

    await expect(page.getByText(/^Đã bán [\d.,]+K?$/)).toBeVisible();
    await expect(page.getByText('Giao hàng nhanh 2-3 ngày')).toBeVisible();
    await expect(page.getByText('Hàng chính hãng')).toBeVisible();
    await expect(page.getByText('Đổi trả trong vòng 7 ngày')).toBeVisible();
    const image = page.locator('img[data-fly-source]');
    await expect(image).toHaveAttribute('fetchpriority', 'high');
    await expect(image).toHaveAttribute('width', /\d+/);

    // Open Graph tags for sharing.
    // (The server also sends its own tags in the HTML; these are the page's, kept up to date on navigation.)
    await expect(page.locator(`meta[property="og:title"][content="${sale.name}"]`)).toHaveCount(1);
    await expect(page.locator('meta[property="og:type"][content="product"]').first()).toBeAttached();
  });

  test('choosing a variant changes the price; sold-out variants cannot be chosen', async ({ page, request }) => {
    const products = await allProducts(request);
    const product = products.find(
      (p) =>
        p.is_active &&
        p.stock > 0 &&
        p.variants.some((v) => v.is_active && v.stock > 0 && linePrice(v) !== linePrice(p)),
    )!;
    const variant = product.variants.find((v) => v.is_active && v.stock > 0 && linePrice(v) !== linePrice(product))!;
    await page.goto(`/products/${product.id}`);
    const price = page.getByRole('group', { name: 'Giá' });
    await expect(price).toContainText(vnd.format(linePrice(product)));

    const radio = page.getByRole('radio', { name: variant.name, exact: true });
    await expect(radio).not.toBeChecked();
    // The radios are drawn as chips: the shopper taps the chip's text.
    await page
      .getByRole('group', { name: /^Phân loại/ })
      .getByText(variant.name, { exact: true })
      .click();
    await expect(radio).toBeChecked();
    await expect(price).toContainText(vnd.format(linePrice(variant)));
    await expect(price).not.toContainText(vnd.format(linePrice(product)));

    const withSoldOut = products.find((p) => p.is_active && p.variants.some((v) => v.stock === 0 || !v.is_active));
    if (withSoldOut) {
      const soldOut = withSoldOut.variants.find((v) => v.stock === 0 || !v.is_active)!;
      await page.goto(`/products/${withSoldOut.id}`);
      await expect(page.getByRole('radio', { name: new RegExp(`^${soldOut.name}`) })).toBeDisabled();
    }
  });

  test('the quantity stepper stays at 1 or more and adds to the cart', async ({ page, request }) => {
    const products = await allProducts(request);
    const product = products.find((p) => p.is_active && p.stock > 3 && p.variants.length === 0)!;
    await page.goto(`/products/${product.id}`);
    const minus = page.getByRole('button', { name: 'Giảm số lượng' });
    const plus = page.getByRole('button', { name: 'Tăng số lượng' });
    const field = page.getByRole('textbox', { name: 'Số lượng' });
    await expect(field).toHaveValue('1');
    await expect(minus).toBeDisabled();
    await minus.click({ force: true });
    await expect(field).toHaveValue('1');

    await plus.click();
    await plus.click();
    await expect(field).toHaveValue('3');
    await expect(minus).toBeEnabled();
    await minus.click();
    await expect(field).toHaveValue('2');

    await field.fill('0');
    await field.blur();
    await expect(field).toHaveValue('1');
    await field.fill('99999');
    await field.blur();
    await expect(field).toHaveValue(String(product.stock));
    await expect(plus).toBeDisabled();

    await field.fill('2');
    await field.blur();
    await page.getByRole('button', { name: 'Thêm vào giỏ hàng' }).click();
    await expect(page.getByText('Đã thêm sản phẩm vào giỏ hàng!')).toBeVisible();
    const cart = await page.evaluate(
      () => JSON.parse(localStorage.getItem('cart') ?? '[]') as { id: number; quantity: number }[],
    );
    expect(cart).toEqual([expect.objectContaining({ id: product.id, quantity: 2 })]);
  });

  test('tabs show the description table and the specifications', async ({ page, request }) => {
    const products = await allProducts(request);
    const product = products.find((p) => p.is_active && /^\d+\.\s+[^:]+:/m.test(p.description))!;
    const firstRow = /^\d+\.\s+([^:]+?)\s*:\s*(.+)$/m.exec(product.description)!;
    const specLabel = product.specifications.split('\n')[0]!.split(':')[0]!.trim();
    await page.goto(`/products/${product.id}`);

    const info = page.getByRole('tab', { name: 'Thông tin sản phẩm' });
    const specs = page.getByRole('tab', { name: 'Đặc điểm sản phẩm' });
    await expect(info).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel');
    await expect(panel).toHaveCount(1);
    const table = panel.getByRole('table');
    await expect(table.getByRole('rowheader', { name: firstRow[1]! })).toBeVisible();
    await expect(table.getByRole('cell', { name: firstRow[2]!.trim() })).toBeVisible();

    // The arrow keys need the page taken over (the server's HTML above shows before it is).
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    await info.focus();
    await page.keyboard.press('ArrowRight');
    await expect(specs).toHaveAttribute('aria-selected', 'true');
    await expect(specs).toBeFocused();
    await expect(page.getByRole('tabpanel').getByRole('rowheader', { name: specLabel })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(info).toHaveAttribute('aria-selected', 'true');
    await specs.click();
    await expect(specs).toHaveAttribute('aria-selected', 'true');
  });

  test('an unknown or malformed id shows both not-found texts', async ({ page }) => {
    for (const id of ['99999999', 'abc']) {
      await page.goto(`/products/${id}`);
      await expect(page.getByRole('heading', { name: 'Không tìm thấy sản phẩm' })).toBeVisible();
      await expect(page.getByText('Product not found')).toBeVisible();
    }
    await page.getByRole('link', { name: 'Xem tất cả sản phẩm' }).click();
    await expect(page).toHaveURL(/\/products$/);
  });

  test('inactive and sold-out products cannot be added', async ({ page, request }) => {
    const products = await allProducts(request);
    const inactive = products.find((p) => !p.is_active);
    expect(inactive, 'the demo catalogue has an inactive product').toBeDefined();
    await page.goto(`/products/${inactive!.id}`);
    await expect(page.getByRole('heading', { level: 1, name: inactive!.name })).toBeVisible();
    await expect(page.getByText('Sản phẩm ngừng kinh doanh')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Thêm vào giỏ hàng' })).toBeDisabled();

    const soldOut = products.find(
      (p) => p.is_active && p.stock === 0 && !p.variants.some((v) => v.is_active && v.stock > 0),
    );
    expect(soldOut, 'the demo catalogue has a sold-out product').toBeDefined();
    await page.goto(`/products/${soldOut!.id}`);
    await expect(page.getByText('Sản phẩm tạm hết hàng')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Thêm vào giỏ hàng' })).toBeDisabled();
  });

  test('a failed load offers a retry', async ({ page, request }) => {
    const product = (await allProducts(request)).find((p) => p.is_active)!;
    await page.route(`**/api/products/${product.id}`, (route) => route.fulfill({ status: 500, json: { detail: 'x' } }));
    await openInApp(page, `/products/${product.id}`);
    await expect(page.getByText('Something went wrong!')).toBeVisible({ timeout: 10_000 });
    await page.unrouteAll();
    await page.getByRole('button', { name: 'Thử lại' }).click();
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  });

  test('related products come from the same category', async ({ page, request }) => {
    const products = await allProducts(request);
    const product = products.find(
      (p) => p.is_active && products.filter((o) => o.category === p.category && o.is_active && o.stock > 0).length >= 3,
    )!;
    const related = await listing(request, `category_id=${product.category}&page=1&page_size=8`);
    const expected = related.results.filter((p) => p.id !== product.id);
    await page.goto(`/products/${product.id}`);
    const section = page.getByRole('region', { name: 'Sản phẩm liên quan' });
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(expected.map((p) => p.name));
    await expect(section.getByRole('img').first()).toHaveAttribute('loading', 'lazy');
  });
});
