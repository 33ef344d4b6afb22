/**
 * The COD desk: the cash each carrier collected on delivery and still holds, order by order, and the carrier's
 * statement recorded from its CSV (read here, previewed, then sent; the server pays the orders whose amount agrees
 * and flags the others).
 */
import type { CodHoldings } from '@shop/domain/cod.schemas';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { EmptyState, ErrorState, TableSkeleton } from '../../components/list-states';
import { formatDateTime, formatVnd } from '../../lib/format';
import { CodRemittanceForm } from './cod-remittance-form';
import { carriersQueries } from './carriers.queries';

export function CodPage() {
  const cod = useQuery(carriersQueries.cod());
  return (
    <div className="space-y-4">
      <h1 className="text-xl font-semibold">Tiền thu hộ (COD)</h1>
      <section aria-labelledby="cod-held-heading" className="rounded-lg border border-gray-200 bg-white p-4">
        <h2 id="cod-held-heading" className="mb-3 font-semibold">
          Hãng vận chuyển đang giữ
        </h2>
        {cod.error ? (
          <ErrorState message={cod.error.message} onRetry={() => void cod.refetch()} />
        ) : !cod.data ? (
          <TableSkeleton rows={3} columns={3} />
        ) : cod.data.every((c) => c.orders.length === 0) ? (
          <EmptyState title="Không có tiền thu hộ nào đang ở hãng vận chuyển." />
        ) : (
          <div className="space-y-4">
            {cod.data.map((holding) => (
              <HoldingTable key={holding.carrier} holding={holding} />
            ))}
          </div>
        )}
      </section>
      <CodRemittanceForm holdings={cod.data ?? []} />
    </div>
  );
}

function HoldingTable({ holding }: { holding: CodHoldings[number] }) {
  return (
    <div>
      <p className="flex flex-wrap justify-between gap-2 font-medium">
        <span>{holding.carrier_name}</span>
        <span className="tabular-nums" aria-label={`${holding.carrier_name} đang giữ`}>
          {formatVnd(holding.held_amount)}
        </span>
      </p>
      {holding.orders.length > 0 && (
        <div className="mt-2 overflow-x-auto">
          <table className="w-full min-w-96 text-sm">
            <thead className="text-left text-gray-600">
              <tr>
                <th className="py-1 font-medium">Đơn</th>
                <th className="py-1 font-medium">Mã vận đơn</th>
                <th className="py-1 font-medium">Giao lúc</th>
                <th className="py-1 text-right font-medium">Thu hộ</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100">
              {holding.orders.map((o) => (
                <tr key={o.order_id}>
                  <td className="py-1">
                    <Link
                      to="/orders/$orderId"
                      params={{ orderId: o.order_id }}
                      className="text-brand-700 hover:underline"
                    >
                      #{o.order_id}
                    </Link>
                  </td>
                  <td className="py-1 font-mono">{o.code}</td>
                  <td className="py-1">{o.collected_at ? formatDateTime(o.collected_at) : '—'}</td>
                  <td className="py-1 text-right tabular-nums">{formatVnd(o.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
