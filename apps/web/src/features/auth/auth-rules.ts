/**
 * Client-side checks of the account forms (spec 1 §5) with the domain's messages and limits, without zod.
 *
 * Why not the domain's zod schemas (`@shop/domain/auth.schemas`): the start-up bundle carries zod/mini (the cart's
 * storage schema), and any lazy chunk that imports the full zod makes the bundler move the zod core modules both
 * share, with every export the full zod uses, into the start-up JavaScript: +9 KB gzip on every page, measured,
 * against a 150 KB budget. So the screens import the domain's types only, and the type checker holds every message
 * and limit below to the domain's exact value (`satisfies` / `typeof`): they cannot drift apart. Once the domain
 * offers these checks zod-free (e.g. an `auth.rules.ts` that `auth.schemas.ts` builds on), this file goes.
 */
import type * as Domain from '@shop/domain/auth.schemas';

type DomainMessages = typeof Domain.AUTH_MESSAGES;

export const PASSWORD_MIN_LENGTH_REGISTER: typeof Domain.PASSWORD_MIN_LENGTH_REGISTER = 6;
export const PASSWORD_MIN_LENGTH: typeof Domain.PASSWORD_MIN_LENGTH = 8;
const PASSWORD_MAX_LENGTH: typeof Domain.PASSWORD_MAX_LENGTH = 128;
const PHONE_MIN_DIGITS: typeof Domain.PHONE_MIN_DIGITS = 10;
const PHONE_MAX_DIGITS: typeof Domain.PHONE_MAX_DIGITS = 11;
const EMAIL_MAX_LENGTH: typeof Domain.EMAIL_MAX_LENGTH = 254;
const NAME_MAX_LENGTH: typeof Domain.NAME_MAX_LENGTH = 150;

export const AUTH_MESSAGES = {
  fullNameRequired: 'Vui lòng nhập họ và tên',
  emailRequired: 'Vui lòng nhập email',
  emailInvalid: 'Email không hợp lệ',
  phoneInvalid: 'Số điện thoại không hợp lệ',
  passwordTooShort: 'Mật khẩu phải có ít nhất 6 ký tự',
  passwordConfirmMismatch: 'Mật khẩu xác nhận không khớp',
  termsRequired: 'Bạn phải đồng ý với điều khoản để tiếp tục',
  newPasswordMismatch: 'Mật khẩu mới không khớp',
  newPasswordTooShort: 'Mật khẩu mới phải có ít nhất 8 ký tự',
  resetPasswordMismatch: 'Passwords do not match',
  resetLinkInvalid: 'Invalid reset link. Please request a new password reset.',
  resetRequested: 'Password reset email has been sent. Please check your inbox.',
  resetDone: 'Your password has been reset successfully. You can now log in with your new password.',
  passwordChanged: 'Mật khẩu đã được cập nhật thành công',
  nameTooLong: 'Họ và tên không được dài quá 150 ký tự.',
  emailTooLong: 'Email không được dài quá 254 ký tự.',
  textTooLong: 'Nội dung quá dài.',
  passwordRequired: 'Vui lòng nhập mật khẩu',
  passwordTooLong: 'Mật khẩu không được dài quá 128 ký tự.',
  currentPasswordRequired: 'Vui lòng nhập mật khẩu hiện tại',
  emailChangeNeedsPassword: 'Vui lòng nhập mật khẩu hiện tại để đổi email.',
} as const satisfies Partial<DomainMessages>;

const M = AUTH_MESSAGES;

/** The e-mail shape the server's schema accepts (zod's `z.email()` pattern). */
const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export type Errors<K extends string> = Partial<Record<K, string>>;
export type Checked<K extends string, T> = { ok: true; data: T } | { ok: false; errors: Errors<K> };

/** Removes the spaces a shopper types inside a phone number ('0909 123 456'), as the domain's `normalizePhone`. */
export function normalizePhone(value: string): string {
  return value.replace(/\s+/g, '');
}

/** The domain's `EmailField`: trimmed and lower-cased; required, at most 254 characters, e-mail shaped. */
export function checkEmail(value: string): { email: string; error?: string } {
  const email = value.trim().toLowerCase();
  if (!email) return { email, error: M.emailRequired };
  if (email.length > EMAIL_MAX_LENGTH) return { email, error: M.emailTooLong };
  if (!EMAIL_PATTERN.test(email)) return { email, error: M.emailInvalid };
  return { email };
}

function checkFullName(value: string): { name: string; error?: string } {
  const name = value.trim();
  if (!name) return { name, error: M.fullNameRequired };
  if (name.length > NAME_MAX_LENGTH) return { name, error: M.nameTooLong };
  return { name };
}

