import { expect as baseExpect, test, type Page, type Route } from '@playwright/test';
import { openInApp } from './shop-helpers';

// Several sections load at once and the suite may share the machine with others: allow for slow answers.
const expect = baseExpect.configure({ timeout: 10_000 });

/** Banners as the API sends them, with one inactive banner that must never be shown. */
const BANNERS = [
  {
    id: 11,
    image_url: '/media/banners/banner-1.svg',
    link: '/products?promotion=true',
    status: 'active',
    created_at: '2026-01-01T00:00:00Z',
  },
  {
    id: 12,
    image_url: '/media/banners/banner-2.svg',
    link: '/ho-tro-khach-hang',
    status: 'active',
    created_at: '2026-01-02T00:00:00Z',
  },
  {
    id: 13,
    image_url: '/media/banners/banner-3.svg',
    link: '/he-thong-cua-hang',
    status: 'active',
    created_at: '2026-01-03T00:00:00Z',
  },
  {
    id: 14,
    image_url: '/media/banners/banner-4.svg',
    link: '/about',
    status: 'inactive',
    created_at: '2026-01-04T00:00:00Z',
  },
];

const TOP_CATEGORIES = /\/api\/categories\/\?top_level=true/;
const json = (body: unknown) => ({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });
const fail = (route: Route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' });

/** A route that answers only when `release()` is called: the section stays in its loading state until then. */
async function holdRoute(page: Page, pattern: string | RegExp) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue().catch(() => {});
  });
  return release;
}

const carousel = (page: Page) => page.getByRole('region', { name: 'Banner khuyến mãi' });
/** The index of the banner on show, read from the pagination dot marked current. */
async function currentBanner(page: Page): Promise<number> {
  const dots = carousel(page).getByRole('button', { name: /^Xem banner/ });
  const count = await dots.count();
  for (let i = 0; i < count; i++) if ((await dots.nth(i).getAttribute('aria-current')) === 'true') return i;
  return -1;
}

test.describe('home', () => {
  test('sets its title and description; shows the shop sections with real data', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Trà Sữa Nguyên Liệu');
    // The route's own description is the last one in <head> (index.html carries a default before it).
    await expect(page.locator('meta[name="description"]').last()).toHaveAttribute('content', /Nguyên liệu pha chế/);

    // 'Why choose us': three cards, the payment one naming every way to pay.
    const why = page.getByRole('region', { name: 'Vì sao chọn chúng tôi?' });
    await expect(why.getByRole('listitem')).toHaveCount(3);
    await expect(why.getByRole('heading', { name: 'Cam kết chất lượng' })).toBeVisible();
    await expect(why.getByRole('heading', { name: 'Giá cả cạnh tranh' })).toBeVisible();
    await expect(why.getByRole('heading', { name: 'Thanh toán linh hoạt' })).toBeVisible();
    await expect(why).toContainText(/tiền mặt.*chuyển khoản.*trực tuyến.*trả góp/);

    // Best sellers: 12 products; new products: 8 shown, linking to the newest listing.
    const best = page.getByRole('region', { name: 'Sản phẩm bán chạy' });
    await expect(best.locator('a[href^="/products/"]')).toHaveCount(12);
    await expect(best.locator('a[href^="/products/"]').first()).toContainText('₫');
    const newest = page.getByRole('region', { name: 'Sản phẩm mới' });
    await expect(newest.locator('a[href^="/products/"]')).toHaveCount(8);
    await expect(newest.getByRole('link', { name: /Xem tất cả/ })).toHaveAttribute('href', '/products?ordering=newest');

    // Promotions: at most nine, with the link to every promotion.
    const promo = page.getByRole('region', { name: 'Khuyến mãi' });
    await expect(promo.getByRole('heading', { name: 'Khuyến mãi' })).toBeVisible();
    const promoCount = await promo.locator('a[href^="/products/"]').count();
    expect(promoCount).toBeGreaterThan(0);
    expect(promoCount).toBeLessThanOrEqual(9);
    await expect(promo.getByRole('link', { name: /Xem tất cả/ })).toHaveAttribute('href', '/products?promotion=true');
  });

  test('the home sections ask the API for the spec sizes', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/')) asked.push(new URL(r.url()).pathname + new URL(r.url()).search);
    });
    // From another page: a page loaded from the address bar comes with its data, its calls made by the server.
    await openInApp(page, '/');
    await expect(page.getByRole('region', { name: 'Khách Hàng Nói Gì?' }).getByRole('listitem').first()).toBeVisible();
    expect(asked).toContain('/api/feedback/?limit=20');
    expect(asked).toContain('/api/products/best_sellers/?limit=12');
    expect(asked).toContain('/api/products/promotional/?limit=9');
    expect(asked.some((p) => p.startsWith('/api/products/?ordering=newest') && p.includes('page_size=9'))).toBe(true);
    expect(asked).toContain('/api/categories/?top_level=true');
  });
});

