import { describe, expect, it } from 'vitest';
import { SealKeyError, derivedKey, openText, sealText } from './sealed-text';

describe('sealed text', () => {
  const key = derivedKey('partner-key-1', 'marketplace-tokens:shopee');

  it('opens what it sealed, and never seals the same text twice alike', () => {
    const a = sealText({ current: key }, '574d4c4f4b4e5a6b');
    const b = sealText({ current: key }, '574d4c4f4b4e5a6b');
    expect(a).toMatch(/^enc:v1:/);
    expect(a).not.toContain('574d4c4f4b4e5a6b');
    expect(a).not.toBe(b);
    expect(openText({ current: key }, a)).toEqual({ text: '574d4c4f4b4e5a6b', stale: false });
  });

  it('derives a key per secret and per purpose', () => {
    const sealed = sealText({ current: key }, 'token');
    const other = (secret: string, purpose: string) => ({ current: derivedKey(secret, purpose) });
    expect(() => openText(other('partner-key-2', 'marketplace-tokens:shopee'), sealed)).toThrow(SealKeyError);
    expect(() => openText(other('partner-key-1', 'marketplace-tokens:tiktok'), sealed)).toThrow(SealKeyError);
  });

  it('opens nothing changed by a bit, nor a sealed value once no key is set', () => {
    const sealed = sealText({ current: key }, 'token');
    const flipped = sealed.slice(0, -2) + (sealed.at(-2) === 'A' ? 'B' : 'A') + sealed.at(-1);
    expect(() => openText({ current: key }, flipped)).toThrow(SealKeyError);
    expect(() => openText({}, sealed)).toThrow(expect.objectContaining({ reason: 'no_key' }));
  });

  it('reads the previous key’s values and plain ones, both to be sealed again', () => {
    const next = derivedKey('partner-key-1', 'another');
    const old = sealText({ current: key }, 'token');
    expect(openText({ current: next, previous: key }, old)).toEqual({ text: 'token', stale: true });
    expect(openText({ current: key }, 'plain-old-token')).toEqual({ text: 'plain-old-token', stale: true });
    expect(openText({}, 'plain-old-token')).toEqual({ text: 'plain-old-token', stale: false });
  });
});
