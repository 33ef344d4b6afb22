// COD money (DESIGN §11): what each carrier holds (delivered cash orders, not yet transferred), and the carrier's
// statement recorded by staff: each order whose amount agrees becomes paid with company_payment_received; an amount
// that disagrees is flagged on the shipment and pays nothing, and so is money for an order cancelled, returned or
// paid another way (the buyer's to get back).
import { CARRIER_NAMES, CARRIERS, type Carrier } from '@shop/domain/carrier.schemas';
import type { CodHoldings, CodRemittanceRequest, CodRemittanceResponse } from '@shop/domain/cod.schemas';
import { formatVnd } from '@shop/domain/money';
import type { Db, Tx } from '../../db/client';
import type { StaffContext } from '../../http/staff-context';
import type { AuditService } from '../audit/audit.service';
import { type CodTransferResult, markCodTransferred } from '../orders/orders.service';
import { clearCodMismatch, listHeldCod, lockCodShipment } from './cod.repo';
import { type ShipmentRow, updateShipment } from './shipments.repo';

type Outcome = CodRemittanceResponse['results'][number];

/** Why a transferred COD pays nothing: staff give it back to the buyer. */
const COD_FLAGS: Record<Exclude<CodTransferResult, 'paid'>, (amount: number) => string> = {
  released: (amount) => `Đơn vị vận chuyển đã chuyển ${formatVnd(amount)} tiền thu hộ cho đơn đã hủy hoặc hoàn.`,
  already_paid: (amount) =>
    `Đơn vị vận chuyển đã chuyển ${formatVnd(amount)} tiền thu hộ cho đơn đã được thanh toán trước đó.`,
};

/**
 * The carrier paid the shop a shipment's COD (its statement, GHN's CODTransferDate, GHTK's status 6), in the caller's
 * transaction: kept as transferred, and the order becomes paid; or, for an order cancelled, returned or paid another
 * way, the shipment is flagged and the order left as it is. The order is settled either way: an earlier statement's
 * mismatch flag goes first.
 */
export async function receiveCod(tx: Tx, row: ShipmentRow): Promise<CodTransferResult> {
  const result = await markCodTransferred(tx, row.orderId);
  await clearCodMismatch(tx, row.orderId);
  const flag = result === 'paid' ? {} : { flagged: true, flagReason: COD_FLAGS[result](row.codAmount) };
  await updateShipment(tx, row.id, { codTransferredAt: new Date(), ...flag, updatedAt: new Date() });
  return result;
}

export function createCodService({ db, audit }: { db: Db; audit: AuditService }) {
  /** One line of a statement, in its own transaction. */
  async function remitOne(
    tx: Tx,
    staff: StaffContext,
    carrier: Carrier,
    reference: string,
    line: { order_id: number; amount: number },
  ): Promise<Outcome> {
    const base = { order_id: line.order_id, amount: line.amount };
    const row = await lockCodShipment(tx, line.order_id, carrier);
    if (!row || row.status !== 'delivered') {
      return {
        ...base,
        expected: row?.codAmount ?? null,
        outcome: 'not_found',
        detail: `Không có tiền thu hộ ${CARRIER_NAMES[carrier]} đang giữ cho đơn này.`,
      };
    }
    if (row.codTransferredAt) {
      return { ...base, expected: row.codAmount, outcome: 'already_paid', detail: 'Đã đối soát trước đó.' };
    }
    if (line.amount !== row.codAmount) {
      const detail = `Bảng kê ${reference}: ${formatVnd(line.amount)} khác số cần thu ${formatVnd(row.codAmount)}.`;
      await updateShipment(tx, row.id, { flagged: true, flagReason: detail, updatedAt: new Date() });
      return { ...base, expected: row.codAmount, outcome: 'mismatch', detail };
    }
    const result = await receiveCod(tx, row);
    await audit.record(tx, staff, {
      action: 'order.cod_remittance',
      targetType: 'order',
      targetId: line.order_id,
      before: { cod_status: 'collected' },
      after: { cod_status: 'transferred', carrier, reference, amount: line.amount, result },
    });
    const expected = row.codAmount;
    if (result === 'paid') return { ...base, expected, outcome: 'paid', detail: 'Đã ghi nhận thanh toán.' };
    return { ...base, expected, outcome: 'flagged', detail: COD_FLAGS[result](line.amount) };
  }

  return {
    /** `GET /api/admin/cod/`: per carrier, the COD collected on delivery and not yet transferred. */
    async holdings(): Promise<CodHoldings> {
      const rows = await listHeldCod(db);
      return CARRIERS.map((carrier) => {
        const mine = rows.filter((r) => r.carrier === carrier);
        return {
          carrier,
          carrier_name: CARRIER_NAMES[carrier],
          held_amount: mine.reduce((s, r) => s + r.codAmount, 0),
          orders: mine.map((r) => ({
            order_id: r.orderId,
            code: r.code ?? '',
            amount: r.codAmount,
            collected_at: r.updatedAt.toISOString(),
          })),
        };
      });
    },

    /** `POST /api/admin/cod-remittances/`: each line on its own (one wrong line does not hold the others back). */
    async remit(staff: StaffContext, body: CodRemittanceRequest): Promise<CodRemittanceResponse> {
      const results: Outcome[] = [];
      for (const line of body.orders) {
        results.push(await db.transaction((tx) => remitOne(tx, staff, body.carrier, body.reference, line)));
      }
      const paid_amount = results.filter((r) => r.outcome === 'paid').reduce((s, r) => s + r.amount, 0);
      return { carrier: body.carrier, reference: body.reference, paid_amount, results };
    },
  };
}

export type CodService = ReturnType<typeof createCodService>;
