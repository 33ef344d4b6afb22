import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_desk/orders/')({
  head: () => ({ meta: [{ title: 'Đơn hàng — Quản trị' }] }),
  component: () => <h1 className="text-xl font-semibold">Đơn hàng</h1>,
});
