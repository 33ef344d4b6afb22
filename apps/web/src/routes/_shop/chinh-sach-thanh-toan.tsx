import { createFileRoute } from '@tanstack/react-router';
import { paymentPolicy } from '../../features/content/policies/payment-policy';
import { PolicyPage } from '../../features/content/policy-page';
import { POLICY_PAGES } from '../../features/content/policy-links';
import { pageHead } from '../../lib/seo';

export const Route = createFileRoute('/_shop/chinh-sach-thanh-toan')({
  head: () => pageHead(POLICY_PAGES.payment.title, POLICY_PAGES.payment.description),
  component: PaymentPolicyPage,
});

function PaymentPolicyPage() {
  return <PolicyPage page={POLICY_PAGES.payment} doc={paymentPolicy} />;
}
