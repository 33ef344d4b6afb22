/**
 * The account rules without zod (spec 1 §5, §9): limits, messages, the e-mail and phone shapes, and the account
 * forms' checks. The zod schemas of `auth.schemas.ts` are built on these same limits, messages and patterns (the
 * server validates with them); the shop's screens use the checks below, so a sign-in screen loads no zod
 * (docs/decisions/0010-shop-form-validation.md: zod would add ~25 KB gzip to each of them).
 */

/** spec 1 §9: at least 6 characters at registration. */
export const PASSWORD_MIN_LENGTH_REGISTER = 6;
/** spec 1 §9: at least 8 characters at change and reset. */
export const PASSWORD_MIN_LENGTH = 8;
/** Upper bound, so a password cannot be used to make the server hash megabytes. */
export const PASSWORD_MAX_LENGTH = 128;
/** spec 1 §5 / §9: 10–11 digits once spaces are removed. */
export const PHONE_MIN_DIGITS = 10;
export const PHONE_MAX_DIGITS = 11;
export const EMAIL_MAX_LENGTH = 254;
export const NAME_MAX_LENGTH = 150;
export const USERNAME_MAX_LENGTH = 150;
export const ADDRESS_MAX_LENGTH = 500;
export const PLACE_MAX_LENGTH = 150;

/** The spec's texts are written out whole; a limit inside one is held to its constant by the type (`satisfies`). */
export const AUTH_MESSAGES = {
  // spec 1 §5 (registration, change password, profile)
  fullNameRequired: 'Vui lòng nhập họ và tên',
  emailRequired: 'Vui lòng nhập email',
  emailInvalid: 'Email không hợp lệ',
  phoneInvalid: 'Số điện thoại không hợp lệ',
  passwordTooShort:
    'Mật khẩu phải có ít nhất 6 ký tự' satisfies `${string} ${typeof PASSWORD_MIN_LENGTH_REGISTER} ký tự`,
  passwordConfirmMismatch: 'Mật khẩu xác nhận không khớp',
  termsRequired: 'Bạn phải đồng ý với điều khoản để tiếp tục',
  newPasswordMismatch: 'Mật khẩu mới không khớp',
  newPasswordTooShort: 'Mật khẩu mới phải có ít nhất 8 ký tự' satisfies `${string} ${typeof PASSWORD_MIN_LENGTH} ký tự`,
  // spec 1 §5 / §8 (reset password; that screen is in English)
  resetPasswordMismatch: 'Passwords do not match',
  resetLinkInvalid: 'Invalid reset link. Please request a new password reset.',
  resetRequested: 'Password reset email has been sent. Please check your inbox.',
  resetDone: 'Your password has been reset successfully. You can now log in with your new password.',
  // spec 1 §8 (password change success) and spec 2 §8 (guest registration failure)
  passwordChanged: 'Mật khẩu đã được cập nhật thành công',
  emailTaken: 'Email đã được đăng ký. Vui lòng đăng nhập bằng email này.',
  // Not worded by the spec.
  emailInUse: 'Email đã được sử dụng bởi một tài khoản khác.',
  usernameTaken: 'Tên đăng nhập đã tồn tại.',
  usernameInvalid: 'Tên đăng nhập chỉ gồm chữ cái không dấu, chữ số và các ký tự @ . + - _',
  usernameTooLong: `Tên đăng nhập không được dài quá ${USERNAME_MAX_LENGTH} ký tự.`,
  nameTooLong: `Họ và tên không được dài quá ${NAME_MAX_LENGTH} ký tự.`,
  emailTooLong: `Email không được dài quá ${EMAIL_MAX_LENGTH} ký tự.`,
  textTooLong: 'Nội dung quá dài.',
  textInvalid: 'Giá trị phải là chuỗi ký tự.',
  passwordRequired: 'Vui lòng nhập mật khẩu',
  passwordTooLong: `Mật khẩu không được dài quá ${PASSWORD_MAX_LENGTH} ký tự.`,
  currentPasswordRequired: 'Vui lòng nhập mật khẩu hiện tại',
  currentPasswordWrong: 'Mật khẩu hiện tại không đúng.',
  emailChangeNeedsPassword: 'Vui lòng nhập mật khẩu hiện tại để đổi email.',
  loginFailed: 'Email hoặc mật khẩu không đúng.',
  /** The back office's sign-in, with a customer account's right password (403). */
  notStaff: 'Tài khoản này không có quyền truy cập trang quản trị. Vui lòng đăng nhập bằng tài khoản nhân viên.',
  loggedOut: 'Bạn đã đăng xuất.',
  refreshRequired: 'Vui lòng gửi refresh token.',
  tokenInvalid: 'Thông tin xác thực không hợp lệ hoặc đã hết hạn.',
  tooManyAttempts: 'Bạn đã thử quá nhiều lần. Vui lòng thử lại sau.',
} as const;

const M = AUTH_MESSAGES;

/** The e-mail shape (zod's own `z.email()` pattern, so the server's schema and the screens agree). */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** Removes the spaces a shopper types inside a phone number ('0909 123 456'). */
export function normalizePhone(value: string): string {
  return value.replace(/\s+/g, '');
}

/** spec 1 §5: 10–11 digits after removing spaces. */
export function isValidPhone(value: string): boolean {
  return new RegExp(`^\\d{${PHONE_MIN_DIGITS},${PHONE_MAX_DIGITS}}$`).test(normalizePhone(value));
}

export type Errors<K extends string> = Partial<Record<K, string>>;
export type Checked<K extends string, T> = { ok: true; data: T } | { ok: false; errors: Errors<K> };

/** As `EmailField`: trimmed and lower-cased; required, at most 254 characters, e-mail shaped. */
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
  return phone === '' || isValidPhone(phone) ? { phone } : { phone, error: M.phoneInvalid };
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

/** spec 1 §5 Registration, as `RegisterForm`: every field's message at once. */
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
 * spec 1 §5 Profile, as `UserPatch`: name and e-mail required, phone optional; a new e-mail also
 * needs the current password, which is sent only then.
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

/** spec 1 §5 Change password, as `ChangePasswordForm`. */
export function checkChangePassword(v: ChangePasswordValues): Checked<ChangePasswordField, ChangePasswordValues> {
  const errors: Errors<ChangePasswordField> = {};
  if (!v.current_password) errors.current_password = M.currentPasswordRequired;
  const password = checkPassword(v.new_password, PASSWORD_MIN_LENGTH, M.newPasswordTooShort);
  if (password) errors.new_password = password;
  if (v.confirm_password !== v.new_password) errors.confirm_password = M.newPasswordMismatch;
  return result(errors, v);
}
