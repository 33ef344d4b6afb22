import {
  type Category,
  type Product,
  type ProductSummary,
  type Promotion,
  type Variant,
} from '@shop/domain/catalog.schemas';
import type { ProductOrdering } from '@shop/domain/catalog.constants';
import { RELEASED_STATUSES } from '@shop/domain/order-status';
import { type SQL, and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { escapeLike } from '../../lib/sql-like';
import {
  categories,
  productEffectivePrice,
  productSearchWordList,
  productSearchWords,
  orderItems,
  orders,
  productVariants,
  products,
  promotionUsages,
  promotions,
} from '../../db/schema/index';

export type { ProductOrdering };

export interface ProductFilter {
  /** Category ids to include (a category and its descendants); undefined = all. */
  categoryIds?: number[] | undefined;
  /** Only products discounted below their price. */
  promotion?: boolean | undefined;
  /** Only featured products. */
  featured?: boolean | undefined;
}

/** What the shopper pays per unit (DESIGN §4), as the price index has it. */
const effectivePrice = productEffectivePrice(products);

/** Storefront lists show only active products with stock, or with an active variant in stock (DESIGN §3). */
const isAvailable = sql`${products.isActive} AND (${products.stock} > 0 OR EXISTS (
  SELECT 1 FROM ${productVariants} v WHERE v.product_id = ${products.id} AND v.is_active AND v.stock > 0))`;

const isDiscounted = sql`${products.discountPrice} IS NOT NULL AND ${products.discountPrice} < ${products.price}`;

function whereAvailable(filter: ProductFilter): SQL {
  const conditions: SQL[] = [isAvailable];
  if (filter.categoryIds)
    conditions.push(inArray(products.categoryId, filter.categoryIds.length ? filter.categoryIds : [-1]));
  if (filter.promotion) conditions.push(isDiscounted);
  if (filter.featured) conditions.push(eq(products.isFeatured, true));
  return and(...conditions)!;
}

/** A sort key and its direction; {@link orderBy} writes it forwards or, for a page read from the end, backwards. */
type SortKey = [SQL | AnyPgColumn, 'asc' | 'desc'];

/** Each listing order, with the index that serves it in both directions (schema catalog.ts). */
const ORDER_BY: Record<ProductOrdering, SortKey[]> = {
  featured: [
    [products.isFeatured, 'desc'],
    [products.totalQuantitySold, 'desc'],
    [products.id, 'asc'],
  ],
  newest: [
    [products.createdAt, 'desc'],
    [products.id, 'desc'],
  ],
  price: [
    [effectivePrice, 'asc'],
    [products.id, 'asc'],
  ],
  '-price': [
    [effectivePrice, 'desc'],
    [products.id, 'asc'],
  ],
  // The case- and accent-folded name, so both databases sort alike whatever their collation; names alike once folded
  // by id. Not the name itself after it: that doubled the width of the index a deep page walks.
  name: [
    [sql`${products.searchName} COLLATE "C"`, 'asc'],
    [products.id, 'asc'],
  ],
  '-name': [
    [sql`${products.searchName} COLLATE "C"`, 'desc'],
    [products.id, 'desc'],
  ],
};

function orderBy(ordering: ProductOrdering, backwards = false): SQL[] {
  return ORDER_BY[ordering].map(([key, dir]) => ((dir === 'asc') !== backwards ? asc(key) : desc(key)));
}

/** The columns of a DESIGN §3 Product (with its category's name), for {@link withVariants}. */
export const productColumns = {
  id: products.id,
  name: products.name,
  slug: products.slug,
  imageUrl: products.imageUrl,
  imageAlts: products.imageAlts,
  price: products.price,
  discountPrice: products.discountPrice,
  stock: products.stock,
  isActive: products.isActive,
  categoryId: products.categoryId,
  categoryName: categories.name,
  description: products.description,
  specifications: products.specifications,
  unit: products.unit,
  weightGrams: products.weightGrams,
  maxQuantitiesInCart: products.maxQuantitiesInCart,
  totalQuantitySold: products.totalQuantitySold,
  createdAt: products.createdAt,
};

export type ProductRow = {
  id: number;
  name: string;
  slug: string;
  imageUrl: string;
  imageAlts: Record<string, string>;
  price: number;
  discountPrice: number | null;
  stock: number;
  isActive: boolean;
  categoryId: number;
  categoryName: string;
  description: string;
  specifications: string;
  unit: string;
  weightGrams: number;
  maxQuantitiesInCart: number | null;
  totalQuantitySold: number;
  createdAt: Date;
};

function selectProducts(db: DbOrTx) {
  return db.select(productColumns).from(products).innerJoin(categories, eq(categories.id, products.categoryId));
}

/** A variant row as DESIGN §3's Variant fields, but for its product's id (the public answer adds it). */
export function variantFields(v: typeof productVariants.$inferSelect): Omit<Variant, 'product'> {
  return {
    id: v.id,
    name: v.name,
    unit: v.unit,
    sku: v.sku,
    price: v.price,
    discount_price: v.discountPrice,
    stock: v.stock,
    is_active: v.isActive,
    images: v.images,
    main_image: v.mainImage,
    max_quantities_in_cart: v.maxQuantitiesInCart,
  };
}

/** Attaches each product's variants (one query for the whole page) and shapes the API object. */
export async function withVariants(db: DbOrTx, rows: ProductRow[]): Promise<Product[]> {
  if (rows.length === 0) return [];
  const variantRows = await db
    .select()
    .from(productVariants)
    .where(
      inArray(
        productVariants.productId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(productVariants.sortOrder), asc(productVariants.id));
  const byProduct = new Map<number, Variant[]>();
  for (const v of variantRows) {
    const list = byProduct.get(v.productId) ?? [];
    list.push({ ...variantFields(v), product: v.productId });
    byProduct.set(v.productId, list);
  }
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    slug: r.slug,
    image_url: r.imageUrl,
    image_alts: r.imageAlts,
    price: r.price,
    discount_price: r.discountPrice,
    stock: r.stock,
    is_active: r.isActive,
    category: r.categoryId,
    category_name: r.categoryName,
    description: r.description,
    specifications: r.specifications,
    unit: r.unit,
    weight: r.weightGrams / 1000,
    variants: byProduct.get(r.id) ?? [],
    total_quantity_sold: r.totalQuantitySold,
    created_at: r.createdAt.toISOString(),
    max_quantities_in_cart: r.maxQuantitiesInCart,
  }));
}

