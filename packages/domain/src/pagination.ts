/** An entry of a pagination bar: a page number, or a gap shown as an ellipsis. */
export type PageItem = number | 'ellipsis';

/** Pages shown without gaps (spec 1 §9: all pages up to 7). */
export const MAX_PAGES_WITHOUT_GAPS = 7;

/**
 * The pagination bar (spec 1 §2 listing): every page when there are at most 7, otherwise the first and last page,
 * the current one with one neighbour each side, and ellipses for the gaps.
 */
export function pageItems(current: number, total: number): PageItem[] {
  if (total <= 0) return [];
  const page = Math.min(Math.max(1, Math.trunc(current)), total);
  if (total <= MAX_PAGES_WITHOUT_GAPS) return Array.from({ length: total }, (_, i) => i + 1);
  // Near either end, show five pages on that side so the bar keeps a steady width.
  const start = page <= 4 ? 2 : page >= total - 3 ? total - 4 : page - 1;
  const end = page <= 4 ? 5 : page >= total - 3 ? total - 1 : page + 1;
  const items: PageItem[] = [1];
  if (start > 2) items.push('ellipsis');
  for (let p = start; p <= end; p++) items.push(p);
  if (end < total - 1) items.push('ellipsis');
  items.push(total);
  return items;
}

/** 'showing X-Y of N' numbers for a page (1-based, inclusive); zeros for an empty list. */
export function pageRange(page: number, pageSize: number, count: number): { from: number; to: number } {
  if (count <= 0) return { from: 0, to: 0 };
  const from = (page - 1) * pageSize + 1;
  return { from: Math.min(from, count), to: Math.min(page * pageSize, count) };
}
