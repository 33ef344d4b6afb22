import { createFileRoute } from '@tanstack/react-router';
import { termsOfService } from '../../features/content/policies/terms-of-service';
import { PolicyPage } from '../../features/content/policy-page';
import { POLICY_PAGES } from '../../features/content/policy-links';
import { pageHead } from '../../lib/seo';

export const Route = createFileRoute('/_shop/dieu-khoan-dich-vu')({
  head: () => pageHead(POLICY_PAGES.terms.title, POLICY_PAGES.terms.description),
  component: TermsOfServicePage,
});

function TermsOfServicePage() {
  return <PolicyPage page={POLICY_PAGES.terms} doc={termsOfService} />;
}
