import { createFileRoute } from '@tanstack/react-router';
import { SettingsLayout } from '../../features/settings/settings-page';

export const Route = createFileRoute('/_desk/settings')({
  head: () => ({ meta: [{ title: 'Cài đặt — Quản trị' }] }),
  component: SettingsLayout,
});
