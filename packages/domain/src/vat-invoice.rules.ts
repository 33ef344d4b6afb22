/**
 * How an order becomes the lines of a VAT e-invoice (DESIGN §13). Shop prices include VAT: each line's amount is
 * split into net and tax by its rate, so net + tax is exactly what the shopper paid for it, and the invoice adds up
 * to the order's `final_total` to the dong. A voucher's goods discount is one negative line; shipping is a line of
 * its own at the shop's default rate.
 */
import { roundHalfUp } from './money';

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
  /** The line's amount with VAT (negative for the discount). */
  amountWithTax: number;
  amountWithoutTax: number;
  taxAmount: number;
  vatRate: VatRate;
  /** The discount line lowers the invoice. */
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

/** Net part of an amount that includes VAT at `rate`, rounded half up; negative amounts mirror positive ones. */
function netOf(amountWithTax: number, rate: VatRate): number {
  const sign = amountWithTax < 0 ? -1 : 1;
  return sign * roundHalfUp((Math.abs(amountWithTax) * 100) / (100 + rate));
}

function line(
  name: string,
  unit: string,
  quantity: number,
  amountWithTax: number,
  vatRate: VatRate,
  isDiscount = false,
): InvoiceLine {
  const amountWithoutTax = netOf(amountWithTax, vatRate);
  return {
    name,
    unit,
    quantity,
    amountWithTax,
    amountWithoutTax,
    taxAmount: amountWithTax - amountWithoutTax,
    vatRate,
    isDiscount,
  };
}

/**
 * The discount line's rate: the goods' rate when they share one; with mixed rates the shop's default (one line, as
 * DESIGN §13 asks, rather than one per rate).
 */
function discountRate(lines: readonly InvoiceSourceLine[], fallback: VatRate): VatRate {
  const rates = new Set(lines.map((l) => l.vatRate));
  return rates.size === 1 ? [...rates][0]! : fallback;
}

/** The invoice's lines, per-rate breakdowns and totals; `totalWithTax` is the order's final total. */
export function splitInvoice(src: InvoiceSource): InvoiceSplit {
  const lines = src.lines.map((l) => line(l.name, l.unit, l.quantity, l.unitPrice * l.quantity, l.vatRate));
  if (src.goodsDiscount > 0) {
    const rate = discountRate(src.lines, src.defaultVatRate);
    lines.push(line(INVOICE_LINE_NAMES.discount, INVOICE_LINE_NAMES.unit, 1, -src.goodsDiscount, rate, true));
  }
  if (src.shippingCharged > 0) {
    lines.push(line(INVOICE_LINE_NAMES.shipping, INVOICE_LINE_NAMES.unit, 1, src.shippingCharged, src.defaultVatRate));
  }
  if (src.addedTax > 0) lines.push(line(INVOICE_LINE_NAMES.addedTax, INVOICE_LINE_NAMES.unit, 1, src.addedTax, 0));
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
 * When an order gets its e-invoice (DESIGN §13): delivered, and either cash (collected at the door) or paid online.
 */
export function invoiceDue(o: { status: string; payment_method: string; payment_status: string }): boolean {
  return o.status === 'delivered' && (o.payment_method === 'cash' || o.payment_status === 'paid');
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
