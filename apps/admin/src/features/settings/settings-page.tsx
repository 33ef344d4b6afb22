/**
 * The settings section (admins only): tabs for the shop's details, the shipping rules and the content
 * pages. Staff don't see the section in the menu; opened by its address they are told it is for admins (the API
 * answers 403 anyway).
 */
import { ADMIN_MESSAGES } from '@shop/domain/admin.schemas';
import { roleAllows } from '@shop/domain/user-role';
import { useQuery } from '@tanstack/react-query';
import { Link, Outlet } from '@tanstack/react-router';
import { ErrorState, TableSkeleton } from '../../components/list-states';
import { useMe } from '../../lib/session';
import { ContentPagesForm } from './content-pages-form';
import { ShippingSettingsForm } from './shipping-settings-form';
import { ShopSettingsForm } from './shop-settings-form';
import { contentPagesQuery, shippingSettingsQuery, shopSettingsQuery } from './settings.queries';

const TABS = [
  { to: '/settings', label: 'Cửa hàng' },
  { to: '/settings/shipping', label: 'Vận chuyển' },
  { to: '/settings/carriers', label: 'Đơn vị vận chuyển' },
  { to: '/settings/pages', label: 'Trang nội dung' },
  { to: '/settings/zalo', label: 'Tin nhắn Zalo' },
] as const;

export function SettingsLayout() {
  const me = useMe();
  if (me.data && !roleAllows(me.data.role, 'admin')) {
    return (
      <p role="alert" className="p-8 text-center text-gray-700">
        {ADMIN_MESSAGES.adminOnly}
      </p>
    );
  }
  return (
    <div className="space-y-4">
      <h1 className="text-xl font-semibold">Cài đặt</h1>
      <nav aria-label="Mục cài đặt" className="flex gap-1 overflow-x-auto border-b border-gray-200">
        {TABS.map((tab) => (
          <Link
            key={tab.to}
            to={tab.to}
            activeOptions={{ exact: true }}
            className="-mb-px border-b-2 border-transparent px-3 py-2 text-sm whitespace-nowrap text-gray-600 hover:text-gray-900"
            activeProps={{ className: 'border-brand-700 font-semibold text-brand-800', 'aria-current': 'page' }}
          >
            {tab.label}
          </Link>
        ))}
      </nav>
      <Outlet />
    </div>
  );
}

export function ShopSettingsPage() {
  const settings = useQuery(shopSettingsQuery());
  if (settings.error) return <ErrorState message={settings.error.message} onRetry={() => void settings.refetch()} />;
  if (!settings.data) return <TableSkeleton rows={6} columns={2} />;
  return <ShopSettingsForm settings={settings.data} />;
}

export function ShippingSettingsPage() {
  const settings = useQuery(shippingSettingsQuery());
  if (settings.error) return <ErrorState message={settings.error.message} onRetry={() => void settings.refetch()} />;
  if (!settings.data) return <TableSkeleton rows={6} columns={2} />;
  return <ShippingSettingsForm settings={settings.data} />;
}

export function ContentPagesPage() {
  const pages = useQuery(contentPagesQuery());
  if (pages.error) return <ErrorState message={pages.error.message} onRetry={() => void pages.refetch()} />;
  if (!pages.data) return <TableSkeleton rows={6} columns={1} />;
  return <ContentPagesForm pages={pages.data} />;
}
