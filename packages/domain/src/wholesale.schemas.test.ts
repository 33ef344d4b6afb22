import { describe, expect, it } from 'vitest';
import { InvoiceRequest, isTaxCode } from './invoice.schemas';
import { PriceTierList, priceTierIssues } from './wholesale.schemas';

describe('tax code', () => {
  it.each([
    ['0312345678', true],
    ['0312345678-001', true],
    ['031234567', false],
    ['03123456789', false],
    ['0312345678-01', false],
    ['0312345678001', false],
    ['03123a5678', false],
    ['', false],
  ])('%s → %s', (code, ok) => expect(isTaxCode(code)).toBe(ok));
});

describe('InvoiceRequest', () => {
  const ok = {
    company_name: 'Công ty TNHH Cà phê Sáng',
    tax_code: ' 0312345678 ',
    address: '1 Lê Lợi, Q1',
    email: 'kt@cafe.vn',
  };
  it('trims and accepts a company', () => {
    expect(InvoiceRequest.parse(ok).tax_code).toBe('0312345678');
  });
  it.each([
    [{ tax_code: '12345' }, 'tax_code', 'Mã số thuế không hợp lệ'],
    [{ tax_code: 312345678 }, 'tax_code', 'Mã số thuế không hợp lệ'],
    [{ company_name: ' ' }, 'company_name', 'Vui lòng nhập tên công ty.'],
    [{ address: '' }, 'address', 'Vui lòng nhập địa chỉ công ty.'],
    [{ email: 'x@' }, 'email', 'Email nhận hóa đơn không hợp lệ.'],
  ])('%j → %s: %s', (patch, field, message) => {
    const r = InvoiceRequest.safeParse({ ...ok, ...patch });
    expect(r.success).toBe(false);
    expect(r.error?.issues.find((i) => i.path[0] === field)?.message).toBe(message);
  });
});

describe('price tiers', () => {
  it.each([
    [{ min_quantity: 1, price: 1 }, 'Số lượng tối thiểu phải là số nguyên từ 2 trở lên.'],
    [{ min_quantity: 2.5, price: 1 }, 'Số lượng tối thiểu phải là số nguyên từ 2 trở lên.'],
    [{ min_quantity: 2, price: 0 }, 'Giá phải là số nguyên dương (đồng).'],
    [{ min_quantity: '3', price: 5 }, 'Số lượng tối thiểu phải là số nguyên từ 2 trở lên.'],
  ])('shape %j → %s', (tier, message) => {
    const r = PriceTierList.safeParse([tier]);
    expect(r.error?.issues[0]?.message).toBe(message);
  });

  it('checks against the line price, the variants and the groups', () => {
    const tiers = PriceTierList.parse([
      { variant: null, group: null, min_quantity: 5, price: 120_000 },
      { variant: null, group: null, min_quantity: 5, price: 110_000 },
      { variant: 9, group: null, min_quantity: 5, price: 1 },
      { variant: 3, group: 4, min_quantity: 2, price: 50_000 },
      { variant: null, group: 7, min_quantity: 2, price: 130_000 },
    ]);
    const issues = priceTierIssues(
      tiers,
      (v) => (v === null ? 130_000 : v === 3 ? 60_000 : undefined),
      (g) => g === 4,
    );
    expect(issues).toEqual({
      '1.min_quantity': ['Mức giá này trùng số lượng tối thiểu với một mức khác cùng phân loại và nhóm.'],
      '2.variant': ['Phân loại không thuộc sản phẩm này.'],
      '4.price': ['Giá theo số lượng phải thấp hơn giá bán hiện tại (130.000 ₫).'],
      '4.group': ['Nhóm khách hàng không tồn tại.'],
    });
  });
});
