/** A shipment's events as the carrier reported them, newest first, with its reason when it gave one. */
import type { ShipmentEvent } from '@shop/domain/carrier.schemas';
import { formatDateTime } from '../../lib/format';

export function ShipmentEvents({ events }: { events: ShipmentEvent[] }) {
  if (!events.length) return <p className="text-sm text-gray-600">Hãng chưa báo trạng thái nào.</p>;
  return (
    <ol aria-label="Hành trình vận đơn" className="space-y-2 border-l-2 border-gray-200 pl-4">
      {[...events].reverse().map((e, i) => (
        <li key={`${e.carrier_status}-${e.at}-${i}`} className="text-sm">
          <p className="font-medium">{e.status_display}</p>
          <p className="text-gray-600">{formatDateTime(e.at)}</p>
          {e.reason && <p className="text-gray-800">{e.reason}</p>}
        </li>
      ))}
    </ol>
  );
}
