// The password-reset mail (DESIGN §4 'E-mail'): asked for by the shopper or by an admin, queued, and made when it is
// sent, link and all, so the link's hour starts when the mail leaves and the raw token is never stored.
import { type MailShop, composeMail } from '../../lib/mail-layout';
import type { MailMessage } from '../../lib/mailer';

export const PASSWORD_RESET_MAIL_JOB = 'auth.password_reset_mail';

/** Vietnamese password-reset mail (DESIGN §4 'E-mail'). */
export async function passwordResetMail(
  shop: MailShop,
  opts: { to: string; name: string; link: string },
): Promise<MailMessage> {
  const { text, html } = await composeMail(shop, {
    greeting: `Xin chào ${opts.name || opts.to},`,
    paragraphs: [
      `Chúng tôi nhận được yêu cầu đặt lại mật khẩu cho tài khoản ${opts.to} tại ${shop.name}.`,
      'Bấm vào nút dưới đây để đặt mật khẩu mới. Liên kết chỉ dùng được một lần và hết hạn sau 1 giờ.',
    ],
    action: { label: 'Đặt lại mật khẩu', url: opts.link },
    after: ['Nếu bạn không yêu cầu đặt lại mật khẩu, hãy bỏ qua email này: mật khẩu của bạn sẽ không thay đổi.'],
  });
  return { to: opts.to, subject: `Đặt lại mật khẩu tài khoản ${shop.name}`, text, html };
}
