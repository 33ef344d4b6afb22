/**
 * A customer (DESIGN §12): contact and totals, what staff keep about them (note, company, tax code), their group and
 * latest VAT invoice details (§13), the account's state (disable / enable), their delivery addresses and newest orders.
 */
import type { AdminCustomerDetail } from '@shop/domain/admin-customers.schemas';
import { ORDER_SOURCE_LABELS } from '@shop/domain/order-source';
import { fullAddress } from '@shop/domain/order-address';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { EmptyState, ErrorState } from '../../components/list-states';
import { ApiError } from '../../lib/api';
import { deskStatusLabel, formatDate, formatDateTime, formatVnd, paymentStatusLabel } from '../../lib/format';
import { useStaffWrite } from '../../lib/use-staff-write';
import { AccountState, shownEmail } from './account-state';
import { CustomerGroupForm } from './customer-group';
import { CustomerLastInvoice } from './customer-last-invoice';
import { CustomerNotesForm } from './customer-notes-form';
import { CustomerTermsForm } from './customer-terms-form';
import { CustomerAccount } from '../receivables';
import { customerChanged, customerWrites, customersQueries } from './customers.queries';

export function CustomerDetail({ customerId }: { customerId: number }) {
  const customer = useQuery(customersQueries.detail(customerId));
  if (customer.error && !customer.data) {
    if (customer.error instanceof ApiError && customer.error.status === 404) {
      return (
        <EmptyState title="Không tìm thấy khách hàng.">
          <Link to="/customers" className="text-brand-700 underline">
            Về danh sách khách hàng
          </Link>
        </EmptyState>
      );
    }
    return <ErrorState message={customer.error.message} onRetry={() => void customer.refetch()} />;
  }
  if (!customer.data) {
    return (
      <div role="status" aria-label="Đang tải…" className="space-y-4">
        <div className="h-8 w-64 animate-pulse rounded bg-gray-200" />
        <div className="h-48 animate-pulse rounded-lg bg-gray-200" />
      </div>
    );
  }
  return <CustomerView customer={customer.data} />;
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="min-w-0 rounded-lg border border-gray-200 bg-white p-4">
      <h2 className="mb-3 font-semibold">{title}</h2>
      {children}
    </section>
  );
}

/** How to reach the customer, and what they have bought so far. */
function ContactCard({ customer }: { customer: AdminCustomerDetail }) {
  return (
    <Card title="Liên hệ và tổng quan">
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-gray-600">Điện thoại</dt>
        <dd>{customer.phone ? <a href={`tel:${customer.phone}`}>{customer.phone}</a> : '—'}</dd>
        <dt className="text-gray-600">Email</dt>
        <dd className="break-all">{shownEmail(customer.email) || '—'}</dd>
        <dt className="text-gray-600">Số đơn</dt>
        <dd className="tabular-nums">{customer.orders_count.toLocaleString('vi-VN')}</dd>
        <dt className="text-gray-600">Đã mua</dt>
        <dd className="tabular-nums">{formatVnd(customer.total_spent)}</dd>
        <dt className="text-gray-600">Đơn gần nhất</dt>
        <dd>{customer.last_order_at ? formatDateTime(customer.last_order_at) : '—'}</dd>
      </dl>
    </Card>
  );
}

function CustomerView({ customer }: { customer: AdminCustomerDetail }) {
  return (
    <div className="space-y-4">
      <Link to="/customers" className="text-sm text-brand-700 hover:underline">
        ← Danh sách khách hàng
      </Link>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-xl font-semibold">{customer.name || '(Chưa có tên)'}</h1>
          <p className="text-sm text-gray-600">
            Khách hàng từ {formatDate(customer.created_at)}
            {!customer.has_password && ' · tài khoản do nhân viên tạo, chưa đặt mật khẩu'}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <AccountState active={customer.is_active} />
          <AccountToggle customer={customer} />
        </div>
      </header>

      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
        <ContactCard customer={customer} />
        <div className="lg:col-span-2">
          <Card title="Ghi chú và thông tin xuất hóa đơn">
            <CustomerNotesForm customer={customer} />
          </Card>
        </div>
      </div>

      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <Card title="Nhóm khách hàng">
          <CustomerGroupForm customer={customer} />
        </Card>
        <Card title="Hóa đơn GTGT gần nhất">
          <CustomerLastInvoice invoice={customer.last_invoice} />
        </Card>
      </div>

      <AccountCard customer={customer} />

      <Card title="Địa chỉ giao hàng">
        {customer.addresses.length === 0 ? (
          <p className="text-sm text-gray-600">Chưa có địa chỉ nào.</p>
        ) : (
          <ul className="divide-y divide-gray-100 text-sm">
            {customer.addresses.map((a, i) => (
              <li key={i} className="py-2">
                <p>{fullAddress(a.shipping_address, a)}</p>
                <p className="text-gray-600">{a.phone_number}</p>
              </li>
            ))}
          </ul>
        )}
      </Card>

      <Card title="Đơn hàng gần đây">
        <RecentOrders customer={customer} />
      </Card>
    </div>
  );
}

