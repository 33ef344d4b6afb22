/**
 * What staff do with the selected orders: confirm them all at once (pending → accounting_processing, each order on
 * its own: those that can't move say why) and print their delivery notes.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { toast } from 'sonner';
import { Button, buttonClasses } from '../../components/button';
import { BulkShipmentActions } from '../carriers';
import { MOVE_LABELS } from './order-labels';
import { ordersQueries, orderWrites } from './orders.queries';

export function BulkActions({ ids, onDone }: { ids: number[]; onDone: () => void }) {
  const queryClient = useQueryClient();
  const confirm = useMutation({
    mutationFn: () => orderWrites.bulkTransition(ids, 'accounting_processing'),
    onSuccess: ({ results }) => {
      const moved = results.filter((r) => r.ok);
      const refused = results.filter((r) => !r.ok);
      if (moved.length) toast.success(`Đã xác nhận ${moved.length} đơn hàng.`);
      if (refused.length) {
        toast.error(`${refused.length} đơn không xác nhận được`, {
          description: refused.map((r) => `#${r.id}: ${r.detail ?? ''}`).join('\n'),
        });
      }
      for (const r of moved) void queryClient.invalidateQueries({ queryKey: ordersQueries.detail(r.id).queryKey });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'orders', 'list'] });
      void queryClient.invalidateQueries({ queryKey: ordersQueries.pendingCount().queryKey });
      onDone();
    },
    onError: (error) => toast.error(error.message),
  });

  return (
    <div
      role="region"
      aria-label="Thao tác với đơn đã chọn"
      className="flex flex-wrap items-center gap-2 rounded-lg border border-brand-100 bg-brand-50 px-3 py-2"
    >
      <span className="mr-auto text-sm font-medium">Đã chọn {ids.length} đơn</span>
      <Button busy={confirm.isPending} onClick={() => confirm.mutate()}>
        {MOVE_LABELS.accounting_processing} đã chọn
      </Button>
      <Link to="/orders/print" search={{ ids: ids.join(','), size: 'a5' }} className={buttonClasses('secondary')}>
        In phiếu giao hàng
      </Link>
      <BulkShipmentActions ids={ids} />
      <Button tone="ghost" onClick={onDone}>
        Bỏ chọn
      </Button>
    </div>
  );
}
