import { createFileRoute } from '@tanstack/react-router';
import { ExchangeOrderForm } from '../../../features/orders/exchange-order-form';
import { NewOrderForm } from '../../../features/orders/new-order-form';
import { NewOrderSearch } from '../../../features/orders/orders-search';

export const Route = createFileRoute('/_desk/orders/new')({
  validateSearch: NewOrderSearch,
  head: () => ({ meta: [{ title: 'Tạo đơn — Quản trị' }] }),
  component: NewOrderPage,
});

function NewOrderPage() {
  const { order, exchange_for: returnId } = Route.useSearch();
  const exchange = order !== undefined && returnId !== undefined;
  return (
    <div className="mx-auto max-w-4xl space-y-4">
      <div>
        <h1 className="text-xl font-semibold">
          {exchange ? `Tạo đơn đổi hàng cho phiếu trả #${returnId}` : 'Tạo đơn'}
        </h1>
        <p className="text-sm text-gray-600">
          {exchange
            ? `Hàng giao đổi cho phiếu trả của đơn #${order}: sửa sản phẩm, số lượng hoặc giá theo thỏa thuận với khách.`
            : 'Đơn nhận qua điện thoại, Zalo, Facebook hoặc tại quầy.'}
        </p>
      </div>
      {exchange ? <ExchangeOrderForm orderId={order} returnId={returnId} /> : <NewOrderForm />}
    </div>
  );
}
