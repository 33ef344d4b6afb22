/** LIKE's wildcards typed by staff are literal characters (PostgreSQL's default escape is the backslash). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
