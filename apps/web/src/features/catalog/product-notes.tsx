import type { ReactNode } from 'react';

function Note({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <span
        className="mt-0.5 grid size-8 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700"
        aria-hidden="true"
      >
        {icon}
      </span>
      <div>
        <p className="text-sm font-semibold text-gray-900">{title}</p>
        <p className="text-sm text-gray-600">{children}</p>
      </div>
    </li>
  );
}

const iconProps = {
  viewBox: '0 0 24 24',
  className: 'size-4',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/** The service notes under the buy button (spec 1 §2): delivery in 2-3 days, genuine products, returns in 7 days. */
export function ProductNotes() {
  return (
    <ul className="grid gap-3 rounded-lg border border-gray-200 bg-white p-4 sm:grid-cols-1">
      <Note
        title="Giao hàng nhanh 2-3 ngày"
        icon={
          <svg {...iconProps}>
            <path d="M3 7h11v9H3zM14 10h4l3 3v3h-7" />
            <circle cx="7" cy="18" r="1.6" />
            <circle cx="17" cy="18" r="1.6" />
          </svg>
        }
      >
        Giao hàng toàn quốc, nhận hàng trong 2-3 ngày.
      </Note>
      <Note
        title="Hàng chính hãng"
        icon={
          <svg {...iconProps}>
            <path d="M12 3l7 3v5c0 4.5-3 8-7 10-4-2-7-5.5-7-10V6z" />
            <path d="M9 12l2 2 4-4" />
          </svg>
        }
      >
        Cam kết sản phẩm chính hãng, nguồn gốc rõ ràng.
      </Note>
      <Note
        title="Đổi trả trong vòng 7 ngày"
        icon={
          <svg {...iconProps}>
            <path d="M4 12a8 8 0 1 0 2.3-5.7M4 4v4h4" />
          </svg>
        }
      >
        Đổi trả miễn phí trong vòng 7 ngày nếu sản phẩm lỗi do nhà sản xuất.
      </Note>
    </ul>
  );
}
