/**
 * The carrier's journey of an order for the shopper (DESIGN §11), on the order page and /tracking: the carrier, the
 * code and the events it reported, newest first. Nothing before a carrier took the order; a shipment with no event
 * yet says so.
 */
import type { PublicShipment } from '@shop/domain/carrier.schemas';
import { formatOrderTime } from './orders.queries';
import { TimelineStep } from './timeline-step';

export function ShipmentTracking({ shipment }: { shipment: PublicShipment | null | undefined }) {
  if (!shipment || shipment.status === 'cancelled') return null;
  const expected = shipment.expected_delivery_at ? formatOrderTime(shipment.expected_delivery_at) : null;
  return (
    <section aria-labelledby="shipment-tracking" className="rounded-lg border border-gray-200 bg-white p-4">
      <h2 id="shipment-tracking" className="font-semibold">
        Hành trình giao hàng
      </h2>
      <dl className="mt-2 grid gap-2 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-gray-500">Đơn vị vận chuyển</dt>
          <dd className="font-medium">{shipment.carrier_name}</dd>
        </div>
        <div>
          <dt className="text-gray-500">Mã vận đơn</dt>
          <dd className="font-medium break-all">{shipment.code}</dd>
        </div>
        <div>
          <dt className="text-gray-500">Trạng thái</dt>
          <dd className="font-medium text-brand-800">{shipment.status_display}</dd>
        </div>
        {expected && shipment.status !== 'delivered' && (
          <div className="sm:col-span-3">
            <dt className="text-gray-500">Dự kiến giao</dt>
            <dd className="font-medium">{expected.date}</dd>
          </div>
        )}
      </dl>
      {shipment.events.length === 0 ? (
        <p className="mt-3 text-sm text-gray-500">Đơn vị vận chuyển chưa cập nhật hành trình.</p>
      ) : (
        <ol aria-label="Các bước vận chuyển" className="mt-3 space-y-3 border-l-2 border-gray-200 pl-4">
          {[...shipment.events].reverse().map((event, i) => (
            <TimelineStep
              key={`${event.carrier_status}-${event.at}-${i}`}
              newest={i === 0}
              title={event.status_display}
              at={event.at}
            >
              {event.reason && <p className="text-xs text-gray-700">{event.reason}</p>}
            </TimelineStep>
          ))}
        </ol>
      )}
    </section>
  );
}
