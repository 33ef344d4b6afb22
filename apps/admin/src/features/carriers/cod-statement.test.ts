import { describe, expect, it } from 'vitest';
import { parseDong, parseStatement } from './cod-statement';

describe('parseDong', () => {
  it.each([
    ['1.250.000', 1_250_000],
    ['1,250,000', 1_250_000],
    ['1250000.00', 1_250_000],
    ['1.250.000 ₫', 1_250_000],
    [' 0 ', 0],
    ['', null],
    ['-5000', null],
    ['abc', null],
  ])('%s → %s', (text, expected) => {
    expect(parseDong(text)).toBe(expected);
  });
});

describe('parseStatement', () => {
  it("reads GHN's columns, with a BOM and accents", () => {
    const csv = '\uFEFFMã đơn hàng,Mã đơn khách hàng,Tiền thu hộ\nGHN1,12,"150.000"\nGHN2,13,x\n';
    expect(parseStatement(csv, new Map())).toEqual({
      error: null,
      lines: [
        { row: 2, order_id: 12, code: 'GHN1', amount: 150_000, problem: null },
        { row: 3, order_id: 13, code: 'GHN2', amount: null, problem: 'Số tiền không hợp lệ' },
      ],
    });
  });

  it("finds the order of a row naming only the carrier's code through what the carrier holds", () => {
    const csv = 'label,Tiền COD\nS1.A1,200000\nS1.A2,100000\n';
    const { lines } = parseStatement(csv, new Map([['S1.A1', 7]]));
    expect(lines.map((l) => [l.order_id, l.problem])).toEqual([
      [7, null],
      [null, 'Không xác định được đơn hàng'],
    ]);
  });

  it('refuses a file without an order column or an amount column', () => {
    expect(parseStatement('a,b\n1,2\n', new Map()).error).toMatch(/Không nhận ra file/);
  });
});
