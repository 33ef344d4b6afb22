/**
 * A stocktake at one location (DESIGN §15): the goods counted, each with what was counted (filled with what the
 * system has, to be corrected), a note. On hand becomes the count; each difference goes on the ledger. A count below
 * what placed orders hold there is refused (409 naming the line). `StockCountInput` checks it here as the server does.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { STOCK_NOTE_MAX_LENGTH } from '@shop/domain/admin-catalog.rules';
import type { AdminStoreLocation } from '@shop/domain/store-location.schemas';
import { type StockCount, StockCountInput, type StockLevel } from '@shop/domain/stock-locations.schemas';
import { type UseFieldArrayReturn, type UseFormReturn, useFieldArray, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { DialogButtons, Refusal } from '../../components/dialog-form';
import { SelectField, TextField } from '../../components/form-field';
import { useStaffWrite } from '../../lib/use-staff-write';
import { ItemPicker, LocationOptions, afterMove, itemKey, levelLabel, usePicked } from './item-picker';
import { countStock } from './stock.queries';

type FormValues = z.input<typeof StockCountInput>;

const toNumber = (v: string | number) => (v === '' ? undefined : Number(v));

function counted(result: StockCount): string {
  const off = result.lines.filter((l) => l.delta !== 0).length;
  return off === 0
    ? `Đã kiểm kho ${result.location_name}: ${result.lines.length} dòng khớp sổ.`
    : `Đã kiểm kho ${result.location_name}: ${off}/${result.lines.length} dòng lệch đã ghi vào sổ kho.`;
}

export function StockCountForm({
  locations,
  location,
  onClose,
}: {
  /** The locations that hold stock. */
  locations: AdminStoreLocation[];
  /** The location to start with (the screen's location filter). */
  location: number | undefined;
  onClose: () => void;
}) {
  const form = useForm<FormValues, unknown, StockCountInput>({
    resolver: zodResolver(StockCountInput),
    defaultValues: { location: location ?? locations[0]?.id, note: '', lines: [] },
  });
  const lines = useFieldArray({ control: form.control, name: 'lines' });
  const save = useStaffWrite({ write: countStock, success: counted, ...afterMove, onDone: onClose, form });
  const errors = form.formState.errors;
  const chosen = Number(useWatch({ control: form.control, name: 'location' }));
  const { names, pick } = usePicked((level) =>
    lines.append({ product: level.product, variant: level.variant, counted: level.on_hand }),
  );
  return (
    <Dialog
      title="Kiểm kho"
      subtitle="Tồn thực tế được đặt bằng số đếm; phần lệch ghi vào sổ kho."
      side
      onClose={onClose}
    >
      <form noValidate className="space-y-4" onSubmit={form.handleSubmit((v) => save.mutate(v))}>
        <SelectField
          label="Kiểm tại"
          error={errors.location?.message}
          {...form.register('location', {
            setValueAs: toNumber,
            // The lines were found at the old place: a new place starts a new count.
            onChange: () => lines.replace([]),
          })}
        >
          <LocationOptions locations={locations} />
        </SelectField>
        <ItemPicker location={chosen} taken={lines.fields} onPick={pick} />
        <CountLines form={form} lines={lines} names={names} />
        <TextField
          label="Ghi chú"
          maxLength={STOCK_NOTE_MAX_LENGTH}
          error={errors.note?.message}
          {...form.register('note')}
        />
        <Refusal error={save.refusal} />
        <DialogButtons busy={save.isPending} submit="Lưu kết quả kiểm kho" onCancel={onClose} />
      </form>
    </Dialog>
  );
}

/** The lines counted: each item with what the system has and what was counted, removable. */
function CountLines({
  form,
  lines,
  names,
}: {
  form: UseFormReturn<FormValues, unknown, StockCountInput>;
  lines: UseFieldArrayReturn<FormValues, 'lines'>;
  names: ReadonlyMap<string, StockLevel>;
}) {
  const errors = form.formState.errors;
  const whole = errors.lines?.message ?? errors.lines?.root?.message;
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-gray-700">Hàng đã đếm ({lines.fields.length})</legend>
      {lines.fields.length === 0 && <p className="text-sm text-gray-500">Chưa có dòng nào: tìm hàng để thêm.</p>}
      {lines.fields.map((field, i) => {
        const level = names.get(itemKey({ product: field.product, variant: field.variant ?? null }));
        const label = level ? levelLabel(level) : `#${field.product}`;
        return (
          <div key={field.id} className="flex items-end gap-2 rounded-md border border-gray-200 p-2">
            <div className="min-w-0 flex-1">
              <p className="text-sm font-medium">{label}</p>
              {level && (
                <p className="text-xs text-gray-500">
                  Sổ kho: {level.on_hand.toLocaleString('vi-VN')}
                  {level.reserved > 0 ? ` (giữ cho đơn ${level.reserved.toLocaleString('vi-VN')})` : ''}
                </p>
              )}
            </div>
            <TextField
              label={`Số đếm được ${label}`}
              className="w-28 [&>label]:sr-only"
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              error={errors.lines?.[i]?.counted?.message ?? errors.lines?.[i]?.product?.message}
              {...form.register(`lines.${i}.counted`, { setValueAs: toNumber })}
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
