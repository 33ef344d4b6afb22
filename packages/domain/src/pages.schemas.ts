/**
 * The shop's content pages (issue 14 item 5): the support centre's FAQ and the six policy pages (spec 1 §2), kept as
 * Markdown that admins edit in the back office. Shared by the server's `/api/pages/…` and `/api/admin/pages/…`
 * routes, the shop's pages and the admin app's form.
 */
import { z } from 'zod';

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

export const PAGE_MESSAGES = {
  bodyRequired: 'Vui lòng nhập nội dung trang.',
  bodyTooLong: `Nội dung quá dài (tối đa ${PAGE_BODY_MAX.toLocaleString('vi-VN')} ký tự).`,
  notFound: 'Không tìm thấy trang.',
} as const;

/** `GET /api/pages/{slug}/` and the admin's reads: the page's Markdown and when it last changed. */
export const Page = z.object({
  slug: z.string(),
  title: z.string(),
  body: z.string(),
  updated_at: z.string(),
});
export type Page = z.infer<typeof Page>;

/** `PUT /api/admin/pages/{slug}/`: the new Markdown. */
export const PageUpdate = z.object({
  body: z
    .string({ error: PAGE_MESSAGES.bodyRequired })
    .trim()
    .min(1, { error: PAGE_MESSAGES.bodyRequired })
    .max(PAGE_BODY_MAX, { error: PAGE_MESSAGES.bodyTooLong }),
});
export type PageUpdate = z.infer<typeof PageUpdate>;
