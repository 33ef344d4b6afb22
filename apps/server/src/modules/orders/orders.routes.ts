import { CreateOrderRequest, UpdateOrderStatusRequest } from '@shop/domain/order.schemas';
import { MyOrdersQuery, OrderLookupQuery } from '@shop/domain/order-lookup.schemas';
import { Order, OrderLookupError, OrderLookupResponse, OrderPage } from '@shop/domain/order-response.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody, IdParam } from '../../http/schemas';
import { retryAfterHeader } from '../../lib/rate-limit';
import { type AuthGuard, currentUser } from '../../http/auth-guard';
import type { OrdersService } from './orders.service';

const tags = ['orders'];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/** Orders of spec 2 §7 and DESIGN §3 (create, detail, my_orders, update_status, lookup). */
export function ordersRoutes(orders: OrdersService, guard: AuthGuard): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onError', retryAfterHeader);
    // onRequest: a missing or bad token is a 401 before the body is read. The guest flow signs up first.
    const signedIn = { onRequest: guard.requireUser };

    app.post(
      '/orders',
      {
        ...signedIn,
        preHandler: guard.limit('createOrder'),
        schema: { tags, body: CreateOrderRequest, response: { 201: Order, ...errors, 429: ErrorBody } },
      },
      async (req, reply) => reply.status(201).send(await orders.create(currentUser(req), req.body)),
    );

    app.get(
      '/orders/my_orders',
      { ...signedIn, schema: { tags, querystring: MyOrdersQuery, response: { 200: OrderPage, ...errors } } },
      async (req) => orders.mine(currentUser(req), req.query),
    );

    // Open to guests (spec 2 §6): the id and the e-mail must both match.
    app.get(
      '/orders/lookup',
      {
        schema: {
          tags,
          querystring: OrderLookupQuery,
          response: { 200: OrderLookupResponse, 400: ErrorBody, 404: OrderLookupError, 429: ErrorBody },
        },
      },
      async (req) => orders.lookup(req.query, req.ip),
    );

    app.get(
      '/orders/:id',
      { ...signedIn, schema: { tags, params: IdParam, response: { 200: Order, ...errors } } },
      async (req) => orders.get(currentUser(req), req.params.id),
    );

    app.post(
      '/orders/:id/update_status',
      {
        ...signedIn,
        schema: { tags, params: IdParam, body: UpdateOrderStatusRequest, response: { 200: Order, ...errors } },
      },
      async (req) => orders.updateStatus(currentUser(req), req.params.id, req.body.status),
    );
  };
}
