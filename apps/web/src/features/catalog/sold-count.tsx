import { formatSold, soldCounter } from '@shop/domain/sold-counter';

/** 'Đã bán …' (spec 1 §9): real sales, or the seeded virtual figure while real sales are below 1000. */
export function SoldCount({
  productId,
  createdAt,
  realSold,
  className = '',
}: {
  productId: number;
  createdAt: string;
  realSold: number;
  className?: string;
}) {
  const { count } = soldCounter({ productId, createdAt, realSold });
  return <span className={`text-sm text-gray-600 ${className}`}>{formatSold(count)}</span>;
}
