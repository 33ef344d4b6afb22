/**
 * Everything behind the sign-in: no token → the sign-in page; a signed-in customer → told there is no access and
 * shown nothing else. The server refuses their `/api/admin/…` calls anyway (403); this only decides what to show.
 */
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, Outlet, createFileRoute, redirect, useMatchRoute, useNavigate } from '@tanstack/react-router';
import { type ComponentProps, useSyncExternalStore } from 'react';
import { Button } from '../components/button';
import { ErrorState } from '../components/list-states';
import { Shell } from '../components/shell';
import { NewOrdersBadge } from '../features/orders/new-orders-badge';
import { getAccessToken, subscribeTokens } from '../lib/api';
import { canUseDesk, isSignedIn, signOut, useMe } from '../lib/session';

/** The desk's sections, in the menu's order. */
const SECTIONS: ComponentProps<typeof Shell>['sections'] = [
  { to: '/', label: 'Tổng quan' },
  { to: '/orders', label: 'Đơn hàng', badge: <NewOrdersBadge /> },
  { to: '/pos', label: 'Bán tại quầy' },
  { to: '/customers', label: 'Khách hàng' },
  { to: '/receivables', label: 'Công nợ' },
  { to: '/cod', label: 'Tiền thu hộ (COD)' },
  { to: '/reports', label: 'Báo cáo' },
  { to: '/products', label: 'Sản phẩm' },
  { to: '/stock', label: 'Tồn kho' },
  { to: '/categories', label: 'Danh mục' },
  { to: '/promotions', label: 'Mã giảm giá' },
  { to: '/banners', label: 'Banner' },
  { to: '/feedback', label: 'Đánh giá' },
  { to: '/stores', label: 'Cửa hàng và kho' },
  { to: '/marketplaces', label: 'Sàn TMĐT', adminOnly: true },
  { to: '/customer-groups', label: 'Nhóm khách hàng' },
  { to: '/invoice-adjustments', label: 'Hóa đơn cần điều chỉnh' },
  { to: '/audit', label: 'Nhật ký thao tác' },
  { to: '/staff', label: 'Nhân viên', adminOnly: true },
  { to: '/settings', label: 'Cài đặt', adminOnly: true },
];

export const Route = createFileRoute('/_desk')({
  beforeLoad: async ({ location }) => {
    if (!(await isSignedIn())) throw redirect({ to: '/login', search: { redirect: location.href } });
  },
  component: DeskLayout,
});

function DeskLayout() {
  const token = useSyncExternalStore(subscribeTokens, getAccessToken);
  const me = useMe();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // The till takes the whole screen of a tablet: the sections stay behind the menu button.
  const atTill = Boolean(useMatchRoute()({ to: '/pos', fuzzy: true }));

  const onSignOut = async () => {
    await signOut();
    queryClient.clear();
    await navigate({ to: '/login', search: {} });
  };

  // Signed out in another tab, or the session ended (a refused refresh clears the tokens).
  if (!token) return <Navigate to="/login" search={{}} />;
  if (me.error) return <ErrorState message={me.error.message} onRetry={() => void me.refetch()} />;
  if (!me.data) {
    return (
      <div role="status" className="p-8 text-center text-gray-500">
        Đang tải…
      </div>
    );
  }
  if (!canUseDesk(me.data)) {
    return (
      <main className="mx-auto max-w-md p-8 text-center">
        <h1 className="text-xl font-semibold">Không có quyền truy cập</h1>
        <p className="mt-2 text-gray-600">
          Tài khoản {me.data.email} không có quyền truy cập trang quản trị. Vui lòng đăng nhập bằng tài khoản nhân viên.
        </p>
        <Button tone="secondary" className="mt-4" onClick={onSignOut}>
          Đăng xuất
        </Button>
      </main>
    );
  }
  return (
    <Shell user={me.data} onSignOut={onSignOut} compact={atTill} sections={SECTIONS}>
      <Outlet />
    </Shell>
  );
}
