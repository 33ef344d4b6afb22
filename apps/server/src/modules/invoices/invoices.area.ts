import { type Shared, area } from '../../lib/area';
import type { AuditService } from '../audit/audit.service';
import { invoicesAdminRoutes } from './invoices-admin.routes';
import { invoicesSetupStatus } from './invoices-setup';
import { invoicesRoutes } from './invoices.routes';
import { INVOICE_JOB, type InvoicesDeps, createInvoicesService, createSinvoiceClient } from './invoices.service';

interface Deps {
  audit: AuditService;
  orderSource: InvoicesDeps['orderSource'];
}

/** VAT e-invoices through SInvoice (DESIGN §13): off, with one log line, until its settings are set. */
export function invoicesArea({ config, database, log, guard }: Shared, { audit, orderSource }: Deps) {
  const settings = config.invoicing.settings;
  const invoices = createInvoicesService({
    db: database.db,
    log,
    invoicing: config.invoicing,
    client: settings ? createSinvoiceClient(settings) : null,
    audit,
    orderSource,
  });
  return area({
    invoices,
    shopRoutes: [invoicesRoutes(invoices, guard)],
    staffRoutes: [invoicesAdminRoutes(invoices)],
    jobs: { [INVOICE_JOB]: invoices.issue },
    setup: () => invoicesSetupStatus(config.invoicing),
  });
}
