/** A policy page as typed data: the PolicyPage component lays out any of the six (spec 1 §2 static pages). */

/** One block of a section. `contact` renders the shop's live contact links (hotline from the configuration). */
export type PolicyBlock =
  | { kind: 'p'; text: string }
  | { kind: 'ul'; items: readonly string[] }
  | { kind: 'ol'; items: readonly string[] }
  | { kind: 'table'; caption: string; head: readonly string[]; rows: readonly (readonly string[])[] }
  | { kind: 'note'; text: string }
  | { kind: 'contact' };

export interface PolicySection {
  /** The anchor of the table of contents (kebab-case, unique in the page). */
  id: string;
  heading: string;
  blocks: readonly PolicyBlock[];
}

export interface PolicyDocument {
  /** ISO date of the last change, shown as 'Cập nhật lần cuối'. */
  updated: string;
  intro: string;
  sections: readonly PolicySection[];
}

/** Shorthands that keep the policy texts readable. */
export const p = (text: string): PolicyBlock => ({ kind: 'p', text });
export const ul = (...items: string[]): PolicyBlock => ({ kind: 'ul', items });
export const ol = (...items: string[]): PolicyBlock => ({ kind: 'ol', items });
export const note = (text: string): PolicyBlock => ({ kind: 'note', text });
export const contact: PolicyBlock = { kind: 'contact' };
