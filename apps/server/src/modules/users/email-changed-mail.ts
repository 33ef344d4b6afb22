import { type MailShop, composeMail } from '../../lib/mail-layout';
import type { MailMessage } from '../../lib/mailer';

/** Vietnamese notice to the OLD address after an account's e-mail changed. */
export async function emailChangedMail(
  shop: MailShop,
  opts: { oldEmail: string; newEmail: string; name: string },
): Promise<MailMessage> {
  const shopName = shop.name;
  const { text, html } = await composeMail(shop, {
    greeting: `Xin chào ${opts.name || opts.oldEmail},`,
    paragraphs: [
      `Email đăng nhập của tài khoản ${opts.oldEmail} tại ${shopName} vừa được đổi thành ${opts.newEmail}.`,
      'Từ nay, thông báo về tài khoản và đơn hàng sẽ được gửi tới địa chỉ mới. Các thiết bị đang đăng nhập ' +
        'đã được đăng xuất.',
    ],
    after: [
      `Nếu không phải bạn thực hiện thay đổi này, hãy liên hệ ngay với cửa hàng qua hotline ${shop.hotline} ` +
        'để được hỗ trợ khóa và lấy lại tài khoản.',
    ],
  });
  return { to: opts.oldEmail, subject: `Email tài khoản ${shopName} đã được thay đổi`, text, html };
}
