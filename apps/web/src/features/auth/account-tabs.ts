/** The tabs of /account (spec 1 §2), kept in the address bar as `?tab=`. No zod: the route's search uses it. */
export const ACCOUNT_TABS = ['profile', 'password', 'orders'] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];

/**
 * `validateSearch` of /account: a known tab, or none (the profile). The key is always returned, so an unknown value
 * does not survive the router's merge over the raw parameters.
 */
export function parseAccountSearch(search: Record<string, unknown>): { tab?: AccountTab | undefined } {
  const tab = ACCOUNT_TABS.find((t) => t === search.tab);
  return { tab: tab === 'profile' ? undefined : tab };
}
