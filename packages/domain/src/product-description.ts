/**
 * The product page's multi-line texts (spec 1 §2 Product detail): in the description, lines numbered
 * 'n. label: value' are shown as a table, the rest is Markdown (basic formatting written in the back
 * office). The specifications text is a list of 'label: value' lines without numbers, shown the same way.
 */

/** One table row; `number` is the line's own number ('3. Xuất xứ: …' → 3), null when the line had none. */
export type DescriptionRow = { number: number | null; label: string; value: string };

/** A run of text: a paragraph, or consecutive 'label: value' lines gathered into one table. */
export type DescriptionBlock = { kind: 'paragraph'; text: string } | { kind: 'table'; rows: DescriptionRow[] };

/** Longest label taken as a table label; a longer text before the colon is a sentence, not a label. */
export const MAX_LABEL_LENGTH = 60;

// '1. label: value' or '1) label: value'; the label stops at the first colon (ASCII or full-width), so a value may
// hold colons of its own ('Giờ mở cửa: 8:00 - 20:00').
const NUMBERED_ROW = /^(\d{1,3})[.)]\s+([^:：]+?)\s*[:：]\s*(\S.*)$/;
const PLAIN_ROW = /^([^:：]+?)\s*[:：]\s*(\S.*)$/;

function toRow(line: string, numberedOnly: boolean): DescriptionRow | null {
  const numbered = NUMBERED_ROW.exec(line);
  if (numbered) {
    const [, n, label, value] = numbered as unknown as [string, string, string, string];
    if (label.length <= MAX_LABEL_LENGTH) return { number: Number(n), label, value: value.trim() };
    return null;
  }
  if (numberedOnly) return null;
  const plain = PLAIN_ROW.exec(line);
  if (!plain) return null;
  const [, label, value] = plain as unknown as [string, string, string];
  // The colon of a URL ('https://…') or of a time ('8:00') does not end a label.
  if (label.length > MAX_LABEL_LENGTH || value.startsWith('//') || (/\d$/.test(label) && /^\d/.test(value)))
    return null;
  return { number: null, label, value: value.trim() };
}

function parse(text: string, numberedOnly: boolean): DescriptionBlock[] {
  const blocks: DescriptionBlock[] = [];
  for (const rawLine of text.split(/\r\n|\r|\n/)) {
    const line = rawLine.trim();
    // Blank lines only separate; they do not break a table in two.
    if (line === '') continue;
    const row = toRow(line, numberedOnly);
    const last = blocks.at(-1);
    if (row === null) blocks.push({ kind: 'paragraph', text: line });
    else if (last?.kind === 'table') last.rows.push(row);
    else blocks.push({ kind: 'table', rows: [row] });
  }
  return blocks;
}

/**
 * Splits a product description into paragraphs and tables (spec 1 §2): each line numbered 'n. label: value' is a
 * table row, consecutive rows form one table, any other non-blank line is a paragraph of its own.
 *
 * @example parseDescription('Trà đen.\n1. Xuất xứ: Việt Nam\n2. Hạn sử dụng: 24 tháng')
 * // [{kind:'paragraph', text:'Trà đen.'}, {kind:'table', rows:[{number:1, label:'Xuất xứ', value:'Việt Nam'}, …]}]
 */
export function parseDescription(text: string): DescriptionBlock[] {
  return parse(text, true);
}

/** Splits the specifications text the same way, taking every 'label: value' line as a row, numbered or not. */
export function parseSpecifications(text: string): DescriptionBlock[] {
  return parse(text, false);
}

/** A run of the description as the page shows it: Markdown, or consecutive numbered rows as one table. */
export type DescriptionSection = { kind: 'markdown'; text: string } | { kind: 'table'; rows: DescriptionRow[] };

/**
 * Splits a description into Markdown runs and tables: each line numbered 'n. label: value' is a table row (spec 1
 * §2; blank lines between rows don't break the table), the lines between rows are one Markdown text each, as typed.
 * A Markdown list item that reads like a row ('1. Xuất xứ: Việt Nam') is a row: the spec's table wins.
 *
 * @example descriptionSections('Trà **đen**.\n1. Xuất xứ: Việt Nam')
 * // [{kind:'markdown', text:'Trà **đen**.'}, {kind:'table', rows:[{number:1, label:'Xuất xứ', value:'Việt Nam'}]}]
 */
export function descriptionSections(text: string): DescriptionSection[] {
  const sections: DescriptionSection[] = [];
  let pending: string[] = [];
  const flush = () => {
    const markdown = pending.join('\n').replace(/^\s*\n|\s+$/g, '');
    if (markdown.trim()) sections.push({ kind: 'markdown', text: markdown });
    pending = [];
  };
  for (const line of text.split(/\r\n|\r|\n/)) {
    const row = toRow(line.trim(), true);
    if (!row) {
      pending.push(line);
      continue;
    }
    flush();
    const last = sections.at(-1);
    if (last?.kind === 'table') last.rows.push(row);
    else sections.push({ kind: 'table', rows: [row] });
  }
  flush();
  return sections;
}

/**
 * Markdown that keeps the description's line breaks: a single newline inside a paragraph becomes a hard break, as
 * in the plain-text descriptions written before Markdown (each line its own line) and in a textarea.
 */
export function withHardBreaks(markdown: string): string {
  return markdown.replace(/([^\n])\n(?=[^\n])/g, '$1  \n');
}

const HEADING = /^\s{0,3}#{1,6}\s/;

/** One line of Markdown as plain text: heading and list marks, emphasis, code marks and link targets dropped. */
export function markdownLineText(line: string): string {
  return line
    .replace(/^\s{0,3}(?:#{1,6}\s+|>\s?|[-*+]\s+|\d{1,9}[.)]\s+)/, '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__|\*|_|~~|`)(?=\S)([^]*?\S)\1/g, '$2')
    .trim();
}

/** Longest summary returned by {@link descriptionSummary}, as search engines show about this much. */
export const SUMMARY_MAX_LENGTH = 160;

/**
 * A short plain-text summary of a description for the page's meta description: the first sentence of its first
 * paragraph (or, without a paragraph, its first rows), cut at a word boundary to at most `maxLength` characters
 * with '…' when it was longer. Empty for an empty description.
 */
export function descriptionSummary(text: string, maxLength: number = SUMMARY_MAX_LENGTH): string {
  const blocks = parseDescription(text);
  const paragraphs = blocks.flatMap((b) =>
    b.kind === 'paragraph' ? [{ text: markdownLineText(b.text), heading: HEADING.test(b.text) }] : [],
  );
  // A Markdown heading names a section; the first sentence of prose says more.
  const paragraph = paragraphs.find((p) => p.text && !p.heading) ?? paragraphs.find((p) => p.text);
  let summary: string;
  if (paragraph) {
    // A sentence ends at '.', '!', '?' or '…' followed by a space; '1.5kg' or '3.000đ' do not end one.
    const end = /[.!?…](?=\s)/.exec(paragraph.text);
    summary = end ? paragraph.text.slice(0, end.index + 1) : paragraph.text;
  } else {
    const rows = blocks.flatMap((b) => (b.kind === 'table' ? b.rows : []));
    summary = rows.map((r) => `${r.label}: ${r.value}`).join('; ');
  }
  summary = summary.replace(/\s+/g, ' ').trim();
  if (summary.length <= maxLength) return summary;
  const cut = summary.slice(0, maxLength - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > maxLength / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/, '')}…`;
}
