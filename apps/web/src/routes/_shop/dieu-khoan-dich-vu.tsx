import { createFileRoute } from '@tanstack/react-router';
import { PolicyPage } from '../../features/content/policy-page';
import { policyRoute } from '../../features/content/policy-route';

export const Route = createFileRoute('/_shop/dieu-khoan-dich-vu')({
  ...policyRoute('terms'),
  component: () => <PolicyPage policy="terms" />,
});
