// Mail's settings (DESIGN §4), read by config.ts: the SMTP server, or the outbox table alone, the sender, and the
// shop's own address for new-order notices.
import { EmailField } from '@shop/domain/auth.schemas';
import { type z } from 'zod';
import { flag, invalidEnvironment, optionalText } from './config-fields';

export const MAIL_ENV = {
  SMTP_URL: optionalText,
  // Production without SMTP_URL keeps mail in the outbox table only, on purpose (see mailConfig).
  MAIL_OUTBOX_ONLY: flag.default(false),
  MAIL_FROM: optionalText,
  // The shop's own address for new-order notices (none: no notice).
  ORDER_NOTIFY_EMAIL: optionalText,
};

type MailEnv = z.output<z.ZodObject<typeof MAIL_ENV>>;

/**
 * `declaredProduction`: NODE_ENV=production was set, not merely defaulted to, since `npm start` on a laptop must
 * still work with the outbox (DESIGN §4). A real shop that can't send its mails (reset links, guest passwords) must
 * not start by accident.
 */
export function mailConfig(
  e: MailEnv,
  { declaredProduction, shopName }: { declaredProduction: boolean; shopName: string },
) {
  if (declaredProduction && !e.SMTP_URL && !e.MAIL_OUTBOX_ONLY) {
    throw invalidEnvironment(
      'SMTP_URL: not set, and NODE_ENV=production: the shop could not send a single mail. ' +
        'Set SMTP_URL (smtp://user:pass@host:587), or MAIL_OUTBOX_ONLY=true to keep mail in the mail_outbox table on purpose.',
    );
  }
  const orderNotifyEmail = e.ORDER_NOTIFY_EMAIL === undefined ? undefined : EmailField.safeParse(e.ORDER_NOTIFY_EMAIL);
  if (orderNotifyEmail && !orderNotifyEmail.success)
    throw invalidEnvironment('ORDER_NOTIFY_EMAIL: not an e-mail address');
  return {
    smtpUrl: e.SMTP_URL,
    mailOutboxOnly: e.MAIL_OUTBOX_ONLY,
    mailFrom: e.MAIL_FROM ?? `${shopName} <no-reply@localhost>`,
    /** Where new-order notices go, unless an admin set the shop's order e-mail (shop settings). */
    orderNotifyEmail: orderNotifyEmail?.data,
  };
}
