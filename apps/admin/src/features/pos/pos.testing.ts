/** Rows and items for the till's tests: a product row as `GET /api/admin/products/` answers it. */
import type { TillItem, TillProductRow } from './till-items';

type VariantRow = TillProductRow['variants'][number];

export function productRow(over: Partial<TillProductRow> & { id: number }): TillProductRow {
  return {
    name: `Sản phẩm ${over.id}`,
    slug: `san-pham-${over.id}`,
    image_url: '',
    image_alts: {},
    price: 50_000,
    discount_price: null,
    stock: 10,
    is_active: true,
    category: 1,
    category_name: 'Trà',
    specifications: '',
    unit: 'gói',
    weight: 0.5,
    variants: [],
    total_quantity_sold: 0,
    created_at: '2026-01-01T00:00:00.000Z',
    max_quantities_in_cart: null,
    is_featured: false,
    updated_at: '2026-01-01T00:00:00.000Z',
    total_stock: 10,
    low_stock: false,
    barcode: null,
    sku: null,
    cost_price: null,
    ...over,
  };
}

export function variantRow(over: Partial<VariantRow> & { id: number; product: number }): VariantRow {
  return {
    name: `Loại ${over.id}`,
    unit: 'gói',
    sku: `SKU-${over.id}`,
    price: 30_000,
    discount_price: null,
    stock: 5,
    is_active: true,
    images: [],
    main_image: '',
    max_quantities_in_cart: null,
    barcode: null,
    cost_price: null,
    ...over,
  };
}

export function tillItem(over: Partial<TillItem> & { product: number }): TillItem {
  const variant = over.variant ?? null;
  return {
    key: variant === null ? String(over.product) : `${over.product}_${variant}`,
    variant,
    name: `Sản phẩm ${over.product}`,
    variantName: null,
    sku: '',
    barcode: null,
    price: 50_000,
    multiple: 1,
    ...over,
  };
}
