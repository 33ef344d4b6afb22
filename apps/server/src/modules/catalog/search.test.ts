import { ProductPage } from '@shop/domain/catalog.schemas';
import { foldVietnamese } from '@shop/domain/search-text';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoProducts } from '../../db/seed/demo-catalogue';
import { buildTestApp } from '../../testing/test-app';
import { SEARCH_RARE_WORD, loadSearchWordShare, searchAvailableProducts } from './product-search.repo';

// Search moved into the database. The in-memory implementation it replaced is kept here as the reference:
// on the demo catalogue both must give the same products in the same order, page by page.

interface Doc {
  id: number;
  name: string;
  text: string;
}

/** The former search-index.ts rank (lower is better), null when some word is nowhere. */
function referenceRank(doc: Doc, query: string, words: string[]): number | null {
  let allInName = true;
  for (const w of words) {
    if (doc.name.includes(w)) continue;
    if (!doc.text.includes(w)) return null;
    allInName = false;
  }
  if (doc.name === query) return 0;
  if (doc.name.startsWith(query)) return 1;
  if (doc.name.includes(query)) return 2;
  return allInName ? 3 : 4;
}

/** The former searchDocuments over documents sorted by sales (a stable sort keeps that order within a rank). */
function referenceSearch(docs: Doc[], q: string): number[] {
  const query = foldVietnamese(q);
  const words = query.split(' ').filter(Boolean).slice(0, 8);
  if (words.length === 0) return [];
  return docs
    .map((doc) => ({ doc, rank: referenceRank(doc, query, words) }))
    .filter((h): h is { doc: Doc; rank: number } => h.rank !== null)
    .sort((a, b) => a.rank - b.rank)
    .map((h) => h.doc.id);
}

let t: Awaited<ReturnType<typeof buildTestApp>>;
let docs: Doc[];
beforeAll(async () => {
  t = await buildTestApp();
  // Some sales, so that the order within a rank is not just by id.
  await t.db.execute(sql`UPDATE products SET total_quantity_sold = (id * 37) % 11`);
  // The demo has no name that is a prefix of another: make one, the exact match the lesser seller.
  const inStock = sql`SELECT id FROM products WHERE is_active AND stock > 0 ORDER BY id`;
  await t.db.execute(sql`UPDATE products SET search_name = 'tra sua', total_quantity_sold = 0
    WHERE id = (${inStock} LIMIT 1)`);
  await t.db.execute(sql`UPDATE products SET search_name = 'tra sua dac biet', total_quantity_sold = 50
    WHERE id = (${inStock} LIMIT 1 OFFSET 1)`);
  // The reference's input, as the old index loaded it: available products, best sellers first.
  const result = await t.db.execute(sql`
    SELECT id, search_name AS name, search_text AS text FROM products p
    WHERE p.is_active AND (p.stock > 0 OR EXISTS (
      SELECT 1 FROM product_variants v WHERE v.product_id = p.id AND v.is_active AND v.stock > 0))
    ORDER BY total_quantity_sold DESC, id`);
  docs = (result as unknown as { rows: Doc[] }).rows;
});
afterAll(() => t?.close());

async function searchIds(q: string, pageSize = 100): Promise<{ count: number; ids: number[] }> {
  const ids: number[] = [];
  let count = 0;
  for (let page = 1; ; page++) {
    const res = await t.app.inject({
      url: `/api/products/search/?q=${encodeURIComponent(q)}&page=${page}&page_size=${pageSize}`,
    });
    if (res.statusCode === 404 && page > 1) break;
    expect(res.statusCode, `${q} page ${page}: ${res.body}`).toBe(200);
    const body = ProductPage.parse(res.json());
    count = body.count;
    ids.push(...body.results.map((p) => p.id));
    if (!body.next) break;
  }
  return { count, ids };
}

/** Queries of every kind, many drawn from the demo catalogue's own names. */
function queries(): string[] {
  const fixed = [
    'tra sua',
    'Trà Sữa',
    'TRÀ SỮA',
    'đường',
    'duong den',
    'Đường đen',
    'bột',
    'bot   tra  sua',
    'siro',
    'tran chau',
    'trân châu đen',
    'kem',
    'ly',
    'a',
    'tr',
    'ua',
    'd',
    '1kg',
    'xyzzy',
    'tra xyzzy',
    '%',
    '_',
    "' OR 1=1 --",
    'a\\',
    'một hai ba bốn năm sáu bảy tám chín mười',
    'sua tra',
  ];
  const fromNames = demoProducts.slice(0, 40).flatMap((p, i) => {
    const words = p.name.split(' ');
    const folded = foldVietnamese(p.name);
    return [
      p.name,
      i % 2 ? folded : p.name.toUpperCase(),
      words[0]!,
      words.slice(0, 2).join(' '),
      folded.slice(0, 3),
      words.slice(1, 3).join(' '),
      words.at(-1)!,
    ];
  });
  return [...new Set([...fixed, ...fromNames])];
}

