/**
 * "Việc cần làm": the orders waiting for staff, one line per kind, each a link to the orders desk filtered by the
 * same condition the server counted with (`?attention=`), so the list shows exactly the orders counted here.
 */
import { ORDER_ATTENTIONS, ORDER_ATTENTION_HINTS, ORDER_ATTENTION_LABELS } from '@shop/domain/owner-day.schemas';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ErrorState } from '../../components/list-states';
import { Panel } from '../../components/panel';
import { ownerDayQueries } from './owner-day.queries';

export function TodoList() {
  const todo = useQuery(ownerDayQueries.todo());
  const total = todo.data ? ORDER_ATTENTIONS.reduce((sum, a) => sum + todo.data[a], 0) : null;
  return (
    <Panel title="Việc cần làm" aside={total === 0 && <span className="text-sm text-green-700">Đã xong hết</span>}>
      {todo.error ? (
        <ErrorState message={todo.error.message} onRetry={() => void todo.refetch()} />
      ) : !todo.data ? (
        <div role="status" aria-label="Đang tải việc cần làm…" className="h-40 animate-pulse bg-gray-50" />
      ) : (
        <ul className="divide-y divide-gray-100">
          {ORDER_ATTENTIONS.map((attention) => {
            const n = todo.data[attention];
            return (
              <li key={attention}>
                <Link
                  to="/orders"
                  search={{ attention }}
                  className="flex items-center justify-between gap-3 px-4 py-2 text-sm hover:bg-gray-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700"
                >
                  <span>
                    <span className="text-brand-800 underline-offset-2 hover:underline">
                      {ORDER_ATTENTION_LABELS[attention]}
                    </span>
                    <span className="block text-xs text-gray-500">{ORDER_ATTENTION_HINTS[attention]}</span>
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
