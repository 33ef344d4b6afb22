import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  ChangePasswordForm,
  ChangePasswordRequest,
  LoginRequest,
  PasswordResetConfirmRequest,
  PasswordResetRequest,
  RefreshRequest,
  RegisterForm,
  RegisterRequest,
  User,
  UserPatch,
  loginIdentifier,
} from './auth.schemas';
import {
  AUTH_MESSAGES as M,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_MIN_LENGTH_REGISTER,
  isValidPhone,
  normalizePhone,
} from './auth.rules';

/** The field → messages map the API answers with (DESIGN §2). */
function fieldErrors(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const map: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || 'non_field_errors';
    (map[key] ??= []).push(issue.message);
  }
  return map;
}

describe('the spec 1 §5 messages, word for word', () => {
  it.each([
    [M.fullNameRequired, 'Vui lòng nhập họ và tên'],
    [M.emailRequired, 'Vui lòng nhập email'],
    [M.emailInvalid, 'Email không hợp lệ'],
    [M.phoneInvalid, 'Số điện thoại không hợp lệ'],
    [M.passwordTooShort, 'Mật khẩu phải có ít nhất 6 ký tự'],
    [M.passwordConfirmMismatch, 'Mật khẩu xác nhận không khớp'],
    [M.termsRequired, 'Bạn phải đồng ý với điều khoản để tiếp tục'],
    [M.newPasswordMismatch, 'Mật khẩu mới không khớp'],
    [M.newPasswordTooShort, 'Mật khẩu mới phải có ít nhất 8 ký tự'],
    [M.resetPasswordMismatch, 'Passwords do not match'],
    [M.resetLinkInvalid, 'Invalid reset link. Please request a new password reset.'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('keeps the limits of spec 1 §9', () => {
    expect(PASSWORD_MIN_LENGTH_REGISTER).toBe(6);
    expect(PASSWORD_MIN_LENGTH).toBe(8);
  });
});

describe('phone rule', () => {
  it.each([
    ['0909123456', true],
    ['09091234567', true],
    ['0909 123 456', true],
    [' 0909  123  4567 ', true],
    ['090912345', false],
    ['090912345678', false],
    ['+84909123456', false],
    ['0909-123-456', false],
    ['', false],
  ])('%j valid: %s', (phone, valid) => {
    expect(isValidPhone(phone)).toBe(valid);
  });

  it('removes spaces', () => {
    expect(normalizePhone(' 0909 123\t456 ')).toBe('0909123456');
  });
});

const register = { email: 'An@Example.com', first_name: 'Nguyễn Văn An', password: 'secret1' };

describe('RegisterRequest', () => {
  it('accepts the second reading (full name in first_name, phone) and normalises', () => {
    const parsed = RegisterRequest.parse({ ...register, last_name: '', phone: '0909 123 456' });
    expect(parsed).toMatchObject({ email: 'an@example.com', first_name: 'Nguyễn Văn An', phone: '0909123456' });
  });

  it('accepts the first reading with username and a matching password2', () => {
    const parsed = RegisterRequest.parse({
      ...register,
      username: 'an123',
      first_name: 'An',
      last_name: 'Nguyễn',
      password2: 'secret1',
    });
    expect(parsed).toMatchObject({ username: 'an123', last_name: 'Nguyễn' });
  });

  it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
    ['no name', { first_name: '  ' }, { first_name: [M.fullNameRequired] }],
    ['a missing name', { first_name: undefined }, { first_name: [M.fullNameRequired] }],
    ['no email', { email: '' }, { email: [M.emailRequired] }],
    ['a missing email', { email: undefined }, { email: [M.emailRequired] }],
    ['a bad email', { email: 'an@' }, { email: [M.emailInvalid] }],
    ['an email of the wrong type', { email: 42 }, { email: [M.emailInvalid] }],
    ['a short password', { password: '12345' }, { password: [M.passwordTooShort] }],
    ['a huge password', { password: 'x'.repeat(PASSWORD_MAX_LENGTH + 1) }, { password: [M.passwordTooLong] }],
    ['a bad phone', { phone_number: '12345' }, { phone_number: [M.phoneInvalid] }],
    ['a phone of the wrong type', { phone: 909123456 }, { phone: [M.phoneInvalid] }],
    ['a different password2', { password2: 'secret2' }, { password2: [M.passwordConfirmMismatch] }],
    ['a username with spaces', { username: 'an nguyen' }, { username: [M.usernameInvalid] }],
  ])('rejects %s', (_case, patch, errors) => {
    expect(fieldErrors(RegisterRequest, { ...register, ...patch })).toEqual(errors);
  });

  it('accepts an empty phone as none', () => {
    expect(RegisterRequest.parse({ ...register, phone_number: '' }).phone_number).toBe('');
  });
});

describe('LoginRequest', () => {
  it.each([
    [{ username: 'an123', password: 'x' }, 'an123'],
    [{ username: 'An@Example.com', password: 'x' }, 'an@example.com'],
    [{ email: 'An@Example.com', password: 'x' }, 'an@example.com'],
    [{ email: '', username: 'an123', password: 'x' }, 'an123'],
  ])('names %j by %s', (body, identifier) => {
    expect(loginIdentifier(LoginRequest.parse(body))).toBe(identifier);
  });

  it('needs an identifier and a password', () => {
    expect(fieldErrors(LoginRequest, {})).toEqual({ password: [M.passwordRequired], email: [M.emailRequired] });
    expect(fieldErrors(LoginRequest, { email: 'a@b.co', password: 5 })).toEqual({ password: [M.textInvalid] });
  });
});

describe('UserPatch', () => {
  it('is partial and ignores the read-only username', () => {
    expect(UserPatch.parse({ username: 'hacker', city: ' Hà Nội ' })).toEqual({ city: 'Hà Nội' });
    expect(UserPatch.parse({})).toEqual({});
  });

  it('keeps name and email required', () => {
    expect(fieldErrors(UserPatch, { first_name: '', email: ' ' })).toEqual({
      first_name: [M.fullNameRequired],
      email: [M.emailRequired],
    });
  });

  it('lets the phone be cleared but not wrong', () => {
    expect(UserPatch.parse({ phone_number: '' })).toEqual({ phone_number: '' });
    expect(fieldErrors(UserPatch, { phone_number: 'abc' })).toEqual({ phone_number: [M.phoneInvalid] });
    expect(fieldErrors(UserPatch, { city: null })).toEqual({ city: [M.textInvalid] });
  });
});

describe('password change and reset', () => {
  it('change: new password at least 8, confirmation must match when sent', () => {
    const base = { current_password: 'old', new_password: 'longenough' };
    expect(ChangePasswordRequest.safeParse(base).success).toBe(true);
    expect(fieldErrors(ChangePasswordRequest, { ...base, new_password: 'short' })).toEqual({
      new_password: [M.newPasswordTooShort],
    });
    expect(fieldErrors(ChangePasswordRequest, { ...base, confirm_password: 'other' })).toEqual({
      confirm_password: [M.newPasswordMismatch],
    });
    expect(fieldErrors(ChangePasswordRequest, { new_password: 'longenough' })).toEqual({
      current_password: [M.currentPasswordRequired],
    });
  });

  it('reset request: an e-mail', () => {
    expect(PasswordResetRequest.parse({ email: ' A@B.co ' })).toEqual({ email: 'a@b.co' });
    expect(fieldErrors(PasswordResetRequest, { email: 'nope' })).toEqual({ email: [M.emailInvalid] });
  });

  it('reset confirm: the link, 8 characters and the English mismatch message', () => {
    const base = { uid: 'MQ', token: 't', new_password: 'longenough', confirm_password: 'longenough' };
    expect(PasswordResetConfirmRequest.safeParse(base).success).toBe(true);
    expect(fieldErrors(PasswordResetConfirmRequest, { ...base, confirm_password: 'different' })).toEqual({
      confirm_password: [M.resetPasswordMismatch],
    });
    expect(fieldErrors(PasswordResetConfirmRequest, { ...base, uid: '', token: undefined })).toEqual({
      uid: [M.resetLinkInvalid],
      token: [M.resetLinkInvalid],
    });
    expect(
      fieldErrors(PasswordResetConfirmRequest, { ...base, new_password: 'short', confirm_password: 'short' }),
    ).toEqual({ new_password: [M.newPasswordTooShort] });
  });

  it('refresh: a token string', () => {
    expect(fieldErrors(RefreshRequest, {})).toEqual({ refresh: [M.refreshRequired] });
    expect(fieldErrors(RefreshRequest, { refresh: 1 })).toHaveProperty('refresh');
  });
});

describe('forms', () => {
  const form = {
    full_name: 'An',
    email: 'an@example.com',
    phone: '',
    password: 'secret1',
    confirm_password: 'secret1',
    agree_terms: true,
  };

  it('register form: every rule of spec 1 §5', () => {
    expect(RegisterForm.safeParse(form).success).toBe(true);
    expect(
      fieldErrors(RegisterForm, {
        full_name: '',
        email: 'x',
        phone: '123',
        password: '123',
        confirm_password: '1234',
        agree_terms: false,
      }),
    ).toEqual({
      full_name: [M.fullNameRequired],
      email: [M.emailInvalid],
      phone: [M.phoneInvalid],
      password: [M.passwordTooShort],
      agree_terms: [M.termsRequired],
      confirm_password: [M.passwordConfirmMismatch],
    });
  });

  it('change-password form: confirmation required and equal', () => {
    expect(
      fieldErrors(ChangePasswordForm, { current_password: 'a', new_password: 'longenough', confirm_password: '' }),
    ).toEqual({ confirm_password: [M.newPasswordMismatch] });
  });
});

describe('User', () => {
  it('drops internals such as the password hash', () => {
    const user = {
      id: 1,
      username: 'an123',
      email: 'an@example.com',
      first_name: 'An',
      last_name: '',
      phone_number: '',
      shipping_address: '',
      city: '',
      district: '',
      ward: '',
      role: 'customer',
      zalo_notifications: true,
    };
    expect(User.parse({ ...user, password_hash: 'x', token_version: 3, is_active: true })).toEqual(user);
  });
});
