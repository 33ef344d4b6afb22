/**
 * What came back of the shopper's order and what was given back (DESIGN §17): each return's lines ("Đã trả") with its
 * date, and each refund ("Đã hoàn tiền") with how and when. Nothing when there was neither.
 */
import { formatVnd } from '@shop/domain/money';
import type { Order } from '@shop/domain/order-response.schemas';
import { formatOrderTime } from './orders.queries';

const at = (iso: string) => {
  const t = formatOrderTime(iso);
  return `${t.time} ngày ${t.date}`;
};

export function OrderReturns({ order }: { order: Pick<Order, 'returns' | 'refunds'> }) {
  if (order.returns.length === 0 && order.refunds.length === 0) return null;
  return (
    <section aria-labelledby="returns-heading" className="rounded-lg border border-gray-200 bg-white p-4">
      <h2 id="returns-heading" className="mb-3 font-semibold">
        Trả hàng và hoàn tiền
      </h2>
      <ul className="space-y-3 text-sm">
        {order.returns.map((r) => (
          <li key={`return-${r.id}`}>
            <p className="font-medium">Đã trả · {at(r.created_at)}</p>
            <ul className="mt-1 list-disc pl-5 text-gray-700">
              {r.lines.map((l) => (
                <li key={l.order_item}>
                  {l.name} × {l.quantity}
                </li>
              ))}
            </ul>
          </li>
        ))}
        {order.refunds.map((f, i) => (
          <li key={`refund-${i}`} className="flex flex-wrap justify-between gap-2">
            <span>
              <span className="font-medium">Đã hoàn tiền</span> · {f.method_display} · {at(f.created_at)}
            </span>
            <span className="font-medium text-brand-700">{formatVnd(f.amount)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
