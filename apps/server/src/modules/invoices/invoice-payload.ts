// The createInvoice body (DESIGN §13) for an order: the buyer (the company asked for, else the shopper, who does
// not get the invoice), the lines split into net and VAT by the domain, the per-rate breakdown and the totals.
// A discount goes as SInvoice takes one (as Odoo's l10n_vn_edi_viettel sends it): a `selection: 3` line with
// `isIncreaseItem: false` and positive amounts, which the breakdowns and totals subtract.
import type { InvoicePreview } from '@shop/domain/invoice.schemas';
import { isGuestPlaceholderEmail } from '@shop/domain/order.schemas';
import { type VatRate, isVatRate, splitInvoice } from '@shop/domain/vat-invoice.rules';
import type { InvoiceRow } from './invoices.repo';

export interface InvoiceOrder {
  id: number;
  userId: number | null;
  status: string;
  paymentMethod: string;
  paymentStatus: string;
  buyerName: string;
  email: string;
  phone: string;
  address: string;
  shippingFee: number;
  goodsDiscount: number;
  shippingDiscount: number;
  /** A tax the shop adds on top (have_tax); 0 by default. */
  addedTax: number;
  finalTotal: number;
  /** `id`: the order line's (a return names its lines by it). */
  items: { id: number; name: string; unit: string; quantity: number; unitPrice: number; vatRate: number | null }[];
}

export interface PayloadSettings {
  templateCode: string;
  series: string;
  defaultVatRate: VatRate;
}

/** SInvoice's `invoiceType` for a VAT invoice (hóa đơn giá trị gia tăng). */
export const VAT_INVOICE_TYPE = '1';

/** SInvoice's `selection`: an ordinary line (goods, shipping) or a commercial discount. */
export const LINE_SELECTION = { goods: 1, discount: 3 } as const;

/** A net unit price: SInvoice takes up to two decimals; the line totals stay whole dong. */
export const unitNet = (amount: number, quantity: number) => Math.round((amount * 100) / quantity) / 100;

/** The buyer: the company asked for, else the shopper, who does not get the invoice. */
export function buyerInfo(order: InvoiceOrder, request: InvoiceRow | undefined) {
  if (request?.taxCode) {
    return {
      buyerName: order.buyerName,
      buyerLegalName: request.companyName ?? '',
      buyerTaxCode: request.taxCode,
      buyerAddressLine: request.address ?? '',
      buyerEmail: request.email ?? '',
      buyerNotGetInvoice: 0,
    };
  }
  return {
    buyerName: order.buyerName || 'Khách lẻ',
    buyerLegalName: '',
    buyerTaxCode: '',
    buyerAddressLine: order.address,
    buyerEmail: isGuestPlaceholderEmail(order.email) ? '' : order.email,
    buyerNotGetInvoice: 1,
  };
}

/**
 * SInvoice's payment method: cash (TM), a transfer (CK), or on account (DESIGN §17), which the customer pays later in
 * cash or by transfer: 'TM/CK'.
 */
export const paymentsOf = (order: InvoiceOrder) => [
  {
    paymentMethodName: order.paymentMethod === 'cash' ? 'TM' : order.paymentMethod === 'on_account' ? 'TM/CK' : 'CK',
  },
];

export function invoicePayload(
  order: InvoiceOrder,
  request: InvoiceRow | undefined,
  settings: PayloadSettings,
  transactionUuid: string,
) {
  const split = splitInvoice({
    lines: order.items.map((i) => ({
      ...i,
      vatRate: isVatRate(i.vatRate) ? i.vatRate : settings.defaultVatRate,
    })),
    goodsDiscount: order.goodsDiscount,
    shippingCharged: order.shippingFee - order.shippingDiscount,
    addedTax: order.addedTax,
    defaultVatRate: settings.defaultVatRate,
  });
  return {
    generalInvoiceInfo: {
      invoiceType: VAT_INVOICE_TYPE,
      templateCode: settings.templateCode,
      invoiceSeries: settings.series,
      currencyCode: 'VND',
      adjustmentType: '1',
      paymentStatus: order.paymentStatus === 'paid',
      transactionUuid,
    },
    buyerInfo: buyerInfo(order, request),
    payments: paymentsOf(order),
    itemInfo: split.lines.map((l, i) => ({
      lineNumber: i + 1,
      selection: l.isDiscount ? LINE_SELECTION.discount : LINE_SELECTION.goods,
      itemName: l.name,
      unitName: l.unit,
      unitPrice: unitNet(l.amountWithoutTax, l.quantity),
      quantity: l.quantity,
      itemTotalAmountWithoutTax: l.amountWithoutTax,
      taxPercentage: l.vatRate,
      taxAmount: l.taxAmount,
      ...(l.isDiscount ? { isIncreaseItem: false } : {}),
    })),
    taxBreakdowns: split.breakdowns.map((b) => ({
      taxPercentage: b.vatRate,
      taxableAmount: b.taxableAmount,
      taxAmount: b.taxAmount,
    })),
    summarizeInfo: {
      totalAmountWithoutTax: split.totalWithoutTax,
      totalTaxAmount: split.totalTax,
      totalAmountWithTax: split.totalWithTax,
    },
  };
}

/** Staff's review of an invoice before it is made: the createInvoice body itself, read out. */
export function previewOf(payload: ReturnType<typeof invoicePayload>, finalTotal: number): InvoicePreview {
  const { buyerInfo: b, summarizeInfo: sum } = payload;
  return {
    buyer: {
      name: b.buyerName,
      legal_name: b.buyerLegalName,
      tax_code: b.buyerTaxCode,
      address: b.buyerAddressLine,
      email: b.buyerEmail,
      gets_invoice: b.buyerNotGetInvoice === 0,
    },
    paid: payload.generalInvoiceInfo.paymentStatus,
    payment_method_name: payload.payments[0]!.paymentMethodName,
    lines: payload.itemInfo.map((l) => ({
      line_number: l.lineNumber,
      name: l.itemName,
      unit: l.unitName,
      unit_price: l.unitPrice,
      quantity: l.quantity,
      amount_without_tax: l.itemTotalAmountWithoutTax,
      vat_rate: l.taxPercentage,
      tax_amount: l.taxAmount,
      is_discount: l.selection === LINE_SELECTION.discount,
    })),
    breakdowns: payload.taxBreakdowns.map((r) => ({
      vat_rate: r.taxPercentage,
      taxable_amount: r.taxableAmount,
      tax_amount: r.taxAmount,
    })),
    total_without_tax: sum.totalAmountWithoutTax,
    total_tax: sum.totalTaxAmount,
    total_with_tax: sum.totalAmountWithTax,
    final_total: finalTotal,
  };
}
