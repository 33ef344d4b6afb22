/**
 * Constants of the listing's and the search page's address-bar state and loaders, kept apart from the components
 * so that the routes' search schemas and loaders (which run in the start-up bundle) pull in nothing else.
 */

/** spec 1 §2 product listing: 12 per page. */
export const LISTING_PAGE_SIZE = 12;

/** spec 2 §9: search page size 12. */
export const SEARCH_PAGE_SIZE = 12;

/** How the listing lays out its products (a grid/list toggle). */
export const LISTING_VIEWS = ['grid', 'list'] as const;
export type ListingView = (typeof LISTING_VIEWS)[number];
