/**
 * One write to an order from its page: on success the order the server answers replaces the cached one and a
 * toast says what happened; a 409 (another staff member moved it first, or the move isn't allowed any more) shows
 * the server's message and fetches the order again; a 400's field messages go back to the form that sent it.
 */
import type { AdminOrder } from '@shop/domain/admin.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ApiError } from '../../lib/api';
import { orderChanged, ordersQueries } from './orders.queries';

export function useOrderWrite<V>(
  orderId: number,
  write: (values: V) => Promise<AdminOrder>,
  opts: { success: string; onDone?: () => void; onFieldErrors?: (errors: Record<string, string>) => boolean },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (order) => {
      orderChanged(queryClient, order);
      toast.success(opts.success);
      opts.onDone?.();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 400 && opts.onFieldErrors?.(error.fieldErrors)) return;
      toast.error(error.message);
      if (error instanceof ApiError && (error.status === 409 || error.status === 404)) {
        void queryClient.invalidateQueries({ queryKey: ordersQueries.detail(orderId).queryKey });
        void queryClient.invalidateQueries({ queryKey: ['admin', 'orders', 'list'] });
        opts.onDone?.();
      }
    },
  });
}
