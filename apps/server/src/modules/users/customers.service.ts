// The back office's customers (DESIGN §12): the list, one customer's page, a new customer, what staff keep about them
// (audited), and the customers a staff order could be for.
import {
  type AdminCustomer,
  type AdminCustomerCreate,
  type AdminCustomerMatchQuery,
  type AdminCustomerMatches,
  type AdminCustomerDetail,
  type AdminCustomerListQuery,
  type AdminCustomerPage,
  type AdminCustomerPatch,
  CUSTOMER_MESSAGES as M,
  CUSTOMER_RECENT_ORDERS,
  CUSTOMER_SEARCH_COUNT_LIMIT,
} from '@shop/domain/admin-customers.schemas';
import type { InvoiceDetails } from '@shop/domain/invoice.schemas';
import { isGuestPlaceholderEmail } from '@shop/domain/order.schemas';
import type { OrderSource } from '@shop/domain/order-source';
import { type OrderStatus, type PaymentStatus, orderStatusLabel } from '@shop/domain/order-status';
import { contactSearchText } from '@shop/domain/search-text';
import type { Db, DbOrTx } from '../../db/client';
import { BadRequestError, NotFoundError } from '../../http/errors';
import { assertPageExists, paginate } from '../../http/pagination';
import type { StaffContext } from '../../http/staff-context';
import type { AuditService } from '../audit/audit.service';
import * as repo from './customers.repo';
import { customerMatches, insertPasswordless, keptForPhone, refuseStaffAccount } from './customer-match';
import { type UserRow, findUserByEmail } from './users.repo';

function shape(r: repo.CustomerRow): AdminCustomer {
  return {
    id: r.id,
    name: [r.firstName, r.lastName].filter(Boolean).join(' '),
    email: r.email,
    phone: r.phoneNumber,
    orders_count: r.ordersCount,
    total_spent: Number(r.totalSpent),
    last_order_at: r.lastOrderAt ? new Date(r.lastOrderAt).toISOString() : null,
    group: r.groupId,
    group_name: r.groupName,
    company_name: r.companyName,
    tax_code: r.taxCode,
    is_active: r.isActive,
    has_password: Boolean(r.hasPassword),
    created_at: new Date(r.createdAt).toISOString(),
  };
}

/** What an audit row keeps of a customer before and after a change. */
const auditView = (r: repo.CustomerRow) => ({
  staff_note: r.staffNote,
  company_name: r.companyName,
  tax_code: r.taxCode,
  group: r.groupId,
  is_active: r.isActive,
  payment_terms_days: r.paymentTermsDays,
  credit_limit: r.creditLimit,
});

interface Deps {
  db: Db;
  audit: AuditService;
  publicUrl: string;
  /** Whether a customer group has this id (wholesale's), read inside the PATCH's transaction. */
  groupExists: (tx: DbOrTx, id: number) => Promise<boolean>;
  /** The details of the customer's latest VAT invoice request (invoices'), or null. */
  lastInvoice: (userId: number) => Promise<InvoiceDetails | null>;
  /** The customer's orders (orders'): the delivery addresses they used, the latest first, and the newest orders. */
  customerOrders: {
    addresses(db: DbOrTx, userId: number, limit: number): Promise<OrderAddress[]>;
    recent(db: DbOrTx, userId: number, limit: number): Promise<CustomerOrderRow[]>;
  };
}

/** An address an order was delivered to, as the customer page lists it. */
export interface OrderAddress {
  shipping_address: string;
  ward: string;
  district: string;
  city: string;
  phone_number: string;
}

/** One of the customer's newest orders, with the units it holds. */
export interface CustomerOrderRow {
  id: number;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  source: OrderSource;
  finalTotal: number;
  createdAt: Date;
  itemCount: number;
}

