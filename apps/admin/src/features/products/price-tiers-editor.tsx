/**
 * A product's quantity prices (DESIGN §13): from how many units of the product or of one variant, for everyone or
 * one customer group, one unit costs what. Saved as the whole list; the server checks each row against its line's
 * price and answers per-row messages (`2.price`), shown beside the row. A tier above the shopper's cart limit is
 * accepted with a warning beside it: only staff orders reach it.
 */
import type { AdminProductDetail } from '@shop/domain/admin-catalog.schemas';
import { tierBeyondLimitWarning } from '@shop/domain/wholesale.rules';
import type { CustomerGroup, PriceTier } from '@shop/domain/wholesale.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../components/button';
import { SelectField, TextField } from '../../components/form-field';
import { ApiError } from '../../lib/api';
import { customerGroupsQuery, priceTiersQuery } from '../wholesale';
import { productWrites } from './products.queries';

type Row = { variant: number | null; group: number | null; min_quantity: string; price: string };

const toRow = (t: PriceTier): Row => ({ ...t, min_quantity: String(t.min_quantity), price: String(t.price) });
const idOrNull = (v: string) => (v === '' ? null : Number(v));

export function PriceTiersEditor({ product }: { product: AdminProductDetail }) {
  const tiers = useQuery(priceTiersQuery(product.id));
  const groups = useQuery(customerGroupsQuery());
  if (!tiers.data) return <p className="text-sm text-gray-600">{tiers.error?.message ?? 'Đang tải…'}</p>;
  return (
    <TiersForm key={tiers.dataUpdatedAt} product={product} initial={tiers.data.map(toRow)} groups={groups.data ?? []} />
  );
}

function TiersForm({
  product,
  initial,
  groups,
}: {
  product: AdminProductDetail;
  initial: Row[];
  groups: CustomerGroup[];
}) {
  const queryClient = useQueryClient();
  const [rows, setRows] = useState<Row[]>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: () =>
      productWrites.priceTiers(
        product.id,
        rows.map((r) => ({ ...r, min_quantity: Number(r.min_quantity), price: Number(r.price) })),
      ),
    onMutate: () => setErrors({}),
    onSuccess: (saved) => {
      queryClient.setQueryData(priceTiersQuery(product.id).queryKey, saved);
      toast.success('Đã lưu bảng giá theo số lượng.');
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 400 && Object.keys(error.fieldErrors).length) {
        setErrors(error.fieldErrors);
      } else toast.error(error.message);
    },
  });
  const set = (i: number, patch: Partial<Row>) =>
    setRows((list) => list.map((r, j) => (j === i ? { ...r, ...patch } : r)));

  return (
    <div className="space-y-3">
      {rows.length === 0 && (
        <p className="text-sm text-gray-600">Chưa có giá theo số lượng: mọi số lượng theo giá bán.</p>
      )}
      {rows.map((r, i) => (
        <TierRow
          key={i}
          index={i}
          row={r}
          product={product}
          groups={groups}
          error={(field) => errors[`${i}.${field}`]}
          onChange={(patch) => set(i, patch)}
          onRemove={() => setRows((list) => list.filter((_, j) => j !== i))}
        />
      ))}
      <div className="flex flex-wrap gap-2">
        <Button
          tone="secondary"
          onClick={() => setRows((list) => [...list, { variant: null, group: null, min_quantity: '', price: '' }])}
        >
          Thêm mức giá
        </Button>
        <Button busy={save.isPending} onClick={() => save.mutate()}>
          Lưu bảng giá
        </Button>
      </div>
    </div>
  );
}

/**
 * The shopper's cart limit of the row's line (the variant's, else the product's): a tier above it is only reached by
 * staff orders, which the limit does not bind — allowed, but said.
 */
function beyondLimit(product: AdminProductDetail, r: Row): string | null {
  const limit =
    r.variant === null
      ? product.max_quantities_in_cart
      : (product.variants.find((v) => v.id === r.variant)?.max_quantities_in_cart ?? null);
  return r.min_quantity ? tierBeyondLimitWarning(Number(r.min_quantity), limit) : null;
}

function TierRow({
  index,
  row: r,
  product,
  groups,
  error,
  onChange,
  onRemove,
}: {
  index: number;
  row: Row;
  product: AdminProductDetail;
  groups: CustomerGroup[];
  error: (field: keyof Row) => string | undefined;
  onChange: (patch: Partial<Row>) => void;
  onRemove: () => void;
}) {
  const warning = beyondLimit(product, r);
  return (
    <fieldset className="grid grid-cols-1 gap-3 rounded-md border border-gray-200 p-3 sm:grid-cols-5">
      <legend className="sr-only">Mức giá {index + 1}</legend>
      <TierScope row={r} product={product} groups={groups} error={error} onChange={onChange} />
      <TextField
        label="Mua từ"
        type="number"
        inputMode="numeric"
        min={2}
        value={r.min_quantity}
        error={error('min_quantity')}
        onChange={(e) => onChange({ min_quantity: e.target.value })}
      />
      <TextField
        label="Giá mỗi đơn vị (₫)"
        type="number"
        inputMode="numeric"
        min={1}
        value={r.price}
        error={error('price')}
        onChange={(e) => onChange({ price: e.target.value })}
      />
      <div className="flex items-end">
        <Button tone="ghost" onClick={onRemove}>
          Xóa mức giá
        </Button>
      </div>
      {warning && (
        <p role="note" className="text-sm text-amber-800 sm:col-span-5">
          {warning}
        </p>
      )}
    </fieldset>
  );
}

/** Whom the tier is for: the product or one variant, everyone or one group. */
function TierScope({
  row: r,
  product,
  groups,
  error,
  onChange,
}: {
  row: Row;
  product: AdminProductDetail;
  groups: CustomerGroup[];
  error: (field: keyof Row) => string | undefined;
  onChange: (patch: Partial<Row>) => void;
}) {
  return (
    <>
      <SelectField
        label="Áp dụng cho"
        value={r.variant ?? ''}
        error={error('variant')}
        onChange={(e) => onChange({ variant: idOrNull(e.target.value) })}
      >
        <option value="">Sản phẩm (không phân loại)</option>
        {product.variants.map((v) => (
          <option key={v.id} value={v.id}>
            {v.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Nhóm khách"
        value={r.group ?? ''}
        error={error('group')}
        onChange={(e) => onChange({ group: idOrNull(e.target.value) })}
      >
        <option value="">Mọi khách hàng</option>
        {groups.map((g) => (
          <option key={g.id} value={g.id}>
            {g.name}
          </option>
        ))}
      </SelectField>
    </>
  );
}
