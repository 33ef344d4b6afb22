import { type Shared, area } from '../../lib/area';
import type { AuditService } from '../audit/audit.service';
import { invoicesAdminRoutes } from './invoices-admin.routes';
import { invoicesSetupStatus } from './invoices-setup';
import { invoicesRoutes } from './invoices.routes';
import {
  INVOICE_ADJUSTMENT_JOB,
  INVOICE_JOB,
  type InvoicesDeps,
  createInvoicesService,
  createSinvoiceClient,
} from './invoices.service';

interface Deps {
  audit: AuditService;
  orderSource: InvoicesDeps['orderSource'];
  /** A return as its adjustment invoice needs it (the returns area's reader, handed over by app.ts). */
  returnSource: InvoicesDeps['returnSource'];
}

/** VAT e-invoices through SInvoice (DESIGN §13): off, with one log line, until its settings are set. */
export function invoicesArea({ config, database, log, guard }: Shared, { audit, orderSource, returnSource }: Deps) {
  const settings = config.invoicing.settings;
  const invoices = createInvoicesService({
    db: database.db,
    log,
    invoicing: config.invoicing,
    client: settings ? createSinvoiceClient(settings) : null,
    audit,
    orderSource,
    returnSource,
  });
  return area({
    invoices,
    shopRoutes: [invoicesRoutes(invoices, guard)],
    staffRoutes: [invoicesAdminRoutes(invoices)],
    jobs: { [INVOICE_JOB]: invoices.issue, [INVOICE_ADJUSTMENT_JOB]: invoices.issueAdjustment },
    setup: () => invoicesSetupStatus(config.invoicing),
  });
}
