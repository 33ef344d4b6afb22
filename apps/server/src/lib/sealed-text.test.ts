import { describe, expect, it } from 'vitest';
import { sealerOf } from './sealed-text';

describe('sealed text', () => {
  const sealer = sealerOf('partner-key-1', 'marketplace-tokens:shopee');

  it('opens what it sealed, and never seals the same text twice alike', () => {
    const a = sealer.seal('574d4c4f4b4e5a6b');
    const b = sealer.seal('574d4c4f4b4e5a6b');
    expect(a).toMatch(/^v1\./);
    expect(a).not.toContain('574d4c4f4b4e5a6b');
    expect(a).not.toBe(b);
    expect(sealer.open(a)).toBe('574d4c4f4b4e5a6b');
    expect(sealer.open(b)).toBe('574d4c4f4b4e5a6b');
  });

  it('opens nothing under another secret or purpose, nor a value changed by a bit', () => {
    const sealed = sealer.seal('token');
    expect(sealerOf('partner-key-2', 'marketplace-tokens:shopee').open(sealed)).toBeNull();
    expect(sealerOf('partner-key-1', 'marketplace-tokens:tiktok').open(sealed)).toBeNull();
    const raw = Buffer.from(sealed.slice(3), 'base64url');
    raw[raw.length - 1]! ^= 1;
    expect(sealer.open(`v1.${raw.toString('base64url')}`)).toBeNull();
    expect(sealer.open('v1.AAAA')).toBeNull();
  });

  it('reads a value stored before sealing as it is', () => {
    expect(sealer.open('plain-old-token')).toBe('plain-old-token');
  });
});
