import { describe, it, expect } from 'vitest';
import { isFreeShipping, promotionDescription, promotionLabel } from './promotion';

const NBSP = '\u00a0';

describe('promotionLabel and isFreeShipping', () => {
  it.each<[string, { value: number; is_percentage: boolean }, string, boolean]>([
    ['free shipping', { value: 0, is_percentage: false }, 'Freeship', true],
    ['a percentage', { value: 10, is_percentage: true }, 'Giảm 10%', false],
    ['100 percent', { value: 100, is_percentage: true }, 'Giảm 100%', false],
    ['0 percent is not free shipping', { value: 0, is_percentage: true }, 'Giảm 0%', false],
    ['a fixed amount', { value: 50_000, is_percentage: false }, `Giảm 50.000${NBSP}₫`, false],
    ['a large fixed amount', { value: 1_500_000, is_percentage: false }, `Giảm 1.500.000${NBSP}₫`, false],
  ])('%s', (_case, promotion, label, freeShipping) => {
    expect(promotionLabel(promotion)).toBe(label);
    expect(isFreeShipping(promotion)).toBe(freeShipping);
  });
});

describe('promotionDescription', () => {
  it.each<[string, { description?: string | null; min_purchase_amount: number }, string]>([
    [
      'own description',
      { description: 'Giảm 10% cho đơn đầu tiên', min_purchase_amount: 0 },
      'Giảm 10% cho đơn đầu tiên',
    ],
    ['own description is trimmed', { description: '  Ưu đãi hè  ', min_purchase_amount: 0 }, 'Ưu đãi hè'],
    ['null description', { description: null, min_purchase_amount: 300_000 }, `Cho đơn hàng từ 300.000${NBSP}₫`],
    ['missing description', { min_purchase_amount: 500_000 }, `Cho đơn hàng từ 500.000${NBSP}₫`],
    ['empty description', { description: '', min_purchase_amount: 0 }, `Cho đơn hàng từ 0${NBSP}₫`],
    ['blank description', { description: '   ', min_purchase_amount: 1_000_000 }, `Cho đơn hàng từ 1.000.000${NBSP}₫`],
  ])('%s', (_case, promotion, expected) => {
    expect(promotionDescription(promotion)).toBe(expected);
  });
});
