/**
 * The Zalo templates (admins only): for each order event, the ZNS template id approved in Zalo's console and which
 * order field fills each of its parameters. An event without a template id sends nothing.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ZALO_EVENTS,
  ZALO_EVENT_LABELS,
  ZALO_ORDER_FIELDS,
  ZALO_ORDER_FIELD_LABELS,
  type ZaloEvent,
  type ZaloOrderField,
  ZaloParamName,
  type ZaloSettings,
  ZaloTemplateId,
} from '@shop/domain/zalo.schemas';
import { type Control, type UseFormRegister, useFieldArray, useForm, type FieldErrors } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../components/button';
import { SelectField, TextField } from '../../components/form-field';
import { useStaffWrite } from '../../lib/use-staff-write';
import { zaloWrites } from './zalo.queries';

const ParamRow = z.object({ name: ZaloParamName, field: z.enum(ZALO_ORDER_FIELDS) });
const EventForm = z.object({ template_id: ZaloTemplateId, params: z.array(ParamRow).max(20) });
const ZaloForm = z.object({ events: z.object(Object.fromEntries(ZALO_EVENTS.map((e) => [e, EventForm]))) });
type EventValues = z.infer<typeof EventForm>;
type FormValues = { events: Record<ZaloEvent, EventValues> };

const toForm = (s: ZaloSettings): FormValues => ({
  events: Object.fromEntries(
    ZALO_EVENTS.map((e) => {
      const t = s.templates[e];
      const params = Object.entries(t?.params ?? {}).map(([name, field]) => ({ name, field }));
      return [e, { template_id: t?.template_id ?? '', params }];
    }),
  ) as FormValues['events'],
});

/** Rows with a blank name are dropped; an event without a template id keeps no parameters. */
const toSettings = (v: FormValues): ZaloSettings => ({
  templates: Object.fromEntries(
    ZALO_EVENTS.map((e) => {
      const { template_id, params } = v.events[e];
      const kept = template_id ? params.filter((p) => p.name) : [];
      return [e, { template_id, params: Object.fromEntries(kept.map((p) => [p.name, p.field])) }];
    }),
  ),
});

export function ZaloSettingsForm({ settings }: { settings: ZaloSettings }) {
  const form = useForm<FormValues>({ resolver: zodResolver(ZaloForm) as never, defaultValues: toForm(settings) });
  const save = useStaffWrite({
    write: (values: FormValues) => zaloWrites.settings(toSettings(values)),
    success: 'Đã lưu mẫu tin Zalo.',
    changed: (queryClient, saved) => queryClient.setQueryData(['admin', 'settings', 'zalo'], saved),
    onDone: (saved) => form.reset(toForm(saved)),
    tell: 'page',
  });
  return (
    <form onSubmit={form.handleSubmit((values) => save.mutate(values))} className="space-y-4" noValidate>
      <p className="text-sm text-gray-600">
        Mỗi sự kiện của đơn hàng gửi một tin ZNS theo mẫu đã được Zalo duyệt. Nhập mã mẫu tin và chọn trường đơn hàng
        cho từng tham số của mẫu. Để trống mã mẫu tin: sự kiện đó không gửi tin Zalo.
      </p>
      {ZALO_EVENTS.map((event) => (
        <EventFields
          key={event}
          event={event}
          control={form.control}
          register={form.register}
          errors={form.formState.errors}
        />
      ))}
      <Button type="submit" busy={save.isPending}>
        Lưu mẫu tin
      </Button>
    </form>
  );
}

function EventFields({
  event,
  control,
  register,
  errors,
}: {
  event: ZaloEvent;
  control: Control<FormValues>;
  register: UseFormRegister<FormValues>;
  errors: FieldErrors<FormValues>;
}) {
  const params = useFieldArray({ control, name: `events.${event}.params` });
  const own = errors.events?.[event];
  return (
    <fieldset className="rounded-lg border border-gray-200 bg-white p-4">
      <legend className="px-1 font-semibold">{ZALO_EVENT_LABELS[event]}</legend>
      <TextField
        label="Mã mẫu tin (template_id)"
        inputMode="numeric"
        error={own?.template_id?.message}
        {...register(`events.${event}.template_id`)}
      />
      <ul className="mt-3 space-y-2">
        {params.fields.map((row, i) => (
          <li key={row.id} className="grid grid-cols-1 items-end gap-2 sm:grid-cols-[1fr_1fr_auto]">
            <TextField
              label={`Tham số ${i + 1}`}
              error={own?.params?.[i]?.name?.message}
              {...register(`events.${event}.params.${i}.name`)}
            />
            <SelectField
              label={`Trường đơn hàng cho tham số ${i + 1}`}
              {...register(`events.${event}.params.${i}.field`)}
            >
              {ZALO_ORDER_FIELDS.map((f) => (
                <option key={f} value={f}>
                  {ZALO_ORDER_FIELD_LABELS[f]}
                </option>
              ))}
            </SelectField>
            <Button tone="secondary" onClick={() => params.remove(i)} aria-label={`Xóa tham số ${i + 1}`}>
              Xóa
            </Button>
          </li>
        ))}
      </ul>
      <Button
        tone="secondary"
        className="mt-3"
        onClick={() => params.append({ name: '', field: 'order_id' satisfies ZaloOrderField })}
      >
        Thêm tham số
      </Button>
    </fieldset>
  );
}
