import { createFileRoute } from '@tanstack/react-router';
import { ContentPagesPage } from '../../../features/settings/settings-page';
import { contentPagesQuery } from '../../../features/settings/settings.queries';
import { prefetchForStaff } from '../../../lib/session';

export const Route = createFileRoute('/_desk/settings/pages')({
  head: () => ({ meta: [{ title: 'Trang nội dung — Quản trị' }] }),
  loader: ({ context }) => prefetchForStaff(context.queryClient, contentPagesQuery(), 'admin'),
  component: ContentPagesPage,
});
