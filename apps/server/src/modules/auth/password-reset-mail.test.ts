import { describe, expect, it } from 'vitest';
import { passwordResetMail } from './password-reset-mail';

describe('passwordResetMail', () => {
  it('builds the Vietnamese reset mail with the link in both parts', async () => {
    const shop = { name: 'Trà Sữa', hotline: '1900 6868', publicUrl: 'http://shop.test' };
    const mail = await passwordResetMail(shop, { to: 'an@example.com', name: '', link: 'http://shop.test/r/MQ/t' });
    expect(mail.subject).toBe('Đặt lại mật khẩu tài khoản Trà Sữa');
    expect(mail.text).toContain('Xin chào an@example.com,');
    expect(mail.text).toContain('hết hạn sau 1 giờ');
    expect(mail.text).toContain('http://shop.test/r/MQ/t');
    expect(mail.html).toContain('href="http://shop.test/r/MQ/t"');
    expect(mail.html).toContain('Đặt lại mật khẩu');
  });
});
