/**
 * The product form's values: `ProductInput`'s input (the domain schema checks the form, STYLE §5), made from a
 * product as the API answers it, and number fields read from their text boxes.
 */
import type { AdminProductDetail, ProductInput, VariantInput } from '@shop/domain/admin-catalog.schemas';
import type { z } from 'zod';

export type ProductFormValues = z.input<typeof ProductInput>;
export type VariantFormValues = z.input<typeof VariantInput>;

export const EMPTY_PRODUCT: ProductFormValues = {
  name: '',
  slug: '',
  category: undefined as unknown as number,
  price: undefined as unknown as number,
  discount_price: null,
  stock: 0,
  unit: '',
  weight: 0,
  description: '',
  specifications: '',
  image_url: '',
  image_alts: {},
  is_active: true,
  is_featured: false,
  max_quantities_in_cart: null,
  order_multiple: 1,
  vat_rate: null,
  barcode: '',
  sku: '',
  cost_price: null,
  variants: [],
};

export const EMPTY_VARIANT: VariantFormValues = {
  name: '',
  unit: '',
  sku: '',
  price: undefined as unknown as number,
  discount_price: null,
  stock: 0,
  is_active: true,
  images: [],
  main_image: '',
  max_quantities_in_cart: null,
  barcode: '',
  cost_price: null,
};

export function formValuesOf(p: AdminProductDetail): ProductFormValues {
  return {
    name: p.name,
    slug: p.slug,
    category: p.category,
    price: p.price,
    discount_price: p.discount_price,
    stock: p.stock,
    unit: p.unit,
    weight: p.weight,
    description: p.description,
    specifications: p.specifications,
    image_url: p.image_url,
    image_alts: p.image_alts,
    is_active: p.is_active,
    is_featured: p.is_featured,
    max_quantities_in_cart: p.max_quantities_in_cart,
    order_multiple: p.order_multiple ?? 1,
    vat_rate: (p.vat_rate ?? null) as ProductFormValues['vat_rate'],
    barcode: p.barcode ?? '',
    sku: p.sku ?? '',
    cost_price: p.cost_price,
    variants: p.variants.map((v) => ({
      id: v.id,
      name: v.name,
      unit: v.unit,
      sku: v.sku,
      price: v.price,
      discount_price: v.discount_price,
      stock: v.stock,
      is_active: v.is_active,
      images: v.images,
      main_image: v.main_image,
      max_quantities_in_cart: v.max_quantities_in_cart,
      order_multiple: v.order_multiple ?? 1,
      barcode: v.barcode ?? '',
      cost_price: v.cost_price,
    })),
  };
}