function summarize({ description: _, ...summary }: Product): ProductSummary {
  return summary;
}

export async function countAvailableProducts(db: DbOrTx, filter: ProductFilter): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(products)
    .where(whereAvailable(filter));
  return row?.count ?? 0;
}

/**
 * A page of a listing. Its ids come first, from the order's index alone (the filters' columns are in it, decision
 * 0019), and only those rows are read: OFFSET then skips narrow index entries, not wide rows. Given the filter's
 * `count`, a page in the second half is read from the end (the same index backwards), so no page skips more than
 * half the list.
 */
export async function listAvailableProducts(
  db: DbOrTx,
  filter: ProductFilter,
  opts: { ordering: ProductOrdering; limit: number; offset: number; count?: number | undefined },
): Promise<ProductSummary[]> {
  const { ordering, limit, offset, count } = opts;
  const fromEnd = count !== undefined && offset + limit / 2 > count / 2;
  const ids = db
    .select({ id: products.id })
    .from(products)
    .where(whereAvailable(filter))
    .orderBy(...orderBy(ordering, fromEnd))
    .limit(fromEnd ? Math.max(0, Math.min(limit, count - offset)) : limit)
    .offset(fromEnd ? Math.max(0, count - offset - limit) : offset)
    .as('page');
  const rows = await selectProducts(db)
    .innerJoin(ids, eq(ids.id, products.id))
    .orderBy(...orderBy(ordering));
  return (await withVariants(db, rows)).map(summarize);
}

/** Any product by id, inactive or sold out included (the page says it is unavailable). */
export async function findProduct(db: DbOrTx, id: number): Promise<Product | undefined> {
  const rows = await selectProducts(db).where(eq(products.id, id));
  const [product] = await withVariants(db, rows);
  return product;
}

/**
 * Best sellers: units sold in orders placed within [from, to) that were not cancelled or returned; ties (and a
 * shop with no orders yet) fall back to all-time sales, then age (older products have sold longer).
 */
