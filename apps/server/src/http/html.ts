/**
 * Writes tags into a page's head. A replacer function, not a replacement string: `$'`, `` $` `` or `$&` in product
 * text must stay text, not splice the page (issue 10 item 14).
 */
export function insertBeforeHeadEnd(html: string, tags: string): string {
  return html.replace('</head>', () => `    ${tags}\n  </head>`);
}
