/**
 * Receivables contracts (công nợ, DESIGN §17): the terms fields of customers and groups, a customer's payment, their
 * account, the receivables list and the statement. Shared by the server's `/api/admin/…` routes and the back office.
 */
import { z } from 'zod';
import {
  ADMIN_SEARCH_MAX_LENGTH,
  Actor,
  IsoDateTime,
  checkRange,
  optionalDay,
  optionalEnum,
  optionalQueryText,
  pageField,
  pageSizeField,
} from './admin.schemas';
import { paginated } from './catalog.schemas';
import { optionalBoolean } from './catalog-query.schemas';
import { ORDER_STATUSES } from './order-status';
import {
  CUSTOMER_PAYMENT_KINDS,
  CUSTOMER_PAYMENT_METHODS,
  PAYMENT_TERMS_MAX_DAYS,
  RECEIVABLE_MESSAGES as M,
} from './receivables.rules';

/** What one payment or limit may be: beyond any shop's, within the database's exact integers. */
export const ACCOUNT_AMOUNT_MAX = 1_000_000_000_000;
export const PAYMENT_REFERENCE_MAX_LENGTH = 200;

/** A group's payment terms: whole days after delivery, 0 (pays now) to 365. */
export const PaymentTermsDays = z
  .int({ error: M.termsInvalid })
  .min(0, { error: M.termsInvalid })
  .max(PAYMENT_TERMS_MAX_DAYS, { error: M.termsInvalid });
/** A credit limit in dong; null: none. */
export const CreditLimit = z
  .int({ error: M.creditLimitInvalid })
  .min(0, { error: M.creditLimitInvalid })
  .max(ACCOUNT_AMOUNT_MAX, { error: M.creditLimitInvalid })
  .nullable();

/** A customer's own terms on the customers API: null takes the group's; absent leaves them as they are. */
export const customerTermsFields = {
  payment_terms_days: PaymentTermsDays.nullable().optional(),
  credit_limit: CreditLimit.optional(),
};

/** `POST /api/admin/customers/{id}/payments/`: money the customer paid towards their account. */
export const CustomerPaymentRequest = z.object({
  amount: z
    .int({ error: M.amountInvalid })
    .min(1, { error: M.amountInvalid })
    .max(ACCOUNT_AMOUNT_MAX, { error: M.amountInvalid }),
  method: z.enum(CUSTOMER_PAYMENT_METHODS, { error: M.methodInvalid }),
  reference: z
    .string({ error: M.referenceTooLong })
    .trim()
    .max(PAYMENT_REFERENCE_MAX_LENGTH, M.referenceTooLong)
    .nullish()
    .transform((v) => v ?? ''),
});
export type CustomerPaymentRequest = z.infer<typeof CustomerPaymentRequest>;

/** A payment as recorded: which orders it paid (oldest first) and what is left of it as credit. */
export const CustomerPayment = z.object({
  id: z.int().positive(),
  amount: z.int().positive(),
  method: z.enum(CUSTOMER_PAYMENT_KINDS),
  reference: z.string(),
  unallocated: z.int().min(0),
  allocations: z.array(z.object({ order: z.int().positive(), amount: z.int().positive() })),
  actor: Actor.nullable(),
  created_at: IsoDateTime,
});
export type CustomerPayment = z.infer<typeof CustomerPayment>;