export async function listBestSellers(
  db: DbOrTx,
  opts: { from?: Date | undefined; to?: Date | undefined; categoryIds?: number[] | undefined; limit: number },
): Promise<ProductSummary[]> {
  const orderConditions: SQL[] = [
    sql`${orders.status} NOT IN (${sql.join(
      RELEASED_STATUSES.map((s) => sql`${s}`),
      sql`, `,
    )})`,
  ];
  if (opts.from) orderConditions.push(sql`${orders.createdAt} >= ${opts.from.toISOString()}`);
  if (opts.to) orderConditions.push(sql`${orders.createdAt} < ${opts.to.toISOString()}`);
  const sold = db
    .select({ productId: orderItems.productId, qty: sql<number>`sum(${orderItems.quantity})::int`.as('qty') })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(...orderConditions))
    .groupBy(orderItems.productId)
    .as('sold');
  const rows = await selectProducts(db)
    .leftJoin(sold, eq(sold.productId, products.id))
    .where(whereAvailable({ categoryIds: opts.categoryIds }))
    .orderBy(
      sql`coalesce(${sold.qty}, 0) DESC`,
      desc(products.totalQuantitySold),
      asc(products.createdAt),
      asc(products.id),
    )
    .limit(opts.limit);
  return (await withVariants(db, rows)).map(summarize);
}

/** Most words of a query that count; the rest are ignored. */
export const SEARCH_MAX_WORDS = 8;

/**
 * How many matches a search ranks at most: a word most of the catalogue holds ("tra sua" is in 57% of 100k
 * products) would otherwise rank and count every one of them. Beyond this, the best sellers among the matches are
 * ranked (and an exact name match always), and the count says this many (decision 0004).
 */
export const SEARCH_MAX_RANKED = 1000;

/**
 * A query word at most this share of the products holds is looked for through the words' index; a commoner one by
 * strpos on the rows the best sellers' walk reads. Reading the matches costs about share × products rows, walking
 * until {@link SEARCH_MAX_RANKED} of them about that many ÷ share: even at √(1,000 ÷ 100k) = 10% (decision 0019).
 */
export const SEARCH_RARE_WORD = 0.1;

/** How many products' words {@link loadSearchWordShare} keeps to estimate how common a set of words is. */
const SEARCH_SAMPLE_SIZE = 1000;

/** The share of products holding every one of `words` (an estimate: only the plan depends on it, never the answer). */
export type WordShare = (words: readonly string[]) => number;

/**
 * The share of products holding a set of query words, counted over the words of up to {@link SEARCH_SAMPLE_SIZE}
 * products, their ids evenly spread (all of them in a small catalogue). Counted together, not multiplied: words usually
 * found together ("kem beo", 17% of 100k products) are as common together as apart, and multiplying their shares
 * (2%) sent such searches to the words' index, to read and sort every match (decision 0019). ±1% at 10%.
 */
export async function loadSearchWordShare(db: DbOrTx): Promise<WordShare> {
  const [range] = await db
    .select({ first: sql<number | null>`min(${products.id})`, last: sql<number | null>`max(${products.id})` })
    .from(products);
  const first = Number(range?.first ?? 0);
  const last = Number(range?.last ?? -1);
  // Ids spread evenly over the catalogue, the same ones each time: their pages stay in memory between the loads.
  const ids = new Set<number>();
  if (last - first >= SEARCH_SAMPLE_SIZE)
    for (let i = 0; i < SEARCH_SAMPLE_SIZE; i++)
      ids.add(first + Math.floor((i * (last - first + 1)) / SEARCH_SAMPLE_SIZE));
  const sample = (
    await db
      .select({ words: sql<string>`${products.searchName} || ' ' || ${products.searchText}` })
      .from(products)
      .where(ids.size > 0 ? inArray(products.id, [...ids]) : undefined)
  ).map((r) => r.words);
  // A query word has no space: a product holds it exactly when its name or text has it inside.
  return (words) =>
    sample.length === 0 ? 0 : sample.filter((text) => words.every((w) => text.includes(w))).length / sample.length;
}

/**
 * Search over the available products (decisions 0004, 0019), in the database: every word of the folded query must be
 * in the folded name or text; the rank puts the whole query as the name first, then a name prefix, the query inside
 * the name, every word in the name, then words found only in the text; best sellers first within a rank. `query` is
 * already folded; an empty one finds nothing. The candidates are the {@link SEARCH_MAX_RANKED} best-selling matches
 * (all of them, as a rule) and any product named exactly the query.
 *
 * A query word has no space, so a product holds it exactly when one of its words does: the words that contain each
 * query word come first from `product_search_words` (~1,000 rows at 100k products), then the products holding one of
 * them through the GIN index `products_search_words_idx`, which answers exactly (no recheck of the wide rows), and
 * whose statistics give the planner true estimates, so it chooses well between that index and walking the best
 * sellers.
 */
