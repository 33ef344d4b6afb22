import { describe, expect, it } from 'vitest';
import { CheckoutDetails, CheckoutPickupDetails } from './checkout.schemas';
import { CHECKOUT_MESSAGES as M, guestPlaceholderEmail } from './order.schemas';

const filled = {
  fullName: ' Nguyễn Văn Khách ',
  email: ' An@Example.com ',
  phone: '0909 123 456',
  address: ' 12 Nguyễn Huệ ',
  city: 'Thành phố Hồ Chí Minh',
  district: 'Quận 1',
  ward: 'Phường Bến Nghé',
  note: ' Giao giờ hành chính ',
};

/** The field → message map the checkout form shows (one message per field). */
function errors(input: Record<string, string>): Record<string, string> {
  const result = CheckoutDetails.safeParse(input);
  if (result.success) return {};
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.join('.')] ??= issue.message;
  return fields;
}

describe('CheckoutDetails', () => {
  it('gives what the order carries: trimmed, the phone without spaces, the e-mail lower-cased', () => {
    expect(CheckoutDetails.parse(filled)).toEqual({
      fullName: 'Nguyễn Văn Khách',
      email: 'an@example.com',
      phone: '0909123456',
      address: '12 Nguyễn Huệ',
      city: 'Thành phố Hồ Chí Minh',
      district: 'Quận 1',
      ward: 'Phường Bến Nghé',
      note: 'Giao giờ hành chính',
    });
  });

  it('builds the guest placeholder from the phone when the e-mail is left blank (spec 2 §5)', () => {
    expect(CheckoutDetails.parse({ ...filled, email: '  ' }).email).toBe('0909123456@guest.local');
  });

  it.each([
    ['a blank name', { fullName: '  ' }, { fullName: M.fullNameRequired }],
    ['a malformed e-mail', { email: 'an@' }, { email: M.emailInvalid }],
    ['a phone outside the mobile pattern', { phone: '0123456789' }, { phone: M.phoneInvalid }],
    ['a blank e-mail and a blank phone', { email: '', phone: ' ' }, { email: M.emailInvalid, phone: M.phoneInvalid }],
    ['a blank street', { address: ' ' }, { address: M.addressRequired }],
    [
      'no place',
      { city: '', district: ' ', ward: '' },
      { city: M.cityRequired, district: M.districtRequired, ward: M.wardRequired },
    ],
    ['a note over 500 characters', { note: 'x'.repeat(501) }, { note: M.noteTooLong }],
    [
      'everything wrong at once',
      { fullName: '', email: 'x', phone: '1', address: '', city: '', district: '', ward: '' },
      {
        fullName: M.fullNameRequired,
        email: M.emailInvalid,
        phone: M.phoneInvalid,
        address: M.addressRequired,
        city: M.cityRequired,
        district: M.districtRequired,
        ward: M.wardRequired,
      },
    ],
  ])('refuses %s with the spec messages', (_, change, expected) => {
    expect(errors({ ...filled, ...change })).toEqual(expected);
  });
});

describe('CheckoutPickupDetails', () => {
  it('asks no address for a pickup (DESIGN §15) and carries none', () => {
    const { address: _a, city: _c, district: _d, ward: _w, ...contact } = filled;
    expect(CheckoutPickupDetails.parse({ ...contact, email: '' })).toEqual({
      fullName: 'Nguyễn Văn Khách',
      email: guestPlaceholderEmail('0909123456'),
      phone: '0909123456',
      note: 'Giao giờ hành chính',
      address: '',
      city: '',
      district: '',
      ward: '',
    });
    const refused = CheckoutPickupDetails.safeParse({ ...contact, fullName: ' ', phone: '1' });
    expect(refused.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['fullName', M.fullNameRequired],
      ['phone', M.phoneInvalid],
    ]);
  });
});
