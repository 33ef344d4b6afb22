/**
 * The till's outbox (DESIGN §15): every sale is kept on the device before it is sent, sent oldest first one at a
 * time, and removed only once the server answered — recorded (201/200), or refused for good (a final 4xx: kept
 * apart, for staff to see with its message). A sale the server could not be reached for stays, first in line, and
 * is tried again (the connection coming back, a timer). The server records each `client_sale_id` once, so sending
 * one again is safe. The store and the sending are given (IndexedDB and the API in the app; memory in tests).
 */
import type { PosSale, PosSaleResult } from '@shop/domain/pos.schemas';

/** What the screen shows of a sale waiting to be sent. */
export interface SaleSummary {
  total: number;
  units: number;
  /** The change the till told staff to give. */
  change: number;
  locationName: string;
  /** The till's own price of each line, for a sale that arrives after the connection came back. */
  unitPrices: number[];
  /** Line labels, for the pending list and a receipt printed before it is sent. */
  labels: string[];
}

export interface QueuedSale {
  client_sale_id: string;
  /** The order of sending: increasing as sales are made. */
  seq: number;
  made_at: string;
  body: PosSale;
  summary: SaleSummary;
  attempts: number;
  last_error: string | null;
}

export interface FailedSale extends QueuedSale {
  failed_at: string;
  status: number;
  message: string;
}

export interface QueueStore {
  /** Waiting sales, in any order. */
  pending(): Promise<QueuedSale[]>;
  failed(): Promise<FailedSale[]>;
  /** Adds or replaces a waiting sale (its id is the key). */
  put(sale: QueuedSale): Promise<void>;
  remove(id: string): Promise<void>;
  /** Moves a waiting sale to the refused ones, in one step. */
  fail(sale: FailedSale): Promise<void>;
  dismiss(id: string): Promise<void>;
}

export type SendOutcome =
  | { kind: 'sent'; result: PosSaleResult }
  | { kind: 'final'; status: number; message: string }
  | { kind: 'retry'; message: string };

/** Sends one sale; answers how it went (never throws). */
export type SendSale = (body: PosSale) => Promise<SendOutcome>;

export interface QueueSnapshot {
  pending: QueuedSale[];
  failed: FailedSale[];
  sending: boolean;
}

/**
 * Whether a refusal is final for this sale. A 4xx says the sale itself is wrong, except a session that ended (401),
 * a role refused while signing in again (403), a time-out (408) or too many requests (429): those pass. A 5xx or no
 * answer may go another time.
 */
export function isFinalStatus(status: number): boolean {
  return status >= 400 && status < 500 && ![401, 403, 408, 425, 429].includes(status);
}

/** Why the till marks a price it charged while the server could not be asked. */
export const OFFLINE_PRICE_REASON = 'Giá tại quầy lúc mất kết nối';

/**
 * A sale that could not be sent at once, as it will arrive: marked `offline_at` (when it was made), each line at the
 * price the customer paid then (a catalogue change meanwhile must not refuse a sale whose goods have left).
 */
export function asOffline(sale: QueuedSale): QueuedSale {
  if (sale.body.offline_at) return sale;
  const items = sale.body.items.map((item, i) =>
    item.unit_price != null || sale.summary.unitPrices[i] === undefined
      ? item
      : { ...item, unit_price: sale.summary.unitPrices[i], price_reason: OFFLINE_PRICE_REASON },
  );
  return { ...sale, body: { ...sale.body, items, offline_at: sale.made_at } };
}

interface Deps {
  store: QueueStore;
  send: SendSale;
  now?: () => Date;
  /** Runs `fn` alone across the device's tabs (Web Locks); by default just runs it. */
  exclusive?: <T>(fn: () => Promise<T>) => Promise<T>;
}

