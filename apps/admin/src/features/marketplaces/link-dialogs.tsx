/**
 * Linking one marketplace item by hand: pick the product, or one of its variants, it sells here (the order forms'
 * product box, out-of-stock ones included); and unlinking one, after asking.
 */
import type { MarketplaceLink, MarketplaceLinkInput } from '@shop/domain/marketplace-links.schemas';
import type { MarketplaceChannel } from '@shop/domain/order-source';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Dialog } from '../../components/dialog';
import { Button } from '../../components/button';
import { useStaffWrite } from '../../lib/use-staff-write';
import { ProductPicker } from '../orders';
import { marketplaceChanged, marketplaceWrites } from './marketplaces.queries';

type DialogProps = { channel: MarketplaceChannel; link: MarketplaceLink; onClose: () => void };

function useLinkWrite({ channel, link, onClose }: DialogProps, success: string) {
  return useStaffWrite({
    write: (body: MarketplaceLinkInput) => marketplaceWrites.link(channel, link.external_id, body),
    success,
    changed: (queryClient) => marketplaceChanged(queryClient, channel),
    onDone: onClose,
    tell: 'dialog',
  });
}

export function LinkDialog(props: DialogProps) {
  const { link, onClose } = props;
  const write = useLinkWrite(props, `Đã liên kết “${link.name}”.`);
  return (
    <Dialog
      title="Liên kết sản phẩm"
      subtitle={`${link.name}${link.sku ? ` · SKU ${link.sku}` : ''}`}
      onClose={onClose}
    >
      <div className="space-y-3">
        {link.product && (
          <p className="text-sm text-gray-700">
            Đang liên kết với: {link.product.name}
            {link.variant && ` - ${link.variant.name}`}
          </p>
        )}
        <ProductPicker
          label="Sản phẩm của cửa hàng"
          hint="Gõ tên hoặc mã SKU; ↑/↓ để chọn, Enter để liên kết."
          anyStock
          onPick={(o) => write.mutate({ product: o.product, variant: o.variant })}
        />
        {write.isPending && (
          <p role="status" className="text-sm text-gray-600">
            Đang liên kết…
          </p>
        )}
        {write.refusal && (
          <p role="alert" className="text-sm text-red-700">
            {write.refusal.message}
          </p>
        )}
        <div className="flex justify-end">
          <Button tone="secondary" onClick={onClose}>
            Đóng
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

export function UnlinkDialog(props: DialogProps) {
  const { link, onClose } = props;
  const write = useLinkWrite(props, `Đã bỏ liên kết “${link.name}”.`);
  return (
    <ConfirmDialog
      title="Bỏ liên kết?"
      action="Bỏ liên kết"
      busy={write.isPending}
      onConfirm={() => write.mutate({ product: null, variant: null })}
      onClose={onClose}
    >
      “{link.name}” sẽ không còn bán {link.product?.name}
      {link.variant ? ` - ${link.variant.name}` : ''}: đơn từ sàn có sản phẩm này sẽ được đánh dấu chưa liên kết và tồn
      kho không được đẩy lên nữa.
      {write.refusal && <span className="mt-2 block text-red-700">{write.refusal.message}</span>}
    </ConfirmDialog>
  );
}
