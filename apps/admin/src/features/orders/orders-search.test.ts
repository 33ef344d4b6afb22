import { describe, expect, it } from 'vitest';
import { OrdersSearch, PrintSearch, parseIds } from './orders-search';

describe('the desk URL', () => {
  it('keeps what the desk can use and drops the rest, so a stale link still opens', () => {
    expect(
      OrdersSearch.parse({
        status: 'pending',
        payment_status: 'gold',
        payment_method: 'cash',
        search: 12345678,
        date_from: '2026-02-30',
        date_to: '2026-03-01',
        ordering: 'name',
        page: 0,
      }),
    ).toEqual({ status: 'pending', payment_method: 'cash', search: '12345678', date_to: '2026-03-01' });
    expect(OrdersSearch.parse({})).toEqual({});
  });
});

describe('the print URL', () => {
  it.each([
    ['1,2,3', [1, 2, 3]],
    [' 12345678 , 12345678,abc,-4,1.5,', [12345678]],
    [12345678, [12345678]],
    // What the router writes back when it was handed an array.
    [
      [5, '6'],
      [5, 6],
    ],
    [undefined, []],
    [{}, []],
  ])('%j → %j', (value, ids) => {
    expect(parseIds(value)).toEqual(ids);
  });

  it('reads at most one bulk call of ids, keeps them as text and falls back to A5', () => {
    const many = Array.from({ length: 150 }, (_, i) => i + 1).join(',');
    expect(parseIds(many)).toHaveLength(100);
    expect(PrintSearch.parse({ ids: 7, size: 'letter' })).toEqual({ ids: '7', size: 'a5' });
    expect(PrintSearch.parse({ ids: '7,8', size: 'a4' })).toEqual({ ids: '7,8', size: 'a4' });
  });
});
