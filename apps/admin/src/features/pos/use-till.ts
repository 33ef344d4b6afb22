/**
 * The till's working state for one shift: the sale being made (till-state.ts), its prices with the quantity tiers the
 * till has learnt, and paying — the sale kept on the device, then sent (sale-queue.ts). A refusal keeps the lines for
 * staff to correct; a sale that could not be sent is done for the customer and goes later.
 */
import type { PosSale, Shift } from '@shop/domain/pos.schemas';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useReducer, useState, useSyncExternalStore } from 'react';
import type { Settlement } from './payments';
import { POS, type TillLocation, posQueries } from './pos.queries';
import { newSaleId } from './sale-id';
import type { SaleSummary } from './sale-queue';
import { type Buyer, type SaleLine, saleTotals, unitPrice } from './sale-lines';
import { itemLabel, type TillItem } from './till-items';
import { startSending, tillServices } from './till-services';
import { EMPTY_TILL, tillReducer } from './till-state';

type Paid = Extract<Settlement, { ok: true }>;
const noop = () => undefined;
/** Runs `fn` once the next frame is drawn. */
const afterPaint = (fn: () => void) => requestAnimationFrame(() => setTimeout(fn, 0));

function saleBody(store: TillLocation, shift: Shift, lines: SaleLine[], customer: number | null, paid: Paid): PosSale {
  return {
    client_sale_id: newSaleId(),
    location: store.id,
    shift: shift.id,
    customer,
    items: lines.map((l) => ({ product: l.product, variant: l.variant, quantity: l.quantity })),
    payments: paid.payments,
    cash_received: paid.cash_received,
    offline_at: null,
  };
}

/** The lines' prices: the tiers of their products, asked once each; known when all came (or the server is away). */
function usePricing(lines: readonly SaleLine[], group: number | null) {
  const { catalogue, ensureTiers } = tillServices();
  const version = useSyncExternalStore(catalogue.subscribe, catalogue.version);
  const taxRate = useQuery(posQueries.config()).data?.tax_rate ?? null;
  const products = [...new Set(lines.map((l) => l.product))];
  const missing = products.filter((p) => !catalogue.hasTiers(p));
  const [unreachable, setUnreachable] = useState(false);
  const key = missing.join(',');
  useEffect(() => {
    if (!key) return;
    ensureTiers(key.split(',').map(Number)).then(
      () => setUnreachable(false),
      () => setUnreachable(true),
    );
  }, [key, ensureTiers]);
  const buyer: Buyer = useMemo(
    () => ({ group, tiersOf: catalogue.tiersOf }),
    // `version` changes as tiers arrive: the prices are worked out again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [group, catalogue, version],
  );
  const totals = saleTotals(lines, buyer, taxRate);
  return { buyer, totals, ready: missing.length === 0 || unreachable };
}

export function useTill(store: TillLocation, shift: Shift) {
  const services = tillServices();
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(tillReducer, EMPTY_TILL);
  const [sending, setSending] = useState(false);
  const pricing = usePricing(state.lines, state.customer?.group ?? null);

  useEffect(() => startSending(), []);
  // A sale that waited on the device: its answer reaches the screen when it is sent.
  useEffect(
    () =>
      services.queue.watch((id, outcome) => {
        if (outcome.kind === 'sent') dispatch({ type: 'answered', clientSaleId: id, result: outcome.result });
      }),
    [services.queue],
  );

  const add = useCallback(
    (item: TillItem) => {
      dispatch({ type: 'add', item });
      // The line first: what is asked of the server about it waits until it is drawn.
      afterPaint(() => {
        services.ensureTiers([item.product]).catch(noop);
        if (!services.catalogue.isFresh(item.key)) {
          services.refresh([item]).then((items) => items.length && dispatch({ type: 'reprice', items }), noop);
        }
      });
    },
    [services],
  );

  const pay = async (paid: Paid) => {
    const { lines, customer } = state;
    const body = saleBody(store, shift, lines, customer?.id ?? null, paid);
    const summary: SaleSummary = {
      total: pricing.totals.total,
      units: pricing.totals.units,
      change: paid.change,
      locationName: store.name,
      unitPrices: lines.map((l) => unitPrice(l, pricing.buyer)),
      labels: lines.map((l) => itemLabel(l)),
    };
    setSending(true);
    try {
      const outcome = await services.queue.submit(body, summary, { offline: navigator.onLine === false });
      if (outcome.kind === 'final') {
        // Staff see it here and correct the sale: it need not wait in the refused list too.
        await services.queue.dismiss(body.client_sale_id);
        dispatch({ type: 'refused', message: outcome.message });
        // A price may have changed since the till read it: the lines take the server's prices again.
        const lineItems = lines.flatMap((l) => services.catalogue.get(l.key) ?? []);
        services.refresh(lineItems, true).then((items) => items.length && dispatch({ type: 'reprice', items }), noop);
        void queryClient.invalidateQueries({ queryKey: [...POS, 'open-shift', store.id] });
        return;
      }
      dispatch({
        type: 'sent',
        done: {
          clientSaleId: body.client_sale_id,
          total: summary.total,
          change: paid.change,
          methods: paid.payments.map((p) => p.method),
          result: outcome.kind === 'sent' ? outcome.result : null,
        },
      });
    } finally {
      setSending(false);
    }
  };

  return { state, dispatch, add, pay, sending, ...pricing };
}
