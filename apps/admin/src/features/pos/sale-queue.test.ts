/**
 * The till's outbox (DESIGN §15): kept before sending, sent oldest first one at a time, removed only on the server's
 * answer; a network failure keeps it first in line and marks it offline; a final 4xx moves it aside with its message.
 * Run against memory and against the IndexedDB store (fake-indexeddb), which must behave the same.
 */
import 'fake-indexeddb/auto';
import type { PosSale, PosSaleResult } from '@shop/domain/pos.schemas';
import { describe, expect, it } from 'vitest';
import {
  type FailedSale,
  OFFLINE_PRICE_REASON,
  type QueueStore,
  type QueuedSale,
  type SendOutcome,
  createSaleQueue,
  isFinalStatus,
} from './sale-queue';
import { idbQueueStore, openTillDb } from './till-db';

function memoryStore(): QueueStore {
  const pending = new Map<string, QueuedSale>();
  const failed = new Map<string, FailedSale>();
  return {
    pending: async () => [...pending.values()].map((s) => structuredClone(s)),
    failed: async () => [...failed.values()].map((s) => structuredClone(s)),
    put: async (s) => void pending.set(s.client_sale_id, structuredClone(s)),
    remove: async (id) => void pending.delete(id),
    fail: async (s) => {
      pending.delete(s.client_sale_id);
      failed.set(s.client_sale_id, structuredClone(s));
    },
    dismiss: async (id) => void failed.delete(id),
  };
}

let dbCount = 0;
const stores: [string, () => QueueStore][] = [
  ['memory', memoryStore],
  ['IndexedDB', () => idbQueueStore(openTillDb(`pos-test-${++dbCount}`))],
];

const sale = (id: string): PosSale => ({
  client_sale_id: id,
  location: 2,
  shift: 5,
  customer: null,
  items: [{ product: 1, variant: null, quantity: 2 }],
  payments: [{ method: 'cash', amount: 80_000 }],
  cash_received: 100_000,
  offline_at: null,
});
const summary = {
  total: 80_000,
  units: 2,
  change: 20_000,
  locationName: 'Cửa hàng Quận 1',
  unitPrices: [40_000],
  labels: ['Trà'],
};
const answer = (id: string) => ({ client_sale_id: id }) as PosSaleResult;

/** A server that answers as told per call, recording what it was sent. */
function server(script: ((body: PosSale) => SendOutcome)[] = []) {
  const sent: PosSale[] = [];
  const send = async (body: PosSale): Promise<SendOutcome> => {
    sent.push(body);
    const next = script.shift();
    return next ? next(body) : { kind: 'sent', result: answer(body.client_sale_id) };
  };
  return { sent, send };
}
const down: (body: PosSale) => SendOutcome = () => ({ kind: 'retry', message: 'Không kết nối được máy chủ.' });

let clock = Date.parse('2026-03-01T08:00:00.000Z');
const now = () => new Date((clock += 1000));

