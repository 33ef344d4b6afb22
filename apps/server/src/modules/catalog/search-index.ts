import type { ProductSummary } from '@shop/domain/catalog.schemas';
import { foldVietnamese } from '@shop/domain/search-text';
import type { SearchDocument } from './catalog.repo';

/** Most words of a query that count; the rest are ignored. */
const MAX_WORDS = 8;

/**
 * Rank of a document for a folded query (lower is better): the whole query as the name, a name prefix, inside the
 * name, every word in the name, then words found only in the description. null: some word is nowhere.
 */
function rank(doc: SearchDocument, query: string, words: string[]): number | null {
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

/**
 * Search over the available products, held in memory and rebuilt when the catalogue changes (decision 0004):
 * accent- and case-insensitive, name matches above description matches, best sellers first within a rank.
 * Documents arrive sorted by sales, and the sort is stable.
 */
export function searchDocuments(
  docs: readonly SearchDocument[],
  q: string,
  page: { offset: number; limit: number },
): { count: number; results: ProductSummary[] } {
  const query = foldVietnamese(q);
  const words = query.split(' ').filter(Boolean).slice(0, MAX_WORDS);
  if (words.length === 0) return { count: 0, results: [] };
  const hits: { doc: SearchDocument; rank: number }[] = [];
  for (const doc of docs) {
    const r = rank(doc, query, words);
    if (r !== null) hits.push({ doc, rank: r });
  }
  hits.sort((a, b) => a.rank - b.rank);
  return {
    count: hits.length,
    results: hits.slice(page.offset, page.offset + page.limit).map((h) => h.doc.product),
  };
}