/** spec 1 §5: optional; when given, 10–11 digits once spaces are removed. */
function checkPhone(value: string): { phone: string; error?: string } {
  const phone = normalizePhone(value);
  const pattern = new RegExp(`^\\d{${PHONE_MIN_DIGITS},${PHONE_MAX_DIGITS}}$`);
  return phone === '' || pattern.test(phone) ? { phone } : { phone, error: M.phoneInvalid };
}

function checkPassword(value: string, min: number, tooShort: string): string | undefined {
  if (!value) return M.passwordRequired;
  if (value.length < min) return tooShort;
  if (value.length > PASSWORD_MAX_LENGTH) return M.passwordTooLong;
  return undefined;
}

function result<K extends string, T>(errors: Errors<K>, data: T): Checked<K, T> {
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, data };
}

export type RegisterField = 'full_name' | 'email' | 'phone' | 'password' | 'confirm_password' | 'agree_terms';
export type RegisterValues = Record<Exclude<RegisterField, 'agree_terms'>, string> & { agree_terms: boolean };

/** spec 1 §5 Registration, as the domain's `RegisterForm`: every field's message at once. */
export function checkRegister(v: RegisterValues): Checked<RegisterField, RegisterValues> {
  const errors: Errors<RegisterField> = {};
  const name = checkFullName(v.full_name);
  const email = checkEmail(v.email);
  const phone = checkPhone(v.phone);
  if (name.error) errors.full_name = name.error;
  if (email.error) errors.email = email.error;
  if (phone.error) errors.phone = phone.error;
  const password = checkPassword(v.password, PASSWORD_MIN_LENGTH_REGISTER, M.passwordTooShort);
  if (password) errors.password = password;
  if (v.confirm_password !== v.password) errors.confirm_password = M.passwordConfirmMismatch;
  if (!v.agree_terms) errors.agree_terms = M.termsRequired;
  return result(errors, { ...v, full_name: name.name, email: email.email, phone: phone.phone });
}

export type ProfileField = 'first_name' | 'last_name' | 'email' | 'phone_number' | 'current_password';
export type ProfileValues = Record<ProfileField, string>;
export type ProfilePatch = Omit<ProfileValues, 'current_password'> & { current_password?: string };

/** Whether the form's e-mail is another address than the account's (the server lower-cases both). */
export function emailChanged(formEmail: string, accountEmail: string): boolean {
  return formEmail.trim().toLowerCase() !== accountEmail.toLowerCase();
}

/**
 * spec 1 §5 Profile, as the domain's `UserPatch`: name and e-mail required, phone optional; a new e-mail also
 * needs the current password (issue 10 item 8), which is sent only then.
 */
export function checkProfile(v: ProfileValues, accountEmail: string): Checked<ProfileField, ProfilePatch> {
  const errors: Errors<ProfileField> = {};
  const name = checkFullName(v.first_name);
  const lastName = v.last_name.trim();
  const email = checkEmail(v.email);
  const phone = checkPhone(v.phone_number);
  const needsPassword = emailChanged(v.email, accountEmail);
  if (name.error) errors.first_name = name.error;
  if (lastName.length > NAME_MAX_LENGTH) errors.last_name = M.textTooLong;
  if (email.error) errors.email = email.error;
  if (phone.error) errors.phone_number = phone.error;
  // Asked for only once the new address itself is right: one message at a time for one change.
  if (needsPassword && !email.error && !v.current_password) errors.current_password = M.emailChangeNeedsPassword;
  return result(errors, {
    first_name: name.name,
    last_name: lastName,
    email: email.email,
    phone_number: phone.phone,
    ...(needsPassword ? { current_password: v.current_password } : {}),
  });
}

export type ChangePasswordField = 'current_password' | 'new_password' | 'confirm_password';
export type ChangePasswordValues = Record<ChangePasswordField, string>;

/** spec 1 §5 Change password, as the domain's `ChangePasswordForm`. */
export function checkChangePassword(v: ChangePasswordValues): Checked<ChangePasswordField, ChangePasswordValues> {
  const errors: Errors<ChangePasswordField> = {};
  if (!v.current_password) errors.current_password = M.currentPasswordRequired;
  const password = checkPassword(v.new_password, PASSWORD_MIN_LENGTH, M.newPasswordTooShort);
  if (password) errors.new_password = password;
  if (v.confirm_password !== v.new_password) errors.confirm_password = M.newPasswordMismatch;
  return result(errors, v);
}
