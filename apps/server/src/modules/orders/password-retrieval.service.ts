import { type PasswordRetrievalRequest, isGuestPlaceholderEmail } from '@shop/domain/order.schemas';
import type { Db } from '../../db/client';
import { guestPasswordMails } from '../../db/schema/orders';
import { BadRequestError, ForbiddenError } from '../../http/errors';
import { type MailShop, composeMail } from '../../lib/mail-layout';
import { type MailMessage, type Mailer, queueMail } from '../../lib/mailer';
import type { AuthUser } from '../../http/auth-guard';
import { verifyPassword } from '../../lib/password';

/** DESIGN §7: "freshly created" means within 30 minutes. */
export const GUEST_ACCOUNT_FRESH_MS = 30 * 60 * 1000;

export const PASSWORD_RETRIEVAL_MESSAGES = {
  sent: 'Mật khẩu đã được gửi tới email của bạn.',
  notYourEmail: 'Chỉ có thể gửi mật khẩu tới email của tài khoản đang đăng nhập.',
  placeholder: 'Tài khoản này không có email thật để nhận mật khẩu.',
  notFresh: 'Chỉ gửi mật khẩu cho tài khoản vừa được tạo khi đặt hàng.',
  wrongPassword: 'Mật khẩu không đúng.',
  alreadySent: 'Mật khẩu của tài khoản này đã được gửi trước đó.',
} as const;
const M = PASSWORD_RETRIEVAL_MESSAGES;

/** The Vietnamese mail with the generated password (spec 2 §4 guest checkout). */
export async function guestPasswordMail(
  shop: MailShop,
  to: { email: string; name: string; password: string },
): Promise<MailMessage> {
  const shopName = shop.name;
  const { text, html } = await composeMail(shop, {
    greeting: `Xin chào ${to.name || to.email},`,
    paragraphs: [
      `Cảm ơn bạn đã đặt hàng tại ${shopName}. Chúng tôi đã tạo một tài khoản để bạn theo dõi đơn hàng.`,
      `Email đăng nhập: ${to.email}`,
      `Mật khẩu: ${to.password}`,
      'Vì lý do bảo mật, hãy đổi mật khẩu sau khi đăng nhập lần đầu.',
    ],
    action: { label: 'Đăng nhập', url: `${shop.publicUrl}/account/login` },
    after: ['Nếu bạn không đặt hàng tại cửa hàng chúng tôi, hãy bỏ qua email này.'],
  });
  return { to: to.email, subject: `Thông tin đăng nhập tài khoản ${shopName}`, text, html };
}

interface Deps {
  db: Db;
  mailer: Pick<Mailer, 'shop'>;
}

/**
 * `POST /api/password-retrieval/` (DESIGN §4, §7): mails the password of the signed-in user's own account, only
 * to that account's real e-mail, only while the account is fresh, only if it is the account's password, once.
 * It can never send mail to an address the caller chooses. The mail is queued with the row that makes it once (the
 * mail job sends it, and drops the password from the job once sent).
 */
export function createPasswordRetrievalService({ db, mailer }: Deps) {
  return {
    async send(user: AuthUser, body: PasswordRetrievalRequest, now = Date.now()): Promise<{ detail: string }> {
      if (body.email !== user.email.toLowerCase()) throw new ForbiddenError(M.notYourEmail);
      if (isGuestPlaceholderEmail(user.email)) throw new BadRequestError(M.placeholder);
      if (now - user.createdAt.getTime() > GUEST_ACCOUNT_FRESH_MS) throw new ForbiddenError(M.notFresh);
      if (!(await verifyPassword(user.passwordHash, body.password))) throw new BadRequestError(M.wrongPassword);
      const mail = await guestPasswordMail(mailer.shop, {
        email: user.email,
        name: [user.firstName, user.lastName].filter(Boolean).join(' '),
        password: body.password,
      });
      await db.transaction(async (tx) => {
        // The row is the "once": of two racing requests only one inserts it.
        const [claimed] = await tx
          .insert(guestPasswordMails)
          .values({ userId: user.id })
          .onConflictDoNothing()
          .returning({ userId: guestPasswordMails.userId });
        if (!claimed) throw new BadRequestError(M.alreadySent);
        await queueMail(tx, `user:${user.id}:guest-password`, mail);
      });
      return { detail: M.sent };
    },
  };
}

export type PasswordRetrievalService = ReturnType<typeof createPasswordRetrievalService>;
