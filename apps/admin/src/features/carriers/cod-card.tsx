/**
 * The dashboard's COD figures: cash the carriers collected and still hold (in transit) beside what they have
 * transferred to the shop, so money on its way is never counted as money received.
 */
import type { CodStats } from '@shop/domain/cod.schemas';
import { Link } from '@tanstack/react-router';
import { formatVnd } from '../../lib/format';

export function CodCard({ cod }: { cod: CodStats }) {
  return (
    <section
      aria-labelledby="cod-card-heading"
      className="flex flex-wrap items-start justify-between gap-4 rounded-lg border border-gray-200 bg-white p-4"
    >
      <h2 id="cod-card-heading" className="sr-only">
        Tiền thu hộ (COD)
      </h2>
      <dl className="grid flex-1 gap-4 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-gray-600">COD đang ở hãng vận chuyển</dt>
          <dd className="mt-1 text-2xl font-semibold text-amber-700 tabular-nums">{formatVnd(cod.in_transit)}</dd>
          <dd className="mt-1 text-xs text-gray-500">
            {cod.in_transit_orders.toLocaleString('vi-VN')} đơn đã giao, hãng chưa chuyển tiền
          </dd>
        </div>
        <div>
          <dt className="text-sm text-gray-600">COD đã nhận</dt>
          <dd className="mt-1 text-2xl font-semibold text-gray-900 tabular-nums">{formatVnd(cod.received)}</dd>
          <dd className="mt-1 text-xs text-gray-500">Hãng đã chuyển về tài khoản của shop</dd>
        </div>
      </dl>
      <Link to="/cod" className="text-sm text-brand-700 hover:underline">
        Đối soát COD →
      </Link>
    </section>
  );
}
