/**
 * Staff accounts' contracts (DESIGN §8, admins only): create, list, change and disable.
 */
import { z } from 'zod';
import {
  ADMIN_SEARCH_MAX_LENGTH,
  M,
  pageField,
  pageSizeField,
  optionalEnum,
  optionalQueryText,
  IsoDateTime,
} from './admin.schemas';
import { EmailField, FullNameField, NewPasswordField } from './auth.schemas';
import { NAME_MAX_LENGTH } from './auth.rules';
import { QUERY_MESSAGES, paginated } from './catalog.schemas';
import { blankToUndefined, optionalBoolean } from './catalog-query.schemas';
import { STAFF_ROLES, USER_ROLES } from './user-role';

// ---------------------------------------------------------------------------------------------------------------
// Staff accounts
// ---------------------------------------------------------------------------------------------------------------

/** A staff account (`npm run staff:create`, and the admins' staff page): DESIGN §8's fields. */
export const StaffAccountCreate = z.object({
  email: EmailField,
  password: NewPasswordField,
  first_name: FullNameField.optional(),
  last_name: z.string({ error: M.textInvalid }).trim().max(NAME_MAX_LENGTH, M.textTooLong).optional(),
  role: z.enum(STAFF_ROLES, { error: M.roleInvalid }),
});
export type StaffAccountCreate = z.infer<typeof StaffAccountCreate>;

/**
 * A staff or admin account as the admins' staff page shows it (DESIGN §3's User names, plus the role, whether it is
 * active, and when it was made and last changed). Never the password hash or the token version.
 */
export const StaffAccount = z.object({
  id: z.int().positive(),
  username: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: z.enum(USER_ROLES),
  is_active: z.boolean(),
  created_at: IsoDateTime,
  updated_at: IsoDateTime,
});
export type StaffAccount = z.infer<typeof StaffAccount>;

export const StaffAccountPage = paginated(StaffAccount);
export type StaffAccountPage = z.infer<typeof StaffAccountPage>;

/** `name` sorts by first then last name, ignoring case. */
export const STAFF_ORDERINGS = [
  'email',
  '-email',
  'name',
  '-name',
  'role',
  '-role',
  'created_at',
  '-created_at',
] as const;
export type StaffOrdering = (typeof STAFF_ORDERINGS)[number];

/**
 * `GET /api/admin/staff/`: the staff and admin accounts (disabled ones too), `search` matching the e-mail or the
 * name (case-insensitive), optionally one role or only (in)active accounts.
 */
export const StaffListQuery = z.object({
  page: pageField,
  page_size: pageSizeField,
  search: optionalQueryText(ADMIN_SEARCH_MAX_LENGTH),
  role: optionalEnum(STAFF_ROLES, M.roleInvalid),
  is_active: optionalBoolean(),
  ordering: z.preprocess(
    blankToUndefined,
    z.enum(STAFF_ORDERINGS, { error: QUERY_MESSAGES.ordering }).default('email'),
  ),
});
export type StaffListQuery = z.infer<typeof StaffListQuery>;

/**
 * `PATCH /api/admin/staff/{id}/`: names, role and `is_active` (false disables the account: its tokens stop at once).
 * The role stays staff or admin here: an account leaves the back office by being disabled.
 */
export const StaffAccountUpdate = z.object({
  first_name: FullNameField.optional(),
  last_name: StaffAccountCreate.shape.last_name,
  role: z.enum(STAFF_ROLES, { error: M.roleInvalid }).optional(),
  is_active: z.boolean({ error: M.booleanInvalid }).optional(),
});
export type StaffAccountUpdate = z.infer<typeof StaffAccountUpdate>;
