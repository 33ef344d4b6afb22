/** `/admin/settings/zalo`: the templates and the test-send. */
import { useQuery } from '@tanstack/react-query';
import { ErrorState, TableSkeleton } from '../../components/list-states';
import { ZaloNotice } from './zalo-notice';
import { ZaloSettingsForm } from './zalo-settings-form';
import { ZaloTestSend } from './zalo-test-send';
import { zaloSettingsQuery } from './zalo.queries';

export function ZaloSettingsPage() {
  const settings = useQuery(zaloSettingsQuery());
  if (settings.error) return <ErrorState message={settings.error.message} onRetry={() => void settings.refetch()} />;
  if (!settings.data) return <TableSkeleton rows={6} columns={2} />;
  return (
    <div className="space-y-4">
      <ZaloNotice />
      <ZaloSettingsForm settings={settings.data} />
      <ZaloTestSend />
    </div>
  );
}
