/** The count of new, unconfirmed orders beside "Đơn hàng" (filled in by the orders desk). */
export function NewOrdersBadge() {
  return null;
}
