import { createFileRoute } from '@tanstack/react-router';
import { policyRoute } from '../../features/content/policy-page';

export const Route = createFileRoute('/_shop/chinh-sach-giao-hang')(policyRoute('delivery'));
