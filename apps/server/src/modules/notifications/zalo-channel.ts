// The order's Zalo ZNS message (DESIGN §14): the events Zalo has templates for (never an edit, never the shop's
// notice); the zalo area decides the rest (a template set, a mobile number, the shopper not opted out).
import { ZALO_EVENTS, type ZaloEvent } from '@shop/domain/zalo.schemas';
import { ZALO_MESSAGE_JOB, zaloOrderJob } from '../zalo/zalo.service';
import type { OrderChannel, OrderEvent } from './order-channel';

const carriedByZalo = (event: OrderEvent): event is ZaloEvent => (ZALO_EVENTS as readonly string[]).includes(event);

export const zaloChannel: OrderChannel = {
  name: 'zalo',
  kind: ZALO_MESSAGE_JOB,
  job: async (tx, order, event, opts) => (carriedByZalo(event) ? zaloOrderJob(tx, order, event, opts) : null),
};
