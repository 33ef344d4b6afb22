import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_desk/')({
  head: () => ({ meta: [{ title: 'Tổng quan — Quản trị' }] }),
  component: () => <h1 className="text-xl font-semibold">Tổng quan</h1>,
});
