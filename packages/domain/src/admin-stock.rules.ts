/**
 * The stock ledger's reasons (DESIGN §8): why a stock changed, which of them staff may give, their labels, and the
 * rule a staff adjustment's sign follows. The limits and messages are in admin-catalog.rules.ts.
 */
import { CATALOG_ADMIN_MESSAGES as M } from './admin-catalog.rules';

/** Why a stock changed (`stock_movements.reason`): staff's three, the orders' three, a transfer and a stocktake. */
export const STOCK_REASONS = [
  'received',
  'damaged',
  'correction',
  'order',
  'cancellation',
  'return',
  'transfer',
  'count',
] as const;
export type StockReason = (typeof STOCK_REASONS)[number];

/** What staff may give as a reason; orders, cancellations and returns are written by the orders themselves. */
export const STAFF_STOCK_REASONS = ['received', 'damaged', 'correction'] as const satisfies readonly StockReason[];
export type StaffStockReason = (typeof STAFF_STOCK_REASONS)[number];

export const STOCK_REASON_LABELS: Record<StockReason, string> = {
  received: 'Nhập hàng',
  damaged: 'Hàng hỏng',
  correction: 'Điều chỉnh',
  order: 'Đơn hàng',
  cancellation: 'Hủy đơn',
  return: 'Trả hàng',
  transfer: 'Chuyển kho',
  count: 'Kiểm kho',
};

/** Received goods add stock, damaged goods take it away; a correction goes either way. Null when allowed. */
export function stockReasonIssue(reason: StaffStockReason, delta: number): string | null {
  if (reason === 'received' && delta <= 0) return M.receivedPositive;
  if (reason === 'damaged' && delta >= 0) return M.damagedNegative;
  return null;
}
