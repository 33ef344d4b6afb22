/**
 * How the Markdown of a content page (pages.schemas.ts) maps onto the shop's layouts, so the back office's text keeps
 * today's page structure: a policy page is an intro and `## Heading {#anchor}` sections (the table of contents);
 * the FAQ is `# Category`, then `## Question` and its answer.
 */
import { foldVietnamese, slugify } from './search-text';

/** A paragraph holding only this marker shows the shop's live contact tiles (hotline, Zalo, email, stores). */
export const CONTACT_MARKER = '[[lien-he]]';

export interface PolicySection {
  /** The anchor of the table of contents: the heading's `{#id}`, else made from the heading. */
  id: string;
  heading: string;
  /** The section's Markdown. */
  body: string;
}

const SECTION = /^##\s+(.+?)\s*(?:\{#([A-Za-z0-9_-]+)\})?\s*$/;
const CATEGORY = /^#\s+(.+?)\s*$/;

/** 'Thời gian làm việc' → 'thoi-gian-lam-viec'. */
const anchorOf = (heading: string) => slugify(heading) || 'muc';

/** A policy page's intro (the Markdown before the first `##`) and its sections, anchors made unique. */
export function policySections(markdown: string): { intro: string; sections: PolicySection[] } {
  const intro: string[] = [];
  const sections: { id: string; heading: string; lines: string[] }[] = [];
  const seen = new Set<string>();
  for (const line of markdown.split(/\r?\n/)) {
    const m = SECTION.exec(line);
    if (m?.[1]) {
      let id = m[2] ?? anchorOf(m[1]);
      for (let n = 2; seen.has(id); n++) id = `${m[2] ?? anchorOf(m[1])}-${n}`;
      seen.add(id);
      sections.push({ id, heading: m[1], lines: [] });
    } else (sections.at(-1)?.lines ?? intro).push(line);
  }
  return {
    intro: intro.join('\n').trim(),
    sections: sections.map(({ lines, ...s }) => ({ ...s, body: lines.join('\n').trim() })),
  };
}

/** A Markdown text cut at the paragraphs that are the contact marker: text, 'contact', text, … */
export function splitAtContact(markdown: string): (string | typeof CONTACT_MARKER)[] {
  const parts: (string | typeof CONTACT_MARKER)[] = [];
  for (const [i, chunk] of markdown.split(/^[ \t]*\[\[lien-he\]\][ \t]*$/m).entries()) {
    if (i > 0) parts.push(CONTACT_MARKER);
    if (chunk.trim()) parts.push(chunk.trim());
  }
  return parts;
}

export interface FaqEntry {
  id: string;
  category: string;
  question: string;
  /** The answer's Markdown. */
  answer: string;
}

/** The FAQ's entries in order; a question before any `# Category` falls under 'Khác'. */
export function faqEntries(markdown: string): FaqEntry[] {
  const entries: (Omit<FaqEntry, 'answer'> & { lines: string[] })[] = [];
  let category = 'Khác';
  for (const line of markdown.split(/\r?\n/)) {
    const section = SECTION.exec(line);
    const cat = section ? null : CATEGORY.exec(line);
    if (cat?.[1]) category = cat[1];
    else if (section?.[1]) entries.push({ id: `${entries.length + 1}`, category, question: section[1], lines: [] });
    else entries.at(-1)?.lines.push(line);
  }
  return entries.map(({ lines, ...e }) => ({ ...e, answer: lines.join('\n').trim() }));
}

/** The categories in the order they first appear (the support centre's dropdown after 'Tất cả'). */
export function faqCategories(entries: readonly FaqEntry[]): string[] {
  return [...new Set(entries.map((e) => e.category))];
}

/** What a shopper reads of a Markdown text: link addresses and emphasis marks are not searched. */
const readable = (markdown: string) => foldVietnamese(markdown.replace(/\]\([^)]*\)/g, ']').replace(/[*_`#>[\]]/g, ''));

/**
 * The entries in a category (`null`: all) whose question or answer contains the search text (spec 1 §2). Matching
 * ignores case and Vietnamese accents, so 'giao hang' finds 'Giao hàng'.
 */
export function filterFaq(entries: readonly FaqEntry[], text: string, category: string | null): FaqEntry[] {
  const needle = foldVietnamese(text);
  return entries.filter(
    (e) =>
      (category === null || e.category === category) &&
      (needle === '' || readable(e.question).includes(needle) || readable(e.answer).includes(needle)),
  );
}
