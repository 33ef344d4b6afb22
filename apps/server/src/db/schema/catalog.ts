import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    imageUrl: text('image_url').notNull().default(''),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'restrict' }),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Hidden from the shop's menus and category pages (with all under it); its products stay on sale. */
    isHidden: boolean('is_hidden').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('categories_parent_idx').on(t.parentId)],
);

/**
 * What the shopper pays per unit: discount_price when set and below price (DESIGN §4). One expression for the
 * listing's price order and the index that serves it, which PostgreSQL matches only when they are alike.
 */
export function productEffectivePrice(t: { price: AnyPgColumn; discountPrice: AnyPgColumn }): SQL {
  return sql`CASE WHEN ${t.discountPrice} IS NOT NULL AND ${t.discountPrice} < ${t.price} THEN ${t.discountPrice} ELSE ${t.price} END`;
}

/**
 * The columns a listing's filters read (catalog.repo whereAvailable), after the id in each listing order's index so
 * that the page's ids come from an index-only scan (decision 0019). Key columns, not INCLUDE: drizzle has no INCLUDE,
 * and after the unique id they change no order.
 */
function listingFilterColumns(t: {
  categoryId: AnyPgColumn;
  isActive: AnyPgColumn;
  stock: AnyPgColumn;
  isFeatured: AnyPgColumn;
  price: AnyPgColumn;
  discountPrice: AnyPgColumn;
}) {
  return [t.categoryId, t.isActive, t.stock, t.isFeatured, t.price, t.discountPrice] as const;
}

/**
 * A product's searchable words: its folded name and text split at spaces (duplicates and all). A query's word has no
 * space, so it is inside the name or the text exactly when it is inside one of these words (decision 0019). One
 * expression for the GIN index and the search, which PostgreSQL matches only when they are alike.
 */
export function productSearchWords(t: { searchName: AnyPgColumn; searchText: AnyPgColumn }): SQL {
  return sql`string_to_array(${t.searchName} || ' ' || ${t.searchText}, ' ')`;
}

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    imageUrl: text('image_url').notNull().default(''),
    /** Photo URL → alt text, for the product's photo and its variants'. */
    imageAlts: jsonb('image_alts').$type<Record<string, string>>().notNull().default({}),
    price: integer('price').notNull(),
    discountPrice: integer('discount_price'),
    stock: integer('stock').notNull().default(0),
    /** What a scanner reads; unique across products and variants (catalog checks). */
    barcode: text('barcode').unique(),
    /**
     * A product without variants links to a marketplace item by it (DESIGN §16); unique across products and variants
     * (catalog checks), null where unset.
     */
    sku: text('sku').unique(),
    /** What a unit costs the shop (staff only): stock value and, kept on each order line, gross profit (DESIGN §17). */
    costPrice: integer('cost_price'),
    isActive: boolean('is_active').notNull().default(true),
    isFeatured: boolean('is_featured').notNull().default(false),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    description: text('description').notNull().default(''),
    specifications: text('specifications').notNull().default(''),
    unit: text('unit').notNull().default(''),
    weightGrams: integer('weight_grams').notNull().default(0),
    maxQuantitiesInCart: integer('max_quantities_in_cart'),
    /** Sold in packs of this many (DESIGN §13); 1: any quantity. */
    orderMultiple: integer('order_multiple').notNull().default(1),
    /** VAT rate in percent (0, 5, 8, 10) for the e-invoice; null: the shop's default. */
    vatRate: smallint('vat_rate'),
    /** Real units sold in orders that were not cancelled; kept by the order transaction. */
    totalQuantitySold: integer('total_quantity_sold').notNull().default(0),
    /** Accent-folded, lower-case copies for search (packages/domain search-text). */
    searchName: text('search_name').notNull().default(''),
    searchText: text('search_text').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A listing page's ids come from an index alone (catalog.repo listAvailableProducts, decision 0019): each index
    // carries, after its order's keys and the id, the columns the filters read (availability, category, promotion),
    // so PostgreSQL walks narrow index entries instead of the wide rows. The category's also carries every order's
    // keys: a category page (≤ ~15k products) is read from it and sorted; it serves the listing's count too.
    index('products_available_idx').on(
      t.categoryId,
      t.isActive,
      t.stock,
      t.id,
      t.isFeatured,
      t.price,
      t.discountPrice,
      t.totalQuantitySold,
      t.createdAt,
      t.searchName,
    ),
    // One index per listing order (catalog.repo ORDER_BY), so a page is read in order rather than sorted
    // from every available product; the name's also finds an exact name for search.
    index('products_created_idx').on(t.createdAt, t.id, ...listingFilterColumns(t)),
    index('products_featured_idx').on(
      t.isFeatured.desc().nullsFirst(),
      t.totalQuantitySold.desc().nullsFirst(),
      t.id,
      ...listingFilterColumns(t),
    ),
    index('products_sold_idx').on(t.totalQuantitySold.desc().nullsFirst(), t.id),
    index('products_price_idx').on(sql`(${productEffectivePrice(t)})`, t.id, ...listingFilterColumns(t)),
    index('products_price_desc_idx').on(sql`(${productEffectivePrice(t)}) DESC`, t.id, ...listingFilterColumns(t)),
    index('products_name_idx').on(sql`${t.searchName} COLLATE "C"`, t.id, ...listingFilterColumns(t)),
    // Search (decisions 0004, 0019): the products holding any of the words that contain a query's word.
    index('products_search_words_idx').using('gin', productSearchWords(t)),
    check('products_price_check', sql`${t.price} >= 0`),
    check('products_cost_price_check', sql`${t.costPrice} IS NULL OR ${t.costPrice} >= 0`),
    check('products_discount_price_check', sql`${t.discountPrice} IS NULL OR ${t.discountPrice} >= 0`),
    check('products_stock_check', sql`${t.stock} >= 0`),
    check('products_max_cart_check', sql`${t.maxQuantitiesInCart} IS NULL OR ${t.maxQuantitiesInCart} > 0`),
    check('products_order_multiple_check', sql`${t.orderMultiple} >= 1`),
    check('products_vat_rate_check', sql`${t.vatRate} IS NULL OR ${t.vatRate} IN (0, 5, 8, 10)`),
  ],
);

