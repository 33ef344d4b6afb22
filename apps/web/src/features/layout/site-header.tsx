import { useQuery } from '@tanstack/react-query';
import { Link, useRouterState } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { SHOP_TITLE } from '../../lib/seo';
import { shopQueries } from '../../lib/shop.queries';
import { CartDrawerButton } from './cart-drawer-button';
import { HeaderSearch } from './header-search';
import { GridIcon, LogoMark, PhoneIcon, StoreIcon, TagIcon, UserIcon } from '../../components/ui/icons';
import { MobileMenu } from './mobile-menu';
import { useAuth } from '../auth';
import { telHref } from '../content';
import { CATEGORY_SECTION_ID } from '../home';

const subLink =
  'flex shrink-0 items-center gap-1.5 whitespace-nowrap rounded px-1.5 py-2 sm:px-2 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white';

/**
 * The shared header (spec 2 §2): logo, live search, links to the store system, promotions and a call link, the
 * account link and the cart-drawer trigger; on phones a menu button, and a sub-bar whose category link scrolls to
 * the home's category section.
 */
export function SiteHeader() {
  const { isAuthenticated } = useAuth();
  return (
    <header className="bg-brand-700 text-white">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-brand-800"
      >
        Bỏ qua đến nội dung chính
      </a>
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-1 gap-y-2 px-2 py-2 sm:px-4 md:flex-nowrap md:gap-4 md:py-3">
        <MobileMenu />
        <Link
          to="/"
          className="mr-auto flex min-w-0 items-center gap-2 rounded focus-visible:outline-2 focus-visible:outline-white md:mr-0"
        >
          <LogoMark className="size-8 shrink-0 md:size-9" />
          <span className="truncate text-base font-bold leading-tight sm:text-lg">{SHOP_TITLE}</span>
        </Link>
        <HeaderSearch className="order-last w-full md:order-none md:max-w-xl md:flex-1" />
        <div className="flex items-center gap-1 md:ml-auto">
          <Link
            to={isAuthenticated ? '/account' : '/account/login'}
            className="flex items-center gap-1.5 rounded-full p-2 hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white md:rounded md:px-2.5"
          >
            <UserIcon className="size-6" />
            <span className="sr-only text-sm md:not-sr-only">{isAuthenticated ? 'Tài khoản' : 'Đăng nhập'}</span>
          </Link>
          <CartDrawerButton />
        </div>
      </div>
      <SubBar />
    </header>
  );
}

/** The bar under the header: category link, promotions, store system, and the hotline as a call link. */
function SubBar() {
  const config = useQuery(shopQueries.config());
  return (
    <nav aria-label="Liên kết nhanh" className="bg-brand-800 text-sm">
      <div className="mx-auto flex max-w-7xl items-center gap-1 overflow-x-auto px-1 sm:px-3">
        <CategoryLink />
        <Link to="/products" className={`${subLink} hidden md:flex`}>
          Sản phẩm
        </Link>
        <Link to="/products" search={{ promotion: true }} className={subLink}>
          <TagIcon className="hidden size-4 sm:block" />
          Khuyến mãi
        </Link>
        <Link to="/he-thong-cua-hang" className={subLink}>
          <StoreIcon className="hidden size-4 sm:block" />
          <span className="sm:hidden">Cửa hàng</span>
          <span className="hidden sm:inline">Hệ thống cửa hàng</span>
        </Link>
        <Link to="/about" className={`${subLink} hidden lg:flex`}>
          Giới thiệu
        </Link>
        <Link to="/ho-tro-khach-hang" className={`${subLink} hidden lg:flex`}>
          Hỗ trợ khách hàng
        </Link>
        <Link to="/tracking" className={`${subLink} hidden lg:flex`}>
          Tra cứu đơn hàng
        </Link>
        {config.data?.hotline && (
          <a href={telHref(config.data.hotline)} className={`${subLink} ml-auto font-semibold`}>
            <PhoneIcon className="size-4" />
            <span className="sr-only">Gọi hotline </span>
            {/* Phones show the icon only, so the bar fits 360 px. */}
            <span className="sr-only sm:not-sr-only">{config.data.hotline}</span>
          </a>
        )}
      </div>
    </nav>
  );
}

/**
 * 'Danh mục' scrolls to the home's category section; from another page it opens the home at that section
 * (spec 2 §2 sub-bar).
 */
function CategoryLink() {
  const onHome = useRouterState({ select: (s) => s.location.pathname === '/' });
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const section = onHome ? document.getElementById(CATEGORY_SECTION_ID) : null;
    if (!section) return;
    event.preventDefault();
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    section.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
  };
  return (
    <Link to="/" hash={CATEGORY_SECTION_ID} onClick={onClick} className={`${subLink} font-semibold`}>
      <GridIcon className="size-4" />
      Danh mục
    </Link>
  );
}
