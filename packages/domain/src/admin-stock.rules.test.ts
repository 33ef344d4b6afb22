import { describe, expect, it } from 'vitest';
import { CATALOG_ADMIN_MESSAGES as M } from './admin-catalog.rules';
import { stockReasonIssue } from './admin-stock.rules';

describe('stockReasonIssue', () => {
  it.each([
    ['received', 5, null],
    ['received', -5, M.receivedPositive],
    ['damaged', -1, null],
    ['damaged', 1, M.damagedNegative],
    ['correction', -3, null],
    ['correction', 3, null],
  ] as const)('%s %d → %s', (reason, delta, expected) => {
    expect(stockReasonIssue(reason, delta)).toBe(expected);
  });
});
