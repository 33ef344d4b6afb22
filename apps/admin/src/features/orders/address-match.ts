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
];

/**
 * Provinces by the letters people write them with ('hn', 'sg', 'brvt'): the name without its kind word, folded. Only
 * the unambiguous ones ('qn' could be three provinces, 'dl' is also Đà Lạt); a shorthand whose province the list
 * lacks (merged into another in the 2025 list) names nothing.
 */
const PROVINCE_SHORTHAND: Record<string, string> = {
  hn: 'ha noi',
  hcm: 'ho chi minh',
  tphcm: 'ho chi minh',
  sg: 'ho chi minh',
  'sai gon': 'ho chi minh',
  saigon: 'ho chi minh',
  dn: 'da nang',
  hp: 'hai phong',
  ct: 'can tho',
  brvt: 'ba ria - vung tau',
  vt: 'ba ria - vung tau',
  bd: 'binh duong',
  dnai: 'dong nai',
  kh: 'khanh hoa',
  tth: 'hue',
  ld: 'lam dong',
  ag: 'an giang',
  kg: 'kien giang',
  dt: 'dong thap',
  tg: 'tien giang',
  vl: 'vinh long',
  cm: 'ca mau',
  bn: 'bac ninh',
  hd: 'hai duong',
  vp: 'vinh phuc',
  th: 'thanh hoa',
  na: 'nghe an',
  gl: 'gia lai',
};

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
  const shorthand = PROVINCE_SHORTHAND[wanted];
  const province = shorthand ? units.filter((u) => bare(u.full_name) === shorthand) : [];
  if (province.length === 1) return province[0];
  const named = units.filter((u) => bare(u.full_name) === wanted);
  if (named.length === 1) return named[0];
  const containing = units.filter((u) => foldVietnamese(u.full_name).includes(wanted));
  return containing.length === 1 ? containing[0] : undefined;
}
