import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { cancelPaymentLink } from './payos';
import * as repo from './payments.repo';

/** What PayOS records as the reason (its dashboard shows it to the shop). */
export const PAYOS_CANCEL_REASON = 'Đơn hàng đã bị hủy';

interface Deps {
  db: Db;
  config: Pick<Config, 'payos'>;
  log: FastifyBaseLogger;
}

/**
 * The order's PayOS link seen from the order's side: when an order is cancelled, its open link is
 * cancelled at PayOS so the shopper can't pay for goods whose stock went back. Kept apart from the payments service
 * because orders use it and payments use orders.
 */
export function createPayosLinksService({ db, config, log }: Deps) {
  return {
    /**
     * Cancels the order's link at PayOS, if it has one that was handed out. Never throws: a PayOS failure is logged
     * (a payment that still arrives is recorded as a refund due), and the shopper's cancel stands.
     */
    async cancelOpenLink(orderId: number): Promise<void> {
      const { baseUrl, clientId, apiKey, checksumKey } = config.payos;
      if (!clientId || !apiKey || !checksumKey) return;
      const link = await repo.findPayosLink(db, orderId);
      // No link, or one still being created: createPayosLink checks the order again once it has the link.
      if (!link?.checkoutUrl) return;
      try {
        const status = await cancelPaymentLink(
          { baseUrl, clientId, apiKey, checksumKey },
          link.orderCode,
          PAYOS_CANCEL_REASON,
        );
        log.info({ orderId, orderCode: link.orderCode, status }, 'PayOS link cancelled with its order');
      } catch (err) {
        log.error(
          { err, orderId, orderCode: link.orderCode },
          'PayOS link could not be cancelled; the order stays cancelled',
        );
      }
    },
  };
}

export type PayosLinksService = ReturnType<typeof createPayosLinksService>;
