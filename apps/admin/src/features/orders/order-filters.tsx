/**
 * The desk's filter bar: payment state, payment method, the placed-on range (shop days) and the search box
 * (order id, phone, e-mail or name; typed text waits 300 ms before it searches). Every value lives in the URL.
 */
import {
  PAYMENT_METHODS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUSES,
  type PaymentMethod,
  type PaymentStatus,
} from '@shop/domain/order-status';
import { ORDER_SOURCES, ORDER_SOURCE_LABELS, type OrderSource } from '@shop/domain/order-source';
import { Button } from '../../components/button';
import { SelectField, TextField } from '../../components/form-field';
import { SearchBox, submittedSearch } from '../../components/search-box';
import { paymentStatusLabel } from './order-labels';
import type { OrdersSearch } from './orders-search';

export function OrderFilters({
  search,
  onChange,
}: {
  search: OrdersSearch;
  onChange: (patch: Partial<OrdersSearch>) => void;
}) {
  const dateRangeWrong = Boolean(search.date_from && search.date_to && search.date_to < search.date_from);
  const filtered = Boolean(
    search.search ||
    search.payment_status ||
    search.payment_method ||
    search.source ||
    search.date_from ||
    search.date_to,
  );
  return (
    <form
      role="search"
      aria-label="Lọc đơn hàng"
      onSubmit={(e) => {
        e.preventDefault();
        onChange({ search: submittedSearch(e.currentTarget) });
      }}
      className="flex flex-wrap items-end gap-3"
    >
      <SearchBox
        value={search.search}
        onSearch={(s) => onChange({ search: s })}
        placeholder="Mã đơn, số điện thoại, email, tên"
      />
      <SelectField
        label="Thanh toán"
        value={search.payment_status ?? ''}
        onChange={(e) => onChange({ payment_status: (e.target.value || undefined) as PaymentStatus | undefined })}
        className="flex-[1_1_10rem]"
      >
        <option value="">Tất cả</option>
        {PAYMENT_STATUSES.map((s) => (
          <option key={s} value={s}>
            {paymentStatusLabel(s)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Phương thức"
        value={search.payment_method ?? ''}
        onChange={(e) => onChange({ payment_method: (e.target.value || undefined) as PaymentMethod | undefined })}
        className="flex-[1_1_12rem]"
      >
        <option value="">Tất cả</option>
        {PAYMENT_METHODS.map((m) => (
          <option key={m} value={m}>
            {PAYMENT_METHOD_LABELS[m]}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Kênh bán"
        value={search.source ?? ''}
        onChange={(e) => onChange({ source: (e.target.value || undefined) as OrderSource | undefined })}
        className="flex-[1_1_9rem]"
      >
        <option value="">Tất cả</option>
        {ORDER_SOURCES.map((s) => (
          <option key={s} value={s}>
            {ORDER_SOURCE_LABELS[s]}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Từ ngày"
        type="date"
        value={search.date_from ?? ''}
        max={search.date_to}
        onChange={(e) => onChange({ date_from: e.target.value || undefined })}
        className="flex-[1_1_9rem]"
      />
      <TextField
        label="Đến ngày"
        type="date"
        value={search.date_to ?? ''}
        min={search.date_from}
        error={dateRangeWrong ? 'Ngày kết thúc phải sau ngày bắt đầu.' : undefined}
        onChange={(e) => onChange({ date_to: e.target.value || undefined })}
        className="flex-[1_1_9rem]"
      />
      {filtered && (
        <Button
          tone="ghost"
          onClick={() =>
            onChange({
              search: undefined,
              payment_status: undefined,
              payment_method: undefined,
              source: undefined,
              date_from: undefined,
              date_to: undefined,
            })
          }
        >
          Xóa bộ lọc
        </Button>
      )}
    </form>
  );
}
