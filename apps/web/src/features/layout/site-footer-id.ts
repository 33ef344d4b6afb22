/** The footer's root id: the browser keeps the server's footer by it (routes/_shop.tsx). */
export const SITE_FOOTER_ID = 'site-footer';
