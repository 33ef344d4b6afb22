/**
 * The till's keyboard flow (DESIGN §15): scan, scan, scan; Enter in the empty box pays; the amount, Enter; the next
 * scan starts the next sale. The keys of the scan box and the sale's state from key to key.
 */
import { describe, expect, it } from 'vitest';
import { parseMoney, settle } from './payments';
import { tillItem } from './pos.testing';
import { saleTotals } from './sale-lines';
import { EMPTY_TILL, type ScanBoxState, type TillAction, scanKeyAction, tillReducer } from './till-state';

const box = (over: Partial<ScanBoxState>): ScanBoxState => ({
  text: '',
  hasLines: false,
  known: false,
  listReady: false,
  listLength: 0,
  codeLike: false,
  ...over,
});

describe('scanKeyAction', () => {
  it('Enter in the empty box pays once there are lines, and does nothing before', () => {
    expect(scanKeyAction('Enter', box({ hasLines: true }))).toBe('pay');
    expect(scanKeyAction('Enter', box({ text: '   ', hasLines: true }))).toBe('pay');
    expect(scanKeyAction('Enter', box({}))).toBeNull();
  });

  it('a code the till knows is added at once, whatever the list shows', () => {
    expect(scanKeyAction('Enter', box({ text: '8934567890123', known: true, codeLike: true, listLength: 3 }))).toBe(
      'add-known',
    );
  });

  it('a list of matches of what is typed: Enter takes the chosen one, the arrows move', () => {
    const typed = box({ text: 'tra sua', listReady: true, listLength: 4 });
    expect(scanKeyAction('Enter', typed)).toBe('pick');
    expect(scanKeyAction('ArrowDown', typed)).toBe('down');
    expect(scanKeyAction('ArrowUp', typed)).toBe('up');
    expect(scanKeyAction('ArrowDown', box({ text: 'tra' }))).toBeNull();
  });

  it('an unknown code asks the server; a name typed faster than the search takes its first match', () => {
    expect(scanKeyAction('Enter', box({ text: '8934567890123', codeLike: true }))).toBe('lookup');
    expect(scanKeyAction('Enter', box({ text: 'tran chau', listLength: 2 }))).toBe('search-first');
    expect(scanKeyAction('Enter', box({ text: 'x' }))).toBeNull();
  });

  it('Escape clears what is typed; other keys are the box’s own', () => {
    expect(scanKeyAction('Escape', box({ text: 'abc' }))).toBe('clear');
    expect(scanKeyAction('Escape', box({}))).toBeNull();
    expect(scanKeyAction('a', box({ text: 'abc' }))).toBeNull();
  });
});

describe('tillReducer: a sale from the keyboard', () => {
  const tea = tillItem({ product: 1, price: 40_000 });
  const milk = tillItem({ product: 2, price: 25_000 });
  const run = (actions: TillAction[], from = EMPTY_TILL) => actions.reduce(tillReducer, from);

  it('scan, scan, scan, pay, amount, Enter: the change shows and the next scan starts a new sale', () => {
    let s = run([
      { type: 'add', item: tea },
      { type: 'add', item: milk },
      { type: 'add', item: tea },
    ]);
    expect(s.lines.map((l) => [l.key, l.quantity])).toEqual([
      ['1', 2],
      ['2', 1],
    ]);
    s = tillReducer(s, { type: 'pay' });
    expect(s.mode).toBe('pay');

    const total = saleTotals(s.lines).total;
    const paid = settle(total, { method: 'cash', second: null, firstAmount: null, received: parseMoney('200k') });
    expect(paid).toMatchObject({ ok: true, change: 95_000 });
    s = tillReducer(s, {
      type: 'sent',
      done: { clientSaleId: 'x-1', total, change: 95_000, methods: ['cash'], result: null },
    });
    expect(s).toMatchObject({ mode: 'done', lines: [], customer: null, done: { change: 95_000 } });

    s = tillReducer(s, { type: 'add', item: milk });
    expect(s).toMatchObject({ mode: 'sale', done: null, lines: [{ key: '2', quantity: 1 }] });
  });

  it('pay needs lines; Escape goes back to them; a scan during payment goes back and adds', () => {
    expect(tillReducer(EMPTY_TILL, { type: 'pay' })).toBe(EMPTY_TILL);
    const paying = run([{ type: 'add', item: tea }, { type: 'pay' }]);
    expect(tillReducer(paying, { type: 'back' }).mode).toBe('sale');
    const more = tillReducer(paying, { type: 'add', item: milk });
    expect(more.mode).toBe('sale');
    expect(more.lines).toHaveLength(2);
  });

  it('a refusal keeps the lines and the payment open with its message', () => {
    const paying = run([{ type: 'add', item: tea }, { type: 'pay' }]);
    const refused = tillReducer(paying, { type: 'refused', message: 'Ca làm việc đã đóng.' });
    expect(refused).toMatchObject({ mode: 'pay', refusal: 'Ca làm việc đã đóng.', lines: paying.lines });
  });

  it('a line takes the server’s price when the device’s copy was old', () => {
    const s = run([{ type: 'add', item: tea }, { type: 'add', item: milk }, { type: 'pay' }]);
    const repriced = tillReducer(s, { type: 'reprice', items: [{ ...tea, price: 42_000 }] });
    expect(repriced.lines.map((l) => [l.key, l.price])).toEqual([
      ['1', 42_000],
      ['2', 25_000],
    ]);
    expect(repriced.mode).toBe('pay');
  });

  it('the server’s answer reaches the sale just made, not a later one', () => {
    const done = run([
      { type: 'add', item: tea },
      { type: 'sent', done: { clientSaleId: 'x-2', total: 40_000, change: 0, methods: ['card'], result: null } },
    ]);
    const result = { client_sale_id: 'x-2' } as never;
    expect(tillReducer(done, { type: 'answered', clientSaleId: 'x-2', result }).done?.result).toBe(result);
    expect(tillReducer(done, { type: 'answered', clientSaleId: 'x-9', result })).toBe(done);
  });
});
