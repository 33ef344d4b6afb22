// The owner's setup checklist (GET /api/admin/setup/): each area's own lines, in the order a shop is set up —
// payments, carriers, invoices, Zalo, mail — and the test mail. Mail is no area of its own, so its line is here.
import type { SetupItem, SetupItems, TestMailResponse } from '@shop/domain/owner-day.schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { AppError, NotFoundError } from '../../http/errors';
import type { StaffContext } from '../../http/staff-context';
import { composeMail } from '../../lib/mail-layout';
import type { Mailer } from '../../lib/mailer';

export interface SetupDeps {
  config: Pick<Config, 'smtpUrl'>;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** Each area's lines (payments, carriers, invoices, Zalo), in the checklist's order. */
  areas: (() => SetupItem[] | SetupItem | Promise<SetupItem[] | SetupItem>)[];
  /** The staff member's e-mail (the test mail's address). */
  emailOf: (userId: number) => Promise<string | undefined>;
}

/** The SMTP server's host only: the URL carries the password. */
function smtpHost(url: string): string {
  try {
    return new URL(url).hostname || 'SMTP';
  } catch {
    return 'SMTP';
  }
}

export function mailSetupItem(config: Pick<Config, 'smtpUrl'>): SetupItem {
  return {
    key: 'mail.smtp',
    area: 'mail',
    label: 'Gửi email',
    status: config.smtpUrl ? 'ok' : 'missing',
    detail: config.smtpUrl
      ? `Gửi qua máy chủ ${smtpHost(config.smtpUrl)}.`
      : 'Chưa đặt SMTP_URL trên máy chủ: thư chỉ được lưu trong hộp thư đi (mail_outbox), khách không nhận được.',
    link: null,
    test: 'mail',
  };
}

export function createSetupService({ config, mailer, log, areas, emailOf }: SetupDeps) {
  return {
    /** `GET /api/admin/setup/`. */
    async items(): Promise<SetupItems> {
      const lines = await Promise.all(areas.map((area) => area()));
      return [...lines.flat(), mailSetupItem(config)];
    },

    /** `POST /api/admin/setup/test-mail/`: sent now, not queued, so a wrong SMTP_URL shows at once. */
    async testMail(staff: StaffContext): Promise<TestMailResponse> {
      const to = await emailOf(staff.userId);
      if (!to) throw new NotFoundError('Không tìm thấy email của tài khoản.');
      const { text, html } = await composeMail(mailer.shop, {
        greeting: 'Xin chào,',
        paragraphs: [`Đây là thư thử từ trang quản trị ${mailer.shop.name}: cửa hàng gửi được email.`],
      });
      try {
        const { kept } = await mailer.sendMail({ to, subject: `Thư thử từ ${mailer.shop.name}`, text, html });
        const detail = kept
          ? `Chưa đặt SMTP_URL: thư thử được lưu trong hộp thư đi, không gửi tới ${to}.`
          : `Đã gửi thư thử tới ${to}.`;
        return { to, kept, detail };
      } catch (err) {
        log.warn({ err }, 'test mail failed');
        throw new AppError(502, `Không gửi được thư thử: ${err instanceof Error ? err.message : String(err)}`);
      }
    },
  };
}

export type SetupService = ReturnType<typeof createSetupService>;
