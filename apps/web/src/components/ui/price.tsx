import { formatVnd } from '@shop/domain/money';
import { isSale, linePrice } from '@shop/domain/pricing';

export function Price({
  price,
  discount_price,
  className = '',
}: {
  price: number;
  discount_price: number | null;
  className?: string;
}) {
  const sale = isSale({ price, discount_price });
  // One element when there is no old price to show beside it (a home page shows 29 prices).
  if (!sale) return <p className={`font-semibold text-red-600 ${className}`}>{formatVnd(price)}</p>;
  return (
    <p className={`flex flex-wrap items-baseline gap-x-2 ${className}`}>
      <span className="font-semibold text-red-600">{formatVnd(linePrice({ price, discount_price }))}</span>
      <s className="text-xs text-gray-500">{formatVnd(price)}</s>
    </p>
  );
}
