/**
 * The checkout's optional "Xuất hóa đơn VAT" (DESIGN §13): company, tax code, address and the e-mail the invoice
 * goes to, checked by the domain's schema on submit; a signed-in shopper's last details are filled in.
 */
import type { InvoiceRequest } from '@shop/domain/invoice.schemas';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { CheckboxField, TextField } from '../../components/ui/form-field';
import { api, getAccessToken } from '../../lib/api-client';
import { InvoiceRequestSchema } from '../../lib/order-schemas';

type Field = keyof InvoiceRequest;
const EMPTY: InvoiceRequest = { company_name: '', tax_code: '', address: '', email: '' };

export interface InvoiceDraft {
  wanted: boolean;
  values: InvoiceRequest;
  errors: Partial<Record<Field, string>>;
  setWanted: (wanted: boolean) => void;
  setValue: (field: Field, value: string) => void;
  /** On submit: the details to send (null: none asked for), or false when a field was refused (shown). */
  check: () => InvoiceRequest | null | false;
}

export function useInvoiceDraft(): InvoiceDraft {
  const [wanted, setWanted] = useState(false);
  const [values, setValues] = useState<InvoiceRequest>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const last = useQuery({
    queryKey: ['checkout', 'invoice-details'],
    queryFn: () => api<InvoiceRequest | null>('/api/invoice-details/last/'),
    enabled: getAccessToken() !== null,
    staleTime: Infinity,
  });
  const prefilled = useRef(false);
  useEffect(() => {
    if (!last.data || prefilled.current) return;
    prefilled.current = true;
    setValues((typed) => (Object.values(typed).some(Boolean) ? typed : last.data!));
  }, [last.data]);

  const setValue = useCallback((field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors(({ [field]: _, ...rest }) => rest);
  }, []);

  const check = () => {
    if (!wanted) return null;
    const parsed = InvoiceRequestSchema.safeParse(values);
    if (parsed.success) return parsed.data;
    const found: Partial<Record<Field, string>> = {};
    for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
    setErrors(found);
    return false;
  };

  return { wanted, values, errors, setWanted, setValue, check };
}

export function InvoiceFields({ draft }: { draft: InvoiceDraft }) {
  const field = (name: Field, label: string, extra: Record<string, string> = {}) => (
    <TextField
      label={label}
      showRequired
      value={draft.values[name]}
      onValueChange={(v) => draft.setValue(name, v)}
      error={draft.errors[name]}
      {...extra}
    />
  );
  return (
    <section aria-labelledby="invoice-heading" className="space-y-4 rounded-lg border border-gray-200 bg-white p-4">
      <h2 id="invoice-heading" className="text-base font-semibold">
        Xuất hóa đơn VAT
      </h2>
      <CheckboxField name="invoice" checked={draft.wanted} onCheckedChange={draft.setWanted}>
        Tôi muốn xuất hóa đơn VAT cho công ty
      </CheckboxField>
      {draft.wanted && (
        <div className="space-y-4">
          {field('company_name', 'Tên công ty', { autoComplete: 'organization' })}
          <div className="grid gap-4 sm:grid-cols-2">
            {field('tax_code', 'Mã số thuế', { inputMode: 'numeric', hint: '10 chữ số, hoặc 10 chữ số-3 chữ số' })}
            {field('email', 'Email nhận hóa đơn', { type: 'email', inputMode: 'email', autoComplete: 'email' })}
          </div>
          {field('address', 'Địa chỉ công ty')}
        </div>
      )}
    </section>
  );
}
