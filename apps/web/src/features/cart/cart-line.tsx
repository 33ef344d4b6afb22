import { lineTotal, type CartItem, unitPriceOf } from '@shop/domain/cart.rules';
import { formatVnd } from '@shop/domain/money';
import { Link } from '@tanstack/react-router';
import { useCart } from './cart-context';
import { QuantityStepper } from '../../components/ui/quantity-stepper';
import { PLACEHOLDER_IMAGE, showPlaceholder } from '../../components/ui/placeholder-image';
import { ResponsiveImage } from '../../components/ui/responsive-image';

/** 'Phân loại: Hộp 1kg · Đơn vị: hộp' — the variant/unit text of a line (spec 2 §2 cart drawer). */
export function lineDetails(item: CartItem): string {
  const parts: string[] = [];
  if (item.variantName) parts.push(`Phân loại: ${item.variantName}`);
  if (item.unit) parts.push(`Đơn vị: ${item.unit}`);
  return parts.join(' · ');
}

/**
 * One cart line, shared by the drawer (`compact`) and the /cart page: thumbnail, title, variant/unit text, unit
 * price, plus/minus, remove and the line total. Quantity refusals are toasted by the cart itself.
 */
export function CartLine({
  item,
  compact = false,
  onNavigate,
}: {
  item: CartItem;
  compact?: boolean;
  /** Called when the shopper follows the link to the product (the drawer closes). */
  onNavigate?: () => void;
}) {
  const { updateQuantity, removeFromCart } = useCart();
  const details = lineDetails(item);
  const onSale = item.discountedPrice < item.price;
  return (
    <li className="relative flex gap-3 py-3">
      <LineThumbnail item={item} compact={compact} onNavigate={onNavigate} />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        {/* Room on the right for the remove button, which sits in the corner without pushing the lines down. */}
        <Link
          to="/products/$id"
          params={{ id: String(item.id) }}
          onClick={onNavigate}
          className="line-clamp-2 pr-9 text-sm font-semibold text-gray-900 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          {item.title}
        </Link>
        <RemoveLineButton title={item.title} onRemove={() => removeFromCart(item.key)} />
        {details && <p className="text-xs text-gray-500">{details}</p>}
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <span className="font-medium text-red-600">{formatVnd(unitPriceOf(item))}</span>
          {onSale && <s className="text-xs text-gray-500">{formatVnd(item.price)}</s>}
        </p>
        <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
          <QuantityStepper
            value={item.quantity}
            itemName={item.title}
            size={compact ? 'sm' : 'md'}
            step={item.orderMultiple}
            onChange={(quantity) => updateQuantity(item.key, quantity)}
          />
          <p className="text-sm font-semibold text-gray-900" aria-label={`Thành tiền ${item.title}`}>
            {formatVnd(lineTotal(item))}
          </p>
        </div>
      </div>
    </li>
  );
}

/** The line's picture, a second way to the product kept out of the tab order (the title links there too). */
function LineThumbnail({
  item,
  compact,
  onNavigate,
}: {
  item: CartItem;
  compact: boolean;
  onNavigate: (() => void) | undefined;
}) {
  const size = compact ? 64 : 96;
  return (
    <Link
      to="/products/$id"
      params={{ id: String(item.id) }}
      onClick={onNavigate}
      className="shrink-0 self-start rounded-md focus-visible:outline-2 focus-visible:outline-brand-700"
      tabIndex={-1}
      aria-hidden="true"
    >
      <ResponsiveImage
        src={item.thumbnail || PLACEHOLDER_IMAGE}
        slot="thumb"
        alt=""
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        className={`aspect-square rounded-md border border-gray-200 bg-gray-50 object-cover ${compact ? 'size-16' : 'size-20 sm:size-24'}`}
        onError={showPlaceholder}
      />
    </Link>
  );
}

/** The bin in the line's top right corner. */
function RemoveLineButton({ title, onRemove }: { title: string; onRemove: () => void }) {
  return (
    <button
      type="button"
      onClick={onRemove}
      aria-label={`Xóa ${title} khỏi giỏ hàng`}
      className="absolute -right-2 top-1 grid size-10 place-items-center rounded-full text-gray-500 hover:bg-red-50 hover:text-red-600 focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <path
          d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
