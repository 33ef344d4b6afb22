/**
 * Back-office catalogue contracts (DESIGN §8): products and variants, and categories (the stock ledger is in
 * admin-stock.schemas.ts, the CSV import's report in admin-import.schemas.ts), shared by the server's
 * `/api/admin/…` routes and the admin app's forms (STYLE §4). Kept beside admin.schemas.ts (the orders desk's) so
 * neither file grows past reading. The fields are in admin-catalog-fields.schemas.ts, the rules and messages in
 * admin-catalog.rules.ts; each schema and its inferred type share one name.
 */
import { z } from 'zod';
import {
  Barcode,
  CartLimit,
  CostPrice,
  DiscountPrice,
  Id,
  ImageAlts,
  ImageUrl,
  Price,
  ProductSku,
  Sku,
  Slug,
  Stock,
  Weight,
  booleanField,
  requiredText,
  text,
} from './admin-catalog-fields.schemas';
import {
  CATALOG_ADMIN_MESSAGES as M,
  CATEGORY_NAME_MAX_LENGTH,
  DESCRIPTION_MAX_LENGTH,
  INT4_MAX,
  PRODUCT_NAME_MAX_LENGTH,
  SPECIFICATIONS_MAX_LENGTH,
  UNIT_MAX_LENGTH,
  VARIANTS_MAX,
  VARIANT_IMAGES_MAX,
  VARIANT_NAME_MAX_LENGTH,
  productRuleIssues,
} from './admin-catalog.rules';
import { ADMIN_SEARCH_MAX_LENGTH, optionalId, optionalQueryText, pageField, pageSizeField } from './admin.schemas';
import { StatsQuery } from './admin-stats.schemas';
import { AuditEntry } from './admin-audit.schemas';
import { Category, Product, QUERY_MESSAGES, Variant, paginated } from './catalog.schemas';
import { blankToUndefined, optionalBoolean } from './catalog-query.schemas';
import { OrderMultiple, VatRateField } from './wholesale.schemas';

// ---------------------------------------------------------------------------------------------------------------
// Products and variants: requests
// ---------------------------------------------------------------------------------------------------------------

/**
 * A variant in a product's form. `id` names an existing variant (an update); without it the variant is new. `stock`
 * is the opening stock of a new variant; an existing one's stock changes only through the stock ledger, so it must
 * be left out or equal to the current stock.
 */
export const VariantInput = z.object({
  id: Id.optional(),
  name: requiredText(VARIANT_NAME_MAX_LENGTH, M.variantNameRequired),
  unit: text(UNIT_MAX_LENGTH).default(''),
  sku: Sku,
  price: Price,
  discount_price: DiscountPrice.default(null),
  stock: Stock.optional(),
  is_active: booleanField().default(true),
  images: z.array(ImageUrl, { error: M.imageUrlInvalid }).max(VARIANT_IMAGES_MAX, M.imagesTooMany).default([]),
  main_image: ImageUrl.default(''),
  max_quantities_in_cart: CartLimit.default(null),
  /** Left out: an existing variant keeps its own, a new one sells singly. */
  order_multiple: OrderMultiple.optional(),
  /** Left out: an existing variant keeps its own, a new one has none; '' or null: none. */
  barcode: Barcode.optional(),
  /** What a unit costs the shop (staff only). Left out: an existing variant keeps its own; null: the product's. */
  cost_price: CostPrice.optional(),
});
export type VariantInput = z.infer<typeof VariantInput>;

/** A product's own fields (DESIGN §3), without defaults: the update takes any of them. */
const productFields = {
  name: requiredText(PRODUCT_NAME_MAX_LENGTH, M.nameRequired, M.nameTooLong),
  slug: Slug,
  category: z.int({ error: M.categoryRequired }).min(1, M.categoryRequired).max(INT4_MAX, M.categoryRequired),
  price: Price,
  discount_price: DiscountPrice,
  stock: Stock,
  unit: text(UNIT_MAX_LENGTH),
  weight: Weight,
  description: text(DESCRIPTION_MAX_LENGTH),
  specifications: text(SPECIFICATIONS_MAX_LENGTH),
  image_url: ImageUrl,
  image_alts: ImageAlts,
  is_active: booleanField(),
  is_featured: booleanField(),
  max_quantities_in_cart: CartLimit,
  /** Sold in packs of this many (DESIGN §13); left out on create: 1. */
  order_multiple: OrderMultiple,
  /** VAT percent for the e-invoice; null: the shop's default. */
  vat_rate: VatRateField.nullable(),
  /** What a scanner reads at the counter (DESIGN §15); '' or null: none. Unique across products and variants. */
  barcode: Barcode,
  /**
   * Its own SKU, for a product without variants to link to a marketplace item (DESIGN §16); '' or null: none.
   * Unique across products' and variants' SKUs.
   */
  sku: ProductSku,
  /** What a unit costs the shop (DESIGN §17, staff only: never in the shop's answers); null: not known. */
  cost_price: CostPrice,
  /** In display order: reordering is sending them in the new order. */
  variants: z.array(VariantInput, { error: M.variantsTooMany }).max(VARIANTS_MAX, M.variantsTooMany),
};

