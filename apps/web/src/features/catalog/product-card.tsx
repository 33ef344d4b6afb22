import type { Product } from '@shop/domain/catalog.schemas';
import { discountPercent } from '@shop/domain/pricing';
import { Price } from '../../components/ui/price';

export function ProductCard({ product, eager = false }: { product: Product; eager?: boolean }) {
  const percent = discountPercent(product);
  return (
    <a
      href={`/products/${product.id}`}
      className="group relative flex flex-col overflow-hidden rounded-lg border border-gray-200 bg-white transition hover:shadow-md focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      {percent !== null && (
        <span className="absolute left-2 top-2 rounded bg-red-600 px-1.5 py-0.5 text-xs font-bold text-white">
          -{percent}%
        </span>
      )}
      <img
        src={product.image_url || '/media/placeholder.svg'}
        alt={product.name}
        width={300}
        height={300}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : 'auto'}
        className="aspect-square w-full bg-gray-50 object-cover"
      />
      <div className="flex flex-1 flex-col gap-1 p-3">
        <p className="text-xs text-gray-500">{product.category_name}</p>
        <h3 className="line-clamp-2 text-sm font-medium text-gray-900 group-hover:text-brand-700">{product.name}</h3>
        <div className="mt-auto">
          <Price price={product.price} discount_price={product.discount_price} />
        </div>
      </div>
    </a>
  );
}
