import { createFileRoute } from '@tanstack/react-router';

// The product page arrives with the storefront issue; this keeps product links alive meanwhile.
export const Route = createFileRoute('/_shop/products/$id')({
  component: () => null,
});
