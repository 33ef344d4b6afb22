import { describe, expect, it } from 'vitest';
import { findInvalidText, isCleanText } from './text.rules';

describe('isCleanText', () => {
  it.each([
    ['', true],
    ['Trà sữa Đài Loan', true],
    ['emoji 😀 pair', true],
    ['\ud83d\ude00', true],
    ['a\u0000b', false],
    ['\u0000', false],
    ['high alone \ud800', false],
    ['low alone \udc00 x', false],
    ['reversed \ude00\ud83d', false],
    ['pair then lone \ud83d\ude00\ud83d', false],
  ])('%j → %s', (text, clean) => {
    expect(isCleanText(text)).toBe(clean);
  });
});

describe('findInvalidText', () => {
  it('names the path of every bad value, and the object holding a bad key', () => {
    const body = {
      ok: 'fine',
      note: 'a\u0000',
      items: [{ name: 'x' }, { name: '\ud800' }],
      nested: { 'k\u0000': 1, fine: 2 },
      number: 1,
      nothing: null,
    };
    expect(
      findInvalidText(body)
        .map((p) => p.join('.'))
        .sort(),
    ).toEqual(['items.1.name', 'nested', 'note']);
  });

  it('treats a bare string as one value at the root', () => {
    expect(findInvalidText('raw \u0000 body')).toEqual([[]]);
    expect(findInvalidText('raw body')).toEqual([]);
    expect(findInvalidText({ '\u0000': 'x' })).toEqual([[]]);
  });

  it('walks a nesting far deeper than the call stack allows', () => {
    let deep: unknown = '\u0000';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(findInvalidText(deep)).toHaveLength(1);
  });
});
