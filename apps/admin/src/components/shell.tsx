/**
 * The desk's frame: the sections on the left (a menu button on a phone), the signed-in staff member and sign-out.
 * A section is one entry of `SECTIONS`; admins-only sections say so.
 */
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useState } from 'react';
import type { User } from '@shop/domain/auth.schemas';
import { USER_ROLE_LABELS, roleAllows } from '@shop/domain/user-role';
import { Button } from './button';

interface Section {
  to:
    | '/'
    | '/orders'
    | '/pos'
    | '/customers'
    | '/receivables'
    | '/cod'
    | '/reports'
    | '/products'
    | '/stock'
    | '/categories'
    | '/promotions'
    | '/banners'
    | '/feedback'
    | '/stores'
    | '/marketplaces'
    | '/customer-groups'
    | '/invoice-adjustments'
    | '/audit'
    | '/staff'
    | '/settings';
  label: string;
  /** Shown to admins only (the API refuses staff anyway). */
  adminOnly?: boolean;
  /** Something to show beside the label, such as the count of new orders. */
  badge?: ReactNode;
}

export function Shell({
  user,
  sections,
  onSignOut,
  compact = false,
  children,
}: {
  user: User;
  sections: Section[];
  onSignOut: () => void;
  /** The sections behind the menu button at every width, the page taking the whole screen (the till). */
  compact?: boolean;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <div className={`min-h-dvh ${compact ? '' : 'md:flex'}`}>
      <header
        className={`no-print flex items-center justify-between border-b border-gray-200 bg-white px-4 py-3 ${compact ? '' : 'md:hidden'}`}
      >
        <span className="font-semibold text-brand-800">Quản trị</span>
        <Button tone="ghost" aria-expanded={open} aria-controls="desk-nav" onClick={() => setOpen((o) => !o)}>
          Menu
        </Button>
      </header>
      <aside
        id="desk-nav"
        className={`no-print border-r border-gray-200 bg-white ${compact ? '' : 'md:sticky md:top-0 md:flex md:h-dvh md:w-56 md:shrink-0 md:flex-col'} ${open ? 'block' : 'hidden'}`}
      >
        <div className={`hidden px-4 py-4 text-lg font-semibold text-brand-800 ${compact ? '' : 'md:block'}`}>
          Quản trị
        </div>
        {/* The menu scrolls above the account's footer when it is longer than the window. */}
        <nav
          aria-label="Mục quản trị"
          className={`px-2 py-2 ${compact ? '' : 'md:min-h-0 md:flex-1 md:overflow-y-auto md:py-0'}`}
        >
          <ul className="space-y-1">
            {sections
              .filter((s) => !s.adminOnly || roleAllows(user.role, 'admin'))
              .map((s) => (
                <li key={s.to}>
                  <Link
                    to={s.to}
                    onClick={() => setOpen(false)}
                    activeOptions={{ exact: s.to === '/' }}
                    className="flex items-center justify-between rounded-md px-3 py-2 text-sm text-gray-700 hover:bg-gray-100"
                    activeProps={{ className: 'bg-brand-50 font-semibold text-brand-800' }}
                  >
                    {s.label}
                    {s.badge}
                  </Link>
                </li>
              ))}
          </ul>
        </nav>
        <div className="border-t border-gray-200 px-4 py-3 text-sm">
          <p className="truncate font-medium" title={user.email}>
            {user.email}
          </p>
          <p className="text-gray-500">{USER_ROLE_LABELS[user.role]}</p>
          <Button tone="secondary" className="mt-2 w-full" onClick={onSignOut}>
            Đăng xuất
          </Button>
        </div>
      </aside>
      <main className={`min-w-0 flex-1 ${compact ? 'p-3 md:p-4' : 'p-4 md:p-6'}`}>{children}</main>
    </div>
  );
}
