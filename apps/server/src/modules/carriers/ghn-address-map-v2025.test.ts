import type { AddressMappingReport } from '@shop/domain/carrier-settings.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall } from '../../testing/staff.testing';
import { orderSteps } from './shipment-sync';
import { type CarrierWorld, carrierWorld } from './carriers.testing';

describe('the order follows its shipment through the staff table', () => {
  it.each([
    ['processing', 'shipped', ['shipped']],
    ['accounting_processing', 'delivered', ['processing', 'shipped', 'delivered']],
    ['shipped', 'delivered', ['delivered']],
    ['delivered', 'delivered', []],
    ['processing', 'returned', ['shipped', 'returned']],
    ['delivered', 'returned', ['returned']],
    ['cancelled', 'shipped', []],
    ['returned', 'returned', []],
  ] as const)('%s toward %s: %j', (from, to, steps) => {
    expect(orderSteps(from, to)).toEqual(steps);
  });
});

describe('GHN mapping with ADDRESS_STRUCTURE=v2025 (province → ward)', () => {
  let w: CarrierWorld;
  beforeAll(async () => {
    // Without CARRIER_WEBHOOK_SECRET: one is generated and kept in the settings.
    w = await carrierWorld({ ADDRESS_STRUCTURE: 'v2025', CARRIER_WEBHOOK_SECRET: '' });
  });
  afterAll(() => w?.close());

  it('maps a ward to the one GHN ward of its province with that name; the others are listed', async () => {
    const res = await adminCall(w.app, w.admin, 'GET', '/api/admin/carriers/ghn/address-mapping/');
    const report = res.body as AddressMappingReport;
    // Two provinces; Bến Thành and Tân Hưng in HCMC (GHN's Quận 1 and Quận 7 wards); no district level.
    expect(report.mapped).toBe(2 + 2);
    const hcmc = report.unmapped.filter((u) => u.parent_name === 'Thành phố Hồ Chí Minh').map((u) => u.name);
    expect(hcmc).toContain('Phường Sài Gòn');
    expect(hcmc).not.toContain('Phường Bến Thành');
    expect(report.unmapped.some((u) => u.level === 'district')).toBe(false);
    expect(report.unmapped.find((u) => u.name === 'Phường Ba Đình')).toMatchObject({ level: 'ward', code: '00004' });
  });

  it('a generated webhook secret is kept and shown; webhooks answer only on it', async () => {
    const res = await adminCall(w.app, w.admin, 'GET', '/api/admin/settings/carriers/');
    const body = res.body as { webhook_secret_source: string; webhook_urls: { ghn: string } };
    expect(body.webhook_secret_source).toBe('settings');
    const secret = /\/api\/webhooks\/ghn\/([^/]+)\/$/.exec(body.webhook_urls.ghn)![1]!;
    expect(secret.length).toBeGreaterThanOrEqual(20);
    expect(await w.webhook('ghn', { OrderCode: 'GYNONE' }, secret)).toBe(200);
    expect(await w.webhook('ghn', { OrderCode: 'GYNONE' })).toBe(404);
  });
});
