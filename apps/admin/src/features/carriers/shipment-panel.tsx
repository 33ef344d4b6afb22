/**
 * The order page's carrier shipment: "Tạo vận đơn" while the order waits to leave and has none; once made, the
 * carrier, its code and status, the fee, the COD and where that money is, the label to print, the cancel before
 * pick-up, and the carrier's events. Its own component, mounted on the order page with one line.
 */
import { shipmentAdvances } from '@shop/domain/carrier.rules';
import type { Shipment } from '@shop/domain/carrier.schemas';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../components/button';
import { formatDateTime, formatVnd } from '../../lib/format';
import { useStaffWrite } from '../../lib/use-staff-write';
import { openLabels } from './print-labels';
import { ShipmentEvents } from './shipment-events';
import { CreateShipmentDialog } from './shipment-form';
import { codStatusLabel } from './carrier-labels';
import { carriersWrites, shipmentChanged } from './carriers.queries';

/** Orders the desk may hand to a carrier (DESIGN §11): confirmed, not yet left. */
const SHIPPABLE = ['processing', 'accounting_processing'];

export interface ShipmentOrder {
  id: number;
  status: string;
  shipment?: Shipment | null | undefined;
}

export function ShipmentPanel({ order }: { order: ShipmentOrder }) {
  const [creating, setCreating] = useState(false);
  const shipment = order.shipment ?? null;
  // A cancelled shipment leaves the order waiting: another may be made.
  const canCreate = SHIPPABLE.includes(order.status) && (!shipment || shipment.status === 'cancelled');
  if (!shipment && !canCreate) return null;
  return (
    <section aria-labelledby="shipment-heading" className="rounded-lg border border-gray-200 bg-white p-4">
      <h2 id="shipment-heading" className="mb-3 font-semibold">
        Vận đơn
      </h2>
      {shipment && <ShipmentDetails orderId={order.id} shipment={shipment} />}
      {canCreate && (
        <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
          {!shipment && <p className="text-sm text-gray-600">Đơn chưa có vận đơn của GHN / GHTK.</p>}
          <Button className="no-print" onClick={() => setCreating(true)}>
            Tạo vận đơn
          </Button>
        </div>
      )}
      {creating && <CreateShipmentDialog orderId={order.id} onClose={() => setCreating(false)} />}
    </section>
  );
}

function ShipmentDetails({ orderId, shipment }: { orderId: number; shipment: Shipment }) {
  const [printing, setPrinting] = useState(false);
  const cancel = useStaffWrite({
    write: () => carriersWrites.cancel(orderId),
    success: `Đã hủy vận đơn ${shipment.code}.`,
    changed: (queryClient) => shipmentChanged(queryClient, [orderId]),
    refused: (queryClient) => shipmentChanged(queryClient, [orderId]),
    tell: 'toast',
  });
  const print = () => {
    setPrinting(true);
    openLabels([orderId])
      .catch((error: Error) => toast.error(error.message))
      .finally(() => setPrinting(false));
  };
  const live = shipment.status !== 'cancelled';
  return (
    <div className="space-y-3 text-sm">
      <p>
        <span className="font-medium">{shipment.carrier_name}</span> · Mã vận đơn{' '}
        <span className="font-mono font-semibold">{shipment.code}</span>
      </p>
      <p>
        Trạng thái: <span className="font-medium">{shipment.status_display}</span>
        {shipment.expected_delivery_at && <> · Dự kiến giao {formatDateTime(shipment.expected_delivery_at)}</>}
      </p>
      {shipment.flagged && (
        <p role="alert" className="rounded-md bg-amber-50 px-3 py-2 text-amber-900">
          Cần kiểm tra: {shipment.flag_reason ?? 'hãng báo sự cố với kiện hàng.'}
        </p>
      )}
      <ShipmentMoney shipment={shipment} live={live} />
      {live && (
        <div className="no-print flex flex-wrap gap-2">
          <Button tone="secondary" busy={printing} onClick={print}>
            In nhãn vận đơn
          </Button>
          {shipmentAdvances(shipment.status, 'cancelled') && (
            <Button
              tone="danger"
              busy={cancel.isPending}
              onClick={() => {
                if (window.confirm(`Hủy vận đơn ${shipment.code} tại ${shipment.carrier_name}?`))
                  cancel.mutate(undefined);
              }}
            >
              Hủy vận đơn
            </Button>
          )}
        </div>
      )}
      <ShipmentEvents events={shipment.events} />
    </div>
  );
}

/** What the carrier charges the shop, what it collects on delivery, and where that money is. */
function ShipmentMoney({ shipment, live }: { shipment: Shipment; live: boolean }) {
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-1">
      <dt className="text-gray-600">Phí hãng thu shop</dt>
      <dd className="text-right tabular-nums">{formatVnd(shipment.fee)}</dd>
      {live && (
        <>
          <dt className="text-gray-600">Thu hộ (COD)</dt>
          <dd className="text-right tabular-nums">{formatVnd(shipment.cod_amount)}</dd>
        </>
      )}
      <dt className="text-gray-600">Tiền thu hộ</dt>
      <dd className="text-right">
        {codStatusLabel(shipment.cod_status)}
        {shipment.cod_transferred_at && <> ({formatDateTime(shipment.cod_transferred_at)})</>}
      </dd>
    </dl>
  );
}
