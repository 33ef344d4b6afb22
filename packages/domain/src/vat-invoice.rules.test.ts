import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceOrder } from './order-pricing';
import {
  INVOICE_LINE_NAMES,
  VAT_RATES,
  type VatRate,
  invoiceDue,
  returnedAmount,
  splitAdjustment,
  splitInvoice,
} from './vat-invoice.rules';

const item = (unitPrice: number, quantity: number, vatRate: VatRate) => ({
  name: 'Trà',
  unit: 'Hộp',
  unitPrice,
  quantity,
  vatRate,
});

describe('splitInvoice', () => {
  it.each([
    // amount with VAT, rate → net, tax
    [108_000, 8, 100_000, 8_000],
    [110_000, 10, 100_000, 10_000],
    [105_000, 5, 100_000, 5_000],
    [99_999, 0, 99_999, 0],
    [12_345, 8, 11_431, 914], // 11430.555… rounds up
    [1, 10, 1, 0],
  ] as const)('%i at %i %% → net %i, tax %i', (amount, rate, net, tax) => {
    const s = splitInvoice({
      lines: [item(amount, 1, rate)],
      goodsDiscount: 0,
      shippingCharged: 0,
      addedTax: 0,
      defaultVatRate: 8,
    });
    expect(s.lines[0]).toMatchObject({ amountWithoutTax: net, taxAmount: tax, amountWithTax: amount });
    expect(s.breakdowns).toEqual([{ vatRate: rate, taxableAmount: net, taxAmount: tax }]);
  });

  it('discount is one positive line at the goods’ rate, subtracted; shipping its own line at the default rate', () => {
    const s = splitInvoice({
      lines: [item(54_000, 2, 8), item(27_000, 1, 8)],
      goodsDiscount: 13_500,
      shippingCharged: 30_000,
      addedTax: 0,
      defaultVatRate: 10,
    });
    expect(s.lines.map((l) => [l.name, l.amountWithTax, l.vatRate])).toEqual([
      ['Trà', 108_000, 8],
      ['Trà', 27_000, 8],
      [INVOICE_LINE_NAMES.discount, 13_500, 8],
      [INVOICE_LINE_NAMES.shipping, 30_000, 10],
    ]);
    expect(s.lines[2]).toMatchObject({ amountWithoutTax: 12_500, taxAmount: 1_000, isDiscount: true });
    expect(s.totalWithTax).toBe(151_500);
    expect(s.breakdowns).toEqual([
      { vatRate: 8, taxableAmount: 100_000 + 25_000 - 12_500, taxAmount: 8_000 + 2_000 - 1_000 },
      { vatRate: 10, taxableAmount: 27_273, taxAmount: 2_727 },
    ]);
  });

  it('mixed rates: one discount line per rate, in proportion, to the dong; a free delivery adds no line', () => {
    const s = splitInvoice({
      lines: [item(10_000, 1, 5), item(20_000, 1, 10)],
      goodsDiscount: 1_000,
      shippingCharged: 0,
      addedTax: 0,
      defaultVatRate: 8,
    });
    expect(s.lines.filter((l) => l.isDiscount).map((l) => [l.vatRate, l.amountWithTax])).toEqual([
      [5, 333],
      [10, 667],
    ]);
    expect(s.lines).toHaveLength(4);
    expect(s.totalWithTax).toBe(29_000);
  });

  it('a discount of the whole goods leaves no breakdown below zero, whatever the rounding', () => {
    // Two lines of 6 at 10 %: each 5 + 1; the 12 off rounds alone to 11 + 1, but may not take more net than 10.
    const s = splitInvoice({
      lines: [item(6, 1, 10), item(6, 1, 10)],
      goodsDiscount: 12,
      shippingCharged: 0,
      addedTax: 0,
      defaultVatRate: 8,
    });
    expect(s.breakdowns).toEqual([{ vatRate: 10, taxableAmount: 0, taxAmount: 0 }]);
    expect(s.totalWithTax).toBe(0);
  });

  it('a whole-goods discount on an order of billions splits to the dong (discount × amount passes 2^53)', () => {
    const lines = [item(2_108_131, 544, 0), item(2_370_578, 818, 10), item(4_279_239, 530, 0)];
    const goods = lines.reduce((s, l) => s + l.unitPrice * l.quantity, 0);
    const s = splitInvoice({ lines, goodsDiscount: goods, shippingCharged: 0, addedTax: 0, defaultVatRate: 0 });
    expect(s.breakdowns).toEqual([
      { vatRate: 0, taxableAmount: 0, taxAmount: 0 },
      { vatRate: 10, taxableAmount: 0, taxAmount: 0 },
    ]);
    for (const l of s.lines) expect(Math.min(l.amountWithoutTax, l.taxAmount)).toBeGreaterThanOrEqual(0);
    expect(s.totalWithTax).toBe(0);
  });

  it('for any order the invoice adds up to final_total, line by line and rate by rate', () => {
    const lineArb = fc.record({
      unitPrice: fc.integer({ min: 1, max: 5_000_000 }),
      quantity: fc.integer({ min: 1, max: 999 }),
      vatRate: fc.constantFrom(...VAT_RATES),
    });
    const voucherArb = fc.option(fc.record({ value: fc.integer({ min: 0, max: 100 }), is_percentage: fc.boolean() }), {
      nil: null,
    });
    fc.assert(
      fc.property(
        fc.array(lineArb, { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 0, max: 200_000 }),
        voucherArb,
        fc.constantFrom(...VAT_RATES),
        fc.option(fc.constantFrom(0.05, 0.08, 0.1), { nil: null }),
        (ls, fee, voucher, defaultVatRate, taxRate) => {
          const totals = priceOrder({
            lines: ls.map((l) => ({ price: l.unitPrice, discount_price: null, quantity: l.quantity })),
            shippingFee: fee,
            voucher,
            taxRate,
          });
          const s = splitInvoice({
            lines: ls.map((l) => item(l.unitPrice, l.quantity, l.vatRate)),
            goodsDiscount: totals.goodsDiscount,
            shippingCharged: totals.shippingFee - totals.shippingDiscount,
            addedTax: totals.taxAmount,
            defaultVatRate,
          });
          expect(s.totalWithTax).toBe(totals.finalTotal);
          expect(s.totalWithoutTax + s.totalTax).toBe(totals.finalTotal);
          for (const l of s.lines) {
            expect(Number.isInteger(l.amountWithoutTax) && Number.isInteger(l.taxAmount)).toBe(true);
            expect(l.amountWithoutTax + l.taxAmount).toBe(l.amountWithTax);
            // SInvoice refuses a negative amount on any line.
            expect(Math.min(l.amountWithoutTax, l.taxAmount)).toBeGreaterThanOrEqual(0);
          }
          expect(s.lines.filter((l) => l.isDiscount).length).toBeLessThanOrEqual(
            new Set(ls.map((l) => l.vatRate)).size,
          );
          for (const b of s.breakdowns) expect(Math.min(b.taxableAmount, b.taxAmount)).toBeGreaterThanOrEqual(0);
          const byRate = s.breakdowns.reduce((sum, b) => sum + b.taxableAmount + b.taxAmount, 0);
          expect(byRate).toBe(totals.finalTotal);
          expect(s.breakdowns.reduce((sum, b) => sum + b.taxAmount, 0)).toBe(s.totalTax);
        },
      ),
    );
  });
});

