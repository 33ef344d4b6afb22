// Zalo ZNS order messages (DESIGN §14): the client and tokens when the keys are set, the job handler, the templates
// (admin settings with a test-send), the back office's view of an order's notifications and its resend, and the
// status the dashboard warns with.
import { type OrderMail, type OrderNotification } from '@shop/domain/admin-orders.schemas';
import {
  ZALO_MESSAGES,
  type ZaloSettings,
  type ZaloStatus,
  type ZaloTestSendRequest,
  type ZaloTestSendResponse,
  ZALO_EVENTS,
  type ZaloTemplateInfo,
  proposeZaloParams,
  templateData,
  unmappedRequiredParams,
  zaloPhone,
} from '@shop/domain/zalo.schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { ZaloConfig } from '../../config';
import type { Db } from '../../db/client';
import { AppError, BadRequestError, ConflictError, type FieldErrors, NotFoundError } from '../../http/errors';
import type { StaffContext } from '../../http/staff-context';
import { countUnfinished, findJob, jobsOf, requeue, wakeQueued } from '../../lib/job-queue';
import type { AuditService } from '../audit/audit.service';
import { userDirectory } from '../users/users.service';
import { ZaloApiError, ZaloTransportError, type ZnsTemplateInfo, createZnsClient } from './zalo-client';
import { ZALO_MESSAGE_JOB, ZaloPayload, orderRef, zaloNotification, zaloResend } from './zalo-messages';
import { createZaloJobHandler, sendWithTokens, withAccessToken } from './zalo-sender';
import { readZaloSettings, templateOf, writeZaloSettings } from './zalo-settings';
import { ZaloPausedError, createZaloTokens } from './zalo-tokens';

// Notifications' zalo channel writes the order's messages with these.
export { ZALO_MESSAGE_JOB, type ZaloOrder, zaloOrderJob } from './zalo-messages';

/** What a test-send fills the template with. */
const SAMPLE_FIELDS = {
  order_id: '12345678',
  customer_name: 'Nguyễn Văn A',
  phone_number: '0912345678',
  created_at: '01/01/2026',
  final_total: 150000,
  final_total_display: '150.000 ₫',
  status_display: 'Đang giao hàng',
  payment_method_display: 'Thanh toán khi nhận hàng',
  shipping_company: 'GHN',
  tracking_number: 'GHN123456789',
  shipping_address: '1 Lê Lợi, Phường Bến Nghé, Quận 1, Thành phố Hồ Chí Minh',
  pickup_store: 'Cửa hàng Quận 1, 12 Nguyễn Huệ, Phường Bến Nghé, Quận 1, Thành phố Hồ Chí Minh',
  cancel_reason: 'Khách hàng đổi ý',
};

/** A mail of the order's mail log as a notification. */
function mailNotification(mail: OrderMail): OrderNotification {
  return {
    id: mail.id,
    channel: 'email',
    event: mail.event,
    to: mail.to,
    status: mail.status,
    attempts: mail.attempts,
    reason: mail.last_error,
    msg_id: null,
    created_at: mail.created_at,
    sent_at: mail.sent_at,
  };
}

interface Deps {
  db: Db;
  zalo: ZaloConfig | undefined;
  log: FastifyBaseLogger;
  audit: AuditService;
  publicUrl: string;
}

