import { describe, expect, it } from 'vitest';
import { pageItems, pageRange } from './pagination';

describe('pageItems', () => {
  it.each([
    [1, 0, []],
    [1, 1, [1]],
    [3, 7, [1, 2, 3, 4, 5, 6, 7]],
    [1, 8, [1, 2, 3, 4, 5, 'ellipsis', 8]],
    [4, 8, [1, 2, 3, 4, 5, 'ellipsis', 8]],
    [5, 8, [1, 'ellipsis', 4, 5, 6, 7, 8]],
    [8, 8, [1, 'ellipsis', 4, 5, 6, 7, 8]],
    [10, 20, [1, 'ellipsis', 9, 10, 11, 'ellipsis', 20]],
    [17, 20, [1, 'ellipsis', 16, 17, 18, 19, 20]],
    [99, 20, [1, 'ellipsis', 16, 17, 18, 19, 20]],
    [0, 20, [1, 2, 3, 4, 5, 'ellipsis', 20]],
  ])('page %i of %i', (current, total, expected) => {
    expect(pageItems(current, total)).toEqual(expected);
  });

  it('always includes the current page, the first and the last', () => {
    for (let total = 1; total <= 30; total++) {
      for (let current = 1; current <= total; current++) {
        const items = pageItems(current, total);
        expect(items).toContain(current);
        expect(items[0]).toBe(1);
        expect(items.at(-1)).toBe(total);
      }
    }
  });
});

describe('pageRange', () => {
  it.each([
    [1, 12, 30, { from: 1, to: 12 }],
    [3, 12, 30, { from: 25, to: 30 }],
    [1, 12, 0, { from: 0, to: 0 }],
    [1, 12, 5, { from: 1, to: 5 }],
  ])('page %i size %i of %i', (page, size, count, expected) => {
    expect(pageRange(page, size, count)).toEqual(expected);
  });
});
