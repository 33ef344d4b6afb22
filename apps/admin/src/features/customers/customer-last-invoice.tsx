/** The company details of the customer's latest VAT invoice request (DESIGN §13), as checkout prefills them. */
import type { AdminCustomerDetail } from '@shop/domain/admin-customers.schemas';

export function CustomerLastInvoice({ invoice }: { invoice: AdminCustomerDetail['last_invoice'] }) {
  if (!invoice) return <p className="text-sm text-gray-600">Khách chưa yêu cầu hóa đơn GTGT nào.</p>;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      <dt className="text-gray-600">Công ty</dt>
      <dd>{invoice.company_name}</dd>
      <dt className="text-gray-600">Mã số thuế</dt>
      <dd className="tabular-nums">{invoice.tax_code}</dd>
      <dt className="text-gray-600">Địa chỉ</dt>
      <dd>{invoice.address}</dd>
      <dt className="text-gray-600">Email nhận hóa đơn</dt>
      <dd className="break-all">{invoice.email}</dd>
    </dl>
  );
}
