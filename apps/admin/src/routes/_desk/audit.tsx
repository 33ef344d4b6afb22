import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_desk/audit')({
  head: () => ({ meta: [{ title: 'Nhật ký thao tác — Quản trị' }] }),
  component: () => <h1 className="text-xl font-semibold">Nhật ký thao tác</h1>,
});
