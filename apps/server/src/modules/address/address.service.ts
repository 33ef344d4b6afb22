import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { foldVietnamese } from '@shop/domain/search-text';
import { serverDir } from '../../config';

/**
 * Vietnam's administrative units from the bundled data (assets/vn-admin, see its README for sources and licences).
 * Two structures: 'legacy' (province → district → ward, what the spec's selectors use) and 'v2025' (province →
 * ward, in force since July 2025). The shop picks one with ADDRESS_STRUCTURE; codes never mix between them.
 */
export type AddressStructure = 'legacy' | 'v2025';

export interface Unit {
  code: string;
  full_name: string;
  /** Parent unit code; undefined for a province. */
  parent?: string;
  level: 1 | 2 | 3;
  lat?: number;
  lng?: number;
}

interface RawUnit {
  code: string;
  full_name: string;
  districts?: RawUnit[];
  wards?: RawUnit[];
}

interface RawCentroids {
  provinces: { code: string; lat: number; lng: number }[];
  districts?: { code: string; lat: number; lng: number }[];
  wards: { code: string; lat: number; lng: number }[];
}

const ASSETS = join(serverDir, 'assets/vn-admin');
const collator = new Intl.Collator('vi');

export class AdminUnits {
  private readonly units = new Map<string, Unit>();
  private readonly children = new Map<string, Unit[]>();
  readonly provinces: Unit[];

  constructor(readonly structure: AddressStructure) {
    const read = <T>(file: string) => JSON.parse(readFileSync(join(ASSETS, file), 'utf8')) as T;
    const tree = read<RawUnit[]>(structure === 'legacy' ? 'legacy-3-level.json' : 'v2025-2-level.json');
    const centroids = read<RawCentroids>(structure === 'legacy' ? 'centroids-legacy.json' : 'centroids-v2025.json');
    // Codes repeat across levels (a province '01' and no district '01', but be safe): key by level too.
    const points = new Map<string, { lat: number; lng: number }>();
    for (const [level, list] of [
      [1, centroids.provinces],
      [2, centroids.districts ?? []],
      [3, centroids.wards],
    ] as const) {
      for (const c of list) points.set(`${level}:${c.code}`, c);
    }
    const add = (raw: RawUnit, level: 1 | 2 | 3, parent?: string) => {
      const pointLevel = structure === 'v2025' && level === 2 ? 3 : level;
      const unit: Unit = {
        code: raw.code,
        full_name: raw.full_name,
        parent,
        level,
        ...points.get(`${pointLevel}:${raw.code}`),
      };
      this.units.set(this.key(level, raw.code), unit);
      const below = raw.districts ?? raw.wards ?? [];
      this.children.set(
        this.key(level, raw.code),
        below.map((child) => add(child, (level + 1) as 2 | 3, raw.code)).sort(byName),
      );
      return unit;
    };
    this.provinces = tree.map((p) => add(p, 1)).sort(byName);
  }

  private key(level: number, code: string) {
    return `${level}:${code}`;
  }

  /** Deepest level: 3 for legacy (ward under district), 2 for v2025 (ward under province). */
  get depth(): 2 | 3 {
    return this.structure === 'legacy' ? 3 : 2;
  }

  unit(level: 1 | 2 | 3, code: string): Unit | undefined {
    return this.units.get(this.key(level, code));
  }

  /** The units directly below a unit, sorted by name the Vietnamese way; undefined when the unit doesn't exist. */
  childrenOf(level: 1 | 2, code: string): Unit[] | undefined {
    return this.children.get(this.key(level, code));
  }

  /** Any unit by code, deepest level first ("Phường …, Quận …, Thành phố Hồ Chí Minh" for the full path). */
  findAnyLevel(code: string): Unit | undefined {
    for (const level of [3, 2, 1] as const) {
      const unit = this.unit(level, code);
      if (unit) return unit;
    }
    return undefined;
  }

  fullPath(unit: Unit): string {
    const names: string[] = [];
    let current: Unit | undefined = unit;
    while (current) {
      names.push(current.full_name);
      current = current.parent ? this.unit((current.level - 1) as 1 | 2, current.parent) : undefined;
    }
    return names.join(', ');
  }

  /**
   * The units an address names, from codes when given, else from names compared without case or accents (with or
   * without the unit type: 'Hồ Chí Minh', 'TP Hồ Chí Minh', 'Thành phố Hồ Chí Minh'). Lower levels resolve only
   * under the level above. Returns what it could resolve, and the fields whose code contradicts the name sent with
   * it (an HCMC name with Hà Nội's code must not pass as either), or names no unit under the
   * level above while a name was sent.
   */
  resolve(address: {
    city?: string | null;
    district?: string | null;
    ward?: string | null;
    city_code?: string | null;
    district_code?: string | null;
    ward_code?: string | null;
  }): { province?: Unit; district?: Unit; ward?: Unit; mismatched: AddressField[] } {
    const mismatched: AddressField[] = [];
    const pick = (field: AddressField, candidates: Unit[] | undefined, code?: string | null, name?: string | null) => {
      if (!candidates) return undefined;
      const wanted = name?.trim();
      if (!code?.trim()) return wanted ? findByName(candidates, wanted) : undefined;
      const unit = candidates.find((u) => u.code === code.trim());
      if (wanted && (!unit || !findByName([unit], wanted))) {
        mismatched.push(field);
        return undefined;
      }
      return unit;
    };
    const province = pick('city', this.provinces, address.city_code, address.city);
    if (!province) return { mismatched };
    if (this.depth === 2) {
      const ward = pick('ward', this.childrenOf(1, province.code), address.ward_code, address.ward);
      return { province, ward, mismatched };
    }
    const district = pick('district', this.childrenOf(1, province.code), address.district_code, address.district);
    const ward = district
      ? pick('ward', this.childrenOf(2, district.code), address.ward_code, address.ward)
      : undefined;
    return { province, district, ward, mismatched };
  }
}

/** The address fields that name a unit. */
export type AddressField = 'city' | 'district' | 'ward';

function byName(a: Unit, b: Unit) {
  return collator.compare(a.full_name, b.full_name);
}

const UNIT_TYPES = /^(thanh pho|tinh|quan|huyen|thi xa|phuong|xa|thi tran|dac khu|tp\.?|q\.?|p\.?)\s+/;

function findByName(units: Unit[], name: string): Unit | undefined {
  const wanted = foldVietnamese(name);
  const bare = wanted.replace(UNIT_TYPES, '');
  return (
    units.find((u) => foldVietnamese(u.full_name) === wanted) ??
    units.find((u) => foldVietnamese(u.full_name).replace(UNIT_TYPES, '') === bare)
  );
}
