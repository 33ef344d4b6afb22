/** Contact details and link builders shared by the store list, the support centre and the policy pages. */

/** The support mailbox (the spec leaves contact values open). */
export const SUPPORT_EMAIL = 'hotro@trasuanguyenlieu.vn';

/** A `tel:` link for a phone number written for people ('028 3822 6688' → 'tel:02838226688'). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** A Google Maps search for an address, opened in a new tab (spec 1 §2 store list). */
export function mapsSearchUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}
