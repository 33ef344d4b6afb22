import { createFileRoute } from '@tanstack/react-router';
import { ZaloSettingsPage } from '../../../features/zalo/zalo-settings-page';
import { zaloSettingsQuery } from '../../../features/zalo/zalo.queries';
import { prefetchForStaff } from '../../../lib/session';

export const Route = createFileRoute('/_desk/settings/zalo')({
  head: () => ({ meta: [{ title: 'Tin nhắn Zalo — Quản trị' }] }),
  loader: ({ context }) => prefetchForStaff(context.queryClient, zaloSettingsQuery(), 'admin'),
  component: ZaloSettingsPage,
});
