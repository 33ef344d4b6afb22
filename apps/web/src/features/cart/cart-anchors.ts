/** The elements the fly-to-cart animation (fly-to-cart.ts) flies between, marked by attributes. */

/** Attribute of the header's cart button, the animation's target. */
export const CART_TRIGGER_ATTRIBUTE = 'data-cart-trigger';
/** Attribute of the image to fly, inside a product card or the product page. */
export const FLY_SOURCE_ATTRIBUTE = 'data-fly-source';
