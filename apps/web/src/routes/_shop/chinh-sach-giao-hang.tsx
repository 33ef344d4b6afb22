import { createFileRoute } from '@tanstack/react-router';
import { deliveryPolicy } from '../../features/content/policies/delivery-policy';
import { PolicyPage } from '../../features/content/policy-page';
import { POLICY_PAGES } from '../../features/content/policy-links';
import { pageHead } from '../../lib/seo';

export const Route = createFileRoute('/_shop/chinh-sach-giao-hang')({
  head: () => pageHead(POLICY_PAGES.delivery.title, POLICY_PAGES.delivery.description),
  component: DeliveryPolicyPage,
});

function DeliveryPolicyPage() {
  return <PolicyPage page={POLICY_PAGES.delivery} doc={deliveryPolicy} />;
}
