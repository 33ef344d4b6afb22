/**
 * Account and authentication contracts shared by the server's routes and the web app's forms (STYLE §4):
 * register, login, refresh, profile, change password, password reset (spec 1 §3, §5, §7; DESIGN §7).
 * Messages are the spec's own where it gives one; each schema and its inferred type share one name. The limits and
 * messages themselves live once, zod-free, in auth.rules.ts: import them from there.
 */
import { z } from 'zod';
import {
  ADDRESS_MAX_LENGTH,
  AUTH_MESSAGES,
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_MIN_LENGTH_REGISTER,
  PLACE_MAX_LENGTH,
  USERNAME_MAX_LENGTH,
  isValidPhone,
  normalizePhone,
} from './auth.rules';
import { USER_ROLES } from './user-role';

// ---------------------------------------------------------------------------------------------------------------
// Building blocks
// ---------------------------------------------------------------------------------------------------------------

const M = AUTH_MESSAGES;

/** A required string whose missing/wrong-typed and empty forms both get `required`. */
function requiredText(required: string, invalid: string = M.textInvalid) {
  return z.string({ error: (issue) => (issue.input === undefined ? required : invalid) });
}

/** An optional free-text field ('' allowed: it clears the value), trimmed. */
function optionalText(max: number) {
  return z.string({ error: M.textInvalid }).trim().max(max, M.textTooLong);
}

/**
 * Zod skips an object's refinements once any field has failed; this runs a cross-field check anyway whenever the
 * fields it compares are strings, so a form shows every message at once.
 */
