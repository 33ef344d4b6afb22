/**
 * The back office's CSV product import (DESIGN §8): the report of what an import does or would do, and its query.
 * Each schema and its inferred type share one name.
 */
import { z } from 'zod';
import { optionalBoolean } from './catalog-query.schemas';

/** A bad line of the file: its line number in the file (the header is line 1), the column, and why. */
export const ImportIssue = z.object({
  line: z.int().min(1),
  column: z.string().nullable(),
  message: z.string(),
});
export type ImportIssue = z.infer<typeof ImportIssue>;

/**
 * `POST /api/admin/products/import/?dry_run=1` answers what an import would do; without `dry_run` the same report
 * after doing it (all rows in one transaction). A file with any bad line changes nothing.
 */
export const ImportReport = z.object({
  dry_run: z.boolean(),
  /** Data rows read (the header not counted). */
  rows: z.int().min(0),
  errors: z.array(ImportIssue),
  created: z.array(z.object({ slug: z.string(), name: z.string(), variants: z.array(z.string()) })),
  /** Products that change, with the fields that change (`variants.<SKU>.<field>` for a variant's). */
  updated: z.array(z.object({ slug: z.string(), name: z.string(), fields: z.array(z.string()) })),
  /** Products named in the file that it would leave as they are. */
  unchanged: z.int().min(0),
});
export type ImportReport = z.infer<typeof ImportReport>;

/** `?dry_run=1` (or `true`): report only. */
export const ImportQuery = z.object({
  dry_run: z
    .preprocess((v) => (v === '1' ? 'true' : v === '0' ? 'false' : v), optionalBoolean())
    .transform((v) => v ?? false),
});
export type ImportQuery = z.infer<typeof ImportQuery>;
