import { createFileRoute } from '@tanstack/react-router';
import { CategoriesPage } from '../../features/categories/categories-page';
import { categoryTreeQuery } from '../../features/categories/categories.queries';
import { prefetchForStaff } from '../../lib/session';

export const Route = createFileRoute('/_desk/categories')({
  loader: ({ context }) => prefetchForStaff(context.queryClient, categoryTreeQuery()),
  head: () => ({ meta: [{ title: 'Danh mục — Quản trị' }] }),
  component: CategoriesPage,
});
