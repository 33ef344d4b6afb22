import { describe, expect, it } from 'vitest';
import { invoiceChanged, savedInvoiceOf } from './invoice-values';

const last = { company_name: 'Cà phê Sáng', tax_code: '0312345678', address: '1 Lê Lợi', email: 'kt@sang.vn' };

describe('savedInvoiceOf', () => {
  it('takes the company and tax code saved on the customer, with their latest invoice’s address for that code', () => {
    expect(savedInvoiceOf({ company_name: 'CÔNG TY SÁNG', tax_code: '0312345678', last_invoice: last })).toEqual({
      ...last,
      company_name: 'CÔNG TY SÁNG',
    });
    expect(savedInvoiceOf({ company_name: 'Khác', tax_code: '0100000000', last_invoice: last })).toEqual({
      company_name: 'Khác',
      tax_code: '0100000000',
      address: '',
      email: '',
    });
  });

  it('falls back to the latest invoice, else nothing', () => {
    expect(savedInvoiceOf({ company_name: null, tax_code: null, last_invoice: last })).toEqual(last);
    expect(savedInvoiceOf({ company_name: null, tax_code: null, last_invoice: null })).toBeNull();
  });
});

describe('invoiceChanged', () => {
  it('compares as stored: trimmed; null is none', () => {
    expect(invoiceChanged(last, { ...last, address: ' 1 Lê Lợi ' })).toBe(false);
    expect(invoiceChanged(null, null)).toBe(false);
    expect(invoiceChanged(last, null)).toBe(true);
    expect(invoiceChanged(null, last)).toBe(true);
  });
});
