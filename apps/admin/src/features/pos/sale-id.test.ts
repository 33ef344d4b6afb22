import { PosSale } from '@shop/domain/pos.schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newSaleId } from './sale-id';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newSaleId', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is a v4 UUID the sale schema takes, on a secure page and off one', () => {
    expect(newSaleId()).toMatch(UUID);
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: (a: Uint8Array) => real.getRandomValues(a) });
    const id = newSaleId();
    expect(id).toMatch(UUID);
    expect(PosSale.shape.client_sale_id.safeParse(id).success).toBe(true);
    expect(newSaleId()).not.toBe(id);
  });
});
