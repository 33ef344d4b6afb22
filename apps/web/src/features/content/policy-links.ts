import { POLICY_TITLES, type PolicySlug } from '@shop/domain/pages.constants';

/**
 * The six policy pages (spec 1 §2 route table, §9). Kept apart from the page texts so that route heads and the
 * links in the support centre don't pull the long texts into the start-up bundle.
 */
export interface PolicyLink {
  to:
    | '/chinh-sach-giao-hang'
    | '/chinh-sach-doi-tra'
    | '/chinh-sach-bao-hanh'
    | '/chinh-sach-thanh-toan'
    | '/chinh-sach-bao-mat'
    | '/dieu-khoan-dich-vu';
  title: string;
  /** The meta description and the one-line summary under the link in the support centre. */
  description: string;
}

export const POLICY_PAGES = {
  delivery: {
    to: '/chinh-sach-giao-hang',
    title: POLICY_TITLES['chinh-sach-giao-hang'],
    description:
      'Giao hàng toàn quốc: trong ngày tại TP.HCM, 2-5 ngày làm việc ở tỉnh thành khác; miễn phí trong 5 km cho đơn từ 1.000.000 ₫.',
  },
  returns: {
    to: '/chinh-sach-doi-tra',
    title: POLICY_TITLES['chinh-sach-doi-tra'],
    description:
      'Điều kiện, thời hạn và quy trình đổi trả nguyên liệu, máy móc và dụng cụ pha chế; chi phí đổi trả miễn phí.',
  },
  warranty: {
    to: '/chinh-sach-bao-hanh',
    title: POLICY_TITLES['chinh-sach-bao-hanh'],
    description:
      'Máy móc, thiết bị pha chế được bảo hành 6-12 tháng: điều kiện, trường hợp không bảo hành và quy trình.',
  },
  payment: {
    to: '/chinh-sach-thanh-toan',
    title: POLICY_TITLES['chinh-sach-thanh-toan'],
    description:
      'Thanh toán khi nhận hàng, chuyển khoản qua mã VietQR xác nhận tự động, hoặc thẻ và ví điện tử qua PayOS.',
  },
  privacy: {
    to: '/chinh-sach-bao-mat',
    title: POLICY_TITLES['chinh-sach-bao-mat'],
    description:
      'Thông tin cá nhân chúng tôi thu thập, mục đích sử dụng, cách bảo vệ và quyền của bạn đối với dữ liệu.',
  },
  terms: {
    to: '/dieu-khoan-dich-vu',
    title: POLICY_TITLES['dieu-khoan-dich-vu'],
    description: 'Điều khoản sử dụng website, tài khoản, đặt hàng, giá, mã giảm giá và trách nhiệm của các bên.',
  },
} as const satisfies Record<string, PolicyLink>;

export type PolicyKey = keyof typeof POLICY_PAGES;

export const POLICY_LIST: readonly PolicyLink[] = Object.values(POLICY_PAGES);

/** The page's slug in `/api/pages/{slug}/`: its path without the slash. */
export const policySlug = (page: PolicyLink) => page.to.slice(1) as PolicySlug;
