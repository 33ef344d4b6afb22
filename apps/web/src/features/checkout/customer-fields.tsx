/** The checkout's 'Thông tin khách hàng' (spec 2 §2): name, e-mail (optional, spec 2 §5) and phone. */
import { CheckoutTextField } from './checkout-text-field';
import type { CheckoutFormApi } from './use-checkout-form';

export function CustomerFields({ form }: { form: CheckoutFormApi }) {
  return (
    <section aria-labelledby="customer-heading" className="space-y-4 rounded-lg border border-gray-200 bg-white p-4">
      <h2 id="customer-heading" className="text-base font-semibold">
        Thông tin khách hàng
      </h2>
      <CheckoutTextField form={form} name="fullName" label="Họ và tên" showRequired autoComplete="name" />
      <div className="grid gap-4 sm:grid-cols-2">
        <CheckoutTextField form={form} name="email" label="Email" type="email" autoComplete="email" inputMode="email" />
        <CheckoutTextField
          form={form}
          name="phone"
          label="Số điện thoại"
          showRequired
          type="tel"
          autoComplete="tel"
          inputMode="tel"
        />
      </div>
    </section>
  );
}
