import type { StatusCounts } from '@shop/domain/admin-orders.schemas';
import { ORDER_STATUSES } from '@shop/domain/order-status';
import { Link } from '@tanstack/react-router';
import { deskStatusLabel } from '../../lib/format';
import { Panel } from '../../components/panel';

/**
 * Orders placed in the range per status, each a link to the orders desk filtered by that status and the same days,
 * so that the list shows the orders counted here.
 */
export function StatusList({ counts, range }: { counts: StatusCounts; range: { date_from: string; date_to: string } }) {
  return (
    <Panel title="Đơn hàng theo trạng thái">
      <ul className="divide-y divide-gray-100">
        {ORDER_STATUSES.map((status) => (
          <li key={status}>
            <Link
              to="/orders"
              search={{ status, ...range }}
              className="flex items-center justify-between px-4 py-2 text-sm hover:bg-gray-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700"
            >
              <span className="text-brand-800 underline-offset-2 hover:underline">{deskStatusLabel(status)}</span>
              <span className="font-semibold tabular-nums">{(counts[status] ?? 0).toLocaleString('vi-VN')}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
