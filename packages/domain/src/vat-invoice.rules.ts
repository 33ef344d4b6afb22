/**
 * How an order becomes the lines of a VAT e-invoice (DESIGN §13). Shop prices include VAT: each line's amount is
 * split into net and tax by its rate, so net + tax is exactly what the shopper paid for it, and the invoice adds up
 * to the order's `final_total` to the dong. A voucher's goods discount is a discount line with positive amounts that
 * the breakdowns and totals subtract (SInvoice refuses a negative amount on any line); shipping is a line of its own
 * at the shop's default rate.
 */
import { roundHalfUp, shareOf } from './money';

/** The VAT rates an invoice line may carry (percent). */
export const VAT_RATES = [0, 5, 8, 10] as const;
export type VatRate = (typeof VAT_RATES)[number];

export const isVatRate = (n: unknown): n is VatRate => VAT_RATES.includes(n as VatRate);

export interface InvoiceSourceLine {
  name: string;
  unit: string;
  quantity: number;
  /** What the shopper paid per unit, VAT included (the order item's `price`). */
  unitPrice: number;
  vatRate: VatRate;
}

export interface InvoiceSource {
  lines: readonly InvoiceSourceLine[];
  /** The voucher's goods discount (the order's `discount` minus its shipping part). */
  goodsDiscount: number;
  /** The shipping fee charged: the order's fee minus a free-shipping voucher's part. */
  shippingCharged: number;
  /** A tax the shop adds on top (DESIGN §4 `have_tax`; 0 by default, since prices include VAT). */
  addedTax: number;
  defaultVatRate: VatRate;
}

export interface InvoiceLine {
  name: string;
  unit: string;
  quantity: number;
  /** The line's amount with VAT; never negative (a discount line is subtracted, see `isDiscount`). */
  amountWithTax: number;
  amountWithoutTax: number;
  taxAmount: number;
  vatRate: VatRate;
  /** The discount line lowers the invoice: the breakdowns and totals subtract it. */
  isDiscount: boolean;
}

export interface InvoiceBreakdown {
  vatRate: VatRate;
  taxableAmount: number;
  taxAmount: number;
}

export interface InvoiceSplit {
  lines: InvoiceLine[];
  breakdowns: InvoiceBreakdown[];
  totalWithoutTax: number;
  totalTax: number;
  totalWithTax: number;
}

export const INVOICE_LINE_NAMES = {
  discount: 'Chiết khấu thương mại (mã giảm giá)',
  shipping: 'Phí vận chuyển',
  addedTax: 'Thuế cộng thêm trên đơn hàng',
  unit: 'Lần',
} as const;

/** Net part of an amount that includes VAT at `rate`, rounded half up. */
const netOf = (amountWithTax: number, rate: VatRate) => roundHalfUp((amountWithTax * 100) / (100 + rate));

function line(name: string, unit: string, quantity: number, amountWithTax: number, vatRate: VatRate): InvoiceLine {
  const amountWithoutTax = netOf(amountWithTax, vatRate);
  return {
    name,
    unit,
    quantity,
    amountWithTax,
    amountWithoutTax,
    taxAmount: amountWithTax - amountWithoutTax,
    vatRate,
    isDiscount: false,
  };
}

/** What a line adds to the breakdowns and totals: a discount line takes away. */
export const signedInvoiceLine = (l: InvoiceLine) => (l.isDiscount ? -1 : 1);

/**
 * The goods discount as discount lines: one when the goods share a rate (DESIGN §13), else one per rate in
 * proportion to that rate's goods (largest remainders, so they add up to the dong) — a discount at a rate the goods
 * don't carry would leave that rate's breakdown negative. Its net and tax never exceed the goods' at the rate, so no
 * breakdown goes below zero through rounding.
 */
function discountLines(goods: readonly InvoiceLine[], discount: number): InvoiceLine[] {
  const byRate = new Map<VatRate, { amount: number; net: number; tax: number }>();
  for (const g of goods) {
    const r = byRate.get(g.vatRate) ?? { amount: 0, net: 0, tax: 0 };
    r.amount += g.amountWithTax;
    r.net += g.amountWithoutTax;
    r.tax += g.taxAmount;
    byRate.set(g.vatRate, r);
  }
  const total = goods.reduce((s, g) => s + g.amountWithTax, 0);
  const rates = [...byRate].sort(([a], [b]) => a - b);
  // In BigInt: discount × amount passes 2^53 on large orders, where a double would round the shares.
  const parts = rates.map(([, r]) => BigInt(discount) * BigInt(r.amount));
  const shares = parts.map((p) => Number(p / BigInt(total)));
  const byRemainder = parts
    .map((p, i) => ({ i, rest: p % BigInt(total) }))
    .sort((a, b) => (a.rest === b.rest ? a.i - b.i : a.rest > b.rest ? -1 : 1));
  for (let left = discount - shares.reduce((s, x) => s + x, 0), k = 0; left > 0; left--, k++) {
    shares[byRemainder[k % byRemainder.length]!.i]! += 1;
  }
  return rates.flatMap(([rate, r], i) => {
    const amount = shares[i]!;
    if (amount <= 0) return [];
    // Rounded as any line, then kept within the goods' net and tax at the rate (lines round one by one).
    const taxAmount = Math.min(Math.max(amount - netOf(amount, rate), amount - r.net), r.tax);
    return [
      {
        name: INVOICE_LINE_NAMES.discount,
        unit: INVOICE_LINE_NAMES.unit,
        quantity: 1,
        amountWithTax: amount,
        amountWithoutTax: amount - taxAmount,
        taxAmount,
        vatRate: rate,
        isDiscount: true,
      },
    ];
  });
}

