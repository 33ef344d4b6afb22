/**
 * "Việc cần làm": the orders waiting for staff, one line per kind, each a link to the orders desk filtered by the
 * same condition the server counted with (`?attention=`), so the list shows exactly the orders counted here.
 */
import { attentionHint, attentionKinds, attentionLabel } from '@shop/domain/marketplaces-admin.schemas';
import type { OrderAttention } from '@shop/domain/owner-day.schemas';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ErrorState } from '../../components/list-states';
import { Panel } from '../../components/panel';
import { ownerDayQueries } from './owner-day.queries';

export function TodoList() {
  const todo = useQuery(ownerDayQueries.todo());
  // Every kind the answer counts, the marketplaces' too, each with its words (a kind left out counts 0).
  const counts: Record<string, number> | undefined = todo.data;
  const kinds = counts ? attentionKinds(counts) : [];
  const total = counts ? kinds.reduce((sum, a) => sum + (counts[a] ?? 0), 0) : null;
  return (
    <Panel title="Việc cần làm" aside={total === 0 && <span className="text-sm text-green-700">Đã xong hết</span>}>
      {todo.error ? (
        <ErrorState message={todo.error.message} onRetry={() => void todo.refetch()} />
      ) : !todo.data ? (
        <div role="status" aria-label="Đang tải việc cần làm…" className="h-40 animate-pulse bg-gray-50" />
      ) : (
        <ul className="divide-y divide-gray-100">
          {kinds.map((attention) => {
            const n = counts?.[attention] ?? 0;
            return (
              <li key={attention}>
                <Link
                  to="/orders"
                  search={{ attention: attention as OrderAttention }}
                  className="flex items-center justify-between gap-3 px-4 py-2 text-sm hover:bg-gray-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700"
                >
                  <span>
                    <span className="text-brand-800 underline-offset-2 hover:underline">
                      {attentionLabel(attention)}
                    </span>
                    <span className="block text-xs text-gray-500">{attentionHint(attention)}</span>
                  </span>
                  <span
                    className={`min-w-8 rounded-full px-2 py-0.5 text-center font-semibold tabular-nums ${
                      n > 0 ? 'bg-amber-100 text-amber-900' : 'text-gray-400'
                    }`}
                  >
                    {n.toLocaleString('vi-VN')}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </Panel>
  );
}
