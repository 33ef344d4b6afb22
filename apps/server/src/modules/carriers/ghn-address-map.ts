// GHN keys districts and wards by its own ids (DESIGN §11). The shop maps its units (ADDRESS_STRUCTURE's data) to
// GHN's master data by folded name — case, accents and the unit's prefix ignored — and keeps the mapping; a unit
// with no match, or with more than one, stays unmapped and is listed for staff, never guessed.
// With v2025 (province → ward) GHN's three levels have no district to go by: a shop ward maps to the one GHN ward of
// its province with the same name (several or none: unmapped). docs/decisions/0025-carriers.md says why.
import type { AddressMappingReport, UnmappedUnit } from '@shop/domain/carrier-settings.schemas';
import { foldUnitName } from '@shop/domain/carrier.rules';
import type { Db, Tx } from '../../db/client';
import type { AdminUnits, Unit } from '../address/address.service';
import { readShopSetting, saveShopSetting } from '../settings/settings.service';
import type { GhnDistrictRow, GhnProvider, GhnWardRow } from './ghn';
import * as repo from './ghn-address-map.repo';

type MapRow = repo.NewMapRow;
type Named = { names: string[] };

/** The one candidate whose name (or a NameExtension) folds like `unit`'s, else undefined (none or several). */
function uniqueMatch<T extends Named>(unit: Unit, candidates: T[]): T | undefined {
  const wanted = foldUnitName(unit.full_name);
  const hits = candidates.filter((c) => c.names.some((n) => foldUnitName(n) === wanted));
  return hits.length === 1 ? hits[0] : undefined;
}

const named = <T>(row: T, name: string, ext: string[] | null | undefined) => ({ row, names: [name, ...(ext ?? [])] });

/** Runs `fn` over `items`, `width` at a time (GHN's master data: one call per district). */
async function pool<T, R>(items: T[], width: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker));
  return out;
}

