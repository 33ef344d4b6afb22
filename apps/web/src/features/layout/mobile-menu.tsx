import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { LazyDrawer, loadDrawer } from '../../components/ui/lazy-drawer';
import { MenuIcon } from '../../components/ui/icons';

/** spec 2 §2: the mobile menu has exactly these six entries. */
export const MOBILE_MENU = [
  { to: '/', label: 'Trang chủ' },
  { to: '/products', label: 'Sản phẩm' },
  { to: '/about', label: 'Giới thiệu' },
  { to: '/cart', label: 'Giỏ hàng' },
  { to: '/account', label: 'Tài khoản' },
  { to: '/ho-tro-khach-hang', label: 'Hỗ trợ khách hàng' },
] as const;

/** The hamburger button and the menu panel it opens (phones and tablets). */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        onPointerEnter={() => void loadDrawer()}
        onFocus={() => void loadDrawer()}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label="Mở menu"
        className="grid size-10 place-items-center rounded-full hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white md:hidden"
      >
        <MenuIcon className="size-6" />
      </button>
      <LazyDrawer open={open} onClose={close} title="Menu" side="left" closeLabel="Đóng menu">
        <nav aria-label="Menu chính">
          <ul className="py-2">
            {MOBILE_MENU.map((item) => (
              <li key={item.to}>
                <Link
                  to={item.to}
                  onClick={close}
                  activeOptions={{ exact: item.to === '/' }}
                  className="block px-5 py-3 text-base text-gray-800 hover:bg-gray-50 data-[status=active]:font-semibold data-[status=active]:text-brand-700"
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </LazyDrawer>
    </>
  );
}
