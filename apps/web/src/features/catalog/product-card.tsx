import type { ProductSummary } from '@shop/domain/catalog.schemas';
import { discountPercent, isNew, isOutOfStock } from '@shop/domain/pricing';
import { Link } from '@tanstack/react-router';
import { Price } from '../../components/ui/price';
import { PLACEHOLDER_IMAGE, showPlaceholder } from '../../components/ui/placeholder-image';
import { ResponsiveImage } from '../../components/ui/responsive-image';
import { optionImageAlt } from './purchase-option';

/**
 * The product card (spec 2 §3): thumbnail, brand (category name), title, price with the sale flag, new and
 * out-of-stock flags; links to /products/{id}. `layout="list"` lays it out as a row for the listing's list view.
 */
export function ProductCard({
  product,
  eager = false,
  layout = 'grid',
}: {
  product: ProductSummary;
  eager?: boolean;
  layout?: 'grid' | 'list';
}) {
  const percent = discountPercent(product);
  const soldOut = isOutOfStock(product);
  const row = layout === 'list';
  const image = (
    <ResponsiveImage
      src={product.image_url || PLACEHOLDER_IMAGE}
      slot="card"
      alt={optionImageAlt(product, undefined, product.image_url)}
      width={300}
      height={300}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      decoding="async"
      className="aspect-square w-full shrink-0 bg-gray-50 object-cover"
      onError={showPlaceholder}
    />
  );
  // Few elements per card (a home page shows 29): the flags sit on the card itself, which starts with the image;
  // the "sold out" band over the image's foot is placed in a box of the image's size.
  const flags = <Flags percent={percent} isNew={isNew(product.created_at)} />;
  const soldOutBand = (
    <span className="absolute inset-x-0 bottom-0 bg-gray-900/70 py-1 text-center text-xs font-semibold text-white">
      Hết hàng
    </span>
  );
  const text = <CardText product={product} row={row} />;
  return (
    <Link
      to="/products/$id"
      params={{ id: String(product.id) }}
      className={`group relative flex overflow-hidden rounded-lg border border-gray-200 bg-white transition hover:shadow-md focus-visible:outline-2 focus-visible:outline-brand-700 ${row ? 'flex-row' : 'flex-col'}`}
    >
      {row ? (
        <>
          <div className="relative w-28 shrink-0 sm:w-40">
            {image}
            {flags}
            {soldOut && soldOutBand}
          </div>
          <div className="flex flex-1 flex-col gap-1 p-3">{text}</div>
        </>
      ) : (
        <>
          {image}
          {flags}
          {soldOut && <span className="absolute inset-x-0 top-0 aspect-square">{soldOutBand}</span>}
          {text}
        </>
      )}
    </Link>
  );
}

/** Brand (the category's name), title and price, under the image or beside it in a row. */
function CardText({ product, row }: { product: ProductSummary; row: boolean }) {
  return (
    <>
      <p className={`text-xs text-gray-500 ${row ? '' : 'px-3 pt-3'}`}>{product.category_name}</p>
      <h3
        className={`line-clamp-2 text-sm font-medium text-gray-900 group-hover:text-brand-700 ${row ? '' : 'mt-1 px-3'}`}
      >
        {product.name}
      </h3>
      <Price
        price={product.price}
        discount_price={product.discount_price}
        className={row ? 'mt-auto pt-1' : 'mt-auto px-3 pb-3 pt-2'}
      />
    </>
  );
}

/** The sale and new flags at the card's top left: one is placed itself, two are stacked in a column. */
function Flags({ percent, isNew }: { percent: number | null; isNew: boolean }) {
  const tags = [
    percent !== null && { key: 'sale', text: `-${percent}%`, look: 'bg-red-600 font-bold' },
    isNew && { key: 'new', text: 'Mới', look: 'bg-brand-700 font-semibold' },
  ].filter((tag) => tag !== false);
  const tag = (t: (typeof tags)[number], place = '') => (
    <span key={t.key} className={`rounded px-1.5 py-0.5 text-xs text-white ${t.look} ${place}`}>
      {t.text}
    </span>
  );
  if (tags.length === 1) return tag(tags[0]!, 'absolute left-2 top-2');
  if (tags.length === 0) return null;
  return <span className="absolute left-2 top-2 flex flex-col items-start gap-1">{tags.map((t) => tag(t))}</span>;
}

/** A responsive grid of product cards; the first `eagerCount` images load eagerly (they are above the fold). */
export function ProductGrid({ products, eagerCount = 0 }: { products: ProductSummary[]; eagerCount?: number }) {
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {products.map((p, i) => (
        <ProductCard key={p.id} product={p} eager={i < eagerCount} />
      ))}
    </div>
  );
}
