/**
 * The links table's columns: the marketplace's item (name, SKU, ids), what it sells here and how it was linked, the
 * stock last pushed (or why the push failed), and the row's actions.
 */
import type { MarketplaceLink } from '@shop/domain/marketplace-links.schemas';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from '@tanstack/react-router';
import { Button } from '../../components/button';
import { formatDateTime } from '../../lib/format';

export function linkColumns({
  onLink,
  onUnlink,
}: {
  onLink: (link: MarketplaceLink) => void;
  onUnlink: (link: MarketplaceLink) => void;
}): ColumnDef<MarketplaceLink, never>[] {
  return [
    { id: 'item', header: 'Sản phẩm trên sàn', cell: ({ row }) => <ItemCell link={row.original} /> },
    { id: 'product', header: 'Sản phẩm của cửa hàng', cell: ({ row }) => <ProductCell link={row.original} /> },
    { id: 'stock', header: 'Tồn đã đẩy', cell: ({ row }) => <PushCell link={row.original} /> },
    {
      id: 'actions',
      // Visible: an sr-only header is absolutely positioned, outside the table's scroll box, and widens a phone's page.
      header: 'Thao tác',
      cell: ({ row }) => {
        const link = row.original;
        return (
          <div className="flex flex-wrap justify-end gap-1 whitespace-nowrap">
            <Button
              tone="secondary"
              onClick={() => onLink(link)}
              aria-label={`${link.product ? 'Đổi liên kết' : 'Liên kết'} ${link.name}`}
            >
              {link.product ? 'Đổi' : 'Liên kết'}
            </Button>
            {link.product && (
              <Button
                tone="ghost"
                className="text-red-700"
                onClick={() => onUnlink(link)}
                aria-label={`Bỏ liên kết ${link.name}`}
              >
                Bỏ liên kết
              </Button>
            )}
          </div>
        );
      },
    },
  ];
}

function ItemCell({ link }: { link: MarketplaceLink }) {
  return (
    <div className="min-w-48">
      <p className="font-medium">{link.name || '—'}</p>
      <p className="text-xs text-gray-600">{link.sku ? `SKU: ${link.sku}` : 'Không có mã SKU'}</p>
      <p className="text-xs text-gray-500 tabular-nums">
        ID: {link.item_id}
        {link.model_id && ` · phân loại ${link.model_id}`}
      </p>
    </div>
  );
}

function ProductCell({ link }: { link: MarketplaceLink }) {
  if (!link.product) return <span className="text-amber-800">Chưa liên kết</span>;
  return (
    <div className="min-w-40">
      <Link
        to="/products/$productId"
        params={{ productId: link.product.id }}
        className="font-medium text-brand-700 underline-offset-2 hover:underline"
      >
        {link.product.name}
      </Link>
      {link.variant && <p className="text-gray-700">{link.variant.name}</p>}
      <p className="text-xs text-gray-500">{link.linked_by === 'hand' ? 'Liên kết thủ công' : 'Liên kết theo SKU'}</p>
    </div>
  );
}

function PushCell({ link }: { link: MarketplaceLink }) {
  return (
    <div className="min-w-32">
      <p className="tabular-nums">{link.pushed_stock === null ? '—' : link.pushed_stock.toLocaleString('vi-VN')}</p>
      {link.pushed_at && <p className="text-xs text-gray-500">{formatDateTime(link.pushed_at)}</p>}
      {link.push_error && <p className="text-xs break-words text-red-700">Lỗi: {link.push_error}</p>}
      {link.push_pending && <p className="text-xs text-amber-800">Đang chờ đẩy số mới</p>}
    </div>
  );
}
