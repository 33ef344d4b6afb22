// A till's shifts (DESIGN §15): opened with a float at a location that holds stock, one open at a time per location,
// closed with the cash counted against what the drawer should hold (the float plus the cash sales, net of change).
import {
  type CloseShift,
  type OpenShift,
  POS_MESSAGES as M,
  type Shift,
  type ShiftList,
  type ShiftQuery,
} from '@shop/domain/pos.schemas';
import { addDays, shopDayStart } from '@shop/domain/shop-time';
import type { Db, DbOrTx } from '../../db/client';
import { BadRequestError, ConflictError, NotFoundError } from '../../http/errors';
import type { StaffContext } from '../../http/staff-context';
import type { AuditService } from '../audit/audit.service';
import { locationById } from '../content/content.service';
import type { UserDirectory } from '../users/users.service';
import * as repo from './pos.repo';

/** The most shifts one list answers (a store's month has about 60). */
const SHIFT_LIST_LIMIT = 200;

const NO_TAKINGS: repo.Takings = { count: 0, byMethod: { cash: 0, transfer: 0, card: 0 } };

/** The shift as the till and the report show it: the closing figures as kept at close, else as they stand. */
export function shapeShift(
  row: repo.ShiftRow,
  locationName: string,
  emails: Map<number, string>,
  takings: repo.Takings = NO_TAKINGS,
): Shift {
  const { cash, transfer, card } = takings.byMethod;
  const expected = row.expectedCash ?? row.openingCash + cash;
  const email = (id: number | null) => (id === null ? null : (emails.get(id) ?? null));
  return {
    id: row.id,
    location: row.locationId,
    location_name: locationName,
    opened_by: email(row.openedBy),
    opened_at: row.openedAt.toISOString(),
    opening_cash: row.openingCash,
    closed_by: email(row.closedBy),
    closed_at: row.closedAt?.toISOString() ?? null,
    sales_count: takings.count,
    sales_total: cash + transfer + card,
    sales_by_method: { cash, transfer, card },
    expected_cash: expected,
    counted_cash: row.countedCash,
    difference: row.countedCash === null ? null : row.countedCash - expected,
  };
}

/** The audit's view of a shift. */
const auditState = (s: Shift) => ({
  location: s.location,
  opening_cash: s.opening_cash,
  sales_by_method: s.sales_by_method,
  expected_cash: s.expected_cash,
  counted_cash: s.counted_cash,
  difference: s.difference,
});

export function createShifts({ db, audit, users }: { db: Db; audit: AuditService; users: UserDirectory }) {
  /**
   * The rows as shifts, with their locations' names, their staff's e-mails and their takings, one query after the
   * other (`dbOrTx` may be a transaction, whose client takes one at a time).
   */
  async function shapeAll(dbOrTx: DbOrTx, rows: repo.ShiftRow[]): Promise<Shift[]> {
    const names = new Map<number, string>();
    for (const id of new Set(rows.map((r) => r.locationId)))
      names.set(id, (await locationById(dbOrTx, id))?.name ?? '');
    const emails = await users.emailsByIds(
      dbOrTx,
      rows.flatMap((r) => [r.openedBy, r.closedBy]),
    );
    const takings = await repo.takingsOf(
      dbOrTx,
      rows.map((r) => r.id),
    );
    return rows.map((r) => shapeShift(r, names.get(r.locationId) ?? '', emails, takings.get(r.id)));
  }

  async function get(id: number): Promise<Shift> {
    const row = await repo.findShift(db, id);
    if (!row) throw new NotFoundError(M.shiftNotFound);
    return (await shapeAll(db, [row]))[0]!;
  }

  return {
    get,

    /**
     * `POST /api/admin/pos/shifts/`: 400 for a location that does not exist or holds no stock, 409 while the location
     * has a shift open; audited.
     */
    async open(staff: StaffContext, body: OpenShift): Promise<Shift> {
      return db.transaction(async (tx) => {
        const location = await locationById(tx, body.location!);
        if (!location) throw new BadRequestError(M.locationMissing, { location: [M.locationMissing] });
        if (!location.holdsStock)
          throw new BadRequestError(M.locationHoldsNoStock, { location: [M.locationHoldsNoStock] });
        const row = await repo.insertShift(tx, {
          locationId: location.id,
          openedBy: staff.userId,
          openingCash: body.opening_cash,
        });
        if (!row) throw new ConflictError(M.shiftOpen);
        const [shift] = await shapeAll(tx, [row]);
        await audit.record(tx, staff, {
          action: 'pos_shift.open',
          targetType: 'pos_shift',
          targetId: row.id,
          before: null,
          after: auditState(shift!),
        });
        return shift!;
      });
    },

    /**
     * `POST /api/admin/pos/shifts/{id}/close/`: the sales in flight finish first (the shift's row lock), then the
     * expected cash is kept with the count; 404 for no shift, 409 when it is closed already; audited.
     */
    async close(staff: StaffContext, id: number, body: CloseShift): Promise<Shift> {
      return db.transaction(async (tx) => {
        const row = await repo.lockShift(tx, id, 'update');
        if (!row) throw new NotFoundError(M.shiftNotFound);
        if (row.closedAt) throw new ConflictError(M.shiftClosed);
        const [before] = await shapeAll(tx, [row]);
        const closed = await repo.closeShift(tx, id, {
          closedBy: staff.userId,
          countedCash: body.counted_cash,
          expectedCash: before!.expected_cash,
        });
        const [shift] = await shapeAll(tx, [closed]);
        await audit.record(tx, staff, {
          action: 'pos_shift.close',
          targetType: 'pos_shift',
          targetId: id,
          before: auditState(before!),
          after: auditState(shift!),
        });
        return shift!;
      });
    },

    /** `GET /api/admin/pos/shifts/`: newest first, opened within the shop days asked (inclusive). */
    async list(q: ShiftQuery): Promise<ShiftList> {
      const rows = await repo.listShifts(
        db,
        {
          locationId: q.location,
          from: q.date_from === undefined ? undefined : shopDayStart(q.date_from),
          to: q.date_to === undefined ? undefined : shopDayStart(addDays(q.date_to, 1)),
          open: q.open,
        },
        SHIFT_LIST_LIMIT,
      );
      return { results: await shapeAll(db, rows) };
    },
  };
}

export type Shifts = ReturnType<typeof createShifts>;