/** The invoice's lines, per-rate breakdowns and totals; `totalWithTax` is the order's final total. */
export function splitInvoice(src: InvoiceSource): InvoiceSplit {
  const goods = src.lines.map((l) => line(l.name, l.unit, l.quantity, l.unitPrice * l.quantity, l.vatRate));
  const lines = [...goods];
  if (src.goodsDiscount > 0) lines.push(...discountLines(goods, src.goodsDiscount));
  if (src.shippingCharged > 0) {
    lines.push(line(INVOICE_LINE_NAMES.shipping, INVOICE_LINE_NAMES.unit, 1, src.shippingCharged, src.defaultVatRate));
  }
  if (src.addedTax > 0) lines.push(line(INVOICE_LINE_NAMES.addedTax, INVOICE_LINE_NAMES.unit, 1, src.addedTax, 0));
  const byRate = new Map<VatRate, InvoiceBreakdown>();
  for (const l of lines) {
    const b = byRate.get(l.vatRate) ?? { vatRate: l.vatRate, taxableAmount: 0, taxAmount: 0 };
    b.taxableAmount += signedInvoiceLine(l) * l.amountWithoutTax;
    b.taxAmount += signedInvoiceLine(l) * l.taxAmount;
    byRate.set(l.vatRate, b);
  }
  const sum = (f: (l: InvoiceLine) => number) => lines.reduce((s, l) => s + signedInvoiceLine(l) * f(l), 0);
  return {
    lines,
    breakdowns: [...byRate.values()].sort((a, b) => a.vatRate - b.vatRate),
    totalWithoutTax: sum((l) => l.amountWithoutTax),
    totalTax: sum((l) => l.taxAmount),
    totalWithTax: sum((l) => l.amountWithTax),
  };
}

/** A line of goods a return brings back, as its adjustment invoice decreases it (DESIGN §17). */
export interface ReturnedInvoiceLine {
  name: string;
  unit: string;
  quantity: number;
  /** What the shopper paid for these units, VAT included: their line price less their share of the goods discount. */
  amountWithTax: number;
  vatRate: VatRate;
}

/**
 * What `quantity` units of a line cost the shopper, VAT included: their price less their share of the order's goods
 * discount, in proportion to the goods' value (half up; in BigInt, as the products pass 2^53 on large orders).
 */
export function returnedAmount(unitPrice: number, quantity: number, goodsDiscount: number, goodsTotal: number): number {
  const value = unitPrice * quantity;
  if (goodsDiscount <= 0) return value;
  return Math.max(0, value - Math.min(shareOf(goodsDiscount, value, goodsTotal), value));
}

/**
 * The lines of an adjustment invoice that decreases goods (a return): each split into net and VAT as an ordinary line
 * is, with positive amounts (the adjustment says they decrease), and the per-rate breakdowns and totals of the
 * decrease.
 */
export function splitAdjustment(returned: readonly ReturnedInvoiceLine[]): InvoiceSplit {
  const lines = returned.map((l) => line(l.name, l.unit, l.quantity, l.amountWithTax, l.vatRate));
  const byRate = new Map<VatRate, InvoiceBreakdown>();
  for (const l of lines) {
    const b = byRate.get(l.vatRate) ?? { vatRate: l.vatRate, taxableAmount: 0, taxAmount: 0 };
    b.taxableAmount += l.amountWithoutTax;
    b.taxAmount += l.taxAmount;
    byRate.set(l.vatRate, b);
  }
  const sum = (f: (l: InvoiceLine) => number) => lines.reduce((s, l) => s + f(l), 0);
  return {
    lines,
    breakdowns: [...byRate.values()].sort((a, b) => a.vatRate - b.vatRate),
    totalWithoutTax: sum((l) => l.amountWithoutTax),
    totalTax: sum((l) => l.taxAmount),
    totalWithTax: sum((l) => l.amountWithTax),
  };
}

/**
 * When an order gets its e-invoice (DESIGN §13): delivered, and either cash (collected at the door), on account (sold
 * on credit: invoiced when the goods are handed over, DESIGN §17) or paid online.
 */
export function invoiceDue(o: { status: string; payment_method: string; payment_status: string }): boolean {
  return (
    o.status === 'delivered' &&
    (o.payment_method === 'cash' || o.payment_method === 'on_account' || o.payment_status === 'paid')
  );
}

export const E_INVOICE_STATUSES = ['none', 'pending', 'issued', 'failed'] as const;
export type EInvoiceStatus = (typeof E_INVOICE_STATUSES)[number];

/** The e-invoice's state as the shop and the back office name it. */
export const E_INVOICE_STATUS_LABELS: Record<EInvoiceStatus, string> = {
  none: 'Chưa xuất',
  pending: 'Đang xuất',
  issued: 'Đã xuất',
  failed: 'Xuất lỗi',
};