describe.each(stores)('the sale queue on %s', (_name, makeStore) => {
  it('sends in the order the sales were made, one at a time, and removes each once answered', async () => {
    const s = server([down]);
    const q = createSaleQueue({ store: makeStore(), send: s.send, now });
    expect(await q.submit(sale('aaaaaaaa-1'), summary)).toEqual({ kind: 'retry', message: expect.any(String) });
    await q.enqueue(sale('aaaaaaaa-2'), summary);
    await q.enqueue(sale('aaaaaaaa-3'), summary);
    expect(q.snapshot().pending.map((p) => p.client_sale_id)).toEqual(['aaaaaaaa-1', 'aaaaaaaa-2', 'aaaaaaaa-3']);
    await q.flush();
    expect(s.sent.map((b) => b.client_sale_id)).toEqual(['aaaaaaaa-1', 'aaaaaaaa-1', 'aaaaaaaa-2', 'aaaaaaaa-3']);
    expect(q.snapshot().pending).toEqual([]);
  });

  it('keeps a sale once however often it is kept, and sends the same id again after a lost answer', async () => {
    const s = server([down]);
    const q = createSaleQueue({ store: makeStore(), send: s.send, now });
    await q.enqueue(sale('bbbbbbbb-1'), summary);
    await q.enqueue(sale('bbbbbbbb-1'), summary);
    expect(q.snapshot().pending).toHaveLength(1);
    await q.flush();
    expect(q.snapshot().pending).toHaveLength(1);
    await q.flush();
    expect(s.sent.map((b) => b.client_sale_id)).toEqual(['bbbbbbbb-1', 'bbbbbbbb-1']);
    expect(q.snapshot().pending).toHaveLength(0);
  });

  it('stops at the first sale that cannot reach the server, keeping the later ones behind it', async () => {
    const s = server([down]);
    const q = createSaleQueue({ store: makeStore(), send: s.send, now });
    await q.enqueue(sale('cccccccc-1'), summary);
    await q.enqueue(sale('cccccccc-2'), summary);
    await q.flush();
    expect(s.sent.map((b) => b.client_sale_id)).toEqual(['cccccccc-1']);
    const [first, second] = q.snapshot().pending;
    expect(first).toMatchObject({ client_sale_id: 'cccccccc-1', attempts: 1, last_error: expect.any(String) });
    expect(second).toMatchObject({ client_sale_id: 'cccccccc-2', attempts: 0 });
  });

  it('marks a sale that waited as made offline, at the prices the till charged', async () => {
    const s = server([down]);
    const q = createSaleQueue({ store: makeStore(), send: s.send, now });
    await q.submit(sale('dddddddd-1'), summary);
    const kept = q.snapshot().pending[0]!;
    expect(kept.body.offline_at).toBe(kept.made_at);
    expect(kept.body.items[0]).toMatchObject({ unit_price: 40_000, price_reason: OFFLINE_PRICE_REASON });
    await q.flush();
    expect(s.sent[1]!.offline_at).toBe(kept.made_at);
    // Made while the till knew it was offline: marked at once, not sent.
    const made = await q.submit(sale('dddddddd-2'), summary, { offline: true });
    expect(made.kind).toBe('retry');
    expect(s.sent).toHaveLength(2);
    expect(q.snapshot().pending[0]!.body.offline_at).not.toBeNull();
  });

  it('moves a sale the server refused for good aside with its message, and goes on with the next', async () => {
    const refused: SendOutcome = { kind: 'final', status: 409, message: 'Ca làm việc đã đóng.' };
    const s = server([() => refused]);
    const q = createSaleQueue({ store: makeStore(), send: s.send, now });
    await q.enqueue(sale('eeeeeeee-1'), summary);
    await q.enqueue(sale('eeeeeeee-2'), summary);
    await q.flush();
    expect(s.sent.map((b) => b.client_sale_id)).toEqual(['eeeeeeee-1', 'eeeeeeee-2']);
    expect(q.snapshot().pending).toEqual([]);
    expect(q.snapshot().failed).toEqual([
      expect.objectContaining({ client_sale_id: 'eeeeeeee-1', status: 409, message: 'Ca làm việc đã đóng.' }),
    ]);
    await q.dismiss('eeeeeeee-1');
    expect(q.snapshot().failed).toEqual([]);
  });

  it("answers the live sale's own outcome: sent, refused, or waiting behind an older one", async () => {
    const s = server([down, down]);
    const q = createSaleQueue({ store: makeStore(), send: s.send, now });
    await q.enqueue(sale('ffffffff-1'), summary);
    expect((await q.submit(sale('ffffffff-2'), summary)).kind).toBe('retry');
    expect(s.sent.map((b) => b.client_sale_id)).toEqual(['ffffffff-1', 'ffffffff-1']);
    const sent = await q.submit(sale('ffffffff-3'), summary);
    expect(sent).toEqual({ kind: 'sent', result: answer('ffffffff-3') });
    expect(q.snapshot().pending).toEqual([]);
  });

  it('runs one flush at a time: a second call joins the first', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const sent: string[] = [];
    const q = createSaleQueue({
      store: makeStore(),
      now,
      send: async (body) => {
        sent.push(body.client_sale_id);
        await gate;
        return { kind: 'sent', result: answer(body.client_sale_id) };
      },
    });
    await q.enqueue(sale('gggggggg-1'), summary);
    const a = q.flush();
    const b = q.flush();
    expect(a).toBe(b);
    release();
    await a;
    expect(sent).toEqual(['gggggggg-1']);
  });

  it('reads what an earlier session left on the device', async () => {
    const store = makeStore();
    await createSaleQueue({ store, send: server([down]).send, now }).submit(sale('hhhhhhhh-1'), summary);
    const later = createSaleQueue({ store, send: server().send, now });
    await later.refresh();
    expect(later.snapshot().pending.map((p) => p.client_sale_id)).toEqual(['hhhhhhhh-1']);
  });
});

describe('isFinalStatus', () => {
  it('a 4xx about the sale is final; a session, a time-out, too many requests and 5xx are tried again', () => {
    expect([400, 404, 409, 422].map(isFinalStatus)).toEqual([true, true, true, true]);
    expect([0, 401, 403, 408, 429, 500, 502, 503].map(isFinalStatus)).toEqual(Array(8).fill(false));
  });
});

describe('watch', () => {
  it('tells each sending’s outcome, the later answer to a sale that had waited included', async () => {
    const s = server([down]);
    const q = createSaleQueue({ store: memoryStore(), send: s.send, now });
    const seen: [string, string][] = [];
    const stop = q.watch((id, o) => seen.push([id, o.kind]));
    await q.submit(sale('iiiiiiii-1'), summary);
    await q.flush();
    stop();
    await q.submit(sale('iiiiiiii-2'), summary);
    expect(seen).toEqual([
      ['iiiiiiii-1', 'retry'],
      ['iiiiiiii-1', 'sent'],
    ]);
  });
});
