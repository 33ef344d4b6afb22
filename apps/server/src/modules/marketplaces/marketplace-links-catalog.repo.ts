// The marketplace links' reads of the catalogue (DESIGN §16; eslint.config.js TABLE_CROSSINGS): the list names each
// unit's product and variant and finds words in them, paged in one query; linking by SKU matches every unlinked unit
// against the products' and variants' SKUs in one statement; a hand link checks its product and variant.
import type { MarketplaceChannel } from '@shop/domain/order-source';
import { foldVietnamese } from '@shop/domain/search-text';
import { type SQL, and, asc, count, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { productVariants, products } from '../../db/schema/catalog';
import { marketplaceLinks as l } from '../../db/schema/marketplaces';
import { escapeLike, foldedSql } from '../../lib/sql-like';

export interface LinkFilter {
  channel: MarketplaceChannel;
  linked?: boolean | undefined;
  /** Words each found in the unit's name or SKU, or in its product's or variant's name. */
  search?: string | undefined;
  externalId?: string;
}

function searchWhere(search: string | undefined): SQL | undefined {
  const words = search ? foldVietnamese(search).split(' ').filter(Boolean).slice(0, 8) : [];
  return and(
    ...words.map((word) => {
      const pattern = `%${escapeLike(word)}%`;
      return or(
        sql`${foldedSql(l.name)} LIKE ${pattern}`,
        sql`lower(${l.externalSku}) LIKE ${pattern}`,
        sql`${products.searchName} LIKE ${pattern}`,
        sql`${foldedSql(productVariants.name)} LIKE ${pattern}`,
      );
    }),
  );
}

const linkWhere = (f: LinkFilter) =>
  and(
    eq(l.channel, f.channel),
    f.linked === undefined ? undefined : f.linked ? isNotNull(l.productId) : isNull(l.productId),
    f.externalId === undefined ? undefined : eq(l.externalId, f.externalId),
    searchWhere(f.search),
  );

/** A page of the marketplace's units by name, each with its product's and variant's names. */
export function listLinks(db: DbOrTx, f: LinkFilter, page: { limit: number; offset: number }) {
  return db
    .select({ link: l, productName: products.name, variantName: productVariants.name })
    .from(l)
    .leftJoin(products, eq(products.id, l.productId))
    .leftJoin(productVariants, eq(productVariants.id, l.variantId))
    .where(linkWhere(f))
    .orderBy(asc(l.name), asc(l.id))
    .limit(page.limit)
    .offset(page.offset);
}

export type ListedLink = Awaited<ReturnType<typeof listLinks>>[number];

export async function countLinks(db: DbOrTx, f: LinkFilter): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(l)
    .leftJoin(products, eq(products.id, l.productId))
    .leftJoin(productVariants, eq(productVariants.id, l.variantId))
    .where(linkWhere(f));
  return Number(row?.n ?? 0);
}

/**
 * The UPDATE (returning `channel`, for the stock push's marking) that links every unlinked unit of the marketplace
 * whose SKU is a variant's or a product's without variants — trimmed, case aside; a variant's first — by SKU, marked for
 * a push. Rows locked in id order.
 */
export function linkBySkuSql(channel: MarketplaceChannel): SQL {
  const key = (column: SQL) => sql`lower(btrim(${column}))`;
  return sql`UPDATE ${l} SET product_id = m.product_id, variant_id = m.variant_id, linked_by = 'sku',
      stock_dirty_at = clock_timestamp(), updated_at = now()
    FROM (
      SELECT DISTINCT ON (u.id) u.id, c.product_id, c.variant_id
      FROM ${l} u JOIN (
        SELECT v.product_id, v.id AS variant_id, ${key(sql`v.sku`)} AS sku, 0 AS rank FROM ${productVariants} v
        UNION ALL
        SELECT p.id, NULL::int, ${key(sql`p.sku`)}, 1 FROM ${products} p
        WHERE p.sku IS NOT NULL AND NOT EXISTS (SELECT 1 FROM ${productVariants} pv WHERE pv.product_id = p.id)
      ) c ON c.sku = ${key(sql`u.external_sku`)}
      WHERE u.channel = ${channel} AND u.product_id IS NULL AND c.sku <> ''
      ORDER BY u.id, c.rank, c.product_id, c.variant_id
    ) m
    WHERE ${l.id} = m.id AND ${l.productId} IS NULL AND ${l.id} IN (
      SELECT id FROM ${l} WHERE channel = ${channel} AND product_id IS NULL ORDER BY id FOR UPDATE)
    RETURNING ${l.channel}`;
}

/** What a hand link needs to know of its target: whether the product exists, has variants, owns the variant. */
export async function linkTarget(db: DbOrTx, productId: number, variantId: number | null) {
  const result = await db.execute(sql`SELECT
      EXISTS (SELECT 1 FROM ${productVariants} v WHERE v.product_id = p.id) AS "hasVariants",
      EXISTS (SELECT 1 FROM ${productVariants} v WHERE v.id = ${variantId ?? 0} AND v.product_id = p.id) AS "ownsVariant"
    FROM ${products} p WHERE p.id = ${productId}`);
  const [row] = (result as unknown as { rows: { hasVariants: boolean; ownsVariant: boolean }[] }).rows;
  return row ? { hasVariants: Boolean(row.hasVariants), ownsVariant: Boolean(row.ownsVariant) } : null;
}
