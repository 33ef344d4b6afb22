/**
 * "Trả hàng" (DESIGN §17): each line of a delivered order with the units it may still give back, how many come back
 * and whether they go back on the shelf, where, why, and the money given back with them. A limit the server finds
 * broken meanwhile (another return came first, the money received ran out) is told in the dialog, which stays open
 * with the order fetched again.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { AdminOrder } from '@shop/domain/admin-orders.schemas';
import { formatVnd } from '@shop/domain/money';
import {
  REFUND_METHODS,
  REFUND_METHOD_LABELS,
  REFUND_REFERENCE_MAX_LENGTH,
  RETURN_MESSAGES,
  RETURN_REASON_MAX_LENGTH,
} from '@shop/domain/returns.rules';
import type { ReturnCreated } from '@shop/domain/returns.schemas';
import type { AdminStoreLocation } from '@shop/domain/store-location.schemas';
import { useQuery } from '@tanstack/react-query';
import { type UseFormReturn, useForm, useWatch } from 'react-hook-form';
import { Dialog } from '../../components/dialog';
import { DialogButtons, Refusal } from '../../components/dialog-form';
import { SelectField, TextAreaField, TextField } from '../../components/form-field';
import { ErrorState } from '../../components/list-states';
import { toNumber, toNumberOrNull } from '../../lib/number-input';
import { useStaffWrite } from '../../lib/use-staff-write';
import { stockQueries } from '../stock';
import { orderReturned, returnWrites } from './orders.queries';
import { ReturnForm, type ReturnValues, restockPlaces, returnBody, returnValuesOf } from './return-values';

type Form = UseFormReturn<ReturnValues>;

export function ReturnDialog({ order, onClose }: { order: AdminOrder; onClose: () => void }) {
  const locations = useQuery(stockQueries.locations());
  return (
    <Dialog
      title={`Trả hàng — đơn #${order.id}`}
      subtitle="Chọn số lượng khách trả của từng dòng."
      side
      onClose={onClose}
    >
      {locations.error ? (
        <ErrorState message={locations.error.message} onRetry={() => void locations.refetch()} />
      ) : !locations.data ? (
        <p role="status" className="text-sm text-gray-600">
          Đang tải…
        </p>
      ) : (
        <ReturnFormView order={order} places={restockPlaces(locations.data)} onClose={onClose} />
      )}
    </Dialog>
  );
}

function ReturnFormView({
  order,
  places,
  onClose,
}: {
  order: AdminOrder;
  places: AdminStoreLocation[];
  onClose: () => void;
}) {
  const form = useForm<ReturnValues>({
    resolver: zodResolver(ReturnForm) as never,
    defaultValues: returnValuesOf(order, places),
  });
  const save = useStaffWrite({
    write: (v: ReturnValues) => returnWrites.create(order.id, returnBody(v)),
    success: returnedMessage,
    changed: (queryClient) => orderReturned(queryClient, order.id),
    // A limit broken meanwhile: the order's figures as they are now, the dialog open with the message.
    refused: (queryClient) => orderReturned(queryClient, order.id),
    onDone: onClose,
    form,
    fields: ['reason', 'location'],
    tell: 'dialog',
  });
  const errors = form.formState.errors;
  return (
    <form noValidate className="space-y-4" onSubmit={form.handleSubmit((v) => save.mutate(v))}>
      <ReturnLines form={form} />
      <RestockPlace form={form} places={places} />
      <TextAreaField
        label="Lý do trả hàng (bắt buộc)"
        rows={2}
        maxLength={RETURN_REASON_MAX_LENGTH}
        error={errors.reason?.message}
        {...form.register('reason')}
      />
      {order.payment_method === 'on_account' ? (
        <p className="rounded-md bg-gray-50 p-3 text-sm text-gray-700">{RETURN_MESSAGES.refundOnAccount}</p>
      ) : (
        <RefundFields form={form} refundable={order.refundable} />
      )}
      <Refusal error={save.refusal} />
      <DialogButtons busy={save.isPending} submit="Ghi nhận trả hàng" onCancel={onClose} />
    </form>
  );
}

/** What the toast says of a recorded return: what went back on the shelf and what the account was credited. */
function returnedMessage(r: ReturnCreated): string {
  const parts = ['Đã ghi nhận trả hàng'];
  if (r.restocked > 0) parts.push(`nhập lại kho ${r.restocked} sản phẩm`);
  if (r.credited > 0) parts.push(`ghi giảm công nợ ${formatVnd(r.credited)}`);
  return `${parts.join(', ')}.`;
}

