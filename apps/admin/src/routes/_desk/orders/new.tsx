import { createFileRoute } from '@tanstack/react-router';
import { NewOrderForm } from '../../../features/orders/new-order-form';

export const Route = createFileRoute('/_desk/orders/new')({
  head: () => ({ meta: [{ title: 'Tạo đơn — Quản trị' }] }),
  component: NewOrderPage,
});

function NewOrderPage() {
  return (
    <div className="mx-auto max-w-4xl space-y-4">
      <div>
        <h1 className="text-xl font-semibold">Tạo đơn</h1>
        <p className="text-sm text-gray-600">Đơn nhận qua điện thoại, Zalo, Facebook hoặc tại quầy.</p>
      </div>
      <NewOrderForm />
    </div>
  );
}
