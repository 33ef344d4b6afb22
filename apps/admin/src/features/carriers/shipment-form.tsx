/**
 * "Tạo vận đơn" for one order: the carrier, weight and parcel size start from the draft the server makes of the
 * order's items and the shop's settings, and staff may change them; each carrier shows its quote for the parcel. The carrier's refusal (a 502 naming its reason in
 * Vietnamese) shows under the form, nothing having been kept; the shipment made replaces the draft on the page.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { CreateShipmentRequest, type ShipmentDraft } from '@shop/domain/carrier.schemas';
import { useQuery } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { Dialog } from '../../components/dialog';
import { DialogButtons, Refusal } from '../../components/dialog-form';
import { SelectField, TextAreaField, TextField } from '../../components/form-field';
import { ErrorState, TableSkeleton } from '../../components/list-states';
import { formatVnd } from '../../lib/format';
import { toNumber } from '../../lib/number-input';
import { useStaffWrite } from '../../lib/use-staff-write';
import { CarrierQuoteChoices } from './carrier-quote-choices';
import { RequiredNoteOptions, SizeFields } from './parcel-fields';
import { carriersQueries, carriersWrites, shipmentChanged } from './carriers.queries';

type Values = CreateShipmentRequest;

export function CreateShipmentDialog({ orderId, onClose }: { orderId: number; onClose: () => void }) {
  const draft = useQuery(carriersQueries.draft(orderId));
  return (
    <Dialog title={`Tạo vận đơn — đơn #${orderId}`} onClose={onClose}>
      {draft.error ? (
        <ErrorState message={draft.error.message} onRetry={() => void draft.refetch()} />
      ) : !draft.data ? (
        <TableSkeleton rows={4} columns={2} />
      ) : draft.data.carriers.length === 0 ? (
        <p role="alert" className="text-sm text-gray-700">
          Chưa bật đơn vị vận chuyển nào: cần cấu hình khoá API của GHN hoặc GHTK trên máy chủ.
        </p>
      ) : (
        <ShipmentForm orderId={orderId} draft={draft.data} onClose={onClose} />
      )}
    </Dialog>
  );
}

/** The form starts from the draft; a refusal also refreshes the order, since the carrier may have moved it. */
function useShipmentForm(orderId: number, draft: ShipmentDraft, onClose: () => void) {
  const form = useForm<Values>({
    resolver: zodResolver(CreateShipmentRequest) as never,
    defaultValues: {
      carrier: draft.carrier ?? draft.carriers[0]!,
      weight_grams: draft.weight_grams || null,
      length_cm: draft.length_cm,
      width_cm: draft.width_cm,
      height_cm: draft.height_cm,
      required_note: draft.required_note,
      note: '',
    },
  });
  const write = useStaffWrite({
    write: (body: Values) => carriersWrites.create(orderId, body),
    success: (s) => `Đã tạo vận đơn ${s.code} (${s.carrier_name}).`,
    changed: (queryClient) => shipmentChanged(queryClient, [orderId]),
    refused: (queryClient) => shipmentChanged(queryClient, [orderId]),
    onDone: onClose,
    form,
    fields: ['carrier', 'weight_grams', 'length_cm', 'width_cm', 'height_cm', 'required_note', 'note'],
    tell: 'dialog',
  });
  return { form, write };
}

function ShipmentForm({ orderId, draft, onClose }: { orderId: number; draft: ShipmentDraft; onClose: () => void }) {
  const { form, write } = useShipmentForm(orderId, draft, onClose);
  const { errors } = form.formState;
  const carrier = useWatch({ control: form.control, name: 'carrier' });
  return (
    <form noValidate onSubmit={form.handleSubmit((v) => write.mutate(v))} className="space-y-4">
      <CarrierQuoteChoices
        orderId={orderId}
        carriers={draft.carriers}
        weightGrams={draft.weight_grams}
        register={form.register('carrier')}
        error={errors.carrier?.message}
      />
      <TextField
        label="Khối lượng (gam)"
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        hint="Tính từ khối lượng sản phẩm × số lượng, cộng bao bì."
        error={errors.weight_grams?.message}
        {...form.register('weight_grams', { setValueAs: toNumber })}
      />
      <fieldset>
        <legend className="text-sm font-medium text-gray-700">Kích thước kiện hàng</legend>
        <div className="grid grid-cols-3 gap-2">
          <SizeFields register={(name) => form.register(name, { setValueAs: toNumber })} errors={errors} />
        </div>
      </fieldset>
      {carrier === 'ghn' && (
        <SelectField
          label="Cho xem hàng (GHN)"
          error={errors.required_note?.message}
          {...form.register('required_note')}
        >
          <RequiredNoteOptions />
        </SelectField>
      )}
      <TextAreaField
        label="Ghi chú cho shipper (không bắt buộc)"
        rows={2}
        maxLength={500}
        error={errors.note?.message}
        {...form.register('note')}
      />
      <p className="text-sm text-gray-700">
        Thu hộ (COD): <span className="font-semibold tabular-nums">{formatVnd(draft.cod_amount)}</span>
      </p>
      <Refusal error={write.refusal} />
      <DialogButtons busy={write.isPending} submit="Tạo vận đơn" onCancel={onClose} />
    </form>
  );
}
