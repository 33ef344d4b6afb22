import type { QueryClient } from '@tanstack/react-query';
import { pageHead } from '../../lib/seo';
import { pageQueries } from './pages.queries';
import { POLICY_PAGES, type PolicyKey, policySlug } from './policy-links';

/**
 * The route options a policy page shares but its component: its head, and its text loaded before it renders (on
 * the server too). Each route file writes `component:` itself, so the router's code-splitter moves the page (and
 * its Markdown renderer) out of the start-up bundle into the route's own chunk.
 */
export function policyRoute(policy: PolicyKey) {
  const page = POLICY_PAGES[policy];
  return {
    head: () => pageHead(page.title, page.description),
    loader: ({ context }: { context: { queryClient: QueryClient } }) =>
      context.queryClient.ensureQueryData(pageQueries.page(policySlug(page))),
  };
}
