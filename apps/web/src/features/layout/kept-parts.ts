import { keptFromServer } from '../../components/kept-from-server';

/** The footer only shows the shop's details and links: the browser keeps the server's (kept-from-server.tsx). */
export const KeptSiteFooter = keptFromServer('site-footer', () => import('./site-footer').then((m) => m.SiteFooter));
