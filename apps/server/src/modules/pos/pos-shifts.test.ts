// A till's shifts (DESIGN §15): opened with a float where stock is held, one open per location, closed with the cash
// counted against the float plus the cash sales net of change; the list by location, shop days and open.
import { POS_MESSAGES } from '@shop/domain/pos.schemas';
import { Shift, ShiftList } from '@shop/domain/pos.schemas';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, posShifts } from '../../db/schema/index';
import { type CounterWorld, counterWorld } from './pos.testing';

let w: CounterWorld;
beforeAll(async () => {
  w = await counterWorld();
});
afterAll(() => w?.close());

const shifts = async (query: string) => {
  const res = await w.call('GET', `/api/admin/pos/shifts/?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return ShiftList.parse(res.body).results;
};

describe('a shift from open to close', () => {
  it('reports sales by method, the cash the drawer should hold, the count and the difference', async () => {
    const { oolong, milk } = w.shop.products;
    await w.shelf({ productId: oolong.id, variantId: null }, 20);
    await w.shelf({ productId: milk.id, variantId: null }, 20);
    const shift = await w.openShift(500_000);
    expect(shift).toMatchObject({
      location: w.store.id,
      location_name: 'Cửa hàng Lê Lợi',
      opened_by: w.staff.email,
      opening_cash: 500_000,
      closed_at: null,
      sales_count: 0,
      expected_cash: 500_000,
      counted_cash: null,
      difference: null,
    });
    // Two oolong (198,000) in cash, 500,000 handed over: 302,000 back, 198,000 stays in the drawer.
    const cash = await w.sold(
      w.saleBody(shift, {
        items: [{ product: oolong.id, variant: null, quantity: 2 }],
        payments: [{ method: 'cash', amount: 198_000 }],
        cash_received: 500_000,
      }),
    );
    expect(cash).toMatchObject({ cash_received: 500_000, change: 302_000 });
    // Milk (250,000) by card.
    await w.sold(
      w.saleBody(shift, {
        items: [{ product: milk.id, variant: null, quantity: 1 }],
        payments: [{ method: 'card', amount: 250_000 }],
      }),
    );
    // Milk again, 100,000 in cash (exactly) and the rest by card.
    await w.sold(
      w.saleBody(shift, {
        items: [{ product: milk.id, variant: null, quantity: 1 }],
        payments: [
          { method: 'cash', amount: 100_000 },
          { method: 'card', amount: 150_000 },
        ],
      }),
    );
    const open = Shift.parse((await w.call('GET', `/api/admin/pos/shifts/${shift.id}/`)).body);
    expect(open).toMatchObject({
      sales_count: 3,
      sales_total: 698_000,
      sales_by_method: { cash: 298_000, card: 400_000, transfer: 0 },
      expected_cash: 798_000,
      difference: null,
    });

    const res = await w.call('POST', `/api/admin/pos/shifts/${shift.id}/close/`, { counted_cash: 790_000 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(Shift.parse(res.body)).toMatchObject({
      closed_by: w.staff.email,
      expected_cash: 798_000,
      counted_cash: 790_000,
      difference: -8_000,
      sales_by_method: { cash: 298_000, card: 400_000, transfer: 0 },
    });
    const [row] = await w.db.select().from(posShifts).where(eq(posShifts.id, shift.id));
    expect(row).toMatchObject({ expectedCash: 798_000, countedCash: 790_000 });
    const trail = await w.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'pos_shift'), eq(auditLog.targetId, shift.id)));
    expect(trail.map((a) => a.action).sort()).toEqual(['pos_shift.close', 'pos_shift.open']);

    // Closed: a second close, and a sale rung up in it, are refused.
    const again = await w.call('POST', `/api/admin/pos/shifts/${shift.id}/close/`, { counted_cash: 0 });
    expect(again).toMatchObject({ status: 409, body: { detail: POS_MESSAGES.shiftClosed } });
    const late = await w.call('POST', '/api/admin/pos/sales/', w.saleBody(shift));
    expect(late).toMatchObject({ status: 409, body: { detail: POS_MESSAGES.shiftClosed } });
    // The sale it had is answered still: a till resending it after the close gets the same order.
    const resent = await w.call('POST', '/api/admin/pos/sales/', {
      ...w.saleBody(shift),
      client_sale_id: cash.client_sale_id,
    });
    expect(resent.status).toBe(200);
    expect((resent.body as { order: { id: number } }).order.id).toBe(cash.order.id);
  });
});

describe('POST /api/admin/pos/shifts/', () => {
  it('keeps one shift open per location (409), another location opens its own', async () => {
    const first = await w.openShift(100_000, w.other.id);
    const second = await w.call('POST', '/api/admin/pos/shifts/', { location: w.other.id, opening_cash: 0 });
    expect(second).toMatchObject({ status: 409, body: { detail: POS_MESSAGES.shiftOpen } });
    const res = await w.call('POST', `/api/admin/pos/shifts/${first.id}/close/`, { counted_cash: 100_000 });
    expect(Shift.parse(res.body).difference).toBe(0);
    // Closed: the location may open the next one.
    await w.openShift(0, w.other.id);
  });

  it('is a 400 for a location that does not exist or holds no stock, and for a bad float', async () => {
    const cases: [unknown, string][] = [
      [{ location: 999_999, opening_cash: 0 }, 'location'],
      [{ location: w.office.id, opening_cash: 0 }, 'location'],
      [{ opening_cash: 0 }, 'location'],
      [{ location: w.store.id, opening_cash: -1 }, 'opening_cash'],
      [{ location: w.store.id, opening_cash: 1.5 }, 'opening_cash'],
      [{ location: w.store.id, opening_cash: '500000' }, 'opening_cash'],
      [{ location: '1', opening_cash: 0 }, 'location'],
    ];
    for (const [body, field] of cases) {
      const res = await w.call('POST', '/api/admin/pos/shifts/', body);
      expect({ body, status: res.status }).toEqual({ body, status: 400 });
      expect(res.body).toHaveProperty(field);
    }
    expect((await w.call('POST', '/api/admin/pos/shifts/', { location: w.office.id, opening_cash: 0 })).body).toEqual({
      location: [POS_MESSAGES.locationHoldsNoStock],
    });
  });

  it('is a 400 for a bad count, 404 for no shift', async () => {
    expect((await w.call('POST', '/api/admin/pos/shifts/999999/close/', { counted_cash: 0 })).status).toBe(404);
    expect((await w.call('GET', '/api/admin/pos/shifts/999999/')).status).toBe(404);
    expect((await w.call('POST', '/api/admin/pos/shifts/1/close/', { counted_cash: -5 })).status).toBe(400);
    expect((await w.call('POST', '/api/admin/pos/shifts/1/close/', {})).status).toBe(400);
  });
});

describe('GET /api/admin/pos/shifts/', () => {
  it('finds the open shift of a location, and lists by location and shop day, newest first', async () => {
    const open = await shifts(`location=${w.other.id}&open=true`);
    expect(open).toHaveLength(1);
    expect(open[0]).toMatchObject({ location: w.other.id, closed_at: null });
    const all = await shifts(`location=${w.other.id}`);
    expect(all.map((s) => s.closed_at === null)).toEqual([true, false]);
    expect((await shifts(`location=${w.other.id}&open=false`)).every((s) => s.closed_at !== null)).toBe(true);

    // A shift opened at 23:30 on 1 March shop time (16:30 UTC) belongs to 1 March, not 2 March.
    const [late] = await w.db
      .insert(posShifts)
      .values({
        locationId: w.store.id,
        openingCash: 0,
        openedAt: new Date('2026-03-01T16:30:00Z'),
        closedAt: new Date('2026-03-01T17:00:00Z'),
      })
      .returning();
    expect((await shifts('date_from=2026-03-01&date_to=2026-03-01')).map((s) => s.id)).toEqual([late!.id]);
    expect(await shifts('date_from=2026-03-02&date_to=2026-03-02')).toEqual([]);
    expect((await shifts(`location=${w.store.id}&date_to=2026-03-31`)).map((s) => s.id)).toEqual([late!.id]);
  });

  it('is a 400 for a bad query', async () => {
    for (const query of [
      'location=abc',
      'open=yes',
      'date_from=2026-13-01',
      'date_from=2026-03-02&date_to=2026-03-01',
    ]) {
      expect({ query, status: (await w.call('GET', `/api/admin/pos/shifts/?${query}`)).status }).toEqual({
        query,
        status: 400,
      });
    }
  });
});

describe('who may use the counter', () => {
  it('is 401 without a token and 403 for a customer, on every call', async () => {
    const calls: ['GET' | 'POST', string, unknown][] = [
      ['GET', '/api/admin/pos/shifts/', undefined],
      ['POST', '/api/admin/pos/shifts/', { location: w.store.id, opening_cash: 0 }],
      ['GET', '/api/admin/pos/shifts/1/', undefined],
      ['POST', '/api/admin/pos/shifts/1/close/', { counted_cash: 0 }],
      ['POST', '/api/admin/pos/sales/', {}],
      ['GET', '/api/admin/pos/sales/12345678/', undefined],
      ['POST', '/api/admin/pos/sales/12345678/confirm-transfer/', undefined],
    ];
    for (const [method, url, body] of calls) {
      expect({ url, status: (await w.call(method, url, body, null)).status }).toEqual({ url, status: 401 });
      expect({ url, status: (await w.call(method, url, body, w.customer)).status }).toEqual({ url, status: 403 });
    }
  });
});