describe('search in the database', () => {
  it('answers what the in-memory search answered, ids and order', async () => {
    const list = queries();
    expect(list.length).toBeGreaterThan(150);
    let nonEmpty = 0;
    for (const q of list) {
      const expected = referenceSearch(docs, q);
      const { count, ids } = await searchIds(q);
      expect(ids, q).toEqual(expected);
      expect(count, q).toBe(expected.length);
      if (expected.length) nonEmpty++;
    }
    expect(nonEmpty).toBeGreaterThan(100);
  });

  it('answers the same whichever way the words are looked for (the index, strpos, or both)', async () => {
    // Every word common (strpos alone), every word just above rare with pairs rare together (strpos and the index),
    // every word rare.
    for (const share of [1, SEARCH_RARE_WORD * 0.9 + 0.2, 0]) {
      const wordShare = (words: readonly string[]) => share ** words.length;
      for (const q of queries()) {
        const { results } = await searchAvailableProducts(
          t.db,
          foldVietnamese(q),
          { limit: 1000, offset: 0 },
          { wordShare },
        );
        expect(
          results.map((p) => p.id),
          `${q} (shares ${share})`,
        ).toEqual(referenceSearch(docs, q));
      }
    }
  });

  it('counts how common words are together over a sample: every product of a small catalogue', async () => {
    const wordShare = await loadSearchWordShare(t.db);
    for (const words of [['tra'], ['tra', 'sua'], ['kem', 'beo'], ['khong co dau']]) {
      const { rows } = (await t.db.execute(sql`SELECT
          count(*) FILTER (WHERE ${sql.join(
            words.map((w) => sql`strpos(search_name || ' ' || search_text, ${w}) > 0`),
            sql` AND `,
          )})::float / count(*) AS share FROM products`)) as unknown as { rows: { share: number }[] };
      expect(wordShare(words), words.join(' ')).toBeCloseTo(Number(rows[0]!.share), 10);
    }
  });

  it('ranks only the best-selling matches when there are very many, and an exact name always', async () => {
    const all = referenceSearch(docs, 'tra sua');
    const exact = docs.find((d) => d.name === 'tra sua')!.id;
    // docs are in sales order: the three best-selling matches, then the reference's order among the candidates.
    const bestSelling = docs.filter((d) => all.includes(d.id)).slice(0, 3);
    expect(bestSelling.map((d) => d.id)).not.toContain(exact);
    const expected = all.filter((id) => id === exact || bestSelling.some((d) => d.id === id));
    const { count, results } = await searchAvailableProducts(
      t.db,
      'tra sua',
      { limit: 100, offset: 0 },
      { maxRanked: 3 },
    );
    expect(results.map((p) => p.id)).toEqual(expected);
    expect(results[0]!.id).toBe(exact);
    expect(count).toBe(4);
  });

  it('pages the same way', async () => {
    for (const q of ['tra sua', 'a', 'bot']) {
      const expected = referenceSearch(docs, q);
      expect(expected.length, q).toBeGreaterThan(5);
      expect((await searchIds(q, 5)).ids, q).toEqual(expected);
    }
  });

  it('finds a word a product was just given, or a new product has (the word list follows the products)', async () => {
    const id = docs[docs.length - 1]!.id;
    await t.db.execute(sql`UPDATE products SET search_name = 'bot qzxvw dac biet' WHERE id = ${id}`);
    await t.db.execute(sql`UPDATE products SET search_text = search_text || ' wvxzq' WHERE id = ${id}`);
    for (const q of ['qzxvw', 'zxv', 'vxz', 'wvxzq', 'bot zxv', 'QZXVW dac']) {
      expect((await searchIds(q)).ids, q).toEqual([id]);
    }
    // A new product's words: the insert's trigger runs once per statement.
    const inserted = (await t.db.execute(sql`INSERT INTO products (name, slug, price, stock, category_id, search_name)
      SELECT 'Kjqpw', 'kjqpw-test', 1000, 5, category_id, 'kjqpw moi' FROM products WHERE id = ${id}
      RETURNING id`)) as unknown as { rows: { id: number }[] };
    expect((await searchIds('jqp moi')).ids).toEqual([inserted.rows[0]!.id]);
  });
});
