/**
 * Recording a carrier's COD statement: the carrier, the statement's reference, and its lines — from its CSV, or typed
 * by hand. The file is read in the browser and previewed row by row against what the carrier holds (rows that can't
 * be read are shown and left out); typed lines are checked the same way as they are typed. Then the statement is sent
 * (the same `POST /api/admin/cod-remittances/` either way), and the server's verdict per order is shown: paid, or a
 * flagged mismatch that paid nothing — told as a warning, never as a plain success.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { CARRIERS } from '@shop/domain/carrier.schemas';
import { type CodHoldings, CodRemittanceRequest, type CodRemittanceResponse } from '@shop/domain/cod.schemas';
import type { QueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { type UseFormReturn, useForm, useWatch } from 'react-hook-form';
import { Button } from '../../components/button';
import { DialogButtons } from '../../components/dialog-form';
import { CsvDropZone } from '../csv';
import { SelectField, TextField } from '../../components/form-field';
import { type StatementLine, parseStatement } from './cod-statement';
import { StatementPreview, RemittanceResults } from './cod-statement-tables';
import { useStaffWrite } from '../../lib/use-staff-write';
import { CodManualLines, type CodStatementValues } from './cod-manual-lines';
import { CarrierOptions } from './parcel-fields';
import { carriersQueries, carriersWrites } from './carriers.queries';

const Header = CodRemittanceRequest.pick({ carrier: true, reference: true });
type Values = CodStatementValues;
type Mode = Values['mode'];
const EMPTY_LINE = { order_id: NaN, amount: NaN };

/** What needs a look in the server's verdict (a line it flagged or found nothing for), for the warning toast. */
function refusedLines(r: CodRemittanceResponse): string | null {
  const n = r.results.filter((l) => l.outcome === 'mismatch' || l.outcome === 'not_found').length;
  return n ? `Bảng kê ${r.reference}: ${n} đơn lệch hoặc không khớp, chưa ghi nhận — xem bên dưới.` : null;
}

export function CodRemittanceForm({ holdings }: { holdings: CodHoldings }) {
  const statement = useCodStatement(holdings);
  const { form, mode, file, held } = statement;
  return (
    <section aria-labelledby="cod-statement-heading" className="rounded-lg border border-gray-200 bg-white p-4">
      <h2 id="cod-statement-heading" className="mb-3 font-semibold">
        Ghi nhận bảng kê đối soát COD
      </h2>
      <form noValidate onSubmit={statement.submit} className="space-y-4">
        <StatementHeader form={form} />
        <ModeSwitch mode={mode} onChange={statement.switchTo} />
        {mode === 'manual' ? (
          <>
            <CodManualLines
              control={form.control}
              register={form.register}
              errors={form.formState.errors}
              held={held}
            />
            <div className="flex justify-end">
              <Button type="submit" busy={statement.busy}>
                Ghi nhận bảng kê
              </Button>
            </div>
          </>
        ) : (
          <>
            <CsvDropZone file={file?.file ?? null} onFile={(f) => void statement.readFile(f)} />
            {file?.error && (
              <p role="alert" className="text-sm text-red-700">
                {file.error}
              </p>
            )}
            {file && !file.error && <StatementPreview lines={file.lines} held={held} />}
            {file && !file.error && (
              <DialogButtons
                busy={statement.busy}
                submit={`Ghi nhận ${statement.sendable.length} đơn`}
                onCancel={() => void statement.readFile(null)}
              />
            )}
          </>
        )}
      </form>
      {statement.results && <RemittanceResults results={statement.results} />}
    </section>
  );
}

type ReadFile = { file: File; lines: StatementLine[]; error: string | null };

