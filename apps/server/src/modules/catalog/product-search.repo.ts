import type { ProductSummary } from '@shop/domain/catalog.schemas';
import { type SQL, and, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { escapeLike } from '../../lib/sql-like';
import { productSearchWordList, productSearchWords, products } from '../../db/schema/catalog';
import { isAvailable, selectProducts, summarize, withVariants } from './product-rows.repo';

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