export function createSaleQueue({ store, send, now = () => new Date(), exclusive = (fn) => fn() }: Deps) {
  let snapshot: QueueSnapshot = { pending: [], failed: [], sending: false };
  let lastSeq = 0;
  let flushing: Promise<void> | null = null;
  const listeners = new Set<() => void>();
  const watchers = new Set<(id: string, outcome: SendOutcome) => void>();
  const outcomes = new Map<string, (o: SendOutcome) => void>();

  const emit = (patch: Partial<QueueSnapshot>) => {
    snapshot = { ...snapshot, ...patch };
    for (const l of [...listeners]) l();
  };
  const bySeq = (a: QueuedSale, b: QueuedSale) => a.seq - b.seq;

  async function refresh() {
    const [pending, failed] = await Promise.all([store.pending(), store.failed()]);
    pending.sort(bySeq);
    failed.sort(bySeq);
    lastSeq = Math.max(lastSeq, ...pending.map((s) => s.seq), ...failed.map((s) => s.seq));
    emit({ pending, failed });
  }

  /** Keeps a new sale on the device (once: the same id again is not a second sale). */
  async function enqueue(body: PosSale, summary: SaleSummary, opts: { offline?: boolean } = {}) {
    const known = (await store.pending()).some((s) => s.client_sale_id === body.client_sale_id);
    if (!known) {
      const at = now();
      lastSeq = Math.max(at.getTime(), lastSeq + 1);
      const sale: QueuedSale = {
        client_sale_id: body.client_sale_id,
        seq: lastSeq,
        made_at: at.toISOString(),
        body,
        summary,
        attempts: 0,
        last_error: null,
      };
      await store.put(opts.offline ? asOffline(sale) : sale);
    }
    await refresh();
  }

  /** One sale sent and its answer kept; false when the line must wait (not reached). */
  async function sendOne(sale: QueuedSale): Promise<boolean> {
    const outcome = await send(sale.body);
    if (outcome.kind === 'sent') {
      await store.remove(sale.client_sale_id);
    } else if (outcome.kind === 'final') {
      const { status, message } = outcome;
      await store.fail({ ...sale, attempts: sale.attempts + 1, failed_at: now().toISOString(), status, message });
    } else {
      await store.put({ ...asOffline(sale), attempts: sale.attempts + 1, last_error: outcome.message });
    }
    outcomes.get(sale.client_sale_id)?.(outcome);
    outcomes.delete(sale.client_sale_id);
    for (const w of [...watchers]) w(sale.client_sale_id, outcome);
    return outcome.kind !== 'retry';
  }

  async function drain() {
    emit({ sending: true });
    try {
      const pending = (await store.pending()).sort(bySeq);
      for (const sale of pending) {
        const done = await sendOne(sale);
        await refresh();
        if (!done) break;
      }
    } finally {
      emit({ sending: false });
    }
  }

  /** Sends what waits, oldest first, stopping at the first that could not reach the server. One run at a time. */
  function flush(): Promise<void> {
    flushing ??= exclusive(drain).finally(() => {
      flushing = null;
    });
    return flushing;
  }

  /**
   * A sale made now: kept, then sent after any older ones. Answers this sale's outcome: `retry` when it stays on
   * the device (the line stopped before or at it).
   */
  async function submit(body: PosSale, summary: SaleSummary, opts: { offline?: boolean } = {}): Promise<SendOutcome> {
    await enqueue(body, summary, opts);
    const outcome = new Promise<SendOutcome>((resolve) => outcomes.set(body.client_sale_id, resolve));
    if (opts.offline) return settleWaiting(body.client_sale_id, 'Đang mất kết nối.');
    await flush();
    // The run that was under way when it was kept may have ended before reaching it: one more.
    if (outcomes.has(body.client_sale_id)) await flush();
    return Promise.race([outcome, settleWaiting(body.client_sale_id, snapshot.pending[0]?.last_error ?? '')]);
  }

  /** The sale stays on the device: its waiter is told so now. */
  function settleWaiting(id: string, message: string): Promise<SendOutcome> {
    const resolve = outcomes.get(id);
    outcomes.delete(id);
    const outcome: SendOutcome = { kind: 'retry', message };
    resolve?.(outcome);
    return Promise.resolve(outcome);
  }

  return {
    refresh,
    enqueue,
    flush,
    submit,
    /** Staff saw a refused sale: it leaves the list. */
    async dismiss(id: string) {
      await store.dismiss(id);
      await refresh();
    },
    snapshot: () => snapshot,
    /** Tells `watcher` how each sending went (the till shows the answer to a sale that had waited). */
    watch(watcher: (id: string, outcome: SendOutcome) => void) {
      watchers.add(watcher);
      return () => void watchers.delete(watcher);
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export type SaleQueue = ReturnType<typeof createSaleQueue>;
