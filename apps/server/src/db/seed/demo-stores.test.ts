// The demo stores carry their address units (DESIGN §11: the carriers pick up from the first active one), in both
// structures of the bundled data, and the units are the ones their addresses name.
import { foldVietnamese } from '@shop/domain/search-text';
import { describe, expect, it } from 'vitest';
import { AdminUnits } from '../../modules/address/address.service';
import { demoStores } from './demo-catalogue';

describe('demo stores’ units', () => {
  it.each(['legacy', 'v2025'] as const)('name units of the %s structure, each under its parent', (structure) => {
    const units = new AdminUnits(structure);
    for (const store of demoStores) {
      const codes = store.units[structure];
      const city = units.unit(1, codes.city);
      expect(city?.full_name, store.name).toBe('Thành phố Hồ Chí Minh');
      const district = codes.district ? units.unit(2, codes.district) : undefined;
      expect(Boolean(district), store.name).toBe(units.depth === 3);
      const ward = units.unit(units.depth, codes.ward);
      expect(ward?.parent, store.name).toBe((district ?? city)!.code);
      expect(store.address.startsWith(`${store.street}, `), store.name).toBe(true);
      // The legacy units are the ones the address names (v2025 merged them into larger wards).
      if (structure === 'legacy') {
        const fold = (s: string) => foldVietnamese(s).toLowerCase();
        const districtName = district!.full_name.replace(/^(Quận|Thành phố) /, '');
        expect(fold(store.address), store.name).toContain(fold(`${ward!.full_name}, `));
        expect(fold(store.address), store.name).toContain(fold(districtName));
      }
    }
  });
});
