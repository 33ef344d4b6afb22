import { describe, it, expect } from 'vitest';
import { SLUG_MAX_LENGTH, SLUG_PATTERN, contactSearchText, foldVietnamese, slugify } from './search-text';

describe('foldVietnamese', () => {
  it.each([
    ['Trà Sữa ĐƯỜNG đen', 'tra sua duong den'],
    ['tra sua', 'tra sua'],
    ['Bột Kem Béo', 'bot kem beo'],
    ['Siro Đào', 'siro dao'],
    ['  Trân   châu\tđen\n ', 'tran chau den'],
    ['ỐNG HÚT', 'ong hut'],
    // every tone on one vowel
    ['a à á ả ã ạ', 'a a a a a a'],
    // the vowels with their own marks: ă â ê ô ơ ư
    ['ăằắẳẵặ âầấẩẫậ êềếểễệ ôồốổỗộ ơờớởỡợ ưừứửữự', 'aaaaaa aaaaaa eeeeee oooooo oooooo uuuuuu'],
    ['ĂÂÊÔƠƯ', 'aaeoou'],
    ['', ''],
    ['   ', ''],
    ['Máy xay 1.500W', 'may xay 1.500w'],
  ])('folds %j to %j', (input, expected) => {
    expect(foldVietnamese(input)).toBe(expected);
  });

  it('gives the same result for precomposed (NFC) and decomposed (NFD) input', () => {
    const nfc = 'Trà sữa'.normalize('NFC');
    const nfd = 'Trà sữa'.normalize('NFD');
    expect(nfc).not.toBe(nfd);
    expect(foldVietnamese(nfc)).toBe(foldVietnamese(nfd));
  });

  it('makes a folded query a substring of a folded name', () => {
    expect(foldVietnamese('Trà Sữa Trân Châu Đường Đen')).toContain(foldVietnamese('đuong đen'));
  });
});

describe('slugify', () => {
  it.each([
    ['Trà sữa Đài Loan 1kg', 'tra-sua-dai-loan-1kg'],
    ['  Bột   kem béo!! ', 'bot-kem-beo'],
    ['Siro & Sốt', 'siro-sot'],
    ['Ly nhựa 500ml (50 cái)', 'ly-nhua-500ml-50-cai'],
    ['ĐƯỜNG ĐEN', 'duong-den'],
    ['!!!', ''],
  ])('%j → %j', (input, expected) => {
    expect(slugify(input)).toBe(expected);
    if (expected) expect(SLUG_PATTERN.test(expected)).toBe(true);
  });

  it('cuts a long name at a hyphen, within the limit', () => {
    const slug = slugify('Trà sữa trân châu đường đen '.repeat(10));
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(SLUG_PATTERN.test(slug)).toBe(true);
    expect(slug.startsWith('tra-sua-tran-chau-duong-den-tra')).toBe(true);
  });
});

describe('contactSearchText', () => {
  it.each([
    ['Trần Thị Bình', 'tran thi binh'],
    ['0912 345.678', '0912345678'],
    ['+84 912 345 678', '0912345678'],
    ['#12345678', '12345678'],
    ['DH12345678', '12345678'],
    ['an@Example.VN', 'an@example.vn'],
  ])('%s → %s', (typed, folded) => {
    expect(contactSearchText(typed)).toBe(folded);
  });
});
