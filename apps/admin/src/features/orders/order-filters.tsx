/**
 * The desk's filter bar: payment state, payment method, sales channel, how the order reaches its buyer (with a
 * shortcut to the pickups waiting at the stores, DESIGN §15), what the orders wait for (the dashboard's
 * "Việc cần làm"), the placed-on range (shop days) and the search box
 * (order id, phone, e-mail or name; typed text waits 300 ms before it searches). Every value lives in the URL.
 */
import { PAYMENT_METHODS, PAYMENT_METHOD_LABELS, PAYMENT_STATUSES } from '@shop/domain/order-status';
import { ORDER_SOURCES, ORDER_SOURCE_LABELS } from '@shop/domain/order-source';
import { ORDER_ATTENTIONS } from '@shop/domain/owner-day.schemas';
import { attentionLabel } from '@shop/domain/marketplaces-admin.schemas';
import { DELIVERY_METHODS, DELIVERY_METHOD_LABELS } from '@shop/domain/locations.rules';
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
      <SelectFilters search={search} onChange={onChange} />
      <PlacedOnRange search={search} onChange={onChange} />
      <PickupQueueButton search={search} onChange={onChange} />
      {isFiltered(search) && (
        <Button tone="ghost" onClick={() => onChange(NO_FILTERS)}>
          Xóa bộ lọc
        </Button>
      )}
    </form>
  );
}

/** The filters picked from a list: payment, method, channel, delivery, what the orders wait for. */
function SelectFilters({
  search,
  onChange,
}: {
  search: OrdersSearch;
  onChange: (patch: Partial<OrdersSearch>) => void;
}) {
  return (
    <>
      <AnyOfField
        label="Thanh toán"
        value={search.payment_status}
        options={PAYMENT_STATUSES}
        labelOf={paymentStatusLabel}
        onChange={(payment_status) => onChange({ payment_status })}
        className="flex-[1_1_10rem]"
      />
      <AnyOfField
        label="Phương thức"
        value={search.payment_method}
        options={PAYMENT_METHODS}
        labelOf={(m) => PAYMENT_METHOD_LABELS[m]}
        onChange={(payment_method) => onChange({ payment_method })}
        className="flex-[1_1_12rem]"
      />
      <AnyOfField
        label="Kênh bán"
        value={search.source}
        options={ORDER_SOURCES}
        labelOf={(s) => ORDER_SOURCE_LABELS[s]}
        onChange={(source) => onChange({ source })}
        className="flex-[1_1_9rem]"
      />
      <AnyOfField
        label="Nhận hàng"
        value={search.delivery_method}
        options={DELIVERY_METHODS}
        labelOf={(m) => DELIVERY_METHOD_LABELS[m]}
        onChange={(delivery_method) => onChange({ delivery_method })}
        className="flex-[1_1_11rem]"
      />
      <AnyOfField
        label="Việc cần làm"
        value={search.attention}
        options={ORDER_ATTENTIONS}
        labelOf={attentionLabel}
        onChange={(attention) => onChange({ attention })}
        className="flex-[1_1_12rem]"
      />
    </>
  );
}

const NO_FILTERS: Partial<OrdersSearch> = {
  search: undefined,
  payment_status: undefined,
  payment_method: undefined,
  source: undefined,
  delivery_method: undefined,
  attention: undefined,
  date_from: undefined,
  date_to: undefined,
};

function isFiltered(search: OrdersSearch): boolean {
  return Boolean(
    search.search ||
    search.payment_status ||
    search.payment_method ||
    search.source ||
    search.delivery_method ||
    search.attention ||
    search.date_from ||
    search.date_to,
  );
}

/** The pickup queue: the orders waiting at the stores for their shoppers (DESIGN §15), one click away. */
function PickupQueueButton({
  search,
  onChange,
}: {
  search: OrdersSearch;
  onChange: (patch: Partial<OrdersSearch>) => void;
}) {
  const showing = search.delivery_method === 'pickup' && search.status === 'ready_for_pickup';
  return (
    <Button
      tone="secondary"
      aria-pressed={showing}
      onClick={() =>
        onChange(
          showing
            ? { delivery_method: undefined, status: undefined, page: undefined }
            : { delivery_method: 'pickup', status: 'ready_for_pickup', page: undefined },
        )
      }
    >
      Chờ khách đến nhận
    </Button>
  );
}

/** The placed-on range, in shop days; an end before the start is shown wrong. */
function PlacedOnRange({
  search,
  onChange,
}: {
  search: OrdersSearch;
  onChange: (patch: Partial<OrdersSearch>) => void;
}) {
  const dateRangeWrong = Boolean(search.date_from && search.date_to && search.date_to < search.date_from);
  return (
    <>
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
    </>
  );
}

/** A select of one value among `options`, or "Tất cả" (undefined: no filter). */
function AnyOfField<T extends string>({
  label,
  value,
  options,
  labelOf,
  onChange,
  className,
}: {
  label: string;
  value: T | undefined;
  options: readonly T[];
  labelOf: (option: T) => string;
  onChange: (value: T | undefined) => void;
  className: string;
}) {
  return (
    <SelectField
      label={label}
      value={value ?? ''}
      onChange={(e) => onChange((e.target.value || undefined) as T | undefined)}
      className={className}
    >
      <option value="">Tất cả</option>
      {options.map((o) => (
        <option key={o} value={o}>
          {labelOf(o)}
        </option>
      ))}
    </SelectField>
  );
}
