/**
 * Recording a carrier's COD statement: the carrier, the statement's reference and its CSV. The file is read in the
 * browser and previewed row by row against what the carrier holds (rows that can't be read are shown and left out);
 * then the statement is sent, and the server's verdict per order is shown: paid, or a flagged mismatch that paid
 * nothing.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  CARRIERS,
  type CodHoldings,
  CodRemittanceRequest,
  type CodRemittanceResponse,
} from '@shop/domain/carrier.schemas';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { DialogButtons } from '../../components/dialog-form';
import { CsvDropZone } from '../csv';
import { SelectField, TextField } from '../../components/form-field';
import { type StatementLine, parseStatement } from './cod-statement';
import { StatementPreview, RemittanceResults } from './cod-statement-tables';
import { useStaffWrite } from '../../lib/use-staff-write';
import { CarrierOptions } from './parcel-fields';
import { shippingWrites } from './shipping.queries';

const Header = CodRemittanceRequest.pick({ carrier: true, reference: true });
type HeaderValues = { carrier: CodRemittanceRequest['carrier']; reference: string };

export function CodRemittanceForm({ holdings }: { holdings: CodHoldings }) {
  const [file, setFile] = useState<{ file: File; lines: StatementLine[]; error: string | null } | null>(null);
  const [results, setResults] = useState<CodRemittanceResponse | null>(null);
  const form = useForm<HeaderValues>({
    resolver: zodResolver(Header) as never,
    defaultValues: { carrier: 'ghn', reference: '' },
  });
  const carrier = useWatch({ control: form.control, name: 'carrier' });
  const held = useMemo(() => holdings.find((h) => h.carrier === carrier)?.orders ?? [], [holdings, carrier]);
  const orderOfCode = useMemo(() => new Map(held.map((o) => [o.code, o.order_id])), [held]);
  const write = useStaffWrite({
    write: (body: CodRemittanceRequest) => shippingWrites.remit(body),
    success: (r) => `Đã ghi nhận bảng kê ${r.reference}.`,
    changed: (queryClient) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'shipping', 'cod'] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'orders'] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'stats'] }),
      ]),
    onDone: (r) => {
      setResults(r);
      setFile(null);
    },
    form,
    fields: ['carrier', 'reference'],
    tell: 'page',
  });

  const readFile = async (picked: File | null) => {
    setResults(null);
    if (!picked) return setFile(null);
    setFile({ file: picked, ...parseStatement(await picked.text(), orderOfCode) });
  };
  const sendable = (file?.lines ?? []).filter((l) => !l.problem);
  const submit = form.handleSubmit((values) =>
    write.mutate({
      ...values,
      orders: sendable.map((l) => ({ order_id: l.order_id!, amount: l.amount! })),
    }),
  );
  const { errors } = form.formState;
  return (
    <section aria-labelledby="cod-statement-heading" className="rounded-lg border border-gray-200 bg-white p-4">
      <h2 id="cod-statement-heading" className="mb-3 font-semibold">
        Ghi nhận bảng kê đối soát COD
      </h2>
      <form noValidate onSubmit={submit} className="space-y-4">
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
        <CsvDropZone file={file?.file ?? null} onFile={(f) => void readFile(f)} />
        {file?.error && (
          <p role="alert" className="text-sm text-red-700">
            {file.error}
          </p>
        )}
        {file && !file.error && <StatementPreview lines={file.lines} held={held} />}
        {file && !file.error && (
          <DialogButtons
            busy={write.isPending}
            submit={`Ghi nhận ${sendable.length} đơn`}
            onCancel={() => setFile(null)}
          />
        )}
      </form>
      {results && <RemittanceResults results={results} />}
    </section>
  );
}
