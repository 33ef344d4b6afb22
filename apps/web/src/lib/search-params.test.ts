import { describe, expect, it } from 'vitest';
import { oneOf, positiveInt, text, trueOnly } from './search-params';

describe('address-bar readers', () => {
  it.each([
    [5, 5],
    ['5', 5],
    [' 7 ', 7],
    [0, undefined],
    [-1, undefined],
    [1.5, undefined],
    ['1.5', undefined],
    ['abc', undefined],
    ['1e3', undefined],
    [null, undefined],
    [true, undefined],
    ['9999999999999999', undefined],
  ])('positiveInt(%j) = %j', (input, expected) => {
    expect(positiveInt(input)).toBe(expected);
  });

  it('reads enums, flags and text', () => {
    expect(oneOf(['grid', 'list'] as const, 'list')).toBe('list');
    expect(oneOf(['grid', 'list'] as const, 'table')).toBeUndefined();
    expect(trueOnly('true')).toBe(true);
    expect(trueOnly(false)).toBeUndefined();
    expect(text(123, 10)).toBe('123');
    expect(text('x'.repeat(300), 200)).toHaveLength(200);
    expect(text(undefined, 10)).toBe('');
  });
});