export function createZaloService({ db, zalo, log, audit, publicUrl }: Deps) {
  const client = zalo ? createZnsClient(zalo) : undefined;
  const tokens = zalo && client ? createZaloTokens({ db, client, config: zalo, log }) : undefined;

  /** A Zalo failure as staff read it, with Zalo's own code and message when Zalo answered. */
  function staffError(error: unknown, refused: (code: number, message: string) => string, status = 502): unknown {
    if (error instanceof ZaloPausedError) return new ConflictError(ZALO_MESSAGES.paused);
    if (error instanceof ZaloApiError) return new AppError(status, refused(error.code, error.zaloMessage));
    if (error instanceof ZaloTransportError) return new AppError(502, ZALO_MESSAGES.unreachable);
    return error;
  }

  function fetchTemplate(templateId: string): Promise<ZnsTemplateInfo> {
    if (!client || !tokens) throw new ConflictError(ZALO_MESSAGES.off);
    return withAccessToken(tokens, (access) => client.templateInfo(access, templateId));
  }

  /** Each event's template as Zalo knows it: a 400 naming the ids Zalo refuses and the required params unmapped. */
  async function checkTemplates(body: ZaloSettings): Promise<void> {
    const fields: FieldErrors = {};
    for (const event of ZALO_EVENTS) {
      const template = templateOf(body, event);
      if (!template) continue;
      let info: ZnsTemplateInfo;
      try {
        info = await fetchTemplate(template.template_id);
      } catch (error) {
        if (!(error instanceof ZaloApiError)) throw staffError(error, ZALO_MESSAGES.templateRefused);
        fields[`templates.${event}.template_id`] = [ZALO_MESSAGES.templateRefused(error.code, error.zaloMessage)];
        continue;
      }
      const params = info.listParams.map((p) => ({ name: p.name, required: p.require }));
      for (const name of unmappedRequiredParams(template.params, params)) {
        fields[`templates.${event}.params.${name}`] = [ZALO_MESSAGES.paramUnmapped(name)];
      }
    }
    const [first] = Object.values(fields);
    if (first) throw new BadRequestError(first[0]!, fields);
  }

  return {
    enabled: Boolean(tokens),
    send: createZaloJobHandler({ db, client, tokens, publicUrl }),

    /** At start: seeds the tokens; a new seed (the OA authorised again) ends a pause and wakes the waiting messages. */
    async start(): Promise<void> {
      if (!tokens) return;
      if (!(await tokens.seed())) return;
      log.info('Zalo: refresh token seeded from ZALO_REFRESH_TOKEN');
      await wakeQueued(db, ZALO_MESSAGE_JOB);
    },

    /** The order's mails (given, from its mail log) and Zalo messages together, oldest first. */
    async notifications(orderId: number, mails: OrderMail[]): Promise<OrderNotification[]> {
      const zaloMessages = (await jobsOf(db, orderRef(orderId), ZALO_MESSAGE_JOB)).map(zaloNotification);
      return [...mails.map(mailNotification), ...zaloMessages].sort(
        (a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id,
      );
    },

    /**
     * `POST /api/admin/orders/{id}/zalo/{messageId}/resend/`: queued again under a new tracking_id, audited; refused
     * (409) when the shopper has turned Zalo messages off since.
     */
    async resend(staff: StaffContext, orderId: number, messageId: number): Promise<OrderNotification> {
      return db.transaction(async (tx) => {
        const original = await findJob(tx, messageId, orderRef(orderId), ZALO_MESSAGE_JOB);
        if (!original) throw new NotFoundError(ZALO_MESSAGES.messageNotFound);
        // The account the order had at the event (jobs written before it was carried name none: not checked).
        const { userId } = ZaloPayload.parse(original.payload);
        if (userId && (await userDirectory.zaloOptedOut(tx, userId))) throw new ConflictError(ZALO_MESSAGES.optedOut);
        const { key, payload } = zaloResend(original);
        const message = zaloNotification(await requeue(tx, original, key, payload));
        await audit.record(tx, staff, {
          action: 'order.zalo_resend',
          targetType: 'order',
          targetId: orderId,
          before: null,
          after: { message_id: message.id, resend_of: messageId, event: message.event, to: message.to },
        });
        return message;
      });
    },

    settings: (): Promise<ZaloSettings> => readZaloSettings(db),

    /** `GET /api/admin/settings/zalo/templates/{id}/`: the template's parameters from Zalo, each with a proposal. */
    async templateInfo(templateId: string): Promise<ZaloTemplateInfo> {
      let info: ZnsTemplateInfo;
      try {
        info = await fetchTemplate(templateId);
      } catch (error) {
        throw staffError(error, ZALO_MESSAGES.templateRefused, 400); // most often an id mistyped
      }
      const params = info.listParams.map((p) => ({
        name: p.name,
        required: p.require,
        type: p.type,
        max_length: p.maxLength,
        min_length: p.minLength,
        accept_null: p.acceptNull,
      }));
      return {
        template_id: info.templateId || templateId,
        name: info.templateName,
        status: info.status,
        params,
        proposed: proposeZaloParams(params),
      };
    },

    /**
     * Saves the templates, once Zalo has confirmed each (when Zalo is on): a template Zalo refuses, or one whose
     * required parameters have no order field, is a 400 naming them (Zalo would refuse every message).
     */
    async updateSettings(staff: StaffContext, body: ZaloSettings): Promise<ZaloSettings> {
      if (client && tokens) await checkTemplates(body);
      return db.transaction(async (tx) => {
        const before = await readZaloSettings(tx);
        await writeZaloSettings(tx, body);
        await audit.record(tx, staff, {
          action: 'settings.zalo',
          targetType: 'settings',
          targetId: null,
          before,
          after: body,
        });
        return body;
      });
    },

    /** Sends the event's template with sample data to a staff phone, at once; audited. */
    async testSend(staff: StaffContext, body: ZaloTestSendRequest): Promise<ZaloTestSendResponse> {
      const phone = zaloPhone(body.phone);
      if (!phone) throw new BadRequestError(ZALO_MESSAGES.phoneInvalid, { phone: [ZALO_MESSAGES.phoneInvalid] });
      if (!client || !tokens) throw new ConflictError(ZALO_MESSAGES.off);
      const template = templateOf(await readZaloSettings(db), body.event);
      if (!template) throw new BadRequestError(ZALO_MESSAGES.noTemplate, { event: [ZALO_MESSAGES.noTemplate] });
      const message = {
        phone,
        template_id: template.template_id,
        template_data: templateData(template.params, { ...SAMPLE_FIELDS, order_url: `${publicUrl}/tracking` }),
        tracking_id: `test:${Date.now().toString(36)}`,
      };
      try {
        const sent = await sendWithTokens(client, tokens, message);
        await db.transaction((tx) =>
          audit.record(tx, staff, {
            action: 'settings.zalo_test',
            targetType: 'settings',
            targetId: null,
            before: null,
            after: { event: body.event, phone, msg_id: sent.msg_id },
          }),
        );
        return { msg_id: sent.msg_id, sent_at: new Date(Number(sent.sent_time) || Date.now()).toISOString() };
      } catch (error) {
        throw staffError(error, ZALO_MESSAGES.testRefused);
      }
    },

    /**
     * `GET /api/admin/zalo/status/`: whether Zalo is configured (keys set, `templates` the events that send) and
     * sending (not paused) — the dashboard's notice and the setup checklist.
     */
    async status(): Promise<ZaloStatus> {
      const row = await tokens?.row();
      const settings = await readZaloSettings(db);
      const waiting = await countUnfinished(db, ZALO_MESSAGE_JOB);
      return {
        enabled: Boolean(tokens),
        paused: Boolean(row?.pausedReason),
        reason: row?.pausedReason ?? null,
        paused_at: row?.pausedAt?.toISOString() ?? null,
        waiting,
        templates: ZALO_EVENTS.filter((event) => templateOf(settings, event)),
      };
    },
  };
}

export type ZaloService = ReturnType<typeof createZaloService>;
