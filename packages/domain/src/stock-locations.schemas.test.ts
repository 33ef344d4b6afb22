import { describe, expect, it } from 'vitest';
import { LOCATION_MESSAGES as M, STOCK_LINES_MAX } from './locations.rules';
import { StockCountInput, StockLevelQuery, StockTransferInput } from './stock-locations.schemas';

function fieldsOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

const line = { product: 3, variant: null, quantity: 2 };

describe('StockTransferInput', () => {
  it('takes two locations and lines; the variant and the note optional', () => {
    expect(StockTransferInput.parse({ from: 1, to: 2, lines: [{ product: 3, quantity: 2 }] })).toEqual({
      from: 1,
      to: 2,
      note: '',
      lines: [line],
    });
  });

  it.each([
    [{ from: 1, to: 1, lines: [line] }, 'to', M.sameLocation],
    [{ from: 1, to: 2, lines: [] }, 'lines', M.linesRequired],
    [{ from: 1, to: 2 }, 'lines', M.linesRequired],
    [{ from: 1, to: 2, lines: Array(STOCK_LINES_MAX + 1).fill(line) }, 'lines', M.tooManyLines(STOCK_LINES_MAX)],
    [{ from: 1, to: 2, lines: [line, { ...line, quantity: 5 }] }, 'lines.1.product', M.lineTwice],
    [{ from: 1, to: 2, lines: [{ ...line, quantity: 0 }] }, 'lines.0.quantity', M.quantityInvalid],
    [{ from: 1, to: 2, lines: [{ ...line, quantity: 1.5 }] }, 'lines.0.quantity', M.quantityInvalid],
  ])('refuses %j', (body, field, message) => {
    expect(fieldsOf(StockTransferInput.safeParse(body))[field]).toBe(message);
  });

  it("a product's own stock and its variant are two items", () => {
    const body = { from: 1, to: 2, lines: [line, { ...line, variant: 9 }] };
    expect(StockTransferInput.safeParse(body).success).toBe(true);
  });
});

describe('StockCountInput', () => {
  it('takes counts of 0 and more, each item once', () => {
    const lines = [{ product: 3, variant: 7, counted: 0 }];
    expect(StockCountInput.parse({ location: 1, lines })).toEqual({ location: 1, note: '', lines });
    expect(fieldsOf(StockCountInput.safeParse({ location: 1, lines: [{ product: 3, counted: -1 }] }))).toEqual({
      'lines.0.counted': M.countedInvalid,
    });
    expect(fieldsOf(StockCountInput.safeParse({ location: 1, lines: [...lines, ...lines] }))).toEqual({
      'lines.1.product': M.lineTwice,
    });
  });
});

describe('StockLevelQuery', () => {
  it('reads the filters from a URL', () => {
    expect(StockLevelQuery.parse({ location: '2', low: 'true', search: ' siro ', page: '3' })).toMatchObject({
      location: 2,
      low: true,
      search: 'siro',
      ordering: 'name',
      page: 3,
      low_stock_threshold: 5,
    });
    expect(StockLevelQuery.safeParse({ ordering: 'price' }).success).toBe(false);
  });
});
