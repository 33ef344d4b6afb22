/**
 * A staff order's VAT invoice details (DESIGN §13) in the "Tạo đơn" and "Sửa đơn" forms: null when the company
 * gets none (the shopper is the buyer), and what the customer's record prefills them with.
 */
import type { AdminCustomerDetail } from '@shop/domain/admin-customers.schemas';
import type { InvoiceRequest, OrderInvoice } from '@shop/domain/invoice.schemas';

export type InvoiceValues = InvoiceRequest;

export interface InvoiceForm {
  invoice: InvoiceValues | null;
}

export const EMPTY_INVOICE: InvoiceValues = { company_name: '', tax_code: '', address: '', email: '' };

/** The order's details as the form holds them (null: none asked for). */
export const invoiceValuesOf = (invoice: OrderInvoice): InvoiceValues | null =>
  invoice.tax_code
    ? {
        company_name: invoice.company_name ?? '',
        tax_code: invoice.tax_code,
        address: invoice.address ?? '',
        email: invoice.email ?? '',
      }
    : null;

/**
 * What the customer's record prefills: the company and tax code staff saved on it, with the address and e-mail of
 * their latest invoice for that tax code; else that latest invoice whole; null when the customer has neither.
 */
export function savedInvoiceOf(
  customer: Pick<AdminCustomerDetail, 'company_name' | 'tax_code' | 'last_invoice'>,
): InvoiceValues | null {
  const last = customer.last_invoice;
  if (!customer.tax_code) return last ? { ...last } : null;
  const same = last?.tax_code === customer.tax_code;
  return {
    company_name: customer.company_name ?? (same ? last.company_name : ''),
    tax_code: customer.tax_code,
    address: same ? last.address : '',
    email: same ? last.email : '',
  };
}

/** Whether the edit changes the details (compared as the server will store them: trimmed). */
export function invoiceChanged(before: InvoiceValues | null, after: InvoiceValues | null): boolean {
  const norm = (v: InvoiceValues | null) =>
    v && Object.fromEntries(Object.entries(v).map(([k, s]) => [k, s.trim()] as const));
  return JSON.stringify(norm(before)) !== JSON.stringify(norm(after));
}
