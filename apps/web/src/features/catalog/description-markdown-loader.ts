import type * as DescriptionMarkdownModule from './description-markdown';

/**
 * The product description's Markdown renderer (description-markdown.tsx, with markdown-to-jsx: 7 KB gzip) is not
 * part of the JavaScript a product page loads at start. The route's loader loads it before a page
 * renders: on the server, and in the browser when the shopper opens a product from another page. A product page the
 * server sent keeps the server's description as it is (product-description.tsx) and does not need it.
 */
type DescriptionMarkdown = typeof DescriptionMarkdownModule;

let loaded: DescriptionMarkdown | undefined;
let loading: Promise<DescriptionMarkdown> | undefined;

export function loadDescriptionMarkdown(): Promise<DescriptionMarkdown> {
  loading ??= import('./description-markdown').then(
    (module) => {
      loaded = module;
      return module;
    },
    (error: unknown) => {
      // A failed download is tried again by the next page that needs it.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The renderer if it is loaded already. */
export const descriptionMarkdown = (): DescriptionMarkdown | undefined => loaded;
