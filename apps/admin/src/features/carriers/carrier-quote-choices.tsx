/**
 * The carrier choice of "Tạo vận đơn": each carrier that is on, with its quote for the order's parcel (the fee, the
 * expected delivery when the carrier gives one) or why it could not quote, so staff choose knowing the price.
 */
import { CARRIER_NAMES, type Carrier, type ShipmentQuote } from '@shop/domain/carrier.schemas';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Button } from '../../components/button';
import { formatDate, formatVnd } from '../../lib/format';
import { carriersQueries } from './carriers.queries';

export function CarrierQuoteChoices({
  orderId,
  carriers,
  weightGrams,
  register,
  error,
}: {
  orderId: number;
  carriers: readonly Carrier[];
  weightGrams: number;
  register: UseFormRegisterReturn;
  error?: string | undefined;
}) {
  const quotes = useQuery(carriersQueries.quotes(orderId));
  const errorId = useId();
  const quoteOf = (c: Carrier) => quotes.data?.find((q) => q.carrier === c);
  return (
    <fieldset className="space-y-2" aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-gray-700">Đơn vị vận chuyển</legend>
      <p className="text-xs text-gray-500">
        Báo giá cho kiện {weightGrams.toLocaleString('vi-VN')} g theo các sản phẩm của đơn.
      </p>
      <ul className="space-y-2">
        {carriers.map((c) => (
          <li key={c}>
            <label className="flex cursor-pointer items-start gap-3 rounded-md border border-gray-200 p-3 has-checked:border-brand-700 has-checked:bg-brand-50">
              <input type="radio" value={c} className="mt-0.5 size-4 shrink-0" {...register} />
              <span className="min-w-0 text-sm">
                <span className="block font-medium">{CARRIER_NAMES[c]}</span>
                <QuoteLine quote={quoteOf(c)} loading={quotes.isPending} />
              </span>
            </label>
          </li>
        ))}
      </ul>
      {quotes.error && (
        <div role="alert" className="flex flex-wrap items-center gap-2 text-sm text-red-600">
          Không lấy được báo giá: {quotes.error.message}
          <Button tone="secondary" onClick={() => void quotes.refetch()}>
            Thử lại
          </Button>
        </div>
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function QuoteLine({ quote, loading }: { quote: ShipmentQuote | undefined; loading: boolean }) {
  if (loading) return <span className="block text-gray-500">Đang lấy báo giá…</span>;
  if (!quote) return null;
  if (quote.fee === null) return <span className="block text-amber-800">{quote.error}</span>;
  return (
    <span className="block text-gray-700">
      Phí: <span className="font-semibold tabular-nums">{formatVnd(quote.fee)}</span>
      {quote.expected_delivery_at && <> · Dự kiến giao: {formatDate(quote.expected_delivery_at)}</>}
    </span>
  );
}
