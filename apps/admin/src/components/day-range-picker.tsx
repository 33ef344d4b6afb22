/**
 * A range of shop days to look at (the dashboard's, the reports'): a few presets and "Tùy chọn", which opens two date
 * fields checked by the page's schema, the one the server reads the range with. Every choice is a link the page draws
 * (`RangeLink`), so the range goes to the URL and can be bookmarked, shared and kept on reload.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { ComponentType, ReactNode } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from './button';
import { TextField } from './form-field';

const CHOICE =
  'inline-flex min-h-10 items-center rounded-md px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';
const CHOSEN = 'bg-brand-700 text-white';
const NOT_CHOSEN = 'text-gray-700 hover:bg-gray-100';

export type DayRange = { date_from: string; date_to: string };
/** A custom range as the schema reads it (a blank day is none). */
export type AskedRange = { date_from?: string | undefined; date_to?: string | undefined };

/** A schema that reads a custom range (and maybe the page's other settings) from the URL's or the form's fields. */
type RangeSchema = z.ZodType<AskedRange, { date_from?: unknown; date_to?: unknown }>;

/** One choice's link: to the page with `choice` in its search; for "Tùy chọn", with the days the figures cover. */
export interface RangeLinkProps<Id extends string> {
  choice: Id;
  days: AskedRange | undefined;
  className: string;
  'aria-current': 'page' | undefined;
  children: ReactNode;
}

export function DayRangePicker<Id extends string>({
  presets,
  chosen,
  asked,
  shown,
  fieldErrors,
  schema,
  RangeLink,
  onCustom,
}: {
  presets: readonly { id: Id; label: string }[];
  chosen: Id | 'custom';
  /** The custom range the URL asks for. */
  asked: AskedRange;
  /** The range the figures on screen cover (the answer's), to fill the date fields. */
  shown: DayRange | undefined;
  /** The server's refusal of a custom range (too long), shown beside its field. */
  fieldErrors: Record<string, string>;
  /** The schema the server reads a range with; it reads any input (a URL's text), the form gives it strings. */
  schema: RangeSchema;
  RangeLink: ComponentType<RangeLinkProps<Id | 'custom'>>;
  /** A custom range checked by `schema`: the page puts it in the URL. */
  onCustom: (range: AskedRange) => void;
}) {
  const choice = (id: Id | 'custom') => ({
    className: `${CHOICE} ${chosen === id ? CHOSEN : NOT_CHOSEN}`,
    'aria-current': chosen === id ? ('page' as const) : undefined,
  });
  return (
    <div className="flex flex-wrap items-end gap-3">
      <nav
        aria-label="Khoảng thời gian"
        className="flex flex-wrap gap-1 rounded-lg border border-gray-200 bg-white p-1"
      >
        {presets.map((p) => (
          <RangeLink key={p.id} choice={p.id} days={undefined} {...choice(p.id)}>
            {p.label}
          </RangeLink>
        ))}
        <RangeLink
          choice="custom"
          days={{ date_from: shown?.date_from, date_to: shown?.date_to }}
          {...choice('custom')}
        >
          Tùy chọn
        </RangeLink>
      </nav>
      {chosen === 'custom' && (
        <CustomRangeForm
          key={`${asked.date_from}/${asked.date_to}`}
          initial={{
            date_from: asked.date_from ?? shown?.date_from ?? '',
            date_to: asked.date_to ?? shown?.date_to ?? '',
          }}
          fieldErrors={fieldErrors}
          schema={schema}
          onCustom={onCustom}
        />
      )}
    </div>
  );
}

function CustomRangeForm({
  initial,
  fieldErrors,
  schema,
  onCustom,
}: {
  initial: DayRange;
  fieldErrors: Record<string, string>;
  schema: RangeSchema;
  onCustom: (range: AskedRange) => void;
}) {
  const form = useForm<DayRange, unknown, AskedRange>({
    resolver: zodResolver(schema) as Resolver<DayRange, unknown, AskedRange>,
    defaultValues: initial,
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) => onCustom({ date_from: values.date_from, date_to: values.date_to }));
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-wrap items-start gap-3">
      <TextField
        label="Từ ngày"
        type="date"
        error={errors.date_from?.message ?? fieldErrors.date_from}
        {...form.register('date_from')}
      />
      <TextField
        label="Đến ngày"
        type="date"
        error={errors.date_to?.message ?? fieldErrors.date_to}
        {...form.register('date_to')}
      />
      <Button type="submit" tone="secondary" className="mt-6">
        Xem
      </Button>
    </form>
  );
}
