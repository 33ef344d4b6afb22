import { afterEach, describe, expect, it, vi } from 'vitest';
import { randomOrderId } from './orders.repo';

afterEach(() => vi.restoreAllMocks());

describe('randomOrderId', () => {
  it('draws 8-digit ids from the CSPRNG, not from Math.random', () => {
    // With Math.random pinned, ids drawn from it would all be the same number.
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const ids = Array.from({ length: 200 }, randomOrderId);
    for (const id of ids) {
      expect(Number.isInteger(id)).toBe(true);
      expect(id).toBeGreaterThanOrEqual(10_000_000);
      expect(id).toBeLessThanOrEqual(99_999_999);
    }
    expect(new Set(ids).size).toBeGreaterThan(190);
    expect(Math.random).not.toHaveBeenCalled();
  });
});
