// Test support for e-invoices: a company's invoice details and an order moved by staff to delivered (cash: its
// invoice is then due), the job queue run.
import { expect } from 'vitest';
import type { App } from '../../app';
import { adminCall } from '../../testing/staff.testing';
import type { SignedUp } from '../auth/auth.testing';

export const COMPANY = {
  company_name: 'Công ty TNHH Cà phê Sáng',
  tax_code: '0312345678-001',
  address: '1 Lê Lợi, Quận 1, TP.HCM',
  email: 'ketoan@caphesang.vn',
};

/** Moves the order through to delivered as staff, then runs the due jobs (the invoice's among them). */
export async function deliverOrder(app: App, staff: SignedUp, id: number): Promise<void> {
  for (const status of ['accounting_processing', 'processing', 'shipped', 'delivered']) {
    const res = await adminCall(app, staff, 'POST', `/api/admin/orders/${id}/transition/`, {
      body: { status, ...(status === 'shipped' ? { tracking_number: 'GHN123' } : {}) },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  await app.jobs.runDue();
}