function whenStrings(...keys: string[]) {
  return (payload: { value: unknown }) => {
    const v = payload.value;
    return (
      typeof v === 'object' && v !== null && keys.every((k) => typeof (v as Record<string, unknown>)[k] === 'string')
    );
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Fields
// ---------------------------------------------------------------------------------------------------------------

/** Trimmed, lower-cased, e-mail shaped. Missing or blank: 'Vui lòng nhập email'. */
export const EmailField = requiredText(M.emailRequired, M.emailInvalid)
  .trim()
  .toLowerCase()
  .min(1, M.emailRequired)
  .max(EMAIL_MAX_LENGTH, M.emailTooLong)
  .pipe(z.email({ pattern: EMAIL_PATTERN, error: M.emailInvalid }));

/** The full name (first_name in the API's second reading); required. */
export const FullNameField = requiredText(M.fullNameRequired)
  .trim()
  .min(1, M.fullNameRequired)
  .max(NAME_MAX_LENGTH, M.nameTooLong);

/** Optional phone: '' means none; otherwise 10–11 digits once spaces are removed (stored without spaces). */
export const PhoneField = z
  .string({ error: M.phoneInvalid })
  .transform(normalizePhone)
  .refine((v) => v === '' || isValidPhone(v), M.phoneInvalid);

/** Django's username alphabet: letters, digits and @ . + - _ */
export const UsernameField = z
  .string({ error: M.usernameInvalid })
  .trim()
  .max(USERNAME_MAX_LENGTH, M.usernameTooLong)
  .regex(/^[A-Za-z0-9@.+\-_]*$/, M.usernameInvalid);

function passwordField(min: number, tooShort: string) {
  return requiredText(M.passwordRequired)
    .min(1, { message: M.passwordRequired, abort: true })
    .min(min, tooShort)
    .max(PASSWORD_MAX_LENGTH, M.passwordTooLong);
}

/** Registration password: at least 6 characters. */
export const RegisterPasswordField = passwordField(PASSWORD_MIN_LENGTH_REGISTER, M.passwordTooShort);
/** New password at change and reset: at least 8 characters. */
export const NewPasswordField = passwordField(PASSWORD_MIN_LENGTH, M.newPasswordTooShort);

// ---------------------------------------------------------------------------------------------------------------
// Requests (the API's bodies)
// ---------------------------------------------------------------------------------------------------------------

/**
 * `POST /api/register/`, both readings of spec 1 §3 (DESIGN §7): `username` optional (the server generates one
 * from the e-mail when absent or blank), `password2` optional (must match when sent), `last_name` may be empty,
 * phone optional as `phone_number` or `phone`.
 */
export const RegisterRequest = z
  .object({
    username: UsernameField.optional(),
    email: EmailField,
    first_name: FullNameField,
    last_name: optionalText(NAME_MAX_LENGTH).optional(),
    phone_number: PhoneField.optional(),
    phone: PhoneField.optional(),
    password: RegisterPasswordField,
    password2: z.string({ error: M.passwordConfirmMismatch }).optional(),
  })
  .refine((v) => v.password2 === undefined || v.password2 === v.password, {
    message: M.passwordConfirmMismatch,
    path: ['password2'],
    when: whenStrings('password', 'password2'),
  });
export type RegisterRequest = z.infer<typeof RegisterRequest>;

/**
 * `POST /api/token/`: `{username, password}` or `{email, password}`; `username` may hold an e-mail. When both
 * are sent, `email` wins.
 */
export const LoginRequest = z
  .object({
    username: z.string({ error: M.textInvalid }).trim().max(EMAIL_MAX_LENGTH, M.textTooLong).optional(),
    email: z.string({ error: M.emailInvalid }).trim().max(EMAIL_MAX_LENGTH, M.emailTooLong).optional(),
    password: requiredText(M.passwordRequired)
      .min(1, { message: M.passwordRequired, abort: true })
      .max(PASSWORD_MAX_LENGTH, M.passwordTooLong),
  })
  .refine((v) => Boolean(v.email || v.username), {
    message: M.emailRequired,
    path: ['email'],
    when: (payload) => typeof payload.value === 'object' && payload.value !== null,
  });
export type LoginRequest = z.infer<typeof LoginRequest>;

/** The identifier a login names: the e-mail when sent, else the username; lower-cased. */
export function loginIdentifier(body: LoginRequest): string {
  return (body.email || body.username || '').toLowerCase();
}

/** `POST /api/token/refresh/`. */
export const RefreshRequest = z.object({
  refresh: requiredText(M.refreshRequired).min(1, M.refreshRequired).max(4096, M.tokenInvalid),
});
export type RefreshRequest = z.infer<typeof RefreshRequest>;

/**
 * `PATCH /api/users/me/`: a partial update. `username` is read-only and, like any unknown field, ignored.
 * Name and e-mail cannot become empty (spec 1 §5 Profile); '' clears the other fields. A new e-mail also needs
 * `current_password` (the server checks it, and only when the e-mail really changes).
 */
export const UserPatch = z.object({
  current_password: z.string({ error: M.textInvalid }).max(PASSWORD_MAX_LENGTH, M.currentPasswordWrong).optional(),
  first_name: FullNameField.optional(),
  last_name: optionalText(NAME_MAX_LENGTH).optional(),
  email: EmailField.optional(),
  phone_number: PhoneField.optional(),
  shipping_address: optionalText(ADDRESS_MAX_LENGTH).optional(),
  city: optionalText(PLACE_MAX_LENGTH).optional(),
  district: optionalText(PLACE_MAX_LENGTH).optional(),
  ward: optionalText(PLACE_MAX_LENGTH).optional(),
  /** DESIGN §14: order updates on Zalo too (default true). */
  zalo_notifications: z.boolean({ error: M.textInvalid }).optional(),
});
export type UserPatch = z.infer<typeof UserPatch>;

/** `POST /api/users/change-password/`; `confirm_password` optional (must match when sent). */
export const ChangePasswordRequest = z
  .object({
    current_password: requiredText(M.currentPasswordRequired)
      .min(1, M.currentPasswordRequired)
      .max(PASSWORD_MAX_LENGTH, M.currentPasswordWrong),
    new_password: NewPasswordField,
    confirm_password: z.string({ error: M.newPasswordMismatch }).optional(),
  })
  .refine((v) => v.confirm_password === undefined || v.confirm_password === v.new_password, {
    message: M.newPasswordMismatch,
    path: ['confirm_password'],
    when: whenStrings('new_password', 'confirm_password'),
  });
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;

/** `POST /api/password-reset/`. */
export const PasswordResetRequest = z.object({ email: EmailField });
export type PasswordResetRequest = z.infer<typeof PasswordResetRequest>;

const resetLinkPart = requiredText(M.resetLinkInvalid, M.resetLinkInvalid)
  .min(1, M.resetLinkInvalid)
  .max(200, M.resetLinkInvalid);

/** `POST /api/password-reset/confirm/`: the link's uid and token, and the new password twice. */
export const PasswordResetConfirmRequest = z
  .object({
    uid: resetLinkPart,
    token: resetLinkPart,
    new_password: NewPasswordField,
    confirm_password: z.string({ error: M.resetPasswordMismatch }),
  })
  .refine((v) => v.confirm_password === v.new_password, {
    message: M.resetPasswordMismatch,
    path: ['confirm_password'],
    when: whenStrings('new_password', 'confirm_password'),
  });
export type PasswordResetConfirmRequest = z.infer<typeof PasswordResetConfirmRequest>;

// ---------------------------------------------------------------------------------------------------------------
// Responses
// ---------------------------------------------------------------------------------------------------------------

/** DESIGN §3 User (`/api/users/me/`, and `POST /api/register/`'s answer). */
export const User = z.object({
  id: z.int().positive(),
  username: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone_number: z.string(),
  shipping_address: z.string(),
  city: z.string(),
  district: z.string(),
  ward: z.string(),
  /** DESIGN §8: `customer`, `staff` or `admin`; never changed through this resource. */
  role: z.enum(USER_ROLES),
  /** DESIGN §14: the shopper's order updates also go to their phone on Zalo. */
  zalo_notifications: z.boolean(),
});
export type User = z.infer<typeof User>;

/** `POST /api/token/`, and `POST /api/token/refresh/` (which rotates the refresh token). */
export const TokenPair = z.object({ access: z.string(), refresh: z.string() });
export type TokenPair = z.infer<typeof TokenPair>;

/** The back office's sign-in and refresh answer: its refresh token travels in an HttpOnly cookie instead. */
export const StaffAccess = z.object({ access: z.string() });
export type StaffAccess = z.infer<typeof StaffAccess>;

/**
 * `PATCH /api/users/me/`'s answer: the user, plus a fresh token pair after an e-mail change (which revoked every
 * earlier token), so this device stays signed in.
 */
export const UserUpdateResponse = User.extend({ access: z.string().optional(), refresh: z.string().optional() });
export type UserUpdateResponse = z.infer<typeof UserUpdateResponse>;

/** A whole-request message (`{detail}`), e.g. the password-reset answers. */
export const DetailMessage = z.object({ detail: z.string() });
export type DetailMessage = z.infer<typeof DetailMessage>;

/** `POST /api/users/change-password/`: a fresh pair keeps this device signed in after older tokens are revoked. */
export const ChangePasswordResponse = z.object({ detail: z.string(), access: z.string(), refresh: z.string() });
export type ChangePasswordResponse = z.infer<typeof ChangePasswordResponse>;

// ---------------------------------------------------------------------------------------------------------------
// Forms (the web's screens; their fields differ from the wire bodies)
// ---------------------------------------------------------------------------------------------------------------

/** The register screen (spec 1 §2, §5): full name, email, optional phone, password twice, terms. */
export const RegisterForm = z
  .object({
    full_name: FullNameField,
    email: EmailField,
    phone: PhoneField,
    password: RegisterPasswordField,
    confirm_password: z.string({ error: M.passwordConfirmMismatch }),
    agree_terms: z.literal(true, { error: M.termsRequired }),
  })
  .refine((v) => v.confirm_password === v.password, {
    message: M.passwordConfirmMismatch,
    path: ['confirm_password'],
    when: whenStrings('password', 'confirm_password'),
  });
export type RegisterForm = z.infer<typeof RegisterForm>;

/** The account's change-password tab (spec 1 §5): confirmation required there. */
export const ChangePasswordForm = z
  .object({
    current_password: requiredText(M.currentPasswordRequired).min(1, M.currentPasswordRequired),
    new_password: NewPasswordField,
    confirm_password: z.string({ error: M.newPasswordMismatch }),
  })
  .refine((v) => v.confirm_password === v.new_password, {
    message: M.newPasswordMismatch,
    path: ['confirm_password'],
    when: whenStrings('new_password', 'confirm_password'),
  });
export type ChangePasswordForm = z.infer<typeof ChangePasswordForm>;
