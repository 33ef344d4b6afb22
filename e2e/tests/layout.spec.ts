import { expect as baseExpect, test, type Page } from '@playwright/test';

// The suite may share the machine with others: allow for slow answers.
const expect = baseExpect.configure({ timeout: 10_000 });

/** A stored cart line in the cart's local-storage format (a JSON array of lines). */
function cartLine(id: number, quantity: number) {
  return {
    key: String(id),
    id,
    name: `Sản phẩm ${id}`,
    title: `Sản phẩm ${id}`,
    thumbnail: '/media/placeholder.svg',
    price: 50000,
    discountedPrice: 45000,
    unit: 'gói',
    quantity,
    max_quantities_in_cart: null,
    stock: 100,
  };
}

async function seedCart(page: Page, lines: ReturnType<typeof cartLine>[]) {
  await page.addInitScript((value) => window.localStorage.setItem('cart', value), JSON.stringify(lines));
}

const cartButton = (page: Page) => page.getByRole('button', { name: /^Giỏ hàng/ });

test.describe('header', () => {
  test('logo, store system, promotions, call and account links', async ({ page, request }) => {
    const config = await (await request.get('/api/config')).json();
    await page.goto('/products');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Trà Sữa Nguyên Liệu' })).toHaveAttribute('href', '/');
    await expect(header.getByRole('link', { name: /Cửa hàng|Hệ thống cửa hàng/ })).toHaveAttribute(
      'href',
      '/he-thong-cua-hang',
    );
    await expect(header.getByRole('link', { name: 'Khuyến mãi' })).toHaveAttribute('href', '/products?promotion=true');
    const call = header.getByRole('link', { name: /Gọi hotline/ });
    await expect(call).toHaveAttribute('href', `tel:${config.hotline.replace(/[^\d+]/g, '')}`);
    await expect(call).toContainText(config.hotline);
    // A guest is offered sign-in; a signed-in shopper their account (the auth spec covers that side).
    await expect(header.getByRole('link', { name: 'Đăng nhập' })).toHaveAttribute('href', '/account/login');
  });

  test('the cart badge counts units and shows 9+ above 9', async ({ page }) => {
    await seedCart(page, [cartLine(1, 4), cartLine(2, 6)]);
    await page.goto('/');
    await expect(cartButton(page)).toHaveAccessibleName('Giỏ hàng, 10 sản phẩm');
    await expect(page.getByTestId('cart-badge')).toHaveText('9+');
  });

  test('the cart badge shows the exact count up to 9, and nothing for an empty cart', async ({ page }) => {
    await seedCart(page, [cartLine(1, 2), cartLine(2, 1)]);
    await page.goto('/');
    await expect(page.getByTestId('cart-badge')).toHaveText('3');
    await page.evaluate(() => window.localStorage.removeItem('cart'));
    await page.addInitScript(() => window.localStorage.removeItem('cart'));
    await page.reload();
    await expect(cartButton(page)).toBeVisible();
    await expect(page.getByTestId('cart-badge')).toHaveCount(0);
  });

  test('the sub-bar category link goes to the home category section', async ({ page }) => {
    await page.goto('/he-thong-cua-hang');
    await page.getByRole('navigation', { name: 'Liên kết nhanh' }).getByRole('link', { name: 'Danh mục' }).click();
    await expect(page).toHaveURL(/\/#danh-muc$/);
    await expect(page.getByRole('region', { name: 'Danh mục sản phẩm' })).toBeInViewport();

    // On the home itself it scrolls there.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page.getByRole('region', { name: 'Danh mục sản phẩm' }).getByRole('link').first()).toBeVisible();
    await page.getByRole('navigation', { name: 'Liên kết nhanh' }).getByRole('link', { name: 'Danh mục' }).click();
    await expect(page.getByRole('region', { name: 'Danh mục sản phẩm' })).toBeInViewport();
  });
});

test.describe('cart drawer', () => {
  test('opens from the header; closes on Escape and gives focus back', async ({ page }) => {
    await page.goto('/');
    await cartButton(page).click();
    const drawer = page.getByRole('dialog', { name: 'Giỏ hàng' });
    await expect(drawer).toBeVisible();
    await expect(drawer).toHaveAttribute('aria-modal', 'true');
    // Focus is inside the panel and the page behind does not scroll.
    expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(cartButton(page)).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  });

  test("closes with the 'Close cart' button and on a backdrop click", async ({ page }) => {
    await page.goto('/');
    const drawer = page.getByRole('dialog', { name: 'Giỏ hàng' });
    await cartButton(page).click();
    await expect(drawer).toBeVisible();
    await drawer.getByRole('button', { name: 'Close cart' }).click();
    await expect(drawer).toBeHidden();

    await cartButton(page).click();
    await expect(drawer).toBeVisible();
    // The backdrop is the strip left of the right-hand panel.
    await page.mouse.click(10, 300);
    await expect(drawer).toBeHidden();
  });

  test('slides in from the right over 400 ms, at most max-w-md wide', async ({ page }) => {
    await page.goto('/');
    await cartButton(page).click();
    const drawer = page.getByRole('dialog', { name: 'Giỏ hàng' });
    await expect(drawer).toBeVisible();
    const style = await drawer.evaluate((el) => {
      const s = getComputedStyle(el);
      return { duration: s.transitionDuration, maxWidth: s.maxWidth, right: el.getBoundingClientRect().right };
    });
    expect(style.duration).toBe('0.4s');
    expect(style.maxWidth).toBe('448px');
    const width = page.viewportSize()!.width;
    await expect.poll(() => drawer.evaluate((el) => Math.round(el.getBoundingClientRect().right))).toBe(width);
  });

  test('keeps Tab inside the open panel', async ({ page }) => {
    await page.goto('/');
    await cartButton(page).click();
    const drawer = page.getByRole('dialog', { name: 'Giỏ hàng' });
    await expect(drawer).toBeVisible();
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('lists exactly the six entries', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Mở menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    const links = menu.getByRole('navigation', { name: 'Menu chính' }).getByRole('link');
    await expect(links).toHaveText([
      'Trang chủ',
      'Sản phẩm',
      'Giới thiệu',
      'Giỏ hàng',
      'Tài khoản',
      'Hỗ trợ khách hàng',
    ]);
    const hrefs = await links.evaluateAll((els) => els.map((el) => el.getAttribute('href')));
    expect(hrefs).toEqual(['/', '/products', '/about', '/cart', '/account', '/ho-tro-khach-hang']);
    await menu.getByRole('link', { name: 'Sản phẩm' }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(menu).toBeHidden();
  });

  test('has no horizontal scroll at 360 px', async ({ page }) => {
    for (const path of ['/', '/products', '/search?q=tra', '/landing-page']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, path).toBeLessThanOrEqual(360);
    }
  });
});

test.describe('live search', () => {
  const box = (page: Page) => page.getByRole('combobox', { name: 'Tìm kiếm sản phẩm' });

  test('waits 500 ms after typing stops, then shows up to five results', async ({ page }) => {
    // Keystrokes and search calls are timed inside the page, so a slow test runner cannot blur the measure.
    await page.addInitScript(() => {
      const log: { what: string; at: number }[] = [];
      (window as unknown as { searchLog: typeof log }).searchLog = log;
      document.addEventListener('input', () => log.push({ what: 'input', at: performance.now() }), true);
      const fetch = window.fetch.bind(window);
      window.fetch = (input, init) => {
        const url = String(input instanceof Request ? input.url : input);
        if (url.includes('/api/products/search/')) log.push({ what: url, at: performance.now() });
        return fetch(input, init);
      };
    });
    await page.goto('/');
    await box(page).click();
    await box(page).pressSequentially('tra', { delay: 150 });
    const options = page.getByRole('listbox', { name: 'Gợi ý sản phẩm' }).getByRole('option');
    await expect(options.first()).toBeVisible();
    const log = await page.evaluate(
      () => (window as unknown as { searchLog: { what: string; at: number }[] }).searchLog,
    );
    const inputs = log.filter((e) => e.what === 'input');
    const calls = log.filter((e) => e.what !== 'input');
    expect(inputs).toHaveLength(3);
    // One call, for the whole word, no sooner than 500 ms after the last keystroke.
    expect(calls).toHaveLength(1);
    expect(calls[0]!.at - inputs[2]!.at).toBeGreaterThanOrEqual(495);
    const url = new URL(calls[0]!.what, 'http://x');
    expect(url.searchParams.get('q')).toBe('tra');
    expect(url.searchParams.get('page_size')).toBe('5');
    expect(await options.count()).toBeLessThanOrEqual(5);
    await expect(options.first()).toContainText('₫');
    await expect(options.first().locator('img')).toHaveAttribute('width', '40');
    await expect(box(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: /Xem tất cả kết quả/ })).toHaveAttribute('href', '/search?q=tra');
  });

  test('Escape closes; arrows and Enter open a suggestion', async ({ page }) => {
    await page.goto('/');
    await box(page).fill('tra');
    const list = page.getByRole('listbox', { name: 'Gợi ý sản phẩm' });
    await expect(list.getByRole('option').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(box(page)).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('ArrowDown');
    await expect(list.getByRole('option').first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(list.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/products\/\d+$/);
  });

  test('Enter submits to the search page', async ({ page }) => {
    await page.goto('/');
    await box(page).fill('trà sữa');
    await box(page).press('Enter');
    await expect(page).toHaveURL(/\/search\?q=tr%C3%A0(\+|%20)s%E1%BB%AFa/);
  });

  test('says when nothing is found, and when the search fails', async ({ page }) => {
    await page.goto('/');
    await box(page).fill('zzzzqqq');
    await expect(page.getByRole('status').filter({ hasText: 'Không tìm thấy sản phẩm' })).toBeVisible();

    await page.route('**/api/products/search/**', (r) => r.fulfill({ status: 500, body: '{}' }));
    await box(page).fill('matcha');
    await expect(page.getByText('Không thể tìm kiếm sản phẩm. Vui lòng thử lại sau.')).toBeVisible();
  });
});

test.describe('footer', () => {
  test('links the policies, help pages and the app stores', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const policies = footer.getByRole('navigation', { name: 'Chính sách' }).getByRole('link');
    await expect(policies).toHaveCount(6);
    const hrefs = await policies.evaluateAll((els) => els.map((el) => el.getAttribute('href')));
    expect(hrefs).toEqual([
      '/chinh-sach-giao-hang',
      '/chinh-sach-doi-tra',
      '/chinh-sach-bao-hanh',
      '/chinh-sach-thanh-toan',
      '/chinh-sach-bao-mat',
      '/dieu-khoan-dich-vu',
    ]);
    await expect(footer.getByRole('link', { name: 'Tra cứu đơn hàng' })).toHaveAttribute('href', '/tracking');
    await expect(footer.getByRole('link', { name: 'Hỗ trợ khách hàng' })).toHaveAttribute('href', '/ho-tro-khach-hang');
    await expect(footer.getByRole('link', { name: 'Giới thiệu' })).toHaveAttribute('href', '/about');
    await expect(footer.getByRole('link', { name: 'Hệ thống cửa hàng', exact: true })).toHaveAttribute(
      'href',
      '/he-thong-cua-hang',
    );
    const appStore = footer.getByRole('link', { name: /App Store/ });
    await expect(appStore).toHaveAttribute('href', /^https:\/\/apps\.apple\.com\/vn\//);
    await expect(appStore).toHaveAttribute('target', '_blank');
    await expect(appStore).toHaveAttribute('rel', /noopener/);
    const play = footer.getByRole('link', { name: /Google Play/ });
    await expect(play).toHaveAttribute('href', /^https:\/\/play\.google\.com\/store\/apps/);
    await expect(play).toHaveAttribute('target', '_blank');
    await expect(play).toHaveAttribute('rel', /noopener/);

    // The browser keeps the server's footer without its code; its links still open their page in the app.
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
    await footer.getByRole('link', { name: 'Chính sách đổi trả' }).click();
    await expect(page).toHaveURL(/\/chinh-sach-doi-tra$/);
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  });
});

test('the landing page sits outside the shared layout and links into the shop', async ({ page }) => {
  await page.goto('/landing-page');
  await expect(page).toHaveTitle(/Trà Sữa Nguyên Liệu/);
  await expect(page.locator('meta[name="description"]').last()).toHaveAttribute('content', /quán/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Tìm kiếm sản phẩm' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Vào cửa hàng' })).toHaveAttribute('href', '/');
  await page.getByRole('link', { name: 'Mua sắm ngay' }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByRole('combobox', { name: 'Tìm kiếm sản phẩm' })).toBeVisible();
});