export function createCustomersService({ db, audit, publicUrl, groupExists, lastInvoice, customerOrders }: Deps) {
  async function detail(id: number): Promise<AdminCustomerDetail> {
    const row = await repo.findCustomer(db, id);
    if (!row) throw new NotFoundError(M.customerNotFound);
    const [fromOrders, recent, invoice] = await Promise.all([
      customerOrders.addresses(db, id, CUSTOMER_RECENT_ORDERS),
      customerOrders.recent(db, id, CUSTOMER_RECENT_ORDERS),
      lastInvoice(id),
    ]);
    const own = row.shippingAddress
      ? [
          {
            shipping_address: row.shippingAddress,
            ward: row.ward,
            district: row.district,
            city: row.city,
            phone_number: row.phoneNumber,
          },
        ]
      : [];
    const key = (a: (typeof own)[number]) => JSON.stringify(a);
    const seen = new Set(own.map(key));
    return {
      ...shape(row),
      staff_note: row.staffNote,
      addresses: [...own, ...fromOrders.filter((a) => !seen.has(key(a)))],
      recent_orders: recent.map((o) => ({
        id: o.id,
        status: o.status,
        status_display: orderStatusLabel(o.status),
        payment_status: o.paymentStatus,
        source: o.source,
        final_total: o.finalTotal,
        item_count: o.itemCount,
        created_at: o.createdAt.toISOString(),
      })),
      last_invoice: invoice,
      payment_terms_days: row.paymentTermsDays,
      credit_limit: row.creditLimit,
    };
  }

  return {
    /** `GET /api/admin/customers/`: newest first unless asked otherwise. */
    async list(q: AdminCustomerListQuery): Promise<AdminCustomerPage> {
      const filters: repo.CustomerFilters = {
        searchText: q.search ? contactSearchText(q.search) || undefined : undefined,
        group: q.group,
      };
      const offset = (q.page - 1) * q.page_size;
      // A search common to most accounts (an e-mail domain) would read them all to be counted exactly.
      const limit = filters.searchText ? CUSTOMER_SEARCH_COUNT_LIMIT : undefined;
      const [found, rows] = await Promise.all([
        repo.countCustomers(db, filters, limit),
        repo.listCustomers(db, filters, { limit: q.page_size, offset, ordering: q.ordering }),
      ]);
      const count = Math.min(found, limit ?? found);
      assertPageExists(q, count);
      const params = new URLSearchParams();
      for (const [k, v] of Object.entries({ search: q.search, group: q.group, ordering: q.ordering })) {
        if (v !== undefined && !(k === 'ordering' && v === '-created_at')) params.set(k, String(v));
      }
      return {
        ...paginate(`${publicUrl}/api/admin/customers/`, params, q, count, rows.map(shape)),
        count_capped: found > count,
      };
    },

    detail,

    /** `GET /api/admin/customers/matches/`: who a staff order for this phone and e-mail could be for (DESIGN §12). */
    async matches(q: AdminCustomerMatchQuery): Promise<AdminCustomerMatches> {
      return (await customerMatches(db, q)).map((m) => ({
        ...shape(m.customer),
        email_matches: m.emailMatches,
        phone_in_profile: m.phoneInProfile,
        delivered_orders: m.deliveredOrders,
        kept_for_phone: m.keptForPhone,
        automatic: m.automatic,
      }));
    },

    /**
     * `POST /api/admin/customers/` ("Thêm khách hàng"): an account without a password, under the e-mail given (its
     * owner may claim it with a password reset) or, without one, the phone's placeholder; audited. An e-mail any
     * account has, or a phone that already has a customer without e-mail, is a 400 naming the field.
     */
    async create(staff: StaffContext, body: AdminCustomerCreate): Promise<AdminCustomerDetail> {
      const email = body.email && !isGuestPlaceholderEmail(body.email) ? body.email : undefined;
      const refuse = (taken: UserRow): never => {
        refuseStaffAccount(taken, 'email');
        const [field, message] = email ? ['email', M.emailTaken] : ['phone', M.phoneTaken];
        throw new BadRequestError(message, { [field]: [message] });
      };
      const id = await db.transaction(async (tx) => {
        const existing = email ? await findUserByEmail(tx, email) : await keptForPhone(tx, body.phone);
        if (existing) refuse(existing);
        if (body.group != null && !(await groupExists(tx, body.group))) {
          throw new BadRequestError(M.groupMissing, { group: [M.groupMissing] });
        }
        const keeps = {
          staffNote: body.staff_note ?? '',
          companyName: body.company_name ?? null,
          taxCode: body.tax_code ?? null,
          customerGroupId: body.group ?? null,
          paymentTermsDays: body.payment_terms_days ?? null,
          creditLimit: body.credit_limit ?? null,
        };
        const { row, taken } = await insertPasswordless(tx, { name: body.name, phone: body.phone, email }, keeps);
        if (!row) return refuse(taken);
        await audit.record(tx, staff, {
          action: 'customer.create',
          targetType: 'customer',
          targetId: row.id,
          before: null,
          after: {
            name: body.name,
            phone: body.phone,
            email: row.email,
            staff_note: keeps.staffNote,
            company_name: keeps.companyName,
            tax_code: keeps.taxCode,
            group: keeps.customerGroupId,
            payment_terms_days: keeps.paymentTermsDays,
            credit_limit: keeps.creditLimit,
          },
        });
        return row.id;
      });
      return detail(id);
    },

    /**
     * `PATCH /api/admin/customers/{id}/`: the fields given; the account disabled or enabled at once, and a new group's
     * prices apply from the customer's next request (the guard reads the users row each time); audited.
     */
    async update(staff: StaffContext, id: number, body: AdminCustomerPatch): Promise<AdminCustomerDetail> {
      await db.transaction(async (tx) => {
        const before = await repo.findCustomer(tx, id, true);
        if (!before) throw new NotFoundError(M.customerNotFound);
        if (body.group != null && !(await groupExists(tx, body.group))) {
          throw new BadRequestError(M.groupMissing, { group: [M.groupMissing] });
        }
        const changes: repo.CustomerChanges = {
          ...(body.staff_note !== undefined ? { staffNote: body.staff_note } : {}),
          ...(body.company_name !== undefined ? { companyName: body.company_name } : {}),
          ...(body.tax_code !== undefined ? { taxCode: body.tax_code } : {}),
          ...(body.is_active !== undefined ? { isActive: body.is_active } : {}),
          ...(body.group !== undefined ? { customerGroupId: body.group } : {}),
          ...(body.payment_terms_days !== undefined ? { paymentTermsDays: body.payment_terms_days } : {}),
          ...(body.credit_limit !== undefined ? { creditLimit: body.credit_limit } : {}),
        };
        if (Object.keys(changes).length === 0) return;
        await repo.updateCustomer(tx, id, changes);
        const after = (await repo.findCustomer(tx, id))!;
        await audit.record(tx, staff, {
          action: 'customer.update',
          targetType: 'customer',
          targetId: id,
          before: auditView(before),
          after: auditView(after),
        });
      });
      return detail(id);
    },
  };
}

export type CustomersService = ReturnType<typeof createCustomersService>;
