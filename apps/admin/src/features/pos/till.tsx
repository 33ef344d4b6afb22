/**
 * The sale screen (DESIGN §15), for a 10-inch tablet or a PC with a USB scanner: the scan box always ready (a key
 * typed anywhere outside a field goes to it, so a scan is never lost), the lines, the customer, the total large
 * enough to read at arm's length, and one key to pay (F2, or Enter in the empty scan box).
 */
import type { Shift } from '@shop/domain/pos.schemas';
import { useRouter } from '@tanstack/react-router';
import { type RefObject, memo, useCallback, useEffect, useRef } from 'react';
import { Button } from '../../components/button';
import { formatDateTime, formatVnd } from '../../lib/format';
import { CloseShiftButton } from './close-shift';
import { CustomerBox } from './customer-box';
import { PaymentPanel } from './payment-panel';
import type { TillLocation } from './pos.queries';
import { OfflineBanner, QueueStatus, RefusedSales, useOffline } from './queue-status';
import { SaleDone } from './sale-done';
import { SaleLinesList } from './sale-lines-list';
import type { SaleTotals } from './sale-lines';
import { ScanBox } from './scan-box';
import { PAY_KEY, type TillAction } from './till-state';
import { useTill } from './use-till';

const isField = (el: Element | null) =>
  el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement;

/** F2 pays from anywhere; a printable key outside any field goes to the scan box (where a scanner's code belongs). */
function useTillKeys(scanRef: RefObject<HTMLInputElement | null>, dispatch: (a: TillAction) => void) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === PAY_KEY) {
        e.preventDefault();
        dispatch({ type: 'pay' });
      } else if (e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey && !isField(document.activeElement)) {
        if (document.querySelector('dialog[open]')) return;
        scanRef.current?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [scanRef, dispatch]);
}

/**
 * The receipt and the shift report are pages of their own, each its own chunk: fetched now, so a receipt still opens
 * after the connection drops.
 */
function usePreloadedPages(shift: Shift) {
  const router = useRouter();
  useEffect(() => {
    void router.preloadRoute({ to: '/pos/receipts/$saleId', params: { saleId: '0' } }).catch(() => undefined);
    void router.preloadRoute({ to: '/pos/shifts/$shiftId', params: { shiftId: shift.id } }).catch(() => undefined);
  }, [router, shift.id]);
}

/** The shift's line on the till: who opened it and when. */
function shiftLine(shift: Shift) {
  return `Ca mở lúc ${formatDateTime(shift.opened_at)}${shift.opened_by ? ` bởi ${shift.opened_by}` : ''}`;
}

export function Till({
  store,
  shift,
  onChangeStore,
}: {
  store: TillLocation;
  shift: Shift;
  onChangeStore: () => void;
}) {
  const till = useTill(store, shift);
  const { state, dispatch } = till;
  const scanRef = useRef<HTMLInputElement>(null);
  const offline = useOffline();
  useTillKeys(scanRef, dispatch);
  const focusScan = () => scanRef.current?.focus();
  usePreloadedPages(shift);
  const pay = useCallback(() => dispatch({ type: 'pay' }), [dispatch]);
  // Back from paying, a line added or a sale done: the scan box is ready again (unless staff are typing elsewhere).
  useEffect(() => {
    if (state.mode !== 'pay' && !isField(document.activeElement)) scanRef.current?.focus();
  }, [state.mode, state.lines.length]);

  return (
    <div className="space-y-3">
      <TillHeader store={store} shift={shift} onChangeStore={onChangeStore} />
      <OfflineBanner />
      <RefusedSales />
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="space-y-3">
          <ScanBox inputRef={scanRef} hasLines={state.lines.length > 0} onAdd={till.add} onPay={pay} />
          <SaleLinesList lines={state.lines} buyer={till.buyer} dispatch={dispatch} />
        </div>
        <TillSide till={till} offline={offline} focusScan={focusScan} />
      </div>
    </div>
  );
}

/** Beside the lines: the customer, the total and Pay; the payment; or the sale just made. */
function TillSide({
  till,
  offline,
  focusScan,
}: {
  till: ReturnType<typeof useTill>;
  offline: boolean;
  focusScan: () => void;
}) {
  const { state, dispatch } = till;
  return (
    <aside className="space-y-4 self-start rounded-lg border border-gray-200 bg-white p-4 lg:sticky lg:top-4">
      {state.mode === 'pay' ? (
        <PaymentPanel
          total={till.totals.total}
          ready={till.ready}
          sending={till.sending}
          refusal={state.refusal}
          offline={offline}
          onPay={(paid) => void till.pay(paid)}
          onBack={() => {
            dispatch({ type: 'back' });
            focusScan();
          }}
        />
      ) : state.mode === 'done' && state.done ? (
        <SaleDone
          done={state.done}
          focusScan={focusScan}
          onNext={() => {
            dispatch({ type: 'clear' });
            focusScan();
          }}
        />
      ) : (
        <>
          <CustomerBox customer={state.customer} onChange={(customer) => dispatch({ type: 'customer', customer })} />
          <Totals totals={till.totals} />
          <Button
            className="min-h-16 w-full text-xl"
            disabled={!state.lines.length}
            onClick={() => dispatch({ type: 'pay' })}
          >
            Thanh toán (F2)
          </Button>
          <Button
            tone="ghost"
            className="min-h-11 w-full"
            disabled={!state.lines.length}
            onClick={() => {
              dispatch({ type: 'clear' });
              focusScan();
            }}
          >
            Hủy đơn
          </Button>
        </>
      )}
    </aside>
  );
}

/** Drawn again only when the store or shift changes (not with every scan). */
const TillHeader = memo(function TillHeader({
  store,
  shift,
  onChangeStore,
}: {
  store: TillLocation;
  shift: Shift;
  onChangeStore: () => void;
}) {
  return (
    <header className="flex flex-wrap items-center justify-between gap-2">
      <div>
        <h1 className="text-xl font-semibold">Bán tại quầy: {store.name}</h1>
        <p className="text-sm text-gray-600">{shiftLine(shift)}</p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <QueueStatus />
        <Button tone="ghost" className="min-h-11" onClick={onChangeStore}>
          Đổi cửa hàng
        </Button>
        <CloseShiftButton shift={shift} />
      </div>
    </header>
  );
});

function Totals({ totals }: { totals: SaleTotals }) {
  return (
    <div className="space-y-1 border-t border-gray-200 pt-3">
      <p className="flex justify-between text-sm text-gray-600">
        <span>{totals.units} sản phẩm</span>
        <span className="tabular-nums">{formatVnd(totals.subtotal)}</span>
      </p>
      {totals.tax > 0 && (
        <p className="flex justify-between text-sm text-gray-600">
          <span>Thuế</span>
          <span className="tabular-nums">{formatVnd(totals.tax)}</span>
        </p>
      )}
      <p className="flex items-baseline justify-between gap-2">
        <span className="text-lg font-semibold">Tổng cộng</span>
        <output className="text-5xl font-bold tabular-nums" aria-label="Tổng cộng" data-testid="pos-total">
          {formatVnd(totals.total)}
        </output>
      </p>
    </div>
  );
}
