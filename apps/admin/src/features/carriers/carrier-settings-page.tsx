/**
 * The settings' "Đơn vị vận chuyển" tab: which carriers are on (their keys are the server's environment), where each
 * picks up and what it still lacks, the webhook URLs to register with each, the carriers' settings, and the shop's
 * address units GHN has no id for.
 */
import type { CarrierSettings, CarrierSetup } from '@shop/domain/carrier-settings.schemas';
import { fullAddress } from '@shop/domain/order-address';
import { useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Button } from '../../components/button';
import { ErrorState, TableSkeleton } from '../../components/list-states';
import { CarrierSettingsForm } from './carrier-settings-form';
import { carriersQueries } from './carriers.queries';
import { UnmappedUnits } from './unmapped-units';

export function CarrierSettingsPage() {
  const settings = useQuery(carriersQueries.settings());
  if (settings.error) return <ErrorState message={settings.error.message} onRetry={() => void settings.refetch()} />;
  if (!settings.data) return <TableSkeleton rows={6} columns={2} />;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <CarrierSettingsForm settings={settings.data} />
      <div className="min-w-0 space-y-6">
        <CarriersStatus settings={settings.data} />
        {settings.data.carriers.some((c) => c.carrier === 'ghn' && c.enabled) && <UnmappedUnits />}
      </div>
    </div>
  );
}

/** Where the carrier picks up, and what is missing when it can't use the pickup in force. */
function PickupStatus({ setup, pickup }: { setup: CarrierSetup; pickup: CarrierSettings['pickup_effective'] }) {
  if (setup.pickup_from === 'pickup') {
    const where = fullAddress(pickup.address, pickup);
    return <p className="text-green-800">✓ Lấy hàng tại: {where}</p>;
  }
  const tone = setup.pickup_from === 'missing' ? 'text-red-700' : 'text-amber-800';
  return (
    <p className={tone}>
      <span className="font-medium">{setup.pickup_from === 'missing' ? 'Chưa lấy hàng được: ' : 'Lưu ý: '}</span>
      {setup.pickup_problem}
    </p>
  );
}

function CarriersStatus({ settings }: { settings: CarrierSettings }) {
  const copy = (url: string) =>
    navigator.clipboard.writeText(url).then(
      () => toast.success('Đã sao chép địa chỉ webhook.'),
      () => toast.error('Không thể sao chép địa chỉ webhook.'),
    );
  return (
    <section aria-labelledby="carriers-heading" className="space-y-3 rounded-lg border border-gray-200 bg-white p-4">
      <h2 id="carriers-heading" className="text-base font-semibold">
        Hãng vận chuyển
      </h2>
      <ul className="space-y-4 text-sm">
        {settings.carriers.map((c) => (
          <li key={c.carrier} className="space-y-1">
            <p className="flex flex-wrap items-center gap-2">
              <span className="font-medium">{c.name}</span>
              <span
                className={`rounded-full px-2 py-0.5 text-xs font-medium ${c.enabled ? 'bg-green-100 text-green-800' : 'bg-gray-100 text-gray-700'}`}
              >
                {c.enabled ? 'Đang bật' : 'Đang tắt'}
              </span>
            </p>
            {c.missing_keys.length > 0 && (
              <p className="text-gray-600">Cần khoá API trên máy chủ ({c.missing_keys.join(', ')}).</p>
            )}
            <PickupStatus setup={c} pickup={settings.pickup_effective} />
            <p className="text-gray-600">Webhook cần đăng ký với hãng:</p>
            <div className="flex items-center gap-2">
              <code className="min-w-0 flex-1 rounded bg-gray-50 px-2 py-1 text-xs break-all">
                {settings.webhook_urls[c.carrier]}
              </code>
              <Button tone="secondary" onClick={() => void copy(settings.webhook_urls[c.carrier])}>
                Sao chép
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {settings.webhook_secret_source === 'settings' && (
        <p className="text-xs text-gray-500">
          Mã bí mật trong địa chỉ được cửa hàng tự tạo (chưa đặt CARRIER_WEBHOOK_SECRET). Đừng chia sẻ địa chỉ này.
        </p>
      )}
    </section>
  );
}