/** The customer's account on terms (DESIGN §17) and, folded, their own terms. */
function AccountCard({ customer }: { customer: AdminCustomerDetail }) {
  return (
    <Card title="Công nợ">
      <div className="space-y-4">
        <CustomerAccount customerId={customer.id} />
        <details className="border-t border-gray-100 pt-3">
          <summary className="cursor-pointer text-sm font-semibold text-brand-700">
            Hạn thanh toán và hạn mức riêng của khách
          </summary>
          <div className="mt-3">
            <CustomerTermsForm customer={customer} />
          </div>
        </details>
      </div>
    </Card>
  );
}

function RecentOrders({ customer }: { customer: AdminCustomerDetail }) {
  if (customer.recent_orders.length === 0) return <p className="text-sm text-gray-600">Chưa có đơn hàng nào.</p>;
  return (
    <>
      <ul className="divide-y divide-gray-100 text-sm">
        {customer.recent_orders.map((o) => (
          <li key={o.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2">
            <Link
              to="/orders/$orderId"
              params={{ orderId: o.id }}
              className="font-semibold text-brand-700 hover:underline"
            >
              #{o.id}
            </Link>
            <span className="text-gray-600">{formatDateTime(o.created_at)}</span>
            <span>{ORDER_SOURCE_LABELS[o.source]}</span>
            <span>
              {deskStatusLabel(o.status)} · {paymentStatusLabel(o.payment_status)}
            </span>
            <span className="font-medium tabular-nums">{formatVnd(o.final_total)}</span>
          </li>
        ))}
      </ul>
      {customer.phone && customer.orders_count > customer.recent_orders.length && (
        <Link to="/orders" search={{ search: customer.phone }} className="mt-3 inline-block text-sm text-brand-700">
          Xem tất cả {customer.orders_count.toLocaleString('vi-VN')} đơn hàng
        </Link>
      )}
    </>
  );
}

function AccountToggle({ customer }: { customer: AdminCustomerDetail }) {
  const [asking, setAsking] = useState(false);
  const next = !customer.is_active;
  const toggle = useStaffWrite({
    write: () => customerWrites.update(customer.id, { is_active: next }),
    success: next ? 'Đã kích hoạt lại tài khoản.' : 'Đã vô hiệu hóa tài khoản.',
    changed: customerChanged,
    onDone: () => setAsking(false),
    tell: 'toast',
  });
  if (next) {
    return (
      <Button tone="secondary" busy={toggle.isPending} onClick={() => toggle.mutate(undefined)}>
        Kích hoạt lại
      </Button>
    );
  }
  return (
    <>
      <Button tone="danger" onClick={() => setAsking(true)}>
        Vô hiệu hóa tài khoản
      </Button>
      {asking && (
        <Dialog title={`Vô hiệu hóa tài khoản ${customer.name || customer.phone}?`} onClose={() => setAsking(false)}>
          <p className="text-sm text-gray-700">
            Khách sẽ bị đăng xuất ngay và không đăng nhập được cho đến khi được kích hoạt lại. Đơn hàng của khách vẫn
            giữ nguyên.
          </p>
          <div className="mt-5 flex flex-wrap justify-end gap-2">
            <Button tone="secondary" onClick={() => setAsking(false)}>
              Đóng
            </Button>
            <Button tone="danger" busy={toggle.isPending} onClick={() => toggle.mutate(undefined)}>
              Vô hiệu hóa
            </Button>
          </div>
        </Dialog>
      )}
    </>
  );
}
