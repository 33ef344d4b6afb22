import { createFileRoute, notFound } from '@tanstack/react-router';
import { ShiftReportPage } from '../../../../features/pos/shift-report';
import { posQueries } from '../../../../features/pos/pos.queries';
import { prefetchForStaff } from '../../../../lib/session';

export const Route = createFileRoute('/_desk/pos/shifts/$shiftId')({
  params: {
    parse: ({ shiftId }) => {
      const id = Number(shiftId);
      if (!/^\d{1,10}$/.test(shiftId) || !Number.isSafeInteger(id) || id < 1) throw notFound();
      return { shiftId: id };
    },
    stringify: ({ shiftId }) => ({ shiftId: String(shiftId) }),
  },
  loader: ({ context, params }) => prefetchForStaff(context.queryClient, posQueries.shift(params.shiftId)),
  head: ({ params }) => ({ meta: [{ title: `Báo cáo ca #${params.shiftId} — Quản trị` }] }),
  component: ShiftRoute,
});

function ShiftRoute() {
  return <ShiftReportPage shiftId={Route.useParams().shiftId} />;
}
