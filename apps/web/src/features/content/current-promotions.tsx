import { promotionDescription, promotionLabel } from '@shop/domain/promotion';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Skeleton } from '../../components/ui/skeleton';
import { PLACEHOLDER_IMAGE, showPlaceholder } from '../../components/ui/placeholder-image';
import { catalogQueries } from '../catalog';

const EMPTY_TEXT = 'Hiện tại chưa có chương trình khuyến mãi nào.';
const card = 'flex items-center gap-3 rounded-lg border border-gray-200 bg-white p-3';

/**
 * 'Khuyến mãi hiện có' of the support centre (spec 1 §2): only active promotions, each with its label, description
 * and 'Mã: {code}'. A failed call is logged and shows the empty text, as the spec's voucher loading does.
 */
export function CurrentPromotions() {
  const query = useQuery(catalogQueries.publicPromotions());
  useEffect(() => {
    if (query.error) console.error('Failed to fetch vouchers', query.error);
  }, [query.error]);

  if (query.isPending) {
    return (
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true" aria-label="Đang tải khuyến mãi">
        {Array.from({ length: 3 }, (_, i) => (
          <li key={i} className={card}>
            <Skeleton className="size-20 shrink-0 rounded-md" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-5 w-24" />
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-20" />
            </div>
          </li>
        ))}
      </ul>
    );
  }

  // A body without a results array counts as none (the query itself does not check the shape).
  const results = Array.isArray(query.data?.results) ? query.data.results : [];
  const active = results.filter((p) => p.is_active);
  if (active.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-gray-300 bg-white px-4 py-8 text-center text-gray-600">
        {EMPTY_TEXT}
      </p>
    );
  }
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {active.map((promotion) => (
        <li key={promotion.id} className={card}>
          <img
            src={promotion.image_url || PLACEHOLDER_IMAGE}
            alt=""
            width={80}
            height={80}
            loading="lazy"
            decoding="async"
            className="size-20 shrink-0 rounded-md bg-gray-50 object-cover"
            onError={showPlaceholder}
          />
          <div className="min-w-0">
            <p className="text-lg font-bold text-red-600">{promotionLabel(promotion)}</p>
            <p className="line-clamp-2 text-sm text-gray-700">{promotionDescription(promotion)}</p>
            <p className="mt-1 inline-block rounded border border-dashed border-brand-600 bg-brand-50 px-2 py-0.5 font-mono text-sm font-semibold text-brand-800">
              {`Mã: ${promotion.code}`}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
