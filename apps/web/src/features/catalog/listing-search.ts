/**
 * Constants of the listing's address-bar state, kept apart from the components so that the route's search
 * schema (which runs in the start-up bundle) pulls in nothing else.
 */

/** spec 1 §2 product listing: 12 per page. */
export const LISTING_PAGE_SIZE = 12;

/** How the listing lays out its products (issue 3: a grid/list toggle). */
export const LISTING_VIEWS = ['grid', 'list'] as const;
export type ListingView = (typeof LISTING_VIEWS)[number];
