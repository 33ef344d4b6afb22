import { createFileRoute, redirect } from '@tanstack/react-router';

/** The register form links to /terms (spec 1 §2); DESIGN §7 sends it to the terms of service. */
export const Route = createFileRoute('/_shop/terms')({
  beforeLoad: () => {
    throw redirect({ to: '/dieu-khoan-dich-vu' });
  },
});
