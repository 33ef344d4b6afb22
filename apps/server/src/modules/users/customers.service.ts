// The back office's customers (DESIGN §12): the list, one customer's page, and what staff keep about them, audited.
import {
  type AdminCustomer,
  type AdminCustomerDetail,
  type AdminCustomerListQuery,
  type AdminCustomerPage,
  type AdminCustomerPatch,
  CUSTOMER_MESSAGES,
  CUSTOMER_RECENT_ORDERS,
  CUSTOMER_SEARCH_COUNT_LIMIT,
} from '@shop/domain/admin-customers.schemas';
import type { InvoiceDetails } from '@shop/domain/invoice.schemas';
import { orderStatusLabel } from '@shop/domain/order-status';
import { contactSearchText } from '@shop/domain/search-text';
import type { Db, DbOrTx } from '../../db/client';
import { BadRequestError, NotFoundError } from '../../http/errors';
import { assertPageExists, paginate } from '../../http/pagination';
import type { StaffContext } from '../../http/staff-context';
import type { AuditService } from '../audit/audit.service';
import * as repo from './customers.repo';

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
});

interface Deps {
  db: Db;
  audit: AuditService;
  publicUrl: string;
  /** Whether a customer group has this id (wholesale's), read inside the PATCH's transaction. */
  groupExists: (tx: DbOrTx, id: number) => Promise<boolean>;
  /** The details of the customer's latest VAT invoice request (invoices'), or null. */
  lastInvoice: (userId: number) => Promise<InvoiceDetails | null>;
}

export function createCustomersService({ db, audit, publicUrl, groupExists, lastInvoice }: Deps) {
  async function detail(id: number): Promise<AdminCustomerDetail> {
    const row = await repo.findCustomer(db, id);
    if (!row) throw new NotFoundError(CUSTOMER_MESSAGES.customerNotFound);
    const [fromOrders, recent, invoice] = await Promise.all([
      repo.orderAddresses(db, id, CUSTOMER_RECENT_ORDERS),
      repo.recentOrders(db, id, CUSTOMER_RECENT_ORDERS),
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

    /**
     * `PATCH /api/admin/customers/{id}/`: the fields given; the account disabled or enabled at once, and a new group's
     * prices apply from the customer's next request (the guard reads the users row each time); audited.
     */
    async update(staff: StaffContext, id: number, body: AdminCustomerPatch): Promise<AdminCustomerDetail> {
      await db.transaction(async (tx) => {
        const before = await repo.findCustomer(tx, id, true);
        if (!before) throw new NotFoundError(CUSTOMER_MESSAGES.customerNotFound);
        if (body.group != null && !(await groupExists(tx, body.group))) {
          throw new BadRequestError(CUSTOMER_MESSAGES.groupMissing, { group: [CUSTOMER_MESSAGES.groupMissing] });
        }
        const changes: repo.CustomerChanges = {
          ...(body.staff_note !== undefined ? { staffNote: body.staff_note } : {}),
          ...(body.company_name !== undefined ? { companyName: body.company_name } : {}),
          ...(body.tax_code !== undefined ? { taxCode: body.tax_code } : {}),
          ...(body.is_active !== undefined ? { isActive: body.is_active } : {}),
          ...(body.group !== undefined ? { customerGroupId: body.group } : {}),
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