test.describe('banner carousel', () => {
  test('shows only active banners, in new tabs, the first one eager with high priority', async ({ page }) => {
    await page.route('**/api/banners/**', (r) => r.fulfill(json({ results: BANNERS })));
    await openInApp(page, '/');
    const slides = carousel(page).getByRole('group');
    await expect(slides).toHaveCount(3);
    await expect(carousel(page).locator('a[href="/about"]')).toHaveCount(0);
    for (const link of await carousel(page).getByRole('link').all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
    const images = carousel(page).getByRole('img');
    await expect(images.nth(0)).toHaveAttribute('loading', 'eager');
    await expect(images.nth(0)).toHaveAttribute('fetchpriority', 'high');
    await expect(images.nth(1)).toHaveAttribute('loading', 'lazy');
    await expect(images.nth(2)).toHaveAttribute('loading', 'lazy');
    for (const img of await images.all()) {
      await expect(img).toHaveAttribute('width', '1200');
      await expect(img).toHaveAttribute('height', '320');
    }
    // At most 320 px high.
    const box = await carousel(page).boundingBox();
    expect(box!.height).toBeLessThanOrEqual(320 + 1);
  });

  test('advances by itself every 5 s, and keeps doing so after arrow and dot clicks', async ({ page }) => {
    await page.goto('/');
    // Timed inside the page, from the moment the slides appear to the first change of slide.
    const elapsed = await page.evaluate(async () => {
      const tick = () => new Promise((resolve) => setTimeout(resolve, 20));
      const region = () => document.querySelector('[aria-roledescription="carousel"]');
      while (!region()?.querySelector('[aria-current="true"]')) await tick();
      const start = performance.now();
      const current = () =>
        Array.from(region()!.querySelectorAll('button[aria-label^="Xem banner"]')).findIndex(
          (dot) => dot.getAttribute('aria-current') === 'true',
        );
      while (current() === 0) await tick();
      return performance.now() - start;
    });
    expect(elapsed).toBeGreaterThan(4000);
    expect(elapsed).toBeLessThan(6500);
    expect(await currentBanner(page)).toBe(1);

    await carousel(page).getByRole('button', { name: 'Banner sau' }).click();
    await expect.poll(() => currentBanner(page)).toBe(2);
    await carousel(page).getByRole('button', { name: 'Banner trước' }).click();
    await expect.poll(() => currentBanner(page)).toBe(1);
    await carousel(page).getByRole('button', { name: 'Xem banner 3' }).click();
    await expect.poll(() => currentBanner(page)).toBe(2);
    // Interaction does not stop the autoplay: the loop goes back to the first banner by itself.
    await expect.poll(() => currentBanner(page), { timeout: 7000 }).toBe(0);
  });

  test('loading: a grey placeholder of the banner size', async ({ page }) => {
    const release = await holdRoute(page, '**/api/banners/**');
    await openInApp(page, '/');
    const placeholder = page.getByRole('status', { name: 'Đang tải banner' });
    await expect(placeholder).toBeVisible();
    const box = await placeholder.boundingBox();
    expect(box!.height).toBeGreaterThan(0);
    expect(box!.height).toBeLessThanOrEqual(321);
    // The 1200×320 box is reserved, so nothing moves when the banners arrive.
    expect(Math.abs(box!.height - Math.min(320, (box!.width * 320) / 1200))).toBeLessThan(2);
    release();
    await expect(placeholder).toBeHidden();
    await expect(carousel(page).getByRole('group').first()).toBeVisible();
  });

  test('error: red text', async ({ page }) => {
    await page.route('**/api/banners/**', fail);
    await openInApp(page, '/');
    await expect(page.getByText('Failed to load banners')).toBeVisible({ timeout: 10_000 });
    await expect(carousel(page)).toHaveCount(0);
  });

  test('a malformed answer is an error', async ({ page }) => {
    await page.route('**/api/banners/**', (r) => r.fulfill(json({ banners: BANNERS })));
    await openInApp(page, '/');
    await expect(page.getByText('Failed to load banners')).toBeVisible({ timeout: 10_000 });
  });

  test('empty: no active banner', async ({ page }) => {
    await page.route('**/api/banners/**', (r) => r.fulfill(json([BANNERS[3]])));
    await openInApp(page, '/');
    await expect(page.getByText('No banners available')).toBeVisible();
  });
});

test.describe('category tiles', () => {
  test('link each root category to its listing, with capitalised titles', async ({ page }) => {
    await page.goto('/');
    const tiles = page.getByRole('region', { name: 'Danh mục sản phẩm' });
    await expect(tiles.getByRole('link')).toHaveCount(9);
    const first = tiles.getByRole('link').first();
    await expect(first).toHaveAttribute('href', /^\/products\?category_id=\d+$/);
    const transform = await first
      .locator('span')
      .last()
      .evaluate((el) => getComputedStyle(el).textTransform);
    expect(transform).toBe('capitalize');
    await first.click();
    await expect(page).toHaveURL(/\/products\?category_id=\d+/);
  });

  test('show a skeleton while loading', async ({ page }) => {
    const release = await holdRoute(page, TOP_CATEGORIES);
    await openInApp(page, '/');
    const tiles = page.getByRole('region', { name: 'Danh mục sản phẩm' });
    await expect(tiles.locator('[aria-busy="true"]')).toBeVisible();
    release();
    await expect(tiles.getByRole('link')).toHaveCount(9);
  });

  test('on failure the section is not rendered and the failure is only logged', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.route(TOP_CATEGORIES, fail);
    await openInApp(page, '/');
    await expect(page.getByRole('region', { name: 'Sản phẩm bán chạy' }).locator('a').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Danh mục sản phẩm' })).toHaveCount(0);
    expect(errors.some((e) => e.includes('danh mục'))).toBe(true);
  });
});

test.describe('product sections', () => {
  test('promotion section is hidden entirely when there are no promotional products', async ({ page }) => {
    await page.route('**/api/products/promotional/**', (r) => r.fulfill(json([])));
    await openInApp(page, '/');
    await expect(page.getByRole('region', { name: 'Sản phẩm bán chạy' }).locator('a').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Khuyến mãi' })).toHaveCount(0);
  });

  test('best sellers failure shows its own text', async ({ page }) => {
    await page.route('**/api/products/best_sellers/**', fail);
    await openInApp(page, '/');
    await expect(page.getByText('Không thể tải sản phẩm bán chạy. Vui lòng thử lại sau.')).toBeVisible({
      timeout: 10_000,
    });
    // The other sections are not held up by it.
    await expect(page.getByRole('region', { name: 'Sản phẩm mới' }).locator('a[href^="/products/"]')).toHaveCount(8);
  });

  test('new products and promotion failures show the product-section text', async ({ page }) => {
    await page.route(/\/api\/products\/\?ordering=newest/, fail);
    await page.route('**/api/products/promotional/**', fail);
    await openInApp(page, '/');
    await expect(page.getByText('Không thể tải sản phẩm. Vui lòng thử lại sau.')).toHaveCount(2, { timeout: 10_000 });
  });

  test('each product section shows a skeleton grid while loading', async ({ page }) => {
    const release = await holdRoute(page, '**/api/products/best_sellers/**');
    await openInApp(page, '/');
    const best = page.getByRole('region', { name: 'Sản phẩm bán chạy' });
    await expect(best.locator('[aria-busy="true"]')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Sản phẩm mới' }).locator('a[href^="/products/"]')).toHaveCount(8);
    release();
    await expect(best.locator('a[href^="/products/"]')).toHaveCount(12);
  });
});

test.describe('feedback', () => {
  const section = (page: Page) => page.getByRole('region', { name: 'Khách Hàng Nói Gì?' });

  test('shows nine of the twenty, with name, text and five stars', async ({ page }) => {
    await page.goto('/');
    const cards = section(page).getByRole('listitem');
    await expect(cards).toHaveCount(9);
    await expect(cards.first().getByRole('img', { name: '5 trên 5 sao' })).toBeVisible();
    await expect(cards.first().locator('blockquote')).not.toBeEmpty();
  });

  test('a missing or broken avatar shows the first letter in a coloured circle', async ({ page }) => {
    await page.route('**/api/feedback/**', (r) =>
      r.fulfill(
        json({
          count: 3,
          results: [
            { id: 1, name: 'Ngọc Anh', feedback: 'Hàng tốt.', avatar_url: '/media/avatars/missing.webp' },
            { id: 2, name: 'đức Huy', feedback: 'Giao nhanh.', avatar_url: null },
            { id: 3, name: 'Minh Thư', feedback: 'Sẽ ủng hộ.', avatar_url: '/media/avatars/4.svg' },
          ],
        }),
      ),
    );
    await openInApp(page, '/');
    const cards = section(page).getByRole('listitem');
    await expect(cards).toHaveCount(3);
    // Avatars load lazily: the broken one fails once the shopper reaches the block.
    await section(page).scrollIntoViewIfNeeded();
    await expect(cards.filter({ hasText: 'Ngọc Anh' }).getByTestId('avatar-initial')).toHaveText('N');
    await expect(cards.filter({ hasText: 'đức Huy' }).getByTestId('avatar-initial')).toHaveText('Đ');
    const circle = cards.filter({ hasText: 'Ngọc Anh' }).getByTestId('avatar-initial');
    expect(await circle.evaluate((el) => getComputedStyle(el).borderRadius)).not.toBe('0px');
    expect(await circle.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
    // A working avatar stays a photo.
    await expect(cards.filter({ hasText: 'Minh Thư' }).getByTestId('avatar-initial')).toHaveCount(0);
    await expect(cards.filter({ hasText: 'Minh Thư' }).locator('img')).toBeVisible();
  });

  test('the demo feedback with broken and missing avatars falls back to letters', async ({ page }) => {
    // The demo has 8 of 20 without a usable photo: nine random ones include one all but always; load until so.
    for (let attempt = 0; attempt < 3; attempt++) {
      await page.goto('/');
      await expect(section(page).getByRole('listitem')).toHaveCount(9);
      await section(page).scrollIntoViewIfNeeded();
      await page.waitForLoadState('networkidle');
      if ((await section(page).getByTestId('avatar-initial').count()) > 0) break;
    }
    await expect(section(page).getByTestId('avatar-initial').first()).toHaveText(/^\p{Lu}$/u);
  });

  test('loading shows three placeholder cards', async ({ page }) => {
    const release = await holdRoute(page, '**/api/feedback/**');
    await openInApp(page, '/');
    await expect(section(page).getByTestId('feedback-placeholder')).toHaveCount(3);
    release();
    await expect(section(page).getByRole('listitem')).toHaveCount(9);
  });

  test('empty list', async ({ page }) => {
    await page.route('**/api/feedback/**', (r) => r.fulfill(json({ count: 0, results: [] })));
    await openInApp(page, '/');
    await expect(section(page).getByText('Chưa có phản hồi nào.')).toBeVisible();
  });

  test('a failure is only logged and shown as the empty list', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.route('**/api/feedback/**', fail);
    await openInApp(page, '/');
    await expect(section(page).getByText('Chưa có phản hồi nào.')).toBeVisible();
    expect(errors.some((e) => e.includes('phản hồi'))).toBe(true);
  });

  test('the selection is reshuffled every 15 s', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    // The 15 s count from when the page is taken over, not from the server's HTML.
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    const names = () => section(page).getByRole('listitem').allTextContents();
    await expect(section(page).getByRole('listitem')).toHaveCount(9);
    const before = (await names()).join('|');
    await page.clock.runFor(14_000);
    expect((await names()).join('|')).toBe(before);
    await page.clock.runFor(1_500);
    await expect.poll(async () => (await names()).join('|')).not.toBe(before);
  });
});

test.describe('floating buttons', () => {
  /** Below large screens the actions are folded into one button. */
  async function showActions(page: Page) {
    const toggle = page.getByRole('button', { name: 'Liên hệ nhanh và danh mục' });
    if (page.viewportSize()!.width >= 1024) {
      await expect(toggle).toBeHidden();
      return;
    }
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  }

  test('open the category drawer with the whole tree', async ({ page }) => {
    await page.goto('/');
    await showActions(page);
    await page.getByRole('button', { name: 'Mở danh mục sản phẩm' }).click();
    const drawer = page.getByRole('dialog', { name: 'Danh mục sản phẩm' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Trà', exact: true })).toHaveAttribute(
      'href',
      /^\/products\?category_id=\d+$/,
    );
    await drawer.getByRole('button', { name: 'Mở rộng Trà' }).click();
    await drawer.getByRole('link', { name: 'Trà đen' }).click();
    await expect(page).toHaveURL(/\/products\?category_id=\d+/);
    await expect(drawer).toBeHidden();
  });

  test('link to Zalo and Messenger in a new tab, and scroll back to the top', async ({ page, request }) => {
    const config = await (await request.get('/api/config')).json();
    await page.goto('/');
    await showActions(page);
    const zalo = page.getByRole('link', { name: 'Chat qua Zalo' });
    await expect(zalo).toHaveAttribute('href', config.zalo_url);
    await expect(zalo).toHaveAttribute('target', '_blank');
    await expect(zalo).toHaveAttribute('rel', /noopener/);
    const messenger = page.getByRole('link', { name: 'Chat qua Messenger' });
    await expect(messenger).toHaveAttribute('href', config.messenger_url);
    await expect(messenger).toHaveAttribute('target', '_blank');

    const top = page.getByRole('button', { name: 'Lên đầu trang' });
    await expect(top).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect(top).toBeVisible();
    await top.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test('large screens show the category sidebar beside the banner; phones neither show nor fetch it', async ({
  page,
  isMobile,
}) => {
  const sidebar = page.getByRole('navigation', { name: 'Danh mục sản phẩm' });
  if (isMobile) {
    const treeCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/categories/hierarchy')) treeCalls.push(r.url());
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
    await expect(sidebar).toHaveCount(0);
    expect(treeCalls).toEqual([]);
    return;
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await expect(sidebar.getByRole('link', { name: 'Trà', exact: true })).toBeVisible();
  await sidebar.getByRole('link', { name: 'Trà', exact: true }).hover();
  await expect(sidebar.getByRole('link', { name: 'Trà đen' })).toBeVisible();
  await page.setViewportSize({ width: 800, height: 900 });
  await expect(sidebar).toHaveCount(0);
});

test('unknown app paths fall back to the app, unknown API paths answer JSON', async ({ page, request }) => {
  const res = await request.get('/api/does-not-exist');
  expect(res.status()).toBe(404);
  expect(await res.json()).toHaveProperty('detail');
  await page.goto('/khong-co-trang-nay');
  await expect(page.getByText('Not Found')).toBeVisible();
});
