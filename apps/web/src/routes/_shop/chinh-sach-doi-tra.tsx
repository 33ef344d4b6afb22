import { createFileRoute } from '@tanstack/react-router';
import { returnsPolicy } from '../../features/content/policies/returns-policy';
import { PolicyPage } from '../../features/content/policy-page';
import { POLICY_PAGES } from '../../features/content/policy-links';
import { pageHead } from '../../lib/seo';

export const Route = createFileRoute('/_shop/chinh-sach-doi-tra')({
  head: () => pageHead(POLICY_PAGES.returns.title, POLICY_PAGES.returns.description),
  component: ReturnsPolicyPage,
});

function ReturnsPolicyPage() {
  return <PolicyPage page={POLICY_PAGES.returns} doc={returnsPolicy} />;
}
