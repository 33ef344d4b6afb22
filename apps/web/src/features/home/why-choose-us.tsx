import type { ReactNode } from 'react';

const REASONS: { title: string; text: string; icon: ReactNode }[] = [
  {
    title: 'Cam kết chất lượng',
    text: 'Nguyên liệu chính hãng, có đầy đủ hóa đơn và nguồn gốc rõ ràng, hạn sử dụng xa. Hàng lỗi được đổi mới nhanh chóng.',
    icon: <path d="M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6l7-3zm-3 9l2 2 4-4" />,
  },
  {
    title: 'Giá cả cạnh tranh',
    text: 'Nhập trực tiếp từ nhà sản xuất nên giá luôn tốt, có giá sỉ cho quán và nhiều ưu đãi cho khách hàng thân thiết.',
    icon: <path d="M3 12V4h8l10 10-8 8L3 12zm5-5h.01" />,
  },
  {
    title: 'Thanh toán linh hoạt',
    text: 'Thanh toán tiền mặt khi nhận hàng, chuyển khoản, thanh toán trực tuyến và hỗ trợ trả góp cho đơn hàng lớn.',
    icon: <path d="M3 7h18v10H3V7zm0 4h18M7 15h3" />,
  },
];

/** spec 1 §2 Home: the 'why choose us' block with its three cards. */
export function WhyChooseUs() {
  return (
    <section aria-labelledby="why-choose-us">
      <h2 id="why-choose-us" className="mb-4 text-xl font-bold text-brand-800">
        Vì sao chọn chúng tôi?
      </h2>
      <ul className="grid gap-3 sm:grid-cols-3">
        {REASONS.map((reason) => (
          <li
            key={reason.title}
            className="flex gap-3 rounded-lg border border-gray-200 bg-white p-4 sm:flex-col lg:flex-row"
          >
            <svg
              viewBox="0 0 24 24"
              className="size-11 shrink-0 rounded-full bg-brand-50 p-2.5 text-brand-700"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
              aria-hidden="true"
            >
              {reason.icon}
            </svg>
            <div>
              <h3 className="font-semibold text-gray-900">{reason.title}</h3>
              <p className="mt-1 text-sm text-gray-600">{reason.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