/** The statement's form, its file read against what the carrier holds, the sending, and the server's verdict. */
function useCodStatement(holdings: CodHoldings) {
  const [file, setFile] = useState<ReadFile | null>(null);
  const [results, setResults] = useState<CodRemittanceResponse | null>(null);
  const form = useForm<Values>({
    // The lines are the file's in CSV mode (checked before sending), the form's own when typed.
    resolver: (values, context, options) =>
      zodResolver(values.mode === 'manual' ? CodRemittanceRequest : Header)(values, context, options as never) as never,
    defaultValues: { mode: 'csv', carrier: 'ghn', reference: '', orders: [EMPTY_LINE] },
  });
  const mode = useWatch({ control: form.control, name: 'mode' });
  const carrier = useWatch({ control: form.control, name: 'carrier' });
  const held = useMemo(() => holdings.find((h) => h.carrier === carrier)?.orders ?? [], [holdings, carrier]);
  const orderOfCode = useMemo(() => new Map(held.map((o) => [o.code, o.order_id])), [held]);
  const write = useStaffWrite({
    write: (body: CodRemittanceRequest) => carriersWrites.remit(body),
    success: (r) => `Đã ghi nhận bảng kê ${r.reference}.`,
    warning: refusedLines,
    changed: remitted,
    onDone: (r) => {
      setResults(r);
      setFile(null);
      form.setValue('orders', [EMPTY_LINE]);
    },
    form,
    fields: ['carrier', 'reference', 'orders'],
    tell: 'page',
  });

  /** A picked file is read at once (results of an earlier statement go); none: the file is dropped. */
  const readFile = async (picked: File | null) => {
    setResults(null);
    if (!picked) return setFile(null);
    setFile({ file: picked, ...parseStatement(await picked.text(), orderOfCode) });
  };
  const sendable = (file?.lines ?? []).filter((l) => !l.problem);
  const submit = form.handleSubmit(({ carrier, reference, orders }) =>
    write.mutate({
      carrier,
      reference,
      orders: mode === 'manual' ? orders : sendable.map((l) => ({ order_id: l.order_id!, amount: l.amount! })),
    }),
  );
  const switchTo = (next: Mode) => {
    form.setValue('mode', next);
    setResults(null);
    form.clearErrors();
  };
  return { form, mode, held, file, readFile, sendable, submit, switchTo, results, busy: write.isPending };
}

/** After a statement: what carriers hold, the orders it paid (and their lists), and the dashboard's figures. */
const remitted = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: carriersQueries.cod().queryKey }),
    queryClient.invalidateQueries({ queryKey: ['admin', 'orders'] }),
    queryClient.invalidateQueries({ queryKey: ['admin', 'stats'] }),
  ]);

function StatementHeader({ form }: { form: UseFormReturn<Values> }) {
  const { errors } = form.formState;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField label="Đơn vị vận chuyển" error={errors.carrier?.message} {...form.register('carrier')}>
        <CarrierOptions carriers={CARRIERS} />
      </SelectField>
      <TextField
        label="Mã bảng kê"
        autoComplete="off"
        maxLength={100}
        hint="Mã phiên đối soát trên bảng kê của hãng."
        error={errors.reference?.message}
        {...form.register('reference')}
      />
    </div>
  );
}

/** CSV or typed lines: two radio buttons (a keyboard moves between them with the arrows). */
function ModeSwitch({ mode, onChange }: { mode: Mode; onChange: (mode: Mode) => void }) {
  const options: [Mode, string][] = [
    ['csv', 'Từ file CSV của hãng'],
    ['manual', 'Nhập tay từng đơn'],
  ];
  return (
    <fieldset className="flex flex-wrap gap-x-6 gap-y-2">
      <legend className="mb-1 text-sm font-medium text-gray-700">Cách nhập bảng kê</legend>
      {options.map(([value, label]) => (
        <label key={value} className="flex min-h-10 items-center gap-2 text-sm">
          <input
            type="radio"
            name="cod-statement-mode"
            value={value}
            checked={mode === value}
            onChange={() => onChange(value)}
            className="size-4 accent-brand-700"
          />
          {label}
        </label>
      ))}
    </fieldset>
  );
}
