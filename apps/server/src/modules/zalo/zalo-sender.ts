// Sending one ZNS message with the stored tokens (DESIGN §14), and the job handler around it.
import { ZALO_MESSAGES, templateData } from '@shop/domain/zalo.schemas';
import type { Db } from '../../db/client';
import { DeferJobError, type JobRow, PermanentJobError, markPayload } from '../../lib/job-queue';
import {
  ZNS_ACCESS_TOKEN_INVALID,
  ZNS_TEMPLATE_ERRORS,
  ZaloApiError,
  type ZnsClient,
  type ZnsMessage,
  type ZnsSent,
} from './zalo-client';
import { ZaloPayload } from './zalo-messages';
import { ZaloPausedError, type ZaloTokens } from './zalo-tokens';

/** While sending is paused, a message waits this long before it looks again (its tries are not counted). */
export const PAUSED_RETRY_MS = 10 * 60_000;

export const IN_FLIGHT_LOST =
  'the instance stopped while this message was being sent: it may have reached Zalo, so it is not sent again ' +
  '(resend it if the shopper did not get it)';

/** Calls ZNS with a usable access token; on -124 refreshes (under the lock) and tries once more. */
export async function withAccessToken<T>(tokens: ZaloTokens, zns: (accessToken: string) => Promise<T>): Promise<T> {
  const access = await tokens.accessToken();
  try {
    return await zns(access);
  } catch (error) {
    if (!(error instanceof ZaloApiError) || error.code !== ZNS_ACCESS_TOKEN_INVALID) throw error;
    return zns(await tokens.refresh(access));
  }
}

export const sendWithTokens = (client: ZnsClient, tokens: ZaloTokens, message: ZnsMessage): Promise<ZnsSent> =>
  withAccessToken(tokens, (access) => client.send(access, message));

/**
 * The job handler. A try marks the job in flight before calling ZNS and clears the mark with the answer; a later try
 * that finds the mark of an earlier one knows that try's instance died mid-call and fails the job rather than risk
 * a second message (decision 0027). Paused: deferred without counting the try.
 */
export function createZaloJobHandler(deps: {
  db: Db;
  client: ZnsClient | undefined;
  tokens: ZaloTokens | undefined;
  publicUrl: string;
}) {
  return async (job: JobRow): Promise<void> => {
    const { db, client, tokens } = deps;
    const payload = ZaloPayload.parse(job.payload);
    if (!client || !tokens) throw new PermanentJobError(ZALO_MESSAGES.off);
    if (payload.msg_id) return; // sent by a try whose settle was lost
    if (payload.in_flight !== undefined && payload.in_flight < job.attempts)
      throw new PermanentJobError(IN_FLIGHT_LOST);
    const state = await tokens.row();
    if (state?.pausedReason) throw new DeferJobError(state.pausedReason, PAUSED_RETRY_MS);
    const orderUrl = `${deps.publicUrl}/tracking?order_id=${payload.orderId}`;
    const message: ZnsMessage = {
      phone: payload.phone,
      template_id: payload.template_id,
      template_data: templateData(payload.params, { ...payload.fields, order_url: orderUrl }),
      tracking_id: payload.tracking_id,
    };
    await markPayload(db, job.id, { in_flight: job.attempts });
    let sent: ZnsSent;
    try {
      sent = await sendWithTokens(client, tokens, message);
    } catch (error) {
      await markPayload(db, job.id, {}, ['in_flight']);
      if (error instanceof ZaloPausedError) throw new DeferJobError(error.reason, PAUSED_RETRY_MS);
      // The template or its data is refused: every try would be, so it fails now with Zalo's answer.
      if (error instanceof ZaloApiError && ZNS_TEMPLATE_ERRORS.includes(error.code)) {
        throw new PermanentJobError(error.message);
      }
      throw error;
    }
    await markPayload(db, job.id, { msg_id: sent.msg_id, sent_time: sent.sent_time }, ['in_flight']);
  };
}
