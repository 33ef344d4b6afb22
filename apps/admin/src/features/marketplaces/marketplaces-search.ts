/**
 * The marketplaces' URLs: the page's `?connected=<channel>` or `?error=` (where the authorisation's callback sends
 * the admin back, DESIGN §16), and the links screen's tab, search and page. A value the router can't use is dropped.
 */
import { ADMIN_SEARCH_MAX_LENGTH } from '@shop/domain/admin.schemas';
import { MARKETPLACE_CHANNELS, type MarketplaceChannel } from '@shop/domain/order-source';
import { z } from 'zod';

export const MarketplacesSearch = z.object({
  connected: z.enum(MARKETPLACE_CHANNELS).optional().catch(undefined),
  error: z.string().trim().max(500).optional().catch(undefined),
});
export type MarketplacesSearch = z.infer<typeof MarketplacesSearch>;

export const LINK_TABS = ['linked', 'unlinked'] as const;
export type LinkTab = (typeof LINK_TABS)[number];

export const LinksSearch = z.object({
  /** What needs work first: the units not linked yet. */
  tab: z.enum(LINK_TABS).catch('unlinked'),
  search: z
    .preprocess(
      (v) => (typeof v === 'number' ? String(v) : v),
      z.string().trim().max(ADMIN_SEARCH_MAX_LENGTH).optional(),
    )
    .catch(undefined),
  page: z.int().min(1).optional().catch(undefined),
});
export type LinksSearch = z.infer<typeof LinksSearch>;

/** The `$channel` of a marketplace's URL, or null for one that isn't. */
export function channelOf(value: string): MarketplaceChannel | null {
  return (MARKETPLACE_CHANNELS as readonly string[]).includes(value) ? (value as MarketplaceChannel) : null;
}
