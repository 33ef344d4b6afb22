/**
 * Accent folding for search (DESIGN §3: "tra sua" finds "Trà sữa", "đ" matches "d", case-insensitive).
 * The server stores folded copies of names and descriptions and folds the query the same way, so both sides
 * must use this one function.
 */

// Combining marks left after NFD: Vietnamese tones and vowel marks (U+0300–U+036F) and any other script's.
const COMBINING_MARKS = /\p{M}+/gu;
// 'đ' and 'Đ' are letters of their own, not 'd' plus a mark, so NFD leaves them alone.
const D_WITH_STROKE = /[đĐ]/g;
const WHITESPACE = /\s+/g;

/**
 * Folds Vietnamese text for accent- and case-insensitive matching: NFD, combining marks stripped, 'đ'/'Đ' to 'd',
 * lower case, runs of whitespace collapsed to one space, trimmed.
 *
 * @example foldVietnamese('Trà Sữa ĐƯỜNG đen') === 'tra sua duong den'
 */
export function foldVietnamese(s: string): string {
  return s
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .replace(D_WITH_STROKE, 'd')
    .toLowerCase()
    .replace(WHITESPACE, ' ')
    .trim();
}

/**
 * A search for a person or an order as the back office folds it (orders' and customers' search text): folded like
 * every search; a phone typed with spaces or dots, or an order id written `#12345678` / `DH12345678`, is reduced to
 * its digits, and +84 becomes the 0 the shop stores.
 */
export function contactSearchText(search: string): string {
  const folded = foldVietnamese(search);
  const compact = folded.replace(/[\s.\-()]/g, '');
  const digits = /^(?:#|dh)?(\+?\d+)$/.exec(compact)?.[1];
  if (digits === undefined) return folded;
  return digits.replace(/^\+?84(?=\d{9}$)/, '0');
}

/** Longest slug {@link slugify} makes (and the back office accepts). */
export const SLUG_MAX_LENGTH = 120;
/** A slug: lower-case ASCII letters and digits in runs joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * An ASCII kebab-case slug from Vietnamese text, folded as {@link foldVietnamese} folds it; at most
 * {@link SLUG_MAX_LENGTH} characters, cut at a hyphen when one is near. Empty when the text has no letter or digit.
 *
 * @example slugify('Trà sữa Đài Loan 1kg') === 'tra-sua-dai-loan-1kg'
 */
export function slugify(text: string): string {
  const slug = foldVietnamese(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= SLUG_MAX_LENGTH) return slug;
  const cut = slug.slice(0, SLUG_MAX_LENGTH);
  const hyphen = cut.lastIndexOf('-');
  return (hyphen > SLUG_MAX_LENGTH / 2 ? cut.slice(0, hyphen) : cut).replace(/-+$/, '');
}

/** What a product search looks through besides its name, folded: its category's name, description and specifications. */
export function productSearchText(p: { description: string; specifications: string; categoryName: string }): string {
  return foldVietnamese(`${p.categoryName} ${p.description} ${p.specifications}`);
}