/** The price rules (admin-catalog.rules.ts) on a whole product, as field messages. */
function checkRules(p: z.output<typeof ProductInputShape>, ctx: z.RefinementCtx) {
  for (const issue of productRuleIssues(p)) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
}

const ProductInputShape = z.object({
  ...productFields,
  slug: productFields.slug.default(''),
  discount_price: productFields.discount_price.default(null),
  stock: productFields.stock.default(0),
  unit: productFields.unit.default(''),
  weight: productFields.weight.default(0),
  description: productFields.description.default(''),
  specifications: productFields.specifications.default(''),
  image_url: productFields.image_url.default(''),
  image_alts: productFields.image_alts.default({}),
  is_active: productFields.is_active.default(true),
  is_featured: productFields.is_featured.default(false),
  max_quantities_in_cart: productFields.max_quantities_in_cart.default(null),
  // Optional rather than defaulted: the CSV import (which has no such columns) keeps what staff set.
  order_multiple: productFields.order_multiple.optional(),
  vat_rate: productFields.vat_rate.optional(),
  // Left out on create: none; by the CSV import (a file without the column): what is stored.
  barcode: productFields.barcode.optional(),
  sku: productFields.sku.optional(),
  cost_price: productFields.cost_price.optional(),
  variants: productFields.variants.default([]),
});

/**
 * `POST /api/admin/products/`, and the product form: every field of DESIGN §3 (`description` is Markdown). The
 * slug is made from the name when left blank. Refused with field messages: a discount at or above its price, a price
 * of 0 on an active product or variant, negative stock, a SKU or barcode twice (a slug, SKU or barcode taken
 * elsewhere: the server).
 */
export const ProductInput = ProductInputShape.superRefine(checkRules);
export type ProductInput = z.infer<typeof ProductInput>;

/**
 * `PATCH /api/admin/products/{id}/`: any of the product's fields. `variants`, when sent, is the whole list in its
 * new order: a variant with an `id` is updated, one without is added, one left out is removed (deactivated when an
 * order names it). The server checks the price rules on the product as it would be after the change.
 */
export const ProductUpdate = z.object(productFields).partial();
export type ProductUpdate = z.infer<typeof ProductUpdate>;

// ---------------------------------------------------------------------------------------------------------------
// Products: answers and list
// ---------------------------------------------------------------------------------------------------------------

/** A variant as staff see it: the shop's Variant, its barcode and its cost (the shop's answers carry neither). */
export const AdminVariant = Variant.extend({ barcode: z.string().nullable(), cost_price: z.int().nullable() });
export type AdminVariant = z.infer<typeof AdminVariant>;

/**
 * A product as staff see it: the DESIGN §3 Product (inactive ones included) plus its featured flag, last change,
 * all its stock (own + active variants'), whether it is low (as the dashboard counts it), the barcodes, its own SKU
 * and the costs.
 */
export const AdminProduct = Product.extend({
  is_featured: z.boolean(),
  updated_at: z.iso.datetime({ offset: true }),
  total_stock: z.int().min(0),
  low_stock: z.boolean(),
  vat_rate: z.int().nullable().optional(),
  barcode: z.string().nullable(),
  sku: z.string().nullable(),
  cost_price: z.int().nullable(),
  variants: z.array(AdminVariant),
});
export type AdminProduct = z.infer<typeof AdminProduct>;

/** `GET /api/admin/products/{id}/`: the product and its own audit trail, newest first. */
export const AdminProductDetail = AdminProduct.extend({ audit: z.array(AuditEntry) });
export type AdminProductDetail = z.infer<typeof AdminProductDetail>;

/**
 * A row of the product list: everything but the long description. Asked by `barcode`, the row says whose code it
 * is: `matched_variant` is that variant's id, or null when it is the product's own (the till adds that line).
 */
