import type { Product } from '@shop/domain/catalog.schemas';
import { socialImageUrl } from '@shop/domain/media.rules';
import { descriptionSummary } from '@shop/domain/product-description';
import { isOutOfStock, linePrice } from '@shop/domain/pricing';
import { SHOP_TITLE, type SharedPage } from '../../lib/seo';

/** A product page's head: its name and summary, a raster preview image, and schema.org Product data. */
export function productPage(product: Product, origin: string): SharedPage {
  const url = `${origin}/products/${product.id}`;
  const description = descriptionSummary(product.description) || product.name;
  // Link previews want a raster image: a pipeline image's JPEG, else the image itself.
  const image = product.image_url ? new URL(socialImageUrl(product.image_url), origin).href : undefined;
  return {
    title: product.name,
    description,
    url,
    image,
    type: 'product',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      description,
      image: image ? [image] : undefined,
      sku: String(product.id),
      category: product.category_name,
      brand: { '@type': 'Brand', name: SHOP_TITLE },
      offers: {
        '@type': 'Offer',
        url,
        priceCurrency: 'VND',
        price: linePrice(product),
        availability: isOutOfStock(product) ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
      },
    },
  };
}
