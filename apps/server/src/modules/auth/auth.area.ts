import { type Shared, area } from '../../lib/area';
import type { AuditService } from '../audit/audit.service';
import type { InvoicesService } from '../invoices/invoices.service';
import {
  createCustomersService,
  createStaffAccountsService,
  createStaffAdminService,
  createUsersService,
  customersAdminRoutes,
  usersAdminRoutes,
  usersRoutes,
} from '../users/users.service';
import { groupExists } from '../wholesale/wholesale.service';
import { authRoutes } from './auth.routes';
import { PASSWORD_RESET_MAIL_JOB, type TokenService, createAuthService, retireResetLinks } from './auth.service';

interface Deps {
  audit: AuditService;
  /** The sessions' tokens (made with the request guard, which verifies them). */
  tokens: TokenService;
  /** A customer's latest VAT invoice details, on their page. */
  invoices: Pick<InvoicesService, 'lastRequest'>;
  /** Orders': a customer's delivery addresses and newest orders, on their page. */
  customerOrders: Parameters<typeof createCustomersService>[0]['customerOrders'];
}

/**
 * Accounts: sign-in and sessions (auth), the shopper's own account, staff accounts (admins only) and the customers
 * (staff). One area over two modules: sessions are made for accounts, and an account's new password or e-mail
 * ends its sessions and makes this device a new pair.
 */
export function accountsArea({ config, database, log, mailer, rateLimiter, guard }: Shared, deps: Deps) {
  const db = database.db;
  const { audit, tokens } = deps;
  const auth = createAuthService({ db, tokens, mailer, rateLimiter, publicUrl: config.publicUrl });
  const users = createUsersService({ db, tokens, retireResetLinks, mailer, rateLimiter });
  const staff = createStaffAdminService({
    accounts: createStaffAccountsService({ db, log }),
    mailResetLink: auth.mailResetLink,
    audit,
    publicUrl: config.publicUrl,
  });
  const customers = createCustomersService({
    db,
    audit,
    publicUrl: config.publicUrl,
    groupExists,
    lastInvoice: (userId) => deps.invoices.lastRequest(userId),
    customerOrders: deps.customerOrders,
  });
  return area({
    shopRoutes: [authRoutes(auth, guard), usersRoutes(users, guard)],
    staffRoutes: [usersAdminRoutes(staff, guard), customersAdminRoutes(customers)],
    jobs: { [PASSWORD_RESET_MAIL_JOB]: auth.sendResetMail },
  });
}