export async function searchAvailableProducts(
  db: DbOrTx,
  query: string,
  page: { limit: number; offset: number },
  opts: { maxRanked?: number; wordShare?: WordShare | undefined } = {},
): Promise<{ count: number; results: ProductSummary[] }> {
  const maxRanked = opts.maxRanked ?? SEARCH_MAX_RANKED;
  const words = query.split(' ').filter(Boolean).slice(0, SEARCH_MAX_WORDS);
  if (words.length === 0) return { count: 0, results: [] };
  const known = await db
    .select({ word: productSearchWordList.word })
    .from(productSearchWordList)
    .where(or(...words.map((w) => sql`strpos(${productSearchWordList.word}, ${w}) > 0`)));
  // Every word by strpos, and a rare one through the words' index as well (exact: the rows it gives are all
  // matches); common words alone whose matches are likely few together ("pp nap") also get the index.
  // The strpos come first: on a walk of the best sellers they turn away the rows that miss a word before any row's
  // words are split (string_to_array, several times the cost); on the index's rows they cost little.
  const shareOf = opts.wordShare ?? (() => 0);
  const held: SQL[] = [];
  const rare: SQL[] = [];
  const common: SQL[] = [];
  const commonWords: string[] = [];
  for (const w of words) {
    const holders = known.map((k) => k.word).filter((k) => k.includes(w));
    // No catalogue word holds it: no product does, not even one named the query.
    if (holders.length === 0) return { count: 0, results: [] };
    held.push(sql`(strpos(${products.searchName}, ${w}) > 0 OR strpos(${products.searchText}, ${w}) > 0)`);
    const inWords = sql`${productSearchWords(products)} && ARRAY[${sql.join(
      holders.map((h) => sql`${h}`),
      sql`, `,
    )}]::text[]`;
    if (shareOf([w]) <= SEARCH_RARE_WORD) rare.push(inWords);
    else {
      common.push(inWords);
      commonWords.push(w);
    }
  }
  const matches = [...held, ...rare, ...(rare.length === 0 && shareOf(commonWords) <= SEARCH_RARE_WORD ? common : [])];
  // Few matches: the planner takes them through the words' index and sorts them; very many: it walks the best
  // sellers' index until it has enough. The exact name comes through the name's btree.
  const candidates = sql`(SELECT ${products.id} AS id, ${products.searchName} AS name, ${products.totalQuantitySold} AS sold
      FROM ${products} WHERE ${and(isAvailable, ...matches)}
      ORDER BY ${products.totalQuantitySold} DESC, ${products.id} LIMIT ${maxRanked})
    UNION
    (SELECT ${products.id}, ${products.searchName}, ${products.totalQuantitySold}
      FROM ${products} WHERE ${isAvailable} AND ${products.searchName} COLLATE "C" = ${query})`;
  const name = sql`m.name`;
  const rank = sql`CASE WHEN ${name} = ${query} THEN 0
    WHEN ${name} LIKE ${`${escapeLike(query)}%`} THEN 1
    WHEN strpos(${name}, ${query}) > 0 THEN 2
    WHEN ${and(...words.map((w) => sql`strpos(${name}, ${w}) > 0`))} THEN 3 ELSE 4 END`;
  const result = await db.execute(sql`SELECT m.id, count(*) OVER () AS count FROM (${candidates}) m
    ORDER BY ${rank}, m.sold DESC, m.id LIMIT ${page.limit} OFFSET ${page.offset}`);
  const hits = (result as unknown as { rows: { id: number; count: string | number }[] }).rows;
  // count(*) OVER () rides on every row; a page past the end has none, so count again (rare).
  const count = hits[0] ? Number(hits[0].count) : page.offset > 0 ? await countCandidates(db, candidates) : 0;
  if (hits.length === 0) return { count, results: [] };
  const rows = await selectProducts(db).where(
    inArray(
      products.id,
      hits.map((h) => Number(h.id)),
    ),
  );
  const byId = new Map((await withVariants(db, rows)).map((p) => [p.id, summarize(p)]));
  return { count, results: hits.map((h) => byId.get(Number(h.id))!) };
}

async function countCandidates(db: DbOrTx, candidates: SQL): Promise<number> {
  const result = await db.execute(sql`SELECT count(*)::int AS count FROM (${candidates}) m`);
  return Number((result as unknown as { rows: { count: number }[] }).rows[0]?.count ?? 0);
}