/** Each line: its units still returnable, how many come back (0: none), and whether back on the shelf. */
function ReturnLines({ form }: { form: Form }) {
  const lines = form.getValues('lines');
  const errors = form.formState.errors;
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-gray-700">Sản phẩm trả</legend>
      {lines.map((line, i) => (
        <div key={line.order_item} className="flex flex-wrap items-end gap-3 rounded-md border border-gray-200 p-2">
          <div className="min-w-0 flex-1 basis-40">
            <p className="text-sm font-medium">{line.name}</p>
            <p className="text-xs text-gray-500">
              {line.returnable > 0 ? `Có thể trả: ${line.returnable}` : 'Đã trả hết'}
            </p>
          </div>
          <TextField
            label={`Số lượng trả ${line.name}`}
            className="w-24 [&>label]:sr-only"
            type="number"
            inputMode="numeric"
            min={0}
            max={line.returnable}
            step={1}
            placeholder="0"
            disabled={line.returnable === 0}
            error={errors.lines?.[i]?.quantity?.message}
            {...form.register(`lines.${i}.quantity`, { setValueAs: toNumber })}
          />
          <label className="flex min-h-10 items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4"
              disabled={line.returnable === 0}
              {...form.register(`lines.${i}.restock`)}
            />
            Nhập lại kho
          </label>
        </div>
      ))}
      {errors.lines?.message && <p className="text-sm text-red-600">{errors.lines.message}</p>}
    </fieldset>
  );
}

/** Where restocked units go: the locations that hold stock, the order's own first chosen. */
function RestockPlace({ form, places }: { form: Form; places: AdminStoreLocation[] }) {
  const lines = useWatch({ control: form.control, name: 'lines' });
  const restocking = lines.some((l) => (l.quantity ?? 0) > 0 && l.restock);
  if (places.length === 0) return <p className="text-sm text-gray-600">Chưa có kho nào giữ hàng để nhập lại.</p>;
  return (
    <SelectField
      label="Nhập lại vào kho"
      disabled={!restocking}
      hint={restocking ? undefined : 'Chỉ dùng khi có dòng được nhập lại kho.'}
      error={form.formState.errors.location?.message}
      {...form.register('location', { setValueAs: toNumberOrNull })}
    >
      {places.map((l) => (
        <option key={l.id} value={l.id}>
          {l.name}
        </option>
      ))}
    </SelectField>
  );
}

/** The money given back with the return: how (none by default), how much (within what may be refunded), reference. */
function RefundFields({ form, refundable }: { form: Form; refundable: number }) {
  const method = useWatch({ control: form.control, name: 'refund_method' });
  const errors = form.formState.errors;
  return (
    <fieldset className="space-y-3 rounded-md border border-gray-200 p-3">
      <legend className="px-1 text-sm font-medium text-gray-700">Hoàn tiền</legend>
      <SelectField
        label="Hình thức hoàn tiền"
        error={errors.refund_method?.message}
        {...form.register('refund_method')}
      >
        <option value="">Không hoàn tiền</option>
        {REFUND_METHODS.map((m) => (
          <option key={m} value={m}>
            {REFUND_METHOD_LABELS[m]}
          </option>
        ))}
      </SelectField>
      {method !== '' && (
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label="Số tiền hoàn (đồng)"
            type="number"
            inputMode="numeric"
            min={1}
            max={refundable}
            step={1}
            hint={`Còn có thể hoàn ${formatVnd(refundable)}.`}
            error={errors.refund_amount?.message}
            {...form.register('refund_amount', { setValueAs: toNumber })}
          />
          <TextField
            label="Mã giao dịch / ghi chú"
            maxLength={REFUND_REFERENCE_MAX_LENGTH}
            error={errors.refund_reference?.message}
            {...form.register('refund_reference')}
          />
        </div>
      )}
    </fieldset>
  );
}
