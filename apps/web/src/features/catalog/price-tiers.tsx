import type { Product, Variant } from '@shop/domain/catalog.schemas';
import { tierLabel } from '@shop/domain/wholesale.rules';
import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { api, getAccessToken, subscribeTokens } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

const signedIn = () => getAccessToken() !== null;

/**
 * The product as this shopper buys it (DESIGN §13): the page's answer (rendered on the server for anyone) has
 * everyone's quantity prices; a signed-in shopper's own answer adds their group's, so it is asked for once they are
 * known to be signed in. The cart takes the line from it too.
 */
export function useBuyerProduct(product: Product): Product {
  const isSignedIn = useSyncExternalStore(subscribeTokens, signedIn, () => false);
  const mine = useQuery({
    queryKey: [...queryKeys.catalog.product(product.id), 'buyer'],
    queryFn: () => api<Product>(`/api/products/${product.id}`),
    enabled: isSignedIn,
    staleTime: 60_000,
  });
  return (isSignedIn && mine.data) || product;
}

/** The product page's quantity prices: `Mua từ 5: 120.000 ₫`, the one the chosen quantity reaches marked. */
export function PriceTiers({
  product: source,
  variant,
  quantity,
}: {
  product: Product;
  variant: Variant | undefined;
  quantity: number;
}) {
  const tiers = variant ? source.variants.find((v) => v.id === variant.id)?.price_tiers : source.price_tiers;
  if (!tiers?.length) return null;
  const reached = tiers.filter((t) => quantity >= t.min_quantity).at(-1);
  return (
    <div className="rounded-lg border border-brand-200 bg-brand-50 px-4 py-3">
      <p className="text-sm font-semibold text-gray-900">Giá theo số lượng</p>
      <ul className="mt-1 flex flex-col gap-0.5 text-sm text-gray-700">
        {tiers.map((t) => (
          <li key={t.min_quantity} className={t === reached ? 'font-semibold text-red-600' : undefined}>
            {tierLabel(t)}
            {t === reached && <span className="sr-only"> (đang áp dụng)</span>}
          </li>
        ))}
      </ul>
    </div>
  );
}
