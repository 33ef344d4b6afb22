// An exchange (DESIGN §17): a return and a new staff order given in its place, linked once in the order's transaction.
import { RETURN_MESSAGES as M } from '@shop/domain/returns.rules';
import type { Tx } from '../../db/client';
import { BadRequestError } from '../../http/errors';
import { ReturnLimitError } from './return-errors';
import * as repo from './returns.repo';

/**
 * Names `orderId` the exchange order of return `returnId`, its row locked (two staff orders naming the same return
 * at once: one links, the other is a 409). 400 for an unknown return.
 */
export async function linkExchange(tx: Tx, returnId: number, orderId: number): Promise<void> {
  const row = await repo.lockReturn(tx, returnId);
  if (!row) throw new BadRequestError(M.exchangeUnknown, { exchange_for: [M.exchangeUnknown] });
  if (row.exchangeOrderId !== null || !(await repo.setExchangeOrder(tx, returnId, orderId))) {
    throw new ReturnLimitError(M.exchangeTaken(returnId, row.exchangeOrderId ?? orderId), 'exchange');
  }
}
