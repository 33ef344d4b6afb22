import type { AdminPromotion } from '@shop/domain/admin-promotions.schemas';
import { describe, expect, it } from 'vitest';
import { discountLabel, statusLabel, windowLabel } from './promotion-terms';

const base: AdminPromotion = {
  id: 1,
  code: 'HE',
  description: '',
  image_url: '',
  value: 20,
  is_percentage: true,
  min_purchase_amount: 0,
  is_active: true,
  usage_limit_per_user: null,
  max_discount: 50_000,
  usage_limit: 10,
  starts_at: '2026-03-01T00:00:00+07:00',
  ends_at: '2026-03-08T00:00:00+07:00',
  created_at: '2026-02-01T00:00:00Z',
  times_used: 3,
  discount_total: 90_000,
};
const during = new Date('2026-03-02T00:00:00Z');

describe('how the desk describes a voucher', () => {
  it('names its discount with the cap, and its window in shop time', () => {
    expect(discountLabel(base)).toBe('Giảm 20% (tối đa 50.000\u00a0₫)');
    expect(discountLabel({ value: 0, is_percentage: false, max_discount: null })).toBe('Freeship');
    expect(windowLabel(base)).toBe('Từ 00:00 1/3/26 đến 00:00 8/3/26');
    expect(windowLabel({ starts_at: null, ends_at: null })).toBe('Không giới hạn');
  });

  it.each<[string, Partial<AdminPromotion>, Date, string]>([
    ['running', {}, during, 'Đang chạy'],
    ['not started', {}, new Date('2026-02-28T16:59:59Z'), 'Chưa bắt đầu'],
    ['ended', {}, new Date('2026-03-07T17:00:00Z'), 'Đã kết thúc'],
    ['used up', { times_used: 10 }, during, 'Hết lượt'],
    ['off', { is_active: false }, during, 'Ngừng'],
  ])('%s', (_name, overrides, now, text) => {
    expect(statusLabel({ ...base, ...overrides }, now).text).toBe(text);
  });
});