export function createGhnAddressMap({ db, units }: { db: Db; units: AdminUnits }) {
  const structure = units.structure;
  /** Known to be mapped for this structure (a sync here or by another instance). */
  let synced = false;
  /** The fetch under way: callers meanwhile share it rather than fetching GHN's master data again. */
  let inflight: Promise<AddressMappingReport> | undefined;

  async function isSynced(): Promise<boolean> {
    if (synced) return true;
    const mark = (await readShopSetting(db, 'ghnAddressSync')) as
      { synced_at?: string; structure?: string } | undefined;
    // Only ever turned on: a fetch here may have ended while the mark was read.
    if (mark?.structure === structure && mark.synced_at) synced = true;
    return synced;
  }

  async function mapProvince(ghn: GhnProvider, province: Unit, ghnProvinceId: number): Promise<MapRow[]> {
    const rows: MapRow[] = [];
    const districts = await ghn.districts(ghnProvinceId);
    const wardLists = await pool(districts, 4, (d) => ghn.wards(d.DistrictID));
    const wardsOf = new Map<number, GhnWardRow[]>(districts.map((d, i) => [d.DistrictID, wardLists[i] ?? []]));
    const base = { structure, ghnProvinceId };
    if (units.depth === 2) {
      const all = [...wardsOf.values()].flat().map((w) => named(w, w.WardName, w.NameExtension));
      for (const ward of units.childrenOf(1, province.code) ?? []) {
        const hit = uniqueMatch(ward, all)?.row;
        if (hit)
          rows.push({
            ...base,
            level: 'ward',
            shopCode: ward.code,
            ghnDistrictId: hit.DistrictID,
            ghnWardCode: hit.WardCode,
          });
      }
      return rows;
    }
    const ds = districts.map((d) => named<GhnDistrictRow>(d, d.DistrictName, d.NameExtension));
    for (const district of units.childrenOf(1, province.code) ?? []) {
      const d = uniqueMatch(district, ds)?.row;
      if (!d) continue;
      rows.push({ ...base, level: 'district', shopCode: district.code, ghnDistrictId: d.DistrictID });
      const ws = (wardsOf.get(d.DistrictID) ?? []).map((w) => named(w, w.WardName, w.NameExtension));
      for (const ward of units.childrenOf(2, district.code) ?? []) {
        const w = uniqueMatch(ward, ws)?.row;
        if (w)
          rows.push({
            ...base,
            level: 'ward',
            shopCode: ward.code,
            ghnDistrictId: d.DistrictID,
            ghnWardCode: w.WardCode,
          });
      }
    }
    return rows;
  }

  /** Unmapped provinces, unmapped units under mapped parents (the children of an unmapped unit are implied). */
  async function unmapped(): Promise<UnmappedUnit[]> {
    const mapped = await repo.listMappedCodes(db, structure);
    const out: UnmappedUnit[] = [];
    const levelName = (depth: number) => (depth === 1 ? 'province' : depth === units.depth ? 'ward' : 'district');
    const walk = (unit: Unit, depth: 1 | 2 | 3, parentName: string) => {
      const level = levelName(depth);
      if (!mapped.has(`${level}:${unit.code}`)) {
        out.push({ level, code: unit.code, name: unit.full_name, parent_name: parentName });
        return;
      }
      if (depth < units.depth) {
        const path = parentName ? `${unit.full_name}, ${parentName}` : unit.full_name;
        for (const child of units.childrenOf(depth as 1 | 2, unit.code) ?? []) walk(child, (depth + 1) as 2 | 3, path);
      }
    };
    for (const province of units.provinces) walk(province, 1, '');
    return out;
  }

  async function report(): Promise<AddressMappingReport> {
    const list = await unmapped();
    const n = await repo.countMapped(db, structure);
    const synced = (await readShopSetting(db, 'ghnAddressSync')) as
      { synced_at?: string; structure?: string } | undefined;
    return {
      synced_at: synced?.structure === structure ? (synced.synced_at ?? null) : null,
      mapped: n,
      unmapped_count: list.length,
      unmapped: list.slice(0, 500),
    };
  }

  /**
   * Fetches GHN's master data and maps every unit again (provinces, then each province's districts and wards);
   * `saved` runs in the write's transaction (the admin's audit row).
   */
  async function sync(ghn: GhnProvider, saved?: (tx: Tx, mapped: number) => Promise<void>) {
    const provinces = (await ghn.provinces()).map((p) => named(p, p.ProvinceName, p.NameExtension));
    const rows: MapRow[] = [];
    const matched = units.provinces.flatMap((unit) => {
      const hit = uniqueMatch(unit, provinces)?.row;
      return hit ? [{ unit, id: hit.ProvinceID }] : [];
    });
    for (const { unit, id } of matched) {
      rows.push({ structure, level: 'province', shopCode: unit.code, ghnProvinceId: id });
      rows.push(...(await mapProvince(ghn, unit, id)));
    }
    await db.transaction(async (tx) => {
      await repo.replaceMapping(tx, structure, rows);
      await saveShopSetting(tx, 'ghnAddressSync', { synced_at: new Date().toISOString(), structure });
      if (saved) await saved(tx, rows.length);
    });
    synced = true;
    return report();
  }

  return {
    report,
    /** How many units staff must look at (the settings page's badge). */
    unmappedCount: async () => (await unmapped()).length,
    sync,

    /**
     * Maps GHN's master data if it never was (GHN unreachable at start: the first quote that needs it fetches it).
     * One fetch at a time: concurrent callers share the one under way; a failed one is tried again by the next call.
     */
    async ensureSynced(ghn: GhnProvider): Promise<void> {
      if (await isSynced()) return;
      inflight ??= sync(ghn).finally(() => {
        inflight = undefined;
      });
      await inflight;
    },

    /** GHN's district id and ward code for a shop ward, or null when it is not mapped. */
    async ghnWard(wardCode: string | null | undefined): Promise<{ districtId: number; wardCode: string } | null> {
      return wardCode ? repo.findGhnWard(db, structure, wardCode) : null;
    },
  };
}

export type GhnAddressMap = ReturnType<typeof createGhnAddressMap>;
