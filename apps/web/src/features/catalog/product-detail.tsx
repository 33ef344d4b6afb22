import type { Product, Variant } from '@shop/domain/catalog.schemas';
import { formatVnd } from '@shop/domain/money';
import { discountPercent, isSale, linePrice } from '@shop/domain/pricing';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { AddToCartButton } from './add-to-cart-button';
import { ProductGallery } from './product-gallery';
import { PriceTiers, useBuyerProduct } from './price-tiers';
import { ProductNotes } from './product-notes';
import { ProductTabs } from './product-tabs';
import {
  type Unavailability,
  initialVariant,
  optionImage,
  optionImageAlt,
  optionMaxQuantity,
  optionUnavailability,
  productUnavailability,
} from './purchase-option';
import { QuantityStepper } from '../../components/ui/quantity-stepper';
import { useHydrated } from '../../lib/use-hydrated';
import { RelatedProducts } from './related-products';
import { SoldCount } from './sold-count';
import { VariantSelector } from './variant-selector';

/** spec 1 §2 Product detail: what a product that cannot be bought says. */
export const UNAVAILABLE_TEXT: Record<Exclude<Unavailability, null>, string> = {
  'sold-out': 'Sản phẩm tạm hết hàng',
  inactive: 'Sản phẩm ngừng kinh doanh',
};

/** Breadcrumb: Trang chủ / Sản phẩm / category / name (spec 1 §2). */
function Breadcrumb({ product }: { product: Product }) {
  const link = 'hover:text-brand-700 hover:underline';
  return (
    <nav aria-label="Breadcrumb" className="mb-4 text-sm text-gray-600">
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1">
        <li>
          <Link to="/" className={link}>
            Trang chủ
          </Link>
        </li>
        <li aria-hidden="true">/</li>
        <li>
          <Link to="/products" className={link}>
            Sản phẩm
          </Link>
        </li>
        {product.category_name && (
          <>
            <li aria-hidden="true">/</li>
            <li>
              <Link to="/products" search={{ category_id: product.category }} className={link}>
                {product.category_name}
              </Link>
            </li>
          </>
        )}
        <li aria-hidden="true">/</li>
        <li aria-current="page" className="line-clamp-1 font-medium text-gray-900">
          {product.name}
        </li>
      </ol>
    </nav>
  );
}

/** Category, name, how many sold and, while it can be bought, how many are left. */
function ProductHeading({ product, stock }: { product: Product; stock: number | undefined }) {
  return (
    <div>
      <Link
        to="/products"
        search={{ category_id: product.category }}
        className="text-sm font-medium text-brand-700 hover:underline"
      >
        {product.category_name}
      </Link>
      <h1 className="mt-1 text-xl font-bold leading-snug text-gray-900 sm:text-2xl">{product.name}</h1>
      <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-gray-600">
        <SoldCount productId={product.id} createdAt={product.created_at} realSold={product.total_quantity_sold} />
        {stock !== undefined && (
          <>
            <span aria-hidden="true">·</span>
            <span>Còn {stock} sản phẩm</span>
          </>
        )}
      </p>
    </div>
  );
}

/** The chosen option's price, the list price struck through when on sale, and the unit. */
function PriceBox({ option, unit }: { option: Product | Variant; unit: string }) {
  return (
    <div className="rounded-lg bg-gray-100 px-4 py-3" aria-label="Giá" role="group">
      <p className="flex flex-wrap items-baseline gap-x-3">
        <span className="text-2xl font-bold text-red-600 sm:text-3xl">{formatVnd(linePrice(option))}</span>
        {isSale(option) && (
          <s className="text-base text-gray-500">
            <span className="sr-only">Giá gốc </span>
            {formatVnd(option.price)}
          </s>
        )}
      </p>
      {unit && <p className="mt-1 text-xs text-gray-500">Đơn vị tính: {unit}</p>}
    </div>
  );
}

/**
 * The product page (spec 1 §2, §4, §5): breadcrumb, image, price and discount of the chosen option, the variant
 * choice, quantity, add to cart, the service notes, the two tabs and related products. Render it with
 * `key={product.id}` so that the choice starts afresh on another product.
 */
export function ProductDetail({ product }: { product: Product }) {
  const [variant, setVariant] = useState<Variant | undefined>(() => initialVariant(product));
  const pack = (v: Variant | undefined) => (v ?? product).order_multiple ?? 1;
  const [quantity, setQuantity] = useState(() => pack(initialVariant(product)));
  const hydrated = useHydrated();
  const buyer = useBuyerProduct(product);

  const option = variant ?? product;
  const unavailable = productUnavailability(product) ?? optionUnavailability(product, variant);
  const max = optionMaxQuantity(product, variant);
  const percent = discountPercent(option);

  const choose = (v: Variant) => {
    setVariant(v);
    // The new option may have less stock: never show more than can be added.
    setQuantity((q) => Math.max(pack(v), Math.min(q, optionMaxQuantity(product, v))));
  };

  return (
    <article>
      <Breadcrumb product={product} />
      <div className="grid gap-6 md:grid-cols-2 lg:gap-10">
        <ProductGallery
          src={optionImage(product, variant)}
          alt={optionImageAlt(product, variant, optionImage(product, variant))}
          discountPercent={percent}
          dimmed={unavailable !== null}
        />

        <div className="flex flex-col gap-4">
          <ProductHeading product={product} stock={unavailable === null ? option.stock : undefined} />

          <PriceBox option={option} unit={product.unit && (variant?.unit || product.unit)} />

          {unavailable !== null && (
            <p
              role="status"
              className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 font-semibold text-amber-900"
            >
              {UNAVAILABLE_TEXT[unavailable]}
            </p>
          )}

          <PriceTiers product={buyer} variant={variant} quantity={quantity} />

          <VariantSelector product={product} selected={variant} onSelect={choose} />

          {/* Until the page is taken over, a typed quantity would be lost, like a press of the button below. */}
          <QuantityStepper
            editable
            value={quantity}
            max={max}
            step={pack(variant)}
            onChange={setQuantity}
            disabled={unavailable !== null || !hydrated}
          />

          <AddToCartButton
            product={buyer}
            variant={(variant && buyer.variants.find((v) => v.id === variant.id)) ?? variant}
            quantity={quantity}
            disabled={unavailable !== null}
          />

          <ProductNotes />
        </div>
      </div>

      <section aria-label="Thông tin chi tiết" className="mt-8 rounded-lg border border-gray-200 bg-white px-3 sm:px-6">
        <ProductTabs description={product.description} specifications={product.specifications} />
      </section>

      <RelatedProducts productId={product.id} categoryId={product.category} />
    </article>
  );
}
