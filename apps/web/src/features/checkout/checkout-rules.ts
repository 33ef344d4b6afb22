/**
 * Small rules of the checkout screen (spec 2 §4, §5, §8): the error message of a failed order, the guest's
 * generated password and the checkout form's validation.
 */
import { ApiError } from '../../lib/api-client';

/** spec 2 §8 'Order creation': the default when nothing better is known. */
export const ORDER_CREATE_DEFAULT = 'Có lỗi xảy ra khi tạo đơn hàng. Vui lòng thử lại sau.';
export const ORDER_CREATE_FALLBACK = 'Failed to create order';
/** spec 2 §8 'Guest registration failure'. */
export const GUEST_EMAIL_TAKEN = 'Email đã được đăng ký. Vui lòng đăng nhập bằng email này.';
export const GUEST_CHECK_EMAIL = 'Vui lòng kiểm tra email của bạn để lấy mật khẩu đăng nhập.';
/** spec 2 §9: the guest's password is 12 characters. */
export const GUEST_PASSWORD_LENGTH = 12;

/**
 * spec 2 §8: the first item of non_field_errors, or a string body, or the field messages joined with '; ', else
 * 'Failed to create order'; a leading numeric prefix ('409: …') is stripped.
 */
export function orderErrorMessage(body: unknown): string {
  let message = ORDER_CREATE_FALLBACK;
  if (typeof body === 'string' && body.trim()) message = body;
  else if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    const nfe = record.non_field_errors;
    if (Array.isArray(nfe) && typeof nfe[0] === 'string') message = nfe[0];
    else if (typeof record.detail === 'string' && record.detail) message = record.detail;
    else {
      const fields = Object.values(record).flatMap((v) =>
        Array.isArray(v) ? v.filter((m): m is string => typeof m === 'string') : typeof v === 'string' ? [v] : [],
      );
      if (fields.length) message = fields.join('; ');
    }
  }
  return stripNumericPrefix(message);
}

export function stripNumericPrefix(message: string): string {
  return message.replace(/^\s*\d+\s*[:\-–]\s*/, '').trim() || message;
}

/** The message a failed checkout shows (banner + toast). */
export function checkoutErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status > 0) return orderErrorMessage(error.body) || ORDER_CREATE_DEFAULT;
  return ORDER_CREATE_DEFAULT;
}

const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';

/** spec 2 §4: a random 12-character password (crypto.getRandomValues, no modulo bias). */
export function generateGuestPassword(length = GUEST_PASSWORD_LENGTH): string {
  let out = '';
  const bytes = new Uint8Array(1);
  const limit = 256 - (256 % PASSWORD_ALPHABET.length);
  while (out.length < length) {
    crypto.getRandomValues(bytes);
    const b = bytes[0]!;
    if (b < limit) out += PASSWORD_ALPHABET[b % PASSWORD_ALPHABET.length];
  }
  return out;
}

/** True when the register call refused the e-mail because an account has it. */
export function isEmailTaken(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 400) return false;
  const body = error.body as Record<string, unknown> | null;
  return Boolean(body && Array.isArray(body.email) && body.email.length);
}
