import { foldVietnamese, productSearchText } from '@shop/domain/search-text';
import { sql } from 'drizzle-orm';
import type { AddressStructure } from '../../modules/address/address.service';
import type { Db } from '../client';
import {
  banners,
  categories,
  feedback,
  productVariants,
  products,
  promotions,
  stockLevels,
  stockMovements,
  storeLocations,
} from '../schema/index';
import { demoBanners, demoCategories, demoFeedback, demoProducts, demoPromotions, demoStores } from './demo-catalogue';
import { demoImageUrl } from './demo-images';
import { openingLevels } from '../../modules/stock/stock.service';

const DAY_MS = 86_400_000;
const OPENING_NOTE = 'Tồn kho đầu kỳ';

/** True when the database holds no catalogue yet. */
export async function isCatalogueEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(categories);
  return (row?.n ?? 0) === 0;
}

/**
 * Seeds the demo catalogue in one transaction (spec data for the laptop and the tests). Its product, variant,
 * category and banner pictures are pipeline images whose files the server draws at start (demo-images.ts).
 */
export async function seedDemoCatalogue(
  db: Db,
  structure: AddressStructure = 'legacy',
  now = new Date(),
): Promise<void> {
  const daysAgo = (n: number) => new Date(now.getTime() - n * DAY_MS);
  await db.transaction(async (tx) => {
    const categoryIds = new Map<string, number>();
    const categoryNames = new Map<string, string>();
    // Parents come before children in the demo list; insert in that order.
    for (const [index, c] of demoCategories.entries()) {
      const parentId = c.parentKey === null ? null : categoryIds.get(c.parentKey);
      if (parentId === undefined) throw new Error(`demo category ${c.key}: unknown parent ${c.parentKey}`);
      const [row] = await tx
        .insert(categories)
        .values({ name: c.name, slug: c.slug, imageUrl: demoImageUrl(c.image_url), parentId, sortOrder: index })
        .returning({ id: categories.id });
      categoryIds.set(c.key, row!.id);
      categoryNames.set(c.key, c.name);
    }

    for (const p of demoProducts) {
      const categoryId = categoryIds.get(p.categoryKey);
      if (categoryId === undefined) throw new Error(`demo product ${p.slug}: unknown category ${p.categoryKey}`);
      const createdAt = daysAgo(p.createdDaysAgo);
      const [row] = await tx
        .insert(products)
        .values({
          name: p.name,
          slug: p.slug,
          imageUrl: demoImageUrl(p.image_url),
          price: p.price,
          discountPrice: p.discount_price,
          stock: p.stock,
          isActive: p.is_active,
          isFeatured: p.is_featured,
          categoryId,
          description: p.description,
          specifications: p.specifications,
          unit: p.unit,
          weightGrams: Math.round(p.weight * 1000),
          maxQuantitiesInCart: p.max_quantities_in_cart,
          sku: p.sku,
          costPrice: p.cost_price,
          searchName: foldVietnamese(p.name),
          searchText: productSearchText({ ...p, categoryName: categoryNames.get(p.categoryKey)! }),
          createdAt,
          updatedAt: createdAt,
        })
        .returning({ id: products.id });
      if (p.variants.length) {
        await tx.insert(productVariants).values(
          p.variants.map((v, i) => ({
            productId: row!.id,
            name: v.name,
            unit: v.unit,
            sku: v.sku,
            price: v.price,
            discountPrice: v.discount_price,
            stock: v.stock,
            isActive: v.is_active,
            images: [demoImageUrl(v.main_image)],
            mainImage: demoImageUrl(v.main_image),
            maxQuantitiesInCart: v.max_quantities_in_cart,
            costPrice: v.cost_price,
            sortOrder: i,
          })),
        );
      }
    }

    // The demo's stock arrives on hand at the first location, each product's and variant's opening line of the
    // stock ledger.
    await openingLevels(tx);

    await tx.insert(banners).values(
      demoBanners.map((b) => ({
        imageUrl: demoImageUrl(b.image_url),
        link: b.link,
        status: b.status,
        createdAt: daysAgo(b.createdDaysAgo),
      })),
    );
    await tx.insert(feedback).values(
      demoFeedback.map((f, i) => ({
        name: f.name,
        feedback: f.feedback,
        avatarUrl: f.avatar_url,
        createdAt: daysAgo(demoFeedback.length - i),
      })),
    );
    // The stores' units in the structure in force: the carriers pick up from the first one (DESIGN §11).
    // The stores keep a shelf of their own for the counter and pickups (DESIGN §15): up to 10 of each product the
    // warehouse holds. What the web sells is the warehouse's, so the catalogue's figures stay as written.
    const stores = await tx
      .insert(storeLocations)
      .values(
        demoStores.map(({ units, ...s }, i) => ({
          ...s,
          cityCode: units[structure].city,
          districtCode: units[structure].district,
          wardCode: units[structure].ward,
          sortOrder: i,
          sellsOnline: false,
          pickup: s.status === 'active',
        })),
      )
      .returning({ id: storeLocations.id, status: storeLocations.status });
    for (const store of stores.filter((st) => st.status === 'active')) {
      await tx.execute(sql`
        INSERT INTO ${stockLevels} (location_id, product_id, variant_id, on_hand)
        SELECT ${store.id}::int, product_id, variant_id, LEAST(on_hand, 10) FROM ${stockLevels}
        WHERE location_id = (SELECT min(id) FROM ${storeLocations}) AND on_hand > 0`);
    }
    // Every level's opening line on the stock ledger.
    await tx.execute(sql`
      INSERT INTO ${stockMovements} (product_id, variant_id, location_id, delta, reason, stock_after, note)
      SELECT product_id, variant_id, location_id, on_hand, 'correction'::stock_reason, on_hand, ${OPENING_NOTE}
      FROM ${stockLevels} WHERE on_hand > 0`);
    await tx.insert(promotions).values(
      demoPromotions.map((p) => ({
        code: p.code,
        description: p.description,
        imageUrl: p.image_url,
        value: p.value,
        isPercentage: p.is_percentage,
        minPurchaseAmount: p.min_purchase_amount,
        isActive: p.is_active,
        usageLimitPerUser: p.usage_limit_per_user,
      })),
    );
  });
}
