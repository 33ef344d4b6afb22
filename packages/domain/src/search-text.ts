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