describe('returned goods on an adjustment invoice (DESIGN §17)', () => {
  it.each([
    // unit price, quantity, goods discount, goods total → what the units cost the shopper
    [99_000, 1, 0, 243_000, 99_000],
    [99_000, 1, 24_300, 243_000, 89_100],
    [99_000, 2, 24_300, 243_000, 178_200],
    [1, 1, 1, 3, 1], // a share of 0.33 rounds to 0
    [1, 2, 1, 3, 1], // 0.67 rounds to 1
    [50_000, 1, 999_999, 50_000, 0], // never below zero
  ] as const)('%i × %i with %i off %i → %i', (price, quantity, discount, total, amount) => {
    expect(returnedAmount(price, quantity, discount, total)).toBe(amount);
  });

  it('the returned units of every line add up to the discounted goods, to a dong per line', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ price: fc.integer({ min: 1, max: 5_000_000 }), quantity: fc.integer({ min: 1, max: 50 }) }),
          {
            minLength: 1,
            maxLength: 6,
          },
        ),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (lines, share) => {
          const total = lines.reduce((s, l) => s + l.price * l.quantity, 0);
          const discount = Math.floor(total * share);
          const back = lines.reduce((s, l) => s + returnedAmount(l.price, l.quantity, discount, total), 0);
          expect(Math.abs(back - (total - discount))).toBeLessThanOrEqual(lines.length);
        },
      ),
    );
  });

  it('splits each returned line into net and VAT, and sums the decrease per rate', () => {
    const s = splitAdjustment([
      { name: 'Trà', unit: 'Gói', quantity: 1, amountWithTax: 99_000, vatRate: 8 },
      { name: 'Thạch', unit: 'Hộp', quantity: 2, amountWithTax: 90_000, vatRate: 10 },
      { name: 'Siro', unit: 'Chai', quantity: 1, amountWithTax: 10_800, vatRate: 8 },
    ]);
    expect(s.lines.map((l) => [l.amountWithoutTax, l.taxAmount, l.isDiscount])).toEqual([
      [91_667, 7_333, false],
      [81_818, 8_182, false],
      [10_000, 800, false],
    ]);
    expect(s.breakdowns).toEqual([
      { vatRate: 8, taxableAmount: 101_667, taxAmount: 8_133 },
      { vatRate: 10, taxableAmount: 81_818, taxAmount: 8_182 },
    ]);
    expect([s.totalWithoutTax, s.totalTax, s.totalWithTax]).toEqual([183_485, 16_315, 199_800]);
  });
});

describe('invoiceDue', () => {
  it.each([
    ['delivered', 'cash', 'unpaid', true],
    // Sold on credit (DESIGN §17): invoiced when the goods are handed over, paid or not.
    ['delivered', 'on_account', 'unpaid', true],
    ['processing', 'on_account', 'unpaid', false],
    ['delivered', 'sepay', 'pending', false],
    ['delivered', 'payos', 'paid', true],
  ])('%s, %s, %s: %s', (status, payment_method, payment_status, due) => {
    expect(invoiceDue({ status, payment_method, payment_status })).toBe(due);
  });
});
