import {
  CustomerAccount,
  CustomerPayment,
  CustomerPaymentRequest,
  ReceivablesPage,
  ReceivablesQuery,
  Statement,
  StatementQuery,
} from '@shop/domain/receivables.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody, IdParam } from '../../http/schemas';
import { staffOf } from '../../http/staff-context';
import { type ReceivablesService, statementCsv } from './receivables.service';

const tags = ['admin'];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/** Receivables under `/api/admin/` (DESIGN §17): staff and admins, inside the staff scope. */
export function receivablesAdminRoutes(receivables: ReceivablesService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/admin/receivables',
      { schema: { tags, querystring: ReceivablesQuery, response: { 200: ReceivablesPage, ...errors } } },
      (req) => receivables.list(req.query),
    );

    app.get(
      '/admin/customers/:id/account',
      { schema: { tags, params: IdParam, response: { 200: CustomerAccount, ...errors } } },
      (req) => receivables.account(req.params.id),
    );

    app.post(
      '/admin/customers/:id/payments',
      {
        schema: { tags, params: IdParam, body: CustomerPaymentRequest, response: { 201: CustomerPayment, ...errors } },
      },
      async (req, reply) =>
        reply.code(201).send(await receivables.recordPayment(staffOf(req), req.params.id, req.body)),
    );

    app.get(
      '/admin/customers/:id/statement',
      {
        schema: {
          tags,
          params: IdParam,
          querystring: StatementQuery,
          response: { 200: z.union([Statement, z.string()]), ...errors },
        },
      },
      async (req, reply) => {
        const statement = await receivables.statement(req.params.id, req.query);
        if (req.query.format !== 'csv') return statement;
        const name = `cong-no-${statement.customer.id}-${statement.date_from}-${statement.date_to}.csv`;
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${name}"`)
          .send(statementCsv(statement));
      },
    );
  };
}
