// The e-invoices' line of the owner's setup checklist (GET /api/admin/setup/): SInvoice on or off (DESIGN §13).
// Its settings are the server's environment; the failed invoices are the dashboard's to-do, not this line.
import type { SetupItem } from '@shop/domain/owner-day.schemas';
import type { Config } from '../../config';

export function invoicesSetupStatus(invoicing: Config['invoicing']): SetupItem {
  const { settings, missing } = invoicing;
  return {
    key: 'invoices.sinvoice',
    area: 'invoices',
    label: 'Hóa đơn điện tử (Viettel SInvoice)',
    status: settings ? 'ok' : 'missing',
    detail: settings
      ? `MST ${settings.taxCode} · mẫu ${settings.templateCode} · ký hiệu ${settings.series}.`
      : `Chưa đặt ${missing.join(', ')} trên máy chủ: đơn không được xuất hóa đơn điện tử.`,
    link: null,
    test: null,
  };
}
