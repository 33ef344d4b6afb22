/**
 * The product pages' screens: a new product, and an existing one with its form, a link to its stock ledger and
 * "Ngừng bán" (delete only deactivates, behind a confirmation).
 */
import type { AdminProductDetail, ProductInput } from '@shop/domain/admin-catalog.schemas';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { Button, buttonClasses } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ErrorState } from '../../components/list-states';
import { formatDateTime } from '../../lib/format';
import { useStaffWrite } from '../../lib/use-staff-write';
import { PriceTiersEditor } from './price-tiers-editor';
import { ProductForm } from './product-form';
import { EMPTY_PRODUCT, formValuesOf } from './product-form-values';
import { productChanged, productWrites, productsQueries } from './products.queries';

function BackLink() {
  return (
    <Link to="/products" className="text-sm text-brand-700 hover:underline">
      ← Sản phẩm
    </Link>
  );
}

export function NewProduct() {
  const navigate = useNavigate();
  return (
    <div className="mx-auto max-w-5xl space-y-4">
      <BackLink />
      <h1 className="text-xl font-semibold">Thêm sản phẩm</h1>
      <ProductForm
        defaultValues={EMPTY_PRODUCT}
        existing={false}
        save={productWrites.create}
        success={(product) => `Đã tạo sản phẩm “${product.name}”.`}
        onSaved={(product) => navigate({ to: '/products/$productId', params: { productId: product.id } })}
        submitLabel="Tạo sản phẩm"
      />
    </div>
  );
}

export function EditProduct({ productId }: { productId: number }) {
  const product = useQuery(productsQueries.detail(productId));
  const [confirming, setConfirming] = useState(false);
  if (product.error) return <ErrorState message={product.error.message} onRetry={() => void product.refetch()} />;
  if (!product.data) {
    return (
      <div role="status" className="p-8 text-center text-gray-500">
        Đang tải…
      </div>
    );
  }
  const p = product.data;
  return (
    <div className="mx-auto max-w-5xl space-y-4">
      <BackLink />
      <ProductHeader product={p} onDeactivate={() => setConfirming(true)} />
      {/* A new key after each save: the form starts again from what the server now has (new variant ids). */}
      <ProductForm
        key={p.updated_at}
        defaultValues={formValuesOf(p)}
        existing
        save={(values: ProductInput) => productWrites.update(productId, values)}
        success="Đã lưu sản phẩm."
        submitLabel="Lưu thay đổi"
      />
      <section aria-labelledby="tiers-heading" className="rounded-lg border border-gray-200 bg-white p-4">
        <h2 id="tiers-heading" className="mb-3 font-semibold">
          Giá theo số lượng
        </h2>
        <PriceTiersEditor product={p} />
      </section>
      {confirming && <DeactivateDialog product={p} onClose={() => setConfirming(false)} />}
    </div>
  );
}

/** The product's name, state and links, with "Ngừng bán" while it is on sale. */
function ProductHeader({ product: p, onDeactivate }: { product: AdminProductDetail; onDeactivate: () => void }) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-2">
      <div>
        <h1 className="text-xl font-semibold">{p.name}</h1>
        <p className="text-sm text-gray-600">
          {p.is_active ? 'Đang bán' : 'Ngừng bán'} · cập nhật {formatDateTime(p.updated_at)} ·{' '}
          <a href={`/products/${p.id}`} target="_blank" rel="noreferrer" className="text-brand-700 hover:underline">
            Xem trong cửa hàng
          </a>
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <a href={`/admin/products/${p.id}/stock`} className={buttonClasses('secondary')}>
          Sổ kho
        </a>
        {p.is_active && (
          <Button tone="danger" onClick={onDeactivate}>
            Ngừng bán
          </Button>
        )}
      </div>
    </div>
  );
}

/** Asks before taking the product off sale; it is not deleted. */
function DeactivateDialog({ product: p, onClose }: { product: AdminProductDetail; onClose: () => void }) {
  const deactivate = useStaffWrite({
    write: () => productWrites.deactivate(p.id),
    success: 'Đã ngừng bán sản phẩm.',
    changed: productChanged,
    onDone: onClose,
    tell: 'toast',
  });
  return (
    <ConfirmDialog
      title="Ngừng bán sản phẩm?"
      action="Ngừng bán"
      busy={deactivate.isPending}
      onConfirm={() => deactivate.mutate(undefined)}
      onClose={onClose}
    >
      “{p.name}” sẽ không còn hiển thị trong cửa hàng. Sản phẩm không bị xóa: có thể bán lại bằng cách chọn “Đang bán”
      và lưu.
    </ConfirmDialog>
  );
}
