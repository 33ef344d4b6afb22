// GHN's ids of the shop's address units (ghn_address_map), per ADDRESS_STRUCTURE: ghn-address-map.ts fills it.
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { ghnAddressMap } from '../../db/schema/carriers';

export type NewMapRow = typeof ghnAddressMap.$inferInsert;

/** The structure's mapped units, as `level:code`. */
export async function listMappedCodes(db: DbOrTx, structure: string): Promise<Set<string>> {
  const rows = await db
    .select({ level: ghnAddressMap.level, code: ghnAddressMap.shopCode })
    .from(ghnAddressMap)
    .where(eq(ghnAddressMap.structure, structure));
  return new Set(rows.map((r) => `${r.level}:${r.code}`));
}

export async function countMapped(db: DbOrTx, structure: string): Promise<number> {
  const [{ n } = { n: 0 }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(ghnAddressMap)
    .where(eq(ghnAddressMap.structure, structure));
  return n;
}

/** The structure's whole mapping replaced by `rows`, in the caller's transaction. */
export async function replaceMapping(tx: Tx, structure: string, rows: NewMapRow[]): Promise<void> {
  await tx.delete(ghnAddressMap).where(eq(ghnAddressMap.structure, structure));
  for (let i = 0; i < rows.length; i += 1000) await tx.insert(ghnAddressMap).values(rows.slice(i, i + 1000));
}

/** GHN's district id and ward code for a shop ward, or null when it is not mapped. */
export async function findGhnWard(
  db: DbOrTx,
  structure: string,
  wardCode: string,
): Promise<{ districtId: number; wardCode: string } | null> {
  const [row] = await db
    .select()
    .from(ghnAddressMap)
    .where(
      and(
        eq(ghnAddressMap.structure, structure),
        eq(ghnAddressMap.level, 'ward'),
        eq(ghnAddressMap.shopCode, wardCode),
      ),
    );
  return row?.ghnDistrictId && row.ghnWardCode ? { districtId: row.ghnDistrictId, wardCode: row.ghnWardCode } : null;
}
