/**
 * Typing an address unit instead of picking it: 'ho chi minh', 'q1' or '1' becomes 'Thành phố Hồ Chí Minh', 'Quận 1'
 * when exactly one unit of the list fits, so staff on the phone type a few letters and move on.
 */
import type { AddressUnit } from '@shop/client/address-units';
import { foldVietnamese } from '@shop/domain/search-text';

const KIND = /^(thanh pho|tinh|quan|huyen|thi xa|thi tran|phuong|xa|dac khu)\s+/;
/** Short forms people type: 'q1', 'p 5', 'tp hcm'. */
const SHORT: [RegExp, string][] = [
  [/^tp\.?\s*/, ''],
  [/^q\.?\s*(?=\d)/, ''],
  [/^p\.?\s*(?=\d)/, ''],
  [/^hcm$/, 'ho chi minh'],
];

function bare(text: string): string {
  let s = foldVietnamese(text);
  for (const [pattern, to] of SHORT) s = s.replace(pattern, to);
  return s.replace(KIND, '');
}

/** The one unit `text` names (exact, without its kind word, or the only one containing it), else undefined. */
export function matchUnit(units: readonly AddressUnit[], text: string): AddressUnit | undefined {
  const folded = foldVietnamese(text);
  if (!folded) return undefined;
  const exact = units.find((u) => foldVietnamese(u.full_name) === folded);
  if (exact) return exact;
  const wanted = bare(text);
  const named = units.filter((u) => bare(u.full_name) === wanted);
  if (named.length === 1) return named[0];
  const containing = units.filter((u) => foldVietnamese(u.full_name).includes(wanted));
  return containing.length === 1 ? containing[0] : undefined;
}
