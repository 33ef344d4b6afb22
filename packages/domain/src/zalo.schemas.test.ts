import { describe, expect, it } from 'vitest';
import { ZaloSettings, proposeZaloParams, templateData, unmappedRequiredParams, zaloPhone } from './zalo.schemas';

describe('zaloPhone', () => {
  it.each([
    ['0912345678', '84912345678'],
    ['0912 345 678', '84912345678'],
    ['84912345678', '84912345678'],
    ['+84 912 345 678', '84912345678'],
    ['0387.654.321', '84387654321'],
    ['0212345678', null], // 2 is not a mobile prefix
    ['091234567', null], // too short
    ['09123456789', null], // too long
    ['0412345678', null],
    ['', null],
    [null, null],
  ])('%s → %s', (phone, expected) => {
    expect(zaloPhone(phone)).toBe(expected);
  });
});

describe('ZaloSettings', () => {
  it('takes a template per event with order fields', () => {
    const parsed = ZaloSettings.parse({
      templates: {
        shipped: { template_id: '224301', params: { order_code: 'order_id', carrier: 'shipping_company' } },
      },
    });
    expect(parsed.templates.shipped).toEqual({
      template_id: '224301',
      params: { order_code: 'order_id', carrier: 'shipping_company' },
    });
  });

  it.each([
    [
      'an unknown order field',
      { placed: { template_id: '1', params: { a: 'password_hash' } } },
      'templates.placed.params.a',
    ],
    ['a template id with letters', { placed: { template_id: 'abc' } }, 'templates.placed.template_id'],
    [
      'a parameter name with spaces',
      { placed: { template_id: '1', params: { 'a b': 'order_id' } } },
      'templates.placed.params.a b',
    ],
    [
      'parameters without a template',
      { paid: { template_id: '', params: { a: 'order_id' } } },
      'templates.paid.template_id',
    ],
    ['an unknown event', { returned: { template_id: '1' } }, 'templates'],
  ])('refuses %s', (_what, templates, path) => {
    const result = ZaloSettings.safeParse({ templates });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.path.join('.'))).toContain(path);
  });
});

describe('templateData', () => {
  it('fills each parameter from its field, empty when the order has none', () => {
    expect(
      templateData(
        { ma_don: 'order_id', van_don: 'tracking_number', tong: 'final_total' },
        { order_id: '12345678', final_total: 150000, tracking_number: null },
      ),
    ).toEqual({ ma_don: '12345678', van_don: '', tong: 150000 });
  });
});

describe('proposeZaloParams', () => {
  const p = (name: string, type = 'STRING') => ({ name, type });
  it('proposes an order field for a parameter by its name, English or Vietnamese', () => {
    expect(
      proposeZaloParams([
        p('customer_name'),
        p('order_code'),
        p('ma_don_hang'),
        p('Ten_Khach_Hang'),
        p('so_dien_thoai'),
        p('total'),
        p('tong_tien', 'NUMBER'),
        p('ma_van_don'),
        p('don_vi_van_chuyen'),
        p('ly_do'),
        p('link'),
      ]),
    ).toEqual({
      customer_name: 'customer_name',
      order_code: 'order_id',
      ma_don_hang: 'order_id',
      Ten_Khach_Hang: 'customer_name',
      so_dien_thoai: 'phone_number',
      total: 'final_total_display',
      tong_tien: 'final_total',
      ma_van_don: 'tracking_number',
      don_vi_van_chuyen: 'shipping_company',
      ly_do: 'cancel_reason',
      link: 'order_url',
    });
  });

  it('leaves out a name that fits nothing', () => {
    expect(proposeZaloParams([p('voucher'), p('hotline')])).toEqual({});
  });
});

describe('unmappedRequiredParams', () => {
  const param = (name: string, required: boolean) => ({
    name,
    required,
    type: 'STRING',
    max_length: 30,
    min_length: 0,
    accept_null: !required,
  });
  it('names the required parameters without an order field, not the optional ones', () => {
    const info = [param('ma_don', true), param('ten', true), param('ghi_chu', false)];
    expect(unmappedRequiredParams({ ma_don: 'order_id' }, info)).toEqual(['ten']);
    expect(unmappedRequiredParams({}, info)).toEqual(['ma_don', 'ten']);
    expect(unmappedRequiredParams({ ma_don: 'order_id', ten: 'customer_name' }, info)).toEqual([]);
  });
});
