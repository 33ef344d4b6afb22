import { z } from 'zod';

/** `{detail}` or a field map (DESIGN §2), for the OpenAPI document. */
export const ErrorBody = z.union([z.object({ detail: z.string() }), z.record(z.string(), z.array(z.string()))]);

const PathId = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, 'Mã không hợp lệ.')
  .transform(Number)
  .refine((n) => n <= 2_147_483_647, 'Mã không hợp lệ.');

/** A positive integer id in the path ('abc', '1.5', '-1' are a 400). */
export const IdParam = z.object({ id: PathId });

/** An order's id and one of its mails' (`/api/admin/orders/{id}/mails/{mailId}/…`). */
export const OrderMailParam = z.object({ id: PathId, mailId: PathId });