export const productVariants = pgTable(
  'product_variants',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    unit: text('unit').notNull().default(''),
    sku: text('sku').notNull().unique(),
    /** What a scanner reads (EAN-13, UPC, a shop code); unique across products and variants (catalog checks). */
    barcode: text('barcode').unique(),
    price: integer('price').notNull(),
    discountPrice: integer('discount_price'),
    /** The variant's own cost (staff only); null: the product's. */
    costPrice: integer('cost_price'),
    stock: integer('stock').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    mainImage: text('main_image').notNull().default(''),
    maxQuantitiesInCart: integer('max_quantities_in_cart'),
    orderMultiple: integer('order_multiple').notNull().default(1),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    index('product_variants_product_idx').on(t.productId),
    check('product_variants_price_check', sql`${t.price} >= 0`),
    check('product_variants_cost_price_check', sql`${t.costPrice} IS NULL OR ${t.costPrice} >= 0`),
    check('product_variants_discount_price_check', sql`${t.discountPrice} IS NULL OR ${t.discountPrice} >= 0`),
    check('product_variants_stock_check', sql`${t.stock} >= 0`),
    check('product_variants_max_cart_check', sql`${t.maxQuantitiesInCart} IS NULL OR ${t.maxQuantitiesInCart} > 0`),
    check('product_variants_order_multiple_check', sql`${t.orderMultiple} >= 1`),
  ],
);

/**
 * Every word any product's folded name or text has held ({@link productSearchWords}), kept by a trigger on products
 * (migration listing_and_search_words): search finds the words containing a query's word here (a few thousand
 * rows), then the products holding them through `products_search_words_idx`. A word no product holds any more
 * stays; it matches nothing.
 */
export const productSearchWordList = pgTable('product_search_words', {
  word: text('word').primaryKey(),
});