export const AdminProductSummary = AdminProduct.omit({ description: true }).extend({
  matched_variant: Id.nullable().optional(),
});
export type AdminProductSummary = z.infer<typeof AdminProductSummary>;

export const AdminProductPage = paginated(AdminProductSummary);
export type AdminProductPage = z.infer<typeof AdminProductPage>;

export const ADMIN_PRODUCT_ORDERINGS = [
  '-created_at',
  'created_at',
  'name',
  '-name',
  'price',
  '-price',
  'stock',
  '-stock',
  'total_quantity_sold',
  '-total_quantity_sold',
] as const;
export type AdminProductOrdering = (typeof ADMIN_PRODUCT_ORDERINGS)[number];

/**
 * `GET /api/admin/products/` and `GET /api/admin/products/export.csv` (the export writes what the list shows, every
 * page). `search` ignores accents and case and matches the name, slug, the product's or a variant's SKU, or a
 * barcode exactly; `barcode` finds the one product whose own barcode, or one of whose variants', is exactly that
 * code (the till's scan); `category` includes its descendants; `stock` sorts by all of a product's stock.
 */
export const AdminProductListQuery = z.object({
  page: pageField,
  page_size: pageSizeField,
  search: optionalQueryText(ADMIN_SEARCH_MAX_LENGTH),
  barcode: z.preprocess((v) => (typeof v === 'number' ? String(v) : blankToUndefined(v)), Barcode.unwrap().optional()),
  category: optionalId(QUERY_MESSAGES.positiveInt),
  is_active: optionalBoolean(),
  /** Sellable now: its own stock, or an active variant's, above 0. */
  in_stock: optionalBoolean(),
  /** A discount price below the price, on the product or an active variant. */
  discounted: optionalBoolean(),
  /** At or under `low_stock_threshold` (the dashboard's threshold and count, `StatsQuery`). */
  low_stock: optionalBoolean(),
  low_stock_threshold: StatsQuery.shape.low_stock_threshold,
  ordering: z.preprocess(
    blankToUndefined,
    z.enum(ADMIN_PRODUCT_ORDERINGS, { error: QUERY_MESSAGES.ordering }).default('-created_at'),
  ),
});
export type AdminProductListQuery = z.infer<typeof AdminProductListQuery>;

// ---------------------------------------------------------------------------------------------------------------
// Categories
// ---------------------------------------------------------------------------------------------------------------

/** A category as staff see it: hidden ones included, with its place among its siblings and its own products. */
export const AdminCategory = Category.omit({ children: true }).extend({
  is_hidden: z.boolean(),
  sort_order: z.int(),
  /** Products directly in it (not its sub-categories'), active or not. */
  product_count: z.int().min(0),
  get children(): z.ZodArray<typeof AdminCategory> {
    return z.array(AdminCategory);
  },
});
export type AdminCategory = z.infer<typeof AdminCategory>;

const categoryFields = {
  name: requiredText(CATEGORY_NAME_MAX_LENGTH, M.categoryNameRequired),
  slug: Slug,
  image_url: ImageUrl,
  /** A hidden category (and all under it) leaves the shop's menus and category pages; its products stay. */
  is_hidden: booleanField(),
};

/** `POST /api/admin/categories/`: placed last among its siblings; the slug is made from the name when blank. */
export const CategoryInput = z.object({
  ...categoryFields,
  slug: categoryFields.slug.default(''),
  image_url: categoryFields.image_url.default(''),
  is_hidden: categoryFields.is_hidden.default(false),
  parent: Id.nullish().transform((v) => v ?? null),
});
export type CategoryInput = z.infer<typeof CategoryInput>;

/** `PATCH /api/admin/categories/{id}/`: rename, new slug or image, hide or show. Moving has its own call. */
export const CategoryUpdate = z.object(categoryFields).partial();
export type CategoryUpdate = z.infer<typeof CategoryUpdate>;

/**
 * `POST /api/admin/categories/{id}/move/`: under `parent` (null: the top level), at `position` among its new
 * siblings (0 first; absent or past the end: last). Refused when `parent` is the category or one under it.
 */
export const CategoryMove = z.object({
  parent: Id.nullable(),
  position: z
    .int({ error: M.positionInvalid })
    .min(0, { error: M.positionInvalid })
    .max(INT4_MAX, { error: M.positionInvalid })
    .optional(),
});
export type CategoryMove = z.infer<typeof CategoryMove>;
