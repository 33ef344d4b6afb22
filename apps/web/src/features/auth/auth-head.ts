import { pageHead } from '../../lib/seo';

/**
 * `head` of the account screens: title and description, kept out of search results (a page per visitor, and the
 * reset link carries a secret). Loads at start-up with the routes: no zod here.
 */
export function accountPageHead(title: string, description: string) {
  const head = pageHead(title, description);
  return { meta: [...head.meta, { name: 'robots', content: 'noindex' }] };
}
