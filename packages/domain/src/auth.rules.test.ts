import { describe, expect, it } from 'vitest';
import { checkChangePassword, checkEmail, checkProfile, checkRegister } from './auth.rules';

const validRegister = {
  full_name: '  Nguyễn Văn An ',
  email: ' An@Example.COM ',
  phone: '0909 123 456',
  password: 'abcdef',
  confirm_password: 'abcdef',
  agree_terms: true,
};

describe('checkRegister (spec 1 §5 Registration)', () => {
  it('passes a good form and normalises it as the server will', () => {
    expect(checkRegister(validRegister)).toEqual({
      ok: true,
      data: { ...validRegister, full_name: 'Nguyễn Văn An', email: 'an@example.com', phone: '0909123456' },
    });
    expect(checkRegister({ ...validRegister, phone: '' }).ok).toBe(true);
    expect(checkRegister({ ...validRegister, phone: '090 912 345 67' }).ok).toBe(true);
  });

  it.each([
    [{ full_name: '   ' }, 'full_name', 'Vui lòng nhập họ và tên'],
    [{ email: '' }, 'email', 'Vui lòng nhập email'],
    [{ email: 'an@example' }, 'email', 'Email không hợp lệ'],
    [{ email: 'an example@x.vn' }, 'email', 'Email không hợp lệ'],
    [{ phone: '090912345' }, 'phone', 'Số điện thoại không hợp lệ'],
    [{ phone: '090912345678' }, 'phone', 'Số điện thoại không hợp lệ'],
    [{ phone: '09091234a5' }, 'phone', 'Số điện thoại không hợp lệ'],
    [{ password: 'abcde', confirm_password: 'abcde' }, 'password', 'Mật khẩu phải có ít nhất 6 ký tự'],
    [{ password: '', confirm_password: '' }, 'password', 'Vui lòng nhập mật khẩu'],
    [{ confirm_password: 'abcdeg' }, 'confirm_password', 'Mật khẩu xác nhận không khớp'],
    [{ confirm_password: '' }, 'confirm_password', 'Mật khẩu xác nhận không khớp'],
    [{ agree_terms: false }, 'agree_terms', 'Bạn phải đồng ý với điều khoản để tiếp tục'],
  ] as const)('%o → %s: %s', (change, field, message) => {
    const checked = checkRegister({ ...validRegister, ...change });
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.errors).toEqual({ [field]: message });
  });

  it('reports every field at once', () => {
    const checked = checkRegister({
      full_name: '',
      email: '',
      phone: '1',
      password: '1',
      confirm_password: '2',
      agree_terms: false,
    });
    expect(checked.ok ? [] : Object.keys(checked.errors)).toEqual([
      'full_name',
      'email',
      'phone',
      'password',
      'confirm_password',
      'agree_terms',
    ]);
  });
});

describe('checkChangePassword and checkProfile (spec 1 §5)', () => {
  it('change password: current required, new at least 8, confirmation equal', () => {
    expect(
      checkChangePassword({ current_password: 'x', new_password: '12345678', confirm_password: '12345678' }).ok,
    ).toBe(true);
    const checked = checkChangePassword({ current_password: '', new_password: '1234567', confirm_password: '7654321' });
    expect(checked.ok ? {} : checked.errors).toEqual({
      current_password: 'Vui lòng nhập mật khẩu hiện tại',
      new_password: 'Mật khẩu mới phải có ít nhất 8 ký tự',
      confirm_password: 'Mật khẩu mới không khớp',
    });
  });

  it('profile: name and e-mail required, phone optional', () => {
    const v = { first_name: ' An ', last_name: '', email: 'AN@x.vn', phone_number: '', current_password: '' };
    expect(checkProfile(v, 'an@x.vn')).toEqual({
      ok: true,
      data: { first_name: 'An', last_name: '', email: 'an@x.vn', phone_number: '' },
    });
    const checked = checkProfile({ ...v, first_name: '', email: '', phone_number: '12' }, 'an@x.vn');
    expect(checked.ok ? {} : checked.errors).toEqual({
      first_name: 'Vui lòng nhập họ và tên',
      email: 'Vui lòng nhập email',
      phone_number: 'Số điện thoại không hợp lệ',
    });
  });

  it('profile: a new e-mail needs the current password, which is sent only then', () => {
    const v = { first_name: 'An', last_name: '', email: 'moi@x.vn', phone_number: '', current_password: '' };
    const checked = checkProfile(v, 'an@x.vn');
    expect(checked.ok ? {} : checked.errors).toEqual({
      current_password: 'Vui lòng nhập mật khẩu hiện tại để đổi email.',
    });
    expect(checkProfile({ ...v, current_password: 'matkhau' }, 'an@x.vn')).toEqual({
      ok: true,
      data: { first_name: 'An', last_name: '', email: 'moi@x.vn', phone_number: '', current_password: 'matkhau' },
    });
    // The same address typed in another case is no change: no password asked, none sent.
    expect(checkProfile({ ...v, email: ' AN@X.VN', current_password: 'typed' }, 'an@x.vn')).toEqual({
      ok: true,
      data: { first_name: 'An', last_name: '', email: 'an@x.vn', phone_number: '' },
    });
  });

  it('checkEmail trims and lower-cases', () => {
    expect(checkEmail('  A@B.VN ')).toEqual({ email: 'a@b.vn' });
  });
});
