/**
 * The till's flow (DESIGN §15), keyboard first: scan, scan, scan; one key to pay (F2, or Enter in the empty scan
 * box); the amount received, Enter; the change shows and the next scan starts the next sale. What each key does in
 * the scan box, and the sale's state from key to key, are pure so they are tested without a browser.
 */
import type { PosPaymentMethod } from '@shop/domain/pos.rules';
import type { PosSaleResult } from '@shop/domain/pos.schemas';
import { type SaleLine, addItem, removeLine, setQuantity, stepLine } from './sale-lines';
import type { TillItem } from './till-items';

/** The key that opens the payment from anywhere on the till. */
export const PAY_KEY = 'F2';

export interface TillCustomer {
  id: number;
  name: string;
  phone: string;
  group: number | null;
  groupName: string | null;
}

/** A sale just made: what the screen shows until the next one starts. */
export interface DoneSale {
  clientSaleId: string;
  total: number;
  change: number;
  methods: PosPaymentMethod[];
  /** The server's answer; null while the sale waits on the device. */
  result: PosSaleResult | null;
}

export type TillMode = 'sale' | 'pay' | 'done';

export interface TillState {
  mode: TillMode;
  lines: SaleLine[];
  customer: TillCustomer | null;
  done: DoneSale | null;
  /** What the last refusal said (shown in the payment panel). */
  refusal: string | null;
}

export const EMPTY_TILL: TillState = { mode: 'sale', lines: [], customer: null, done: null, refusal: null };

export type TillAction =
  | { type: 'add'; item: TillItem }
  | { type: 'step'; key: string; direction: 1 | -1 }
  | { type: 'quantity'; key: string; quantity: number }
  | { type: 'remove'; key: string }
  | { type: 'reprice'; items: TillItem[] }
  | { type: 'customer'; customer: TillCustomer | null }
  | { type: 'pay' }
  | { type: 'back' }
  | { type: 'sent'; done: DoneSale }
  | { type: 'refused'; message: string }
  | { type: 'answered'; clientSaleId: string; result: PosSaleResult }
  | { type: 'clear' };

function editLines(state: TillState, lines: SaleLine[]): TillState {
  return { ...state, lines, mode: 'sale', refusal: null };
}

export function tillReducer(state: TillState, action: TillAction): TillState {
  switch (action.type) {
    case 'add':
      // A scan after a sale starts the next one; during the payment it goes back to the lines.
      return state.mode === 'done'
        ? { ...EMPTY_TILL, lines: addItem([], action.item) }
        : editLines(state, addItem(state.lines, action.item));
    case 'step':
      return editLines(state, stepLine(state.lines, action.key, action.direction));
    case 'quantity':
      return editLines(state, setQuantity(state.lines, action.key, action.quantity));
    case 'remove':
      return editLines(state, removeLine(state.lines, action.key));
    case 'reprice': {
      // The server's price now (the device's copy was old): the lines show what the sale will be charged.
      const now = new Map(action.items.map((i) => [i.key, i]));
      const lines = state.lines.map((l) => {
        const i = now.get(l.key);
        return i ? { ...l, price: i.price, multiple: i.multiple, name: i.name, variantName: i.variantName } : l;
      });
      return { ...state, lines };
    }
    case 'customer':
      return { ...state, customer: action.customer, done: state.mode === 'done' ? null : state.done };
    case 'pay':
      return state.lines.length ? { ...state, mode: 'pay', refusal: null } : state;
    case 'back':
      return state.mode === 'pay' ? { ...state, mode: 'sale', refusal: null } : state;
    case 'sent':
      return { ...EMPTY_TILL, mode: 'done', done: action.done };
    case 'refused':
      return { ...state, mode: 'pay', refusal: action.message };
    case 'answered':
      return state.done?.clientSaleId === action.clientSaleId
        ? { ...state, done: { ...state.done, result: action.result } }
        : state;
    case 'clear':
      return EMPTY_TILL;
  }
}

/** What Enter, the arrows and Escape do in the scan box. */
export type ScanKeyAction = 'pay' | 'add-known' | 'pick' | 'lookup' | 'search-first' | 'down' | 'up' | 'clear' | null;

export interface ScanBoxState {
  text: string;
  hasLines: boolean;
  /** The scanned text is a barcode the till already knows. */
  known: boolean;
  /** The list under the box shows matches of exactly what is typed. */
  listReady: boolean;
  listLength: number;
  /** The text looks like a code a scanner types (no spaces). */
  codeLike: boolean;
}

/**
 * Enter in an empty box pays (when there are lines); on a known code adds it at once; on a list of matches of what is
 * typed takes the chosen one; on a code asks the server for it; on a name takes the first match once it is found.
 */
export function scanKeyAction(key: string, s: ScanBoxState): ScanKeyAction {
  const text = s.text.trim();
  if (key === 'ArrowDown' || key === 'ArrowUp') return s.listLength ? (key === 'ArrowDown' ? 'down' : 'up') : null;
  if (key === 'Escape') return text ? 'clear' : null;
  if (key !== 'Enter') return null;
  if (!text) return s.hasLines ? 'pay' : null;
  if (s.known) return 'add-known';
  if (s.listReady && s.listLength) return 'pick';
  if (s.codeLike) return 'lookup';
  return text.length >= 2 ? 'search-first' : null;
}
