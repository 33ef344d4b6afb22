// The counter (DESIGN §15): a till's shifts and its sales. No other area uses it; app.ts builds it last but one.
import { type SalesDeps, createSales } from './pos-sales';
import { createShifts } from './pos-shifts';

export function createPosService(deps: SalesDeps) {
  return { shifts: createShifts(deps), sales: createSales(deps) };
}

export type PosService = ReturnType<typeof createPosService>;
