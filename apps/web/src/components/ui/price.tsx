import { formatVnd } from '@shop/domain/money';
import { isSale, linePrice } from '@shop/domain/pricing';

export function Price({ price, discount_price }: { price: number; discount_price: number | null }) {
  const sale = isSale({ price, discount_price });
  return (
    <p className="flex flex-wrap items-baseline gap-x-2">
      <span className="font-semibold text-red-600">{formatVnd(linePrice({ price, discount_price }))}</span>
      {sale && <s className="text-xs text-gray-500">{formatVnd(price)}</s>}
    </p>
  );
}
