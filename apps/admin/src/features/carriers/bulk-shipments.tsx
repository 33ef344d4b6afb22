/**
 * The desk's carrier actions on the selected orders: "Tạo vận đơn" for all of them with one carrier (each order
 * gets its own result, shown in the dialog: the code made, or why the carrier or the shop refused), and the labels
 * of all of them printed at once.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { BulkShipmentRequest, type BulkShipmentResult, CARRIERS } from '@shop/domain/carrier.schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { DialogButtons, Refusal } from '../../components/dialog-form';
import { SelectField } from '../../components/form-field';
import { useStaffWrite } from '../../lib/use-staff-write';
import { openLabels } from './print-labels';
import { CarrierOptions } from './parcel-fields';
import { carriersWrites, shipmentChanged } from './carriers.queries';

export function BulkShipmentActions({ ids }: { ids: number[] }) {
  const [open, setOpen] = useState(false);
  const [printing, setPrinting] = useState(false);
  const print = () => {
    setPrinting(true);
    openLabels(ids)
      .catch((error: Error) => toast.error(error.message))
      .finally(() => setPrinting(false));
  };
  return (
    <>
      <Button tone="secondary" onClick={() => setOpen(true)}>
        Tạo vận đơn
      </Button>
      <Button tone="secondary" busy={printing} onClick={print}>
        In nhãn vận đơn
      </Button>
      {open && <BulkShipmentDialog ids={ids} onClose={() => setOpen(false)} />}
    </>
  );
}

function BulkShipmentDialog({ ids, onClose }: { ids: number[]; onClose: () => void }) {
  const [results, setResults] = useState<BulkShipmentResult[] | null>(null);
  const form = useForm<BulkShipmentRequest>({
    resolver: zodResolver(BulkShipmentRequest) as never,
    defaultValues: { order_ids: ids, carrier: 'ghn' },
  });
  const write = useStaffWrite({
    write: (body: BulkShipmentRequest) => carriersWrites.bulk(body.order_ids, body.carrier),
    success: ({ results }) => `Đã tạo ${results.filter((r) => r.ok).length}/${results.length} vận đơn.`,
    changed: (queryClient, { results }) =>
      shipmentChanged(
        queryClient,
        results.map((r) => r.order_id),
      ),
    onDone: ({ results }) => setResults(results),
    form,
    fields: ['carrier'],
    tell: 'dialog',
  });
  return (
    <Dialog title={`Tạo vận đơn cho ${ids.length} đơn`} onClose={onClose}>
      {results ? (
        <BulkResults results={results} onClose={onClose} />
      ) : (
        <form noValidate onSubmit={form.handleSubmit((v) => write.mutate(v))} className="space-y-4">
          <SelectField
            label="Đơn vị vận chuyển"
            error={form.formState.errors.carrier?.message}
            {...form.register('carrier')}
          >
            <CarrierOptions carriers={CARRIERS} />
          </SelectField>
          <p className="text-sm text-gray-600">
            Khối lượng và kích thước lấy theo sản phẩm của từng đơn và cài đặt vận chuyển.
          </p>
          <Refusal error={write.refusal ?? (form.formState.errors.order_ids as Error | undefined) ?? null} />
          <DialogButtons busy={write.isPending} submit="Tạo vận đơn" onCancel={onClose} />
        </form>
      )}
    </Dialog>
  );
}

function BulkResults({ results, onClose }: { results: BulkShipmentResult[]; onClose: () => void }) {
  return (
    <div>
      <ul aria-label="Kết quả tạo vận đơn" className="divide-y divide-gray-100 text-sm">
        {results.map((r) => (
          <li key={r.order_id} className="flex flex-wrap justify-between gap-2 py-2">
            <span className="font-medium">Đơn #{r.order_id}</span>
            {r.ok && r.shipment ? (
              <span className="text-green-700">
                {r.shipment.carrier_name} · {r.shipment.code}
              </span>
            ) : (
              <span className="text-red-700">{r.detail ?? 'Không tạo được vận đơn.'}</span>
            )}
          </li>
        ))}
      </ul>
      <div className="mt-5 flex justify-end">
        <Button tone="secondary" onClick={onClose}>
          Đóng
        </Button>
      </div>
    </div>
  );
}
