/**
 * A marketplace order's facts on its page (DESIGN §16): the marketplace's own order id, its status there (a buyer's
 * request to cancel or return stands out), and the tracking of the marketplace's logistics, which ship it.
 */
import type { AdminOrder } from '@shop/domain/admin-orders.schemas';
import {
  MARKETPLACE_STATUSES_TO_ACT_ON,
  type MarketplaceOrderFields,
  marketplaceStatusLabel,
} from '@shop/domain/marketplaces-admin.schemas';
import { ORDER_SOURCE_LABELS, isMarketplaceSource } from '@shop/domain/order-source';
import { SourceBadge } from './order-badges';
import { Section } from './order-sections';

export function MarketplaceOrder({ order }: { order: AdminOrder }) {
  if (!isMarketplaceSource(order.source)) return null;
  // The admin order carries these once the marketplaces' server part is in (hi's `AdminOrder` fields).
  const { marketplace_order_id: id, marketplace_status: status } = order as AdminOrder & MarketplaceOrderFields;
  const toActOn = status && (MARKETPLACE_STATUSES_TO_ACT_ON as readonly string[]).includes(status.toUpperCase());
  return (
    <Section title={`Đơn trên ${ORDER_SOURCE_LABELS[order.source]}`}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-gray-600">Sàn</dt>
        <dd>
          <SourceBadge source={order.source} />
        </dd>
        <dt className="text-gray-600">Mã đơn trên sàn</dt>
        <dd className="font-mono break-all">{id || '—'}</dd>
        <dt className="text-gray-600">Trạng thái trên sàn</dt>
        <dd className={toActOn ? 'font-semibold text-amber-800' : undefined}>
          {status ? `${marketplaceStatusLabel(status) ?? status} (${status})` : '—'}
        </dd>
        <dt className="text-gray-600">Vận chuyển</dt>
        <dd>
          {order.tracking_number ? (
            <>
              {order.shipping_company || 'Đơn vị của sàn'} · Mã vận đơn:{' '}
              <span className="font-mono">{order.tracking_number}</span>
            </>
          ) : (
            'Sàn chưa cấp mã vận đơn.'
          )}
        </dd>
      </dl>
      <p className="mt-2 text-xs text-gray-500">
        Sàn giao hàng bằng đơn vị vận chuyển của sàn; trạng thái đơn đổi theo sàn khi cửa hàng đọc lại đơn.
      </p>
    </Section>
  );
}
