import type { Product, Variant } from '@shop/domain/catalog.schemas';
import { isOutOfStock } from '@shop/domain/pricing';
import { PLACEHOLDER_IMAGE } from '../../components/ui/placeholder-image';

/** Why something cannot be bought, or null when it can. */
export type Unavailability = 'inactive' | 'sold-out' | null;

/** Why a product cannot be bought at all (spec 1 §3 isOutOfStock: inactive, or no stock anywhere). */
export function productUnavailability(product: Product): Unavailability {
  if (!product.is_active) return 'inactive';
  return isOutOfStock(product) ? 'sold-out' : null;
}

/** Why one option (the default product, or a variant) cannot be chosen. */
export function optionUnavailability(product: Product, variant: Variant | undefined): Unavailability {
  if (!product.is_active || (variant && !variant.is_active)) return 'inactive';
  return (variant ?? product).stock > 0 ? null : 'sold-out';
}

/**
 * The option shown first (spec 1 §4: the default product or exactly one variant): the default product while it can
 * be bought, else the first variant that can, else the default product (then the page says it is unavailable).
 */
export function initialVariant(product: Product): Variant | undefined {
  if (optionUnavailability(product, undefined) === null) return undefined;
  return product.variants.find((v) => optionUnavailability(product, v) === null);
}

/** The image of the chosen option: the variant's main image, else the product's, else the placeholder. */
export function optionImage(product: Product, variant: Variant | undefined): string {
  return variant?.main_image || variant?.images[0] || product.image_url || PLACEHOLDER_IMAGE;
}

/** What the option's photo shows, for its alt: what staff wrote for that photo, else the product and option names. */
export function optionImageAlt(
  product: Pick<Product, 'name' | 'image_alts'>,
  variant: Variant | undefined,
  src: string,
) {
  return product.image_alts?.[src] || (variant ? `${product.name} - ${variant.name}` : product.name);
}

/**
 * The most the stepper allows: the option's stock, and its cart limit when it has one (spec 1 §5: the variant's
 * max_quantities_in_cart when a variant is chosen, else the product's; null means no limit). At least 1.
 */
export function optionMaxQuantity(product: Product, variant: Variant | undefined): number {
  const stock = (variant ?? product).stock;
  const limit = variant ? variant.max_quantities_in_cart : product.max_quantities_in_cart;
  return Math.max(1, Math.min(stock, limit ?? Number.POSITIVE_INFINITY));
}