/** Who a receivables answer is about. */
export const AccountCustomer = z.object({
  id: z.int().positive(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
});
export type AccountCustomer = z.infer<typeof AccountCustomer>;

/** An open on_account order (unpaid, not cancelled or returned): delivered or not; due once delivered. */
export const OpenAccountOrder = z.object({
  id: z.int().positive(),
  status: z.enum(ORDER_STATUSES),
  created_at: IsoDateTime,
  delivered_at: IsoDateTime.nullable(),
  due_at: IsoDateTime.nullable(),
  final_total: z.int().min(0),
  account_paid: z.int().min(0),
  owed: z.int().min(0),
  overdue: z.boolean(),
});
export type OpenAccountOrder = z.infer<typeof OpenAccountOrder>;

/**
 * `GET /api/admin/customers/{id}/account/`: the terms in force (the customer's own, else the group's) and where the
 * account stands. `balance` = what the open orders owe less the credit (negative: the customer is in credit);
 * `overdue` = what the orders past their due date owe; `available_credit` = the limit less the balance (null: no limit).
 */
export const CustomerAccount = z.object({
  customer: AccountCustomer,
  payment_terms_days: z.int().min(0),
  credit_limit: z.int().min(0).nullable(),
  own: z.object({ payment_terms_days: z.int().min(0).nullable(), credit_limit: z.int().min(0).nullable() }),
  group: z
    .object({
      id: z.int().positive(),
      name: z.string(),
      payment_terms_days: z.int().min(0),
      credit_limit: z.int().min(0).nullable(),
    })
    .nullable(),
  balance: z.int(),
  owed: z.int().min(0),
  credit: z.int().min(0),
  overdue: z.int().min(0),
  oldest_due_at: IsoDateTime.nullable(),
  available_credit: z.int().min(0).nullable(),
  open_orders: z.array(OpenAccountOrder),
  /** The newest payments. */
  payments: z.array(CustomerPayment),
});
export type CustomerAccount = z.infer<typeof CustomerAccount>;

/** `GET /api/admin/receivables/`: `overdue=true` keeps those with an order past its due date; search by contact. */
export const ReceivablesQuery = z.object({
  page: pageField,
  page_size: pageSizeField,
  overdue: optionalBoolean(),
  search: optionalQueryText(ADMIN_SEARCH_MAX_LENGTH),
});
export type ReceivablesQuery = z.infer<typeof ReceivablesQuery>;

/** One customer's account on the receivables list (customers with an open order or credit), overdue ones first. */
export const ReceivableRow = z.object({
  customer: AccountCustomer,
  balance: z.int(),
  overdue: z.int().min(0),
  oldest_due_at: IsoDateTime.nullable(),
  open_orders: z.int().min(0),
  payment_terms_days: z.int().min(0),
  credit_limit: z.int().min(0).nullable(),
});
export type ReceivableRow = z.infer<typeof ReceivableRow>;
export const ReceivablesPage = paginated(ReceivableRow);
export type ReceivablesPage = z.infer<typeof ReceivablesPage>;

export const STATEMENT_DEFAULT_DAYS = 30;
export const STATEMENT_MAX_DAYS = 731;

/**
 * `GET /api/admin/customers/{id}/statement/?date_from=&date_to=&format=csv`: whole shop days, inclusive (default the
 * last 30 days); `format=csv` downloads it.
 */
export const StatementQuery = z
  .object({
    date_from: optionalDay(),
    date_to: optionalDay(),
    format: optionalEnum(['json', 'csv'] as const, M.formatInvalid),
  })
  .superRefine(checkRange);
export type StatementQuery = z.infer<typeof StatementQuery>;

export const STATEMENT_LINE_KINDS = ['order', 'payment'] as const;

/**
 * A line of the statement: an on_account order placed (owed: `debit`) or a payment (`credit`), in time order, with the
 * balance after it.
 */
export const StatementLine = z.object({
  at: IsoDateTime,
  kind: z.enum(STATEMENT_LINE_KINDS),
  /** The order's id, or the payment's. */
  ref: z.int().positive(),
  description: z.string(),
  due_at: IsoDateTime.nullable(),
  debit: z.int().min(0),
  credit: z.int().min(0),
  balance: z.int(),
});
export type StatementLine = z.infer<typeof StatementLine>;

/**
 * The customer's statement over the days: the balance before the first (orders placed less payments made), each
 * order and payment in the days, and the balance after the last. Cancelled and returned orders are left out.
 */
export const Statement = z.object({
  customer: AccountCustomer.extend({ company_name: z.string().nullable(), tax_code: z.string().nullable() }),
  date_from: z.iso.date(),
  date_to: z.iso.date(),
  opening_balance: z.int(),
  lines: z.array(StatementLine),
  total_debit: z.int().min(0),
  total_credit: z.int().min(0),
  closing_balance: z.int(),
  payment_terms_days: z.int().min(0),
  credit_limit: z.int().min(0).nullable(),
});
export type Statement = z.infer<typeof Statement>;
