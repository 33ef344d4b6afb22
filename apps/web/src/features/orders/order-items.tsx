/** The lines of a placed order, with their snapshot images (variant image, else product image, else placeholder). */
import { formatVnd } from '@shop/domain/money';
import type { OrderItem } from '@shop/domain/order-response.schemas';
import { PLACEHOLDER_IMAGE, showPlaceholder } from '../../components/ui/placeholder-image';
import { ResponsiveImage } from '../../components/ui/responsive-image';

export function OrderItems({ items, showWeight = false }: { items: OrderItem[]; showWeight?: boolean }) {
  return (
    <ul className="divide-y divide-gray-100">
      {items.map((item) => (
        <li key={item.id} className="flex gap-3 py-3">
          <ResponsiveImage
            src={item.variant_image_url || item.product_image_url || PLACEHOLDER_IMAGE}
            slot="thumb"
            alt=""
            width={64}
            height={64}
            loading="lazy"
            className="size-16 shrink-0 rounded border border-gray-100 object-cover"
            onError={showPlaceholder}
          />
          <div className="min-w-0 flex-1">
            <p className="line-clamp-2 text-sm font-medium">{item.product_name}</p>
            {item.variant_name && <p className="text-xs text-gray-500">Phân loại: {item.variant_name}</p>}
            <p className="text-xs text-gray-500">
              {formatVnd(item.price)} × {item.quantity}
              {item.unit ? ` ${item.unit}` : ''}
              {showWeight && item.product_weight > 0 ? ` · ${item.product_weight.toLocaleString('vi-VN')} kg` : ''}
            </p>
          </div>
          <p className="shrink-0 text-sm font-medium">{formatVnd(item.total_price)}</p>
        </li>
      ))}
    </ul>
  );
}
