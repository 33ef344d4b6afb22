import { createFileRoute } from '@tanstack/react-router';
import { privacyPolicy } from '../../features/content/policies/privacy-policy';
import { PolicyPage } from '../../features/content/policy-page';
import { POLICY_PAGES } from '../../features/content/policy-links';
import { pageHead } from '../../lib/seo';

export const Route = createFileRoute('/_shop/chinh-sach-bao-mat')({
  head: () => pageHead(POLICY_PAGES.privacy.title, POLICY_PAGES.privacy.description),
  component: PrivacyPolicyPage,
});

function PrivacyPolicyPage() {
  return <PolicyPage page={POLICY_PAGES.privacy} doc={privacyPolicy} />;
}
