/**
 * The voucher picker (spec 2 §2, §4 'Voucher state', §5 'Voucher rules', §8): active vouchers sorted by code, a
 * filter box, about 3 rows of 84 px visible (the list scrolls), one voucher at a time (picking another replaces
 * it), each unusable one disabled with its reason.
 */
import type { Promotion } from '@shop/domain/catalog.schemas';
import { promotionDescription, promotionLabel } from '@shop/domain/promotion';
import { voucherRejection } from '@shop/domain/voucher.rules';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { toast } from '../../lib/toast';
import { ApiError } from '../../lib/api-client';
import { checkoutQueries } from './checkout.queries';

export const VOUCHER_TEXTS = {
  loadFailed: 'Không thể tải danh sách voucher',
  loadError: 'Đã có lỗi xảy ra khi tải voucher',
  empty: 'Không có voucher khả dụng',
  noMatch: 'Không tìm thấy voucher phù hợp',
  applied: (code: string) => `Đã áp dụng voucher ${code}`,
  changed: (code: string) => `Đã thay đổi sang voucher ${code}`,
  removed: 'Đã xóa voucher',
  clearedByCart: 'Voucher đã được bỏ chọn do thay đổi giỏ hàng. Vui lòng chọn lại voucher phù hợp.',
} as const;

/** spec 2 §2: each row is 84 px, about 3 visible. */
const ROW_PX = 84;

export function VoucherPicker({
  signedIn,
  subtotal,
  provinceCode,
  selected,
  onSelect,
}: {
  signedIn: boolean;
  subtotal: number;
  provinceCode: string | null;
  selected: Promotion | null;
  onSelect: (voucher: Promotion | null) => void;
}) {
  const vouchers = useQuery(checkoutQueries.vouchers(signedIn));
  const [filter, setFilter] = useState('');
  const filterId = useId();
  const { active, shown } = useShownVouchers(vouchers.data, filter);

  function remove() {
    onSelect(null);
    toast.success(VOUCHER_TEXTS.removed);
  }

  function pick(voucher: Promotion) {
    if (selected?.id === voucher.id) {
      remove();
      return;
    }
    onSelect(voucher);
    toast.success(selected ? VOUCHER_TEXTS.changed(voucher.code) : VOUCHER_TEXTS.applied(voucher.code));
  }

  let body;
  if (vouchers.isPending) {
    body = <div className="h-[84px] animate-pulse rounded-md bg-gray-100" aria-hidden="true" />;
  } else if (vouchers.isError) {
    body = (
      <p role="alert" className="text-sm text-red-600">
        {vouchers.error instanceof ApiError && vouchers.error.status > 0
          ? VOUCHER_TEXTS.loadFailed
          : VOUCHER_TEXTS.loadError}
      </p>
    );
  } else if (active.length === 0) {
    body = <p className="text-sm text-gray-500">{VOUCHER_TEXTS.empty}</p>;
  } else {
    body = (
      <>
        <VoucherFilter id={filterId} value={filter} onChange={setFilter} />
        {shown.length === 0 ? (
          <p className="text-sm text-gray-500">{VOUCHER_TEXTS.noMatch}</p>
        ) : (
          <VoucherList
            vouchers={shown}
            rejection={(v) => voucherRejection(v, { subtotal, provinceCode, signedIn })}
            selectedId={selected?.id ?? null}
            onPick={pick}
          />
        )}
      </>
    );
  }

  return (
    <section aria-labelledby="voucher-heading" className="rounded-lg border border-gray-200 bg-white p-4">
      <VoucherHeading onRemove={selected ? remove : null} />
      {body}
    </section>
  );
}

/** The section's heading, with 'Bỏ chọn' while a voucher is selected. */
function VoucherHeading({ onRemove }: { onRemove: (() => void) | null }) {
  return (
    <div className="mb-3 flex items-center justify-between">
      <h2 id="voucher-heading" className="text-base font-semibold">
        Voucher
      </h2>
      {onRemove && (
        <button type="button" className="text-sm text-red-600 underline" onClick={onRemove}>
          Bỏ chọn
        </button>
      )}
    </div>
  );
}

/** The active vouchers sorted by code, and those the filter text matches (code, description or label). */
function useShownVouchers(vouchers: Promotion[] | undefined, filter: string) {
  const active = useMemo(
    () => (vouchers ?? []).filter((v) => v.is_active).sort((a, b) => a.code.localeCompare(b.code, 'vi')),
    [vouchers],
  );
  const shown = useMemo(() => {
    const q = filter.trim().toLowerCase();
    if (!q) return active;
    return active.filter((v) => [v.code, v.description, promotionLabel(v)].some((t) => t.toLowerCase().includes(q)));
  }, [active, filter]);
  return { active, shown };
}

function VoucherFilter({ id, value, onChange }: { id: string; value: string; onChange: (value: string) => void }) {
  return (
    <>
      <label htmlFor={id} className="sr-only">
        Tìm voucher
      </label>
      <input
        id={id}
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder="Tìm voucher"
        className="mb-2 block w-full rounded-md border border-gray-300 px-3 py-2 text-base sm:text-sm"
      />
    </>
  );
}

/** About 3 rows visible, the rest scrolled; an unusable voucher is disabled unless it is the one selected. */
function VoucherList({
  vouchers,
  rejection,
  selectedId,
  onPick,
}: {
  vouchers: Promotion[];
  /** Why the voucher cannot be used now, or null. */
  rejection: (voucher: Promotion) => string | null;
  selectedId: Promotion['id'] | null;
  onPick: (voucher: Promotion) => void;
}) {
  return (
    <ul
      className="space-y-2 overflow-y-auto pr-1"
      style={{ maxHeight: ROW_PX * 3 + 16 }}
      aria-label="Danh sách voucher"
    >
      {vouchers.map((v) => (
        <li key={v.id}>
          <VoucherRow voucher={v} reason={rejection(v)} isSelected={selectedId === v.id} onPick={() => onPick(v)} />
        </li>
      ))}
    </ul>
  );
}

function VoucherRow({
  voucher,
  reason,
  isSelected,
  onPick,
}: {
  voucher: Promotion;
  reason: string | null;
  isSelected: boolean;
  onPick: () => void;
}) {
  return (
    <button
      type="button"
      disabled={reason !== null && !isSelected}
      aria-pressed={isSelected}
      onClick={onPick}
      className={`flex h-[84px] w-full items-center gap-3 rounded-md border px-3 text-left disabled:cursor-not-allowed disabled:opacity-60 ${isSelected ? 'border-brand-700 bg-brand-50 ring-1 ring-brand-700' : 'border-gray-300 bg-white hover:border-brand-700'}`}
    >
      <span className="flex size-14 shrink-0 items-center justify-center rounded bg-brand-700 text-center text-xs font-bold text-white">
        {promotionLabel(voucher)}
      </span>
      <span className="min-w-0 flex-1">
        <span className="block truncate text-sm font-semibold">{voucher.code}</span>
        <span className="block truncate text-xs text-gray-600">{promotionDescription(voucher)}</span>
        {reason && <span className="block truncate text-xs text-red-600">{reason}</span>}
      </span>
      <span
        aria-hidden="true"
        className={`size-4 shrink-0 rounded-full border ${isSelected ? 'border-4 border-brand-700' : 'border-gray-400'}`}
      />
    </button>
  );
}
