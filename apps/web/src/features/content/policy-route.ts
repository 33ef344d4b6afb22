import type { QueryClient } from '@tanstack/react-query';
import { pageHead } from '../../lib/seo';
import { pageQueries } from './pages.queries';
import type { PolicyKey } from './policy-links';

/** What a policy page's head shows: its title and its one-line summary. */
interface PolicyHead {
  title: string;
  description: string;
}

/**
 * The route options a policy page shares but its component: its head, and its text loaded before it renders (on
 * the server too). Each route file writes `component:` itself, so the router's code-splitter moves the page (and
 * its Markdown renderer) out of the start-up bundle into the route's own chunk. The six summaries (policy-links.ts)
 * come with the page too, through the loader, not with the start-up JavaScript of every page.
 */
export function policyRoute(policy: PolicyKey) {
  return {
    head: ({ loaderData }: { loaderData?: PolicyHead | undefined }) =>
      loaderData ? pageHead(loaderData.title, loaderData.description) : {},
    loader: async ({ context }: { context: { queryClient: QueryClient } }): Promise<PolicyHead> => {
      const { POLICY_PAGES, policySlug } = await import('./policy-links');
      const page = POLICY_PAGES[policy];
      await context.queryClient.ensureQueryData(pageQueries.page(policySlug(page)));
      return { title: page.title, description: page.description };
    },
  };
}
