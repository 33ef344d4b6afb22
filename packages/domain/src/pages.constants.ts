/**
 * The shop's content pages by slug, with their names; no zod here, so the shop's bundle may import
 * them (pages.schemas.ts has the API's schemas).
 */

/** The six policy pages (spec 1 §2 route table), by their shop path without the slash, with their titles. */
export const POLICY_TITLES = {
  'chinh-sach-giao-hang': 'Chính sách giao hàng',
  'chinh-sach-doi-tra': 'Chính sách đổi trả',
  'chinh-sach-bao-hanh': 'Chính sách bảo hành',
  'chinh-sach-thanh-toan': 'Chính sách thanh toán',
  'chinh-sach-bao-mat': 'Chính sách bảo mật',
  'dieu-khoan-dich-vu': 'Điều khoản dịch vụ',
} as const;
export type PolicySlug = keyof typeof POLICY_TITLES;

/** The FAQ of the support centre is the page 'ho-tro-khach-hang'. */
export const FAQ_SLUG = 'ho-tro-khach-hang';

/** Every editable page with the name the back office shows. */
export const PAGE_LABELS = {
  [FAQ_SLUG]: 'Câu hỏi thường gặp (Hỗ trợ khách hàng)',
  ...POLICY_TITLES,
} as const;
export type PageSlug = keyof typeof PAGE_LABELS;
export const PAGE_SLUGS = Object.keys(PAGE_LABELS) as PageSlug[];

export const isPageSlug = (slug: string): slug is PageSlug => Object.hasOwn(PAGE_LABELS, slug);

/** The longest body a page takes: a policy is a few thousand characters; beyond this is a paste gone wrong. */
export const PAGE_BODY_MAX = 50_000;
