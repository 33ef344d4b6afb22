import {
  AgeingQuery,
  ProfitQuery,
  ProfitReport,
  ReceivablesAgeingReport,
  ReportFormatQuery,
  SellersQuery,
  SellersReport,
  StockValueReport,
} from '@shop/domain/admin-reports.schemas';
import { shopDay } from '@shop/domain/shop-time';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody } from '../../http/schemas';
import { profitCsv, receivablesAgeingCsv, sellersCsv, stockValueCsv } from './reports-csv';
import type { ReportsService } from './reports.service';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody };
const tags = ['admin'];
/** A report answers JSON, or its CSV file (text) with `?format=csv`. */
const orCsv = <T extends z.ZodType>(report: T) => ({ 200: z.union([report, z.string()]), ...errors });

/** The report, or its CSV as a download named for it and its range (`loi-nhuan_2026-11-01_2026-11-30.csv`). */
function answer<T>(
  reply: FastifyReply,
  format: 'json' | 'csv' | undefined,
  report: T,
  csv: (r: T) => string,
  name: string,
) {
  if (format !== 'csv') return report;
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}.csv"`)
    .send(csv(report));
}

const ranged = (name: string, r: { date_from: string; date_to: string }) => `${name}_${r.date_from}_${r.date_to}`;

/**
 * The reports under `/api/admin/reports/` (DESIGN §17), registered inside the staff scope (app.ts): staff and admins.
 */
export function reportsAdminRoutes(reports: ReportsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/admin/reports/profit',
      { schema: { tags, querystring: ProfitQuery, response: orCsv(ProfitReport) } },
      async (req, reply) => {
        const report = await reports.profit(req.query);
        return answer(
          reply,
          req.query.format,
          report,
          profitCsv,
          ranged(`loi-nhuan-theo-${report.group_by === 'day' ? 'ngay' : 'kenh'}`, report),
        );
      },
    );

    app.get(
      '/admin/reports/stock-value',
      { schema: { tags, querystring: ReportFormatQuery, response: orCsv(StockValueReport) } },
      async (req, reply) =>
        answer(
          reply,
          req.query.format,
          await reports.stockValue(),
          stockValueCsv,
          `gia-tri-ton-kho_${shopDay(new Date())}`,
        ),
    );

    app.get(
      '/admin/reports/sellers',
      { schema: { tags, querystring: SellersQuery, response: orCsv(SellersReport) } },
      async (req, reply) => {
        const report = await reports.sellers(req.query);
        const name = report.order === 'best' ? 'ban-chay' : 'ban-cham';
        return answer(reply, req.query.format, report, sellersCsv, ranged(name, report));
      },
    );

    app.get(
      '/admin/reports/receivables-ageing',
      { schema: { tags, querystring: AgeingQuery, response: orCsv(ReceivablesAgeingReport) } },
      async (req, reply) => {
        const report = await reports.receivablesAgeing(req.query);
        return answer(reply, req.query.format, report, receivablesAgeingCsv, `tuoi-no_${report.as_of}`);
      },
    );
  };
}
