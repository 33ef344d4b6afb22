import { createFileRoute } from '@tanstack/react-router';
import { warrantyPolicy } from '../../features/content/policies/warranty-policy';
import { PolicyPage } from '../../features/content/policy-page';
import { POLICY_PAGES } from '../../features/content/policy-links';
import { pageHead } from '../../lib/seo';

export const Route = createFileRoute('/_shop/chinh-sach-bao-hanh')({
  head: () => pageHead(POLICY_PAGES.warranty.title, POLICY_PAGES.warranty.description),
  component: WarrantyPolicyPage,
});

function WarrantyPolicyPage() {
  return <PolicyPage page={POLICY_PAGES.warranty} doc={warrantyPolicy} />;
}
