/**
 * The VAT invoice block of "Tạo đơn" and "Sửa đơn" (DESIGN §13): ticked, the e-invoice is made out to the company
 * typed here (checked by the domain's schema, as at checkout); unticked, to the customer, who does not get it.
 * Ticking it fills in what the customer's record holds; on a new order the block follows the customer staff confirmed
 * among the matches (ticked and filled when they have saved details) until staff change it: a phone merely typed
 * never brings an account's company details.
 */
import { INVOICE_ADDRESS_MAX_LENGTH, INVOICE_COMPANY_MAX_LENGTH } from '@shop/domain/invoice.schemas';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { TextField } from '../../components/form-field';
import { customersQueries } from '../customers';
import type { NewOrderValues } from './new-order-values';
import { EMPTY_INVOICE, type InvoiceForm, type InvoiceValues, savedInvoiceOf } from './invoice-values';

/** The customer's saved invoice details, by the account's id (null: none, or not loaded yet). */
function useSavedInvoice(customerId: number | null): InvoiceValues | null {
  const detail = useQuery({ ...customersQueries.detail(customerId ?? 0), enabled: customerId !== null });
  return detail.data ? savedInvoiceOf(detail.data) : null;
}

/** "Tạo đơn": the customer is the match staff confirmed (customer-fields.tsx), if any. */
export function NewOrderInvoice({ form }: { form: UseFormReturn<NewOrderValues> }) {
  const customerId = useWatch({ control: form.control, name: 'customer.id' });
  const saved = useSavedInvoice(customerId ?? null);
  return <InvoiceFields form={form as unknown as UseFormReturn<InvoiceForm>} saved={saved} prefillOnArrival />;
}

/** "Sửa đơn": the order's account; its details are the order's own until staff change them. */
export function EditOrderInvoice({
  form,
  customerId,
}: {
  form: UseFormReturn<InvoiceForm>;
  customerId: number | null;
}) {
  return <InvoiceFields form={form} saved={useSavedInvoice(customerId)} />;
}

/** The block's state: on or off, the saved details filling it, and staff's own edits, which stop the prefill. */
function useInvoiceBlock(form: UseFormReturn<InvoiceForm>, saved: InvoiceValues | null, prefillOnArrival: boolean) {
  const invoice = useWatch({ control: form.control, name: 'invoice' });
  const [touched, setTouched] = useState(false);
  // Until staff touch the block, a new order's block follows the customer the phone finds (another, or none).
  const savedKey = JSON.stringify(saved);
  useEffect(() => {
    if (prefillOnArrival && !touched && JSON.stringify(form.getValues('invoice')) !== savedKey) {
      form.setValue('invoice', JSON.parse(savedKey) as InvoiceValues | null, { shouldDirty: true });
    }
  }, [prefillOnArrival, savedKey, touched, form]);
  const toggle = (on: boolean) => {
    setTouched(true);
    form.setValue('invoice', on ? (saved ?? EMPTY_INVOICE) : null, { shouldDirty: true });
    if (on) setTimeout(() => form.setFocus('invoice.company_name'), 0);
  };
  const field = (name: keyof InvoiceValues) => form.register(`invoice.${name}`, { onChange: () => setTouched(true) });
  return { invoice, toggle, field };
}

interface InvoiceFieldsProps {
  form: UseFormReturn<InvoiceForm>;
  saved: InvoiceValues | null;
  /** A new order: the saved details, once known, tick and fill the block until staff touch it. */
  prefillOnArrival?: boolean;
}

function InvoiceFields({ form, saved, prefillOnArrival = false }: InvoiceFieldsProps) {
  const { invoice, toggle, field } = useInvoiceBlock(form, saved, prefillOnArrival);
  const errors = form.formState.errors.invoice;

  return (
    <div className="space-y-3">
      <label className="flex items-start gap-2 text-sm">
        <input
          type="checkbox"
          className="mt-0.5 size-4"
          checked={invoice !== null && invoice !== undefined}
          onChange={(e) => toggle(e.target.checked)}
        />
        <span>
          Xuất hóa đơn GTGT cho công ty
          <span className="block text-gray-600">
            Không chọn: hóa đơn điện tử xuất cho người mua và không gửi cho khách.
          </span>
        </span>
      </label>
      {invoice && (
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label="Tên công ty"
            autoComplete="off"
            maxLength={INVOICE_COMPANY_MAX_LENGTH}
            error={errors?.company_name?.message}
            {...field('company_name')}
          />
          <TextField
            label="Mã số thuế"
            inputMode="numeric"
            autoComplete="off"
            hint="10 chữ số, hoặc 10 chữ số - 3 chữ số (chi nhánh)"
            error={errors?.tax_code?.message}
            {...field('tax_code')}
          />
          <TextField
            label="Địa chỉ công ty"
            autoComplete="off"
            maxLength={INVOICE_ADDRESS_MAX_LENGTH}
            error={errors?.address?.message}
            {...field('address')}
          />
          <TextField
            label="Email nhận hóa đơn"
            type="email"
            autoComplete="off"
            error={errors?.email?.message}
            {...field('email')}
          />
        </div>
      )}
    </div>
  );
}
