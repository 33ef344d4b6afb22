/**
 * The Zalo templates (admins only): for each order event, the ZNS template id approved in Zalo's console and which
 * order field fills each of its parameters. Once an id is typed, its parameters are read from Zalo with an order field
 * proposed for each; the server refuses a template whose required parameters have none. An event without a template
 * id sends nothing.
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
  type ZaloTemplateInfo,
} from '@shop/domain/zalo.schemas';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { type UseFormReturn, useFieldArray, useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../components/button';
import { SelectField, TextField } from '../../components/form-field';
import { useStaffWrite } from '../../lib/use-staff-write';
import { zaloTemplateInfo, zaloWrites } from './zalo.queries';

/** A row's field may stay unchosen ('') for an optional parameter: the row is then left out. */
const ParamRow = z.object({
  name: ZaloParamName,
  field: z.enum(ZALO_ORDER_FIELDS).or(z.literal('')),
  required: z.boolean().optional(),
});
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
      const kept = template_id ? params.filter((p) => p.name && p.field) : [];
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
        <EventFields key={event} event={event} form={form} />
      ))}
      <Button type="submit" busy={save.isPending}>
        Lưu mẫu tin
      </Button>
    </form>
  );
}

/** The template's parameters from Zalo as rows: the field already chosen for a name stays, else the proposal. */
function rowsFrom(info: ZaloTemplateInfo, current: EventValues['params']): EventValues['params'] {
  const chosen = new Map(current.map((p) => [p.name, p.field]));
  return info.params.map((p) => ({
    name: p.name,
    field: chosen.get(p.name) || info.proposed[p.name] || '',
    required: p.required,
  }));
}

function EventFields({ event, form }: { event: ZaloEvent; form: UseFormReturn<FormValues> }) {
  const { control, register, formState, getValues } = form;
  const params = useFieldArray({ control, name: `events.${event}.params` });
  const own = formState.errors.events?.[event];
  const [read, setRead] = useState<{ id: string; info?: ZaloTemplateInfo; error?: string } | null>(null);
  const lookUp = useMutation({
    mutationFn: zaloTemplateInfo,
    onSuccess: (info, id) => {
      setRead({ id, info });
      params.replace(rowsFrom(info, getValues(`events.${event}.params`)));
    },
    onError: (error, id) => setRead({ id, error: error.message }),
  });
  const readFromZalo = () => {
    const id = getValues(`events.${event}.template_id`).trim();
    if (/^\d+$/.test(id) && id !== read?.id && !lookUp.isPending) lookUp.mutate(id);
  };
  const idField = register(`events.${event}.template_id`, { onBlur: readFromZalo });
  return (
    <fieldset className="rounded-lg border border-gray-200 bg-white p-4">
      <legend className="px-1 font-semibold">{ZALO_EVENT_LABELS[event]}</legend>
      <TextField label="Mã mẫu tin (template_id)" inputMode="numeric" error={own?.template_id?.message} {...idField} />
      <p className="mt-1 text-sm text-gray-600" aria-live="polite">
        {lookUp.isPending
          ? 'Đang đọc mẫu tin từ Zalo…'
          : read?.info
            ? `Mẫu “${read.info.name}” (${read.info.status === 'ENABLE' ? 'đã duyệt' : read.info.status}): ${read.info.params.length} tham số, đã đề xuất trường đơn hàng theo tên.`
            : (read?.error ?? '')}
      </p>
      <ul className="mt-3 space-y-2">
        {params.fields.map((row, i) => (
          <li key={row.id} className="grid grid-cols-1 items-end gap-2 sm:grid-cols-[1fr_1fr_auto]">
            <TextField
              label={`Tham số ${i + 1}${row.required ? ' (bắt buộc)' : ''}`}
              error={own?.params?.[i]?.name?.message}
              {...register(`events.${event}.params.${i}.name`)}
            />
            <SelectField
              label={`Trường đơn hàng cho tham số ${i + 1}`}
              error={own?.params?.[i]?.field?.message}
              {...register(`events.${event}.params.${i}.field`)}
            >
              <option value="">— Chưa chọn —</option>
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
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          tone="secondary"
          onClick={() => params.append({ name: '', field: 'order_id' satisfies ZaloOrderField })}
        >
          Thêm tham số
        </Button>
        <Button
          tone="secondary"
          busy={lookUp.isPending}
          onClick={() => {
            const id = getValues(`events.${event}.template_id`).trim();
            if (/^\d+$/.test(id)) lookUp.mutate(id);
          }}
        >
          Đọc lại tham số từ Zalo
        </Button>
      </div>
    </fieldset>
  );
}
