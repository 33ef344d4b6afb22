/** An order's delivery address on one line, as the shopper's pages, the desk and the delivery note write it. */
export function fullAddress(order: { shipping_address: string; ward: string; district: string; city: string }): string {
  return [order.shipping_address, order.ward, order.district, order.city].filter(Boolean).join(', ');
}
