/**
 * The shop's content pages: the support centre's FAQ and the six policy pages (spec 1 §2), kept as
 * Markdown that admins edit in the back office. Shared by the server's `/api/pages/…` and `/api/admin/pages/…`
 * routes, the shop's pages and the admin app's form.
 */
import { z } from 'zod';
import { PAGE_BODY_MAX } from './pages.constants';

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
