/** The administrative units of a Vietnamese address, by the names the API gives them (province as `city`). */
export interface AddressUnits {
  ward: string;
  district: string;
  city: string;
}

/**
 * An address on one line, street first and province last, the blank parts left out: '12 Lê Lợi, Phường Bến Nghé,
 * Quận 1, Hồ Chí Minh'. One writing for every place that shows one: an order's delivery address (the shopper's
 * pages, the desk, the delivery note, mails, Zalo, the e-invoice), a customer's saved address, the carriers' pickup.
 */
export function fullAddress(street: string, { ward, district, city }: AddressUnits): string {
  return [street, ward, district, city].filter(Boolean).join(', ');
}
