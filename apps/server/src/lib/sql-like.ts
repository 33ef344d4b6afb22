import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/** LIKE's wildcards typed by staff are literal characters (PostgreSQL's default escape is the backslash). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Vietnamese letters with their marks, and the same letters without (both cases: `lower` may know only ASCII). */
const MARKED_LOWER = 'àáạảãâầấậẩẫăằắặẳẵèéẹẻẽêềếệểễìíịỉĩòóọỏõôồốộổỗơờớợởỡùúụủũưừứựửữỳýỵỷỹđ';
const PLAIN_LOWER = 'aaaaaaaaaaaaaaaaaeeeeeeeeeeeiiiiiooooooooooooooooouuuuuuuuuuuyyyyyd';
const MARKED = MARKED_LOWER + MARKED_LOWER.toUpperCase();
const PLAIN = PLAIN_LOWER + PLAIN_LOWER.toUpperCase();

/**
 * A text column folded as product names are (decision 0004: lower case, no marks), in SQL, for a column that has no
 * folded copy of its own; compare it with a word folded by `foldVietnamese`.
 */
export const foldedSql = (column: SQLWrapper): SQL => sql`lower(translate(${column}, ${MARKED}, ${PLAIN}))`;
