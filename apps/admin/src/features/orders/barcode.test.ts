import { describe, expect, it } from 'vitest';
import { code128Bars } from './barcode';

describe('the order id as Code 128', () => {
  it('encodes 8 digits as start C, four digit pairs, the check symbol and stop: 79 modules of bars and spaces', () => {
    const { bars, modules } = code128Bars('12345678');
    // Start C (11010011100) opens it; the stop pattern (1100011101011) closes it.
    expect(bars.slice(0, 3)).toEqual([
      [0, 2],
      [3, 1],
      [6, 3],
    ]);
    expect(modules).toBe(11 * 6 + 13);
    const last = bars.at(-1)!;
    expect(last[0] + last[1]).toBe(modules);
    // Bars never overlap and keep their order.
    for (let i = 1; i < bars.length; i++) expect(bars[i]![0]).toBeGreaterThan(bars[i - 1]![0] + bars[i - 1]![1] - 1);
  });
});
