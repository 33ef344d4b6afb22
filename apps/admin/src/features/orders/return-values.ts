/**
 * The return dialog's values (DESIGN §17): every line of the order with how many units may still come back, a
 * quantity to take back (0: none) and whether it goes back on the shelf; where; why; and the money given back with
 * it. Checked here as the server checks the request it becomes (the domain's ReturnRequest and its messages).
 */
import type { AdminOrder } from '@shop/domain/admin-orders.schemas';
import type { AdminStoreLocation } from '@shop/domain/store-location.schemas';
import {
  REFUND_METHODS,
  type RefundMethod,
  RETURN_MESSAGES as M,
  returnLineName,
  returnableUnits,
} from '@shop/domain/returns.rules';
import { ReturnRequest } from '@shop/domain/returns.schemas';
import { z } from 'zod';

/** One line of the dialog: the order's line, its units still returnable, and what staff set. */
export interface ReturnLineValue {
  order_item: number;
  name: string;
  returnable: number;
  /** A number box: blank or 0 takes nothing back. */
  quantity: number | undefined;
  restock: boolean;
}

export interface ReturnValues {
  lines: ReturnLineValue[];
  location: number | null;
  reason: string;
  /** '' gives no money back. */
  refund_method: RefundMethod | '';
  refund_amount: number | undefined;
  refund_reference: string;
}

/** Each line's units delivered less what the order's returns took. */
export function returnableOf(order: Pick<AdminOrder, 'items' | 'returns'>): Map<number, number> {
  const taken = new Map<number, number>();
  for (const r of order.returns) {
    for (const l of r.lines) taken.set(l.order_item, (taken.get(l.order_item) ?? 0) + l.quantity);
  }
  return returnableUnits(order.items, taken);
}

/** Where restocked units may go: the locations that hold stock. */
export const restockPlaces = (locations: readonly AdminStoreLocation[]) => locations.filter((l) => l.holds_stock);

/** The dialog's start: nothing taken back yet, restocked at the order's location when it holds stock. */
export function returnValuesOf(
  order: Pick<AdminOrder, 'items' | 'returns' | 'fulfilment_location'>,
  places: readonly AdminStoreLocation[],
): ReturnValues {
  const left = returnableOf(order);
  const own = places.find((l) => l.id === order.fulfilment_location?.id);
  return {
    lines: order.items.map((i) => ({
      order_item: i.id,
      name: returnLineName(i),
      returnable: left.get(i.id) ?? 0,
      quantity: undefined,
      restock: true,
    })),
    location: own?.id ?? places[0]?.id ?? null,
    reason: '',
    refund_method: '',
    refund_amount: undefined,
    refund_reference: '',
  };
}

/** The request the values make: the lines taken back (quantity above 0), the refund when a method was chosen. */
export function returnBody(v: ReturnValues): z.input<typeof ReturnRequest> {
  const lines = v.lines
    .filter((l) => (l.quantity ?? 0) > 0)
    .map((l) => ({ order_item: l.order_item, quantity: l.quantity!, restock: l.restock }));
  return {
    lines,
    location: lines.some((l) => l.restock) ? v.location : null,
    reason: v.reason,
    refund:
      v.refund_method === ''
        ? null
        : { amount: v.refund_amount ?? 0, method: v.refund_method, reference: v.refund_reference },
  };
}

const quantityOk = (l: ReturnLineValue) =>
  l.quantity === undefined || (Number.isInteger(l.quantity) && l.quantity >= 0 && l.quantity <= l.returnable);

/**
 * The dialog's checks, field by field: each line's quantity within what may come back, at least one line, the
 * reason, and a refund's amount once a method is chosen (the server checks it against what was received).
 */
export const ReturnForm = z
  .object({
    lines: z.array(z.custom<ReturnLineValue>()),
    location: z.number().nullable(),
    reason: z.string(),
    refund_method: z.enum(['', ...REFUND_METHODS]),
    refund_amount: z.number().optional(),
    refund_reference: z.string(),
  })
  .superRefine((v, ctx) => {
    v.lines.forEach((l, i) => {
      if (!quantityOk(l)) {
        ctx.addIssue({ code: 'custom', path: ['lines', i, 'quantity'], message: M.tooMany(l.name, l.returnable) });
      }
    });
    const body = returnBody(v as ReturnValues);
    const checked = ReturnRequest.safeParse(body);
    if (checked.success) return;
    for (const { path, message } of checked.error.issues) {
      if (path[0] === 'lines' && body.lines.length === 0) ctx.addIssue({ code: 'custom', path: ['lines'], message });
      if (path[0] === 'reason') ctx.addIssue({ code: 'custom', path: ['reason'], message });
      if (path[0] === 'refund') ctx.addIssue({ code: 'custom', path: [`refund_${String(path[1])}`], message });
    }
  });
