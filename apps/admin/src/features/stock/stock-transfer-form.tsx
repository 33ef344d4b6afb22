/**
 * A transfer between two locations (DESIGN §15): the source and the target, the goods found at the source with the
 * quantity of each, a note. The domain's `StockTransferInput` checks it here as the server does; everything moves at
 * once, or nothing (a 409 names the line the source lacks).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { STOCK_NOTE_MAX_LENGTH } from '@shop/domain/admin-catalog.rules';
import type { AdminStoreLocation } from '@shop/domain/store-location.schemas';
import { type StockLevel, StockTransferInput } from '@shop/domain/stock-locations.schemas';
import { type UseFieldArrayReturn, type UseFormReturn, useFieldArray, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { DialogButtons, Refusal } from '../../components/dialog-form';
import { SelectField, TextField } from '../../components/form-field';
import { useStaffWrite } from '../../lib/use-staff-write';
import { ItemPicker, LocationOptions, afterMove, itemKey, levelLabel, usePicked } from './item-picker';
import { transferStock } from './stock.queries';

type FormValues = z.input<typeof StockTransferInput>;

const toNumber = (v: string | number) => (v === '' ? undefined : Number(v));

export function StockTransferForm({
  locations,
  from,
  onClose,
}: {
  /** The locations that hold stock. */
  locations: AdminStoreLocation[];
  /** The source to start with (the screen's location filter). */
  from: number | undefined;
  onClose: () => void;
}) {
  const source = from ?? locations[0]?.id;
  const form = useForm<FormValues, unknown, StockTransferInput>({
    resolver: zodResolver(StockTransferInput),
    defaultValues: { from: source, to: locations.find((l) => l.id !== source)?.id, note: '', lines: [] },
  });
  const lines = useFieldArray({ control: form.control, name: 'lines' });
  const nameOf = (id: number) => locations.find((l) => l.id === id)?.name ?? '';
  const save = useStaffWrite({
    write: transferStock,
    success: (t) => `Đã chuyển ${t.lines.length} dòng hàng từ ${t.from_name} sang ${t.to_name}.`,
    ...afterMove,
    onDone: onClose,
    form,
  });
  const errors = form.formState.errors;
  const chosen = Number(useWatch({ control: form.control, name: 'from' }));
  const { names, pick } = usePicked((level) =>
    lines.append({ product: level.product, variant: level.variant, quantity: 1 }),
  );
  return (
    <Dialog title="Chuyển kho" subtitle="Hàng rời nơi chuyển và đến nơi nhận ngay khi lưu." side onClose={onClose}>
      <form noValidate className="space-y-4" onSubmit={form.handleSubmit((v) => save.mutate(v))}>
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField
            label="Chuyển từ"
            error={errors.from?.message}
            {...form.register('from', { setValueAs: toNumber })}
          >
            <LocationOptions locations={locations} />
          </SelectField>
          <SelectField label="Chuyển đến" error={errors.to?.message} {...form.register('to', { setValueAs: toNumber })}>
            <LocationOptions locations={locations} />
          </SelectField>
        </div>
        <ItemPicker location={chosen} taken={lines.fields} onPick={pick} />
        <TransferLines form={form} lines={lines} names={names} location={chosen} locationName={nameOf(chosen)} />
        <TextField
          label="Ghi chú"
          maxLength={STOCK_NOTE_MAX_LENGTH}
          error={errors.note?.message}
          {...form.register('note')}
        />
        <Refusal error={save.refusal} />
        <DialogButtons busy={save.isPending} submit="Chuyển kho" onCancel={onClose} />
      </form>
    </Dialog>
  );
}

/** The lines of the transfer: each item with its quantity, removable. */
function TransferLines({
  form,
  lines,
  names,
  location,
  locationName,
}: {
  form: UseFormReturn<FormValues, unknown, StockTransferInput>;
  lines: UseFieldArrayReturn<FormValues, 'lines'>;
  names: ReadonlyMap<string, StockLevel>;
  location: number;
  locationName: string;
}) {
  const errors = form.formState.errors;
  const whole = errors.lines?.message ?? errors.lines?.root?.message;
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-gray-700">Hàng chuyển ({lines.fields.length})</legend>
      {lines.fields.length === 0 && (
        <p className="text-sm text-gray-500">Chưa có dòng nào: tìm hàng ở {locationName} để thêm.</p>
      )}
      {lines.fields.map((field, i) => {
        const level = names.get(itemKey({ product: field.product, variant: field.variant ?? null }));
        const label = level ? levelLabel(level) : `#${field.product}`;
        return (
          <div key={field.id} className="flex items-end gap-2 rounded-md border border-gray-200 p-2">
            <div className="min-w-0 flex-1">
              <p className="text-sm font-medium">{label}</p>
              {level && level.location === location && (
                <p className="text-xs text-gray-500">Có thể chuyển: {level.available.toLocaleString('vi-VN')}</p>
              )}
            </div>
            <TextField
              label={`Số lượng ${label}`}
              className="w-28 [&>label]:sr-only"
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              error={errors.lines?.[i]?.quantity?.message ?? errors.lines?.[i]?.product?.message}
              {...form.register(`lines.${i}.quantity`, { setValueAs: toNumber })}
            />
            <Button tone="ghost" aria-label={`Bỏ ${label}`} onClick={() => lines.remove(i)}>
              Bỏ
            </Button>
          </div>
        );
      })}
      {whole && <p className="text-sm text-red-600">{whole}</p>}
    </fieldset>
  );
}