/** Every available product's id and date, for sitemap.xml. */
export async function listAvailableProductDates(db: DbOrTx): Promise<{ id: number; created: Date }[]> {
  return db
    .select({ id: products.id, created: products.createdAt })
    .from(products)
    .where(isAvailable)
    .orderBy(desc(products.totalQuantitySold), asc(products.id));
}

/**
 * The shop's categories as a forest (top level first), each with its subtree. A hidden category is left out with
 * everything under it (hidden from the shop's menus and category pages).
 */
export async function loadCategoryTree(db: DbOrTx): Promise<Category[]> {
  const rows = await db.select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.id));
  const nodes = new Map<number, Category>();
  for (const r of rows) {
    if (r.isHidden) continue;
    nodes.set(r.id, {
      id: r.id,
      name: r.name,
      slug: r.slug,
      image_url: r.imageUrl,
      parent: r.parentId,
      top_level: r.parentId === null,
      children: [],
    });
  }
  const roots: Category[] = [];
  for (const node of nodes.values()) {
    if (node.parent === null) roots.push(node);
    // Under a hidden (or missing) parent: out of the shop's tree with it.
    else nodes.get(node.parent)?.children.push(node);
  }
  return roots;
}

/**
 * The vouchers a shopper may still use, sorted by code: active, not ended, not used up in total (uses are the usage
 * rows of non-cancelled orders). One not started yet is included: the caller filters the window at answer time, so
 * that a cached list stays right as time passes. `can_user_use` is true for an anonymous visitor.
 */
export async function listActivePromotions(db: DbOrTx): Promise<Promotion[]> {
  const rows = await db
    .select()
    .from(promotions)
    .where(
      and(
        eq(promotions.isActive, true),
        or(isNull(promotions.endsAt), sql`${promotions.endsAt} > now()`),
        or(
          isNull(promotions.usageLimit),
          sql`(SELECT count(*) FROM ${promotionUsages} WHERE ${promotionUsages.promotionId} = ${promotions.id}) < ${promotions.usageLimit}`,
        ),
      ),
    )
    .orderBy(sql`${promotions.code} COLLATE "C" ASC`);
  return rows.map((p) => ({ ...promotionFields(p), can_user_use: true }));
}

/** DESIGN §3's Promotion fields of a row, and §8's voucher rules (the back office adds its usage). */
export function promotionFields(p: typeof promotions.$inferSelect): Omit<Promotion, 'can_user_use'> {
  return {
    id: p.id,
    code: p.code,
    description: p.description,
    image_url: p.imageUrl,
    value: p.value,
    is_percentage: p.isPercentage,
    min_purchase_amount: p.minPurchaseAmount,
    is_active: p.isActive,
    usage_limit_per_user: p.usageLimitPerUser,
    max_discount: p.maxDiscount,
    usage_limit: p.usageLimit,
    starts_at: p.startsAt?.toISOString() ?? null,
    ends_at: p.endsAt?.toISOString() ?? null,
  };
}

/**
 * Stock at or under `threshold` (the dashboard): an active product without active variants by its own stock, else
 * each active variant by its own; lowest first.
 */
export async function listLowStock(db: DbOrTx, threshold: number, limit: number) {
  const result = await db.execute(sql`
    SELECT ${products.id} AS product_id, NULL::int AS variant_id, ${products.name} AS name, ${products.stock} AS stock
    FROM ${products}
    WHERE ${products.isActive} AND ${products.stock} <= ${threshold}
      AND NOT EXISTS (
        SELECT 1 FROM ${productVariants} WHERE ${productVariants.productId} = ${products.id} AND ${productVariants.isActive}
      )
    UNION ALL
    SELECT ${productVariants.productId}, ${productVariants.id}, ${products.name} || ' - ' || ${productVariants.name}, ${productVariants.stock}
    FROM ${productVariants} JOIN ${products} ON ${products.id} = ${productVariants.productId}
    WHERE ${products.isActive} AND ${productVariants.isActive} AND ${productVariants.stock} <= ${threshold}
    ORDER BY stock, name, variant_id NULLS FIRST
    LIMIT ${limit}`);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return rows.map((r) => ({
    product_id: Number(r.product_id),
    variant_id: r.variant_id === null ? null : Number(r.variant_id),
    name: String(r.name),
    stock: Number(r.stock),
  }));
}
