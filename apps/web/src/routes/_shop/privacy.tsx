import { createFileRoute, redirect } from '@tanstack/react-router';

/** The register form links to /privacy (spec 1 §2); DESIGN §7 sends it to the privacy policy. */
export const Route = createFileRoute('/_shop/privacy')({
  beforeLoad: () => {
    throw redirect({ to: '/chinh-sach-bao-mat' });
  },
});
