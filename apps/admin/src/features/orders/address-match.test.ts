import { describe, expect, it } from 'vitest';
import { matchUnit } from './address-match';

const units = ['Thành phố Hồ Chí Minh', 'Thành phố Hà Nội', 'Tỉnh Hà Nam', 'Quận 1', 'Quận 10', 'Huyện Củ Chi'].map(
  (full_name, i) => ({ id: String(i + 1), full_name }),
);

describe('matchUnit', () => {
  it.each([
    ['Thành phố Hồ Chí Minh', 'Thành phố Hồ Chí Minh'],
    ['ho chi minh', 'Thành phố Hồ Chí Minh'],
    ['tp hcm', 'Thành phố Hồ Chí Minh'],
    ['hà nội', 'Thành phố Hà Nội'],
    ['1', 'Quận 1'],
    ['q1', 'Quận 1'],
    ['quan 10', 'Quận 10'],
    ['cu chi', 'Huyện Củ Chi'],
  ])('%s → %s', (text, name) => {
    expect(matchUnit(units, text)?.full_name).toBe(name);
  });

  const legacy = [
    'Thành phố Hà Nội',
    'Thành phố Hồ Chí Minh',
    'Thành phố Đà Nẵng',
    'Tỉnh Đồng Nai',
    'Thành phố Hải Phòng',
    'Thành phố Cần Thơ',
    'Tỉnh Bà Rịa - Vũng Tàu',
    'Tỉnh Bình Dương',
    'Tỉnh Khánh Hòa',
    'Thành phố Huế',
    'Tỉnh Thanh Hóa',
  ].map((full_name, i) => ({ id: String(i + 1), full_name }));
  it.each([
    ['hn', 'Thành phố Hà Nội'],
    ['HN', 'Thành phố Hà Nội'],
    ['hcm', 'Thành phố Hồ Chí Minh'],
    ['tphcm', 'Thành phố Hồ Chí Minh'],
    ['sg', 'Thành phố Hồ Chí Minh'],
    ['Sài Gòn', 'Thành phố Hồ Chí Minh'],
    ['dn', 'Thành phố Đà Nẵng'],
    ['đn', 'Thành phố Đà Nẵng'],
    ['hp', 'Thành phố Hải Phòng'],
    ['ct', 'Thành phố Cần Thơ'],
    ['brvt', 'Tỉnh Bà Rịa - Vũng Tàu'],
    ['bd', 'Tỉnh Bình Dương'],
    ['kh', 'Tỉnh Khánh Hòa'],
    ['tth', 'Thành phố Huế'],
    ['th', 'Tỉnh Thanh Hóa'],
  ])('province shorthand %s → %s', (text, name) => {
    expect(matchUnit(legacy, text)?.full_name).toBe(name);
  });

  it('a shorthand whose province the list lacks names nothing (Bà Rịa - Vũng Tàu is part of HCMC since 2025)', () => {
    expect(matchUnit(legacy.slice(0, 6), 'brvt')).toBeUndefined();
  });

  it.each([[''], ['ha'], ['xyz']])('%s names no single unit', (text) => {
    expect(matchUnit(units, text)).toBeUndefined();
  });
});
