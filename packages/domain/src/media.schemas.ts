/**
 * The back office's image library (DESIGN §8): `POST /api/admin/media/` answers a {@link MediaItem},
 * `GET /api/admin/media/` pages them for the admin app's picker.
 */
import { z } from 'zod';
import { ADMIN_PAGE_SIZE } from './admin.schemas';
import { paginated } from './catalog.schemas';
import { PageQuery, pageSizeQuery } from './catalog-query.schemas';

export const MediaVariant = z.object({
  width: z.int().positive(),
  format: z.enum(['avif', 'webp', 'jpeg']),
  url: z.string(),
});
export type MediaVariant = z.infer<typeof MediaVariant>;

/**
 * An uploaded image: `url` is its largest WebP (what a product's `image_url` takes), `width` × `height` its size
 * after EXIF rotation, `variants` every file made from it (the JPEG is the link preview's).
 */
export const MediaItem = z.object({
  id: z.int().positive(),
  url: z.string(),
  width: z.int().positive(),
  height: z.int().positive(),
  variants: z.array(MediaVariant),
  content_type: z.string(),
  bytes: z.int().min(0),
  created_by: z.object({ id: z.int().positive(), email: z.string() }).nullable(),
  created_at: z.iso.datetime({ offset: true }),
});
export type MediaItem = z.infer<typeof MediaItem>;

/** Newest first. */
export const MediaListQuery = PageQuery.extend({ page_size: pageSizeQuery(ADMIN_PAGE_SIZE) });
export type MediaListQuery = z.infer<typeof MediaListQuery>;

export const MediaPage = paginated(MediaItem);
export type MediaPage = z.infer<typeof MediaPage>;
