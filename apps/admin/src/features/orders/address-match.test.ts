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

  it.each([[''], ['ha'], ['xyz']])('%s names no single unit', (text) => {
    expect(matchUnit(units, text)).toBeUndefined();
  });
});
