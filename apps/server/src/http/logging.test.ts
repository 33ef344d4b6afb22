import { describe, expect, it } from 'vitest';
import { redactUrl } from './logging';

describe('redactUrl', () => {
  it.each([
    ['/reset-password/MTI/abcDEF-123_x', '/reset-password/[redacted]'],
    ['/reset-password/MTI/abc?x=1', '/reset-password/[redacted]?x=1'],
    ['/products/12', '/products/12'],
    ['/api/password-reset/confirm/', '/api/password-reset/confirm/'],
  ])('%s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});
