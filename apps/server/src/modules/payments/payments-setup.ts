// The payments' lines of the owner's setup checklist (GET /api/admin/setup/): each online method on or off, and what
// it still needs. These are the server's environment (DESIGN §5), so there is no back office screen to link.
import type { SetupItem } from '@shop/domain/owner-day.schemas';
import type { Config } from '../../config';

export function paymentsSetupStatus(config: Pick<Config, 'missingPaymentSettings' | 'bank'>): SetupItem[] {
  const { sepay, payos } = config.missingPaymentSettings;
  const bank = [config.bank.name ?? config.bank.bin, config.bank.accountNo, config.bank.accountName]
    .filter(Boolean)
    .join(' · ');
  const item = (key: string, label: string, missing: string[], ok: string): SetupItem => ({
    key,
    area: 'payments',
    label,
    status: missing.length ? 'missing' : 'ok',
    detail: missing.length ? `Chưa đặt ${missing.join(', ')} trên máy chủ: khách chưa chọn được cách này.` : ok,
    link: null,
    test: null,
  });
  return [
    item('payments.sepay', 'Chuyển khoản QR (SePay/VietQR)', sepay, `Nhận tiền vào ${bank}.`),
    item('payments.payos', 'Thanh toán trực tuyến (PayOS)', payos, 'Khách trả bằng thẻ hoặc ví qua PayOS.'),
  ];
}
