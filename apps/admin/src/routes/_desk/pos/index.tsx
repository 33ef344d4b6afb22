import { createFileRoute } from '@tanstack/react-router';
import { PosPage } from '../../../features/pos/pos-page';
import { posQueries } from '../../../features/pos/pos.queries';
import { prefetchForStaff } from '../../../lib/session';

// The till is its own chunk (autoCodeSplitting): nothing of it loads before /admin/pos is opened.
export const Route = createFileRoute('/_desk/pos/')({
  loader: ({ context }) => {
    prefetchForStaff(context.queryClient, posQueries.locations());
    prefetchForStaff(context.queryClient, posQueries.config());
  },
  head: () => ({ meta: [{ title: 'Bán tại quầy — Quản trị' }] }),
  component: PosPage,
});
