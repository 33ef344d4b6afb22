/**
 * One marketplace's card: off (its keys missing from the server's configuration), not linked, or linked to a shop
 * (name and id, the token's expiry, the last sync, the last error in red); connect or reconnect, sync now, push
 * stock, its links, and its settings.
 */
import {
  MARKETPLACE_KEYS,
  type MarketplaceState,
  type MarketplaceSyncResponse,
} from '@shop/domain/marketplace-admin.schemas';
import type { MarketplacePushResult } from '@shop/domain/marketplace-links.schemas';
import { ORDER_SOURCE_LABELS, type MarketplaceChannel } from '@shop/domain/order-source';
import { useId } from 'react';
import { Link } from '@tanstack/react-router';
import { Button, buttonClasses } from '../../components/button';
import { formatDateTime } from '../../lib/format';
import { useStaffWrite } from '../../lib/use-staff-write';
import { MarketplaceSettingsForm } from './marketplace-settings-form';
import { marketplaceChanged, marketplaceWrites } from './marketplaces.queries';

/** `readAt`: when the state was read (the token's expiry is told against it). */
export function MarketplaceCard({ state, readAt }: { state: MarketplaceState; readAt: number }) {
  const titleId = useId();
  const label = ORDER_SOURCE_LABELS[state.channel];
  return (
    <section aria-labelledby={titleId} className="space-y-4 rounded-lg border border-gray-200 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={titleId} className="text-lg font-semibold">
          {label}
        </h2>
        <StatePill state={state} />
      </div>
      {!state.enabled ? (
        <p className="text-sm text-gray-700">
          Chưa cấu hình khóa: cần đặt {MARKETPLACE_KEYS[state.channel].join(' và ')} trong cấu hình máy chủ rồi khởi
          động lại. Khi chưa có khóa, {label} tắt.
        </p>
      ) : (
        <>
          <ShopFacts state={state} readAt={readAt} />
          <MarketplaceActions state={state} />
          <MarketplaceSettingsForm channel={state.channel} />
        </>
      )}
    </section>
  );
}

function StatePill({ state }: { state: MarketplaceState }) {
  const [text, tone] = !state.enabled
    ? ['Chưa cấu hình khóa', 'bg-gray-200 text-gray-700']
    : !state.linked
      ? ['Chưa kết nối', 'bg-amber-100 text-amber-900']
      : ['Đã kết nối', 'bg-brand-100 text-brand-800'];
  return <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${tone}`}>{text}</span>;
}

/** The linked shop and how its link is doing. */
function ShopFacts({ state, readAt }: { state: MarketplaceState; readAt: number }) {
  if (!state.linked) {
    return (
      <p className="text-sm text-gray-700">Chưa kết nối cửa hàng nào: bấm “Kết nối” và đăng nhập tài khoản bán.</p>
    );
  }
  const expired = state.token_expires_at !== null && Date.parse(state.token_expires_at) < readAt;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      <dt className="text-gray-600">Cửa hàng</dt>
      <dd className="min-w-0 break-words">
        {state.shop_name || '—'} <span className="text-gray-500">(ID {state.shop_id ?? '—'})</span>
      </dd>
      <dt className="text-gray-600">Token hết hạn</dt>
      <dd className={expired ? 'text-red-700' : undefined}>
        {state.token_expires_at ? formatDateTime(state.token_expires_at) : '—'}
        {expired && ' (đã hết hạn, sẽ tự làm mới)'}
      </dd>
      <dt className="text-gray-600">Đồng bộ lần cuối</dt>
      <dd>{state.last_sync_at ? formatDateTime(state.last_sync_at) : 'Chưa đồng bộ'}</dd>
      {state.last_error && (
        <>
          <dt className="text-gray-600">Lỗi gần nhất</dt>
          <dd role="alert" className="min-w-0 break-words text-red-700">
            {state.last_error}
          </dd>
        </>
      )}
    </dl>
  );
}

/** Connect (or reconnect), and once linked: sync now, push stock, the links. */
function MarketplaceActions({ state }: { state: MarketplaceState }) {
  const { channel } = state;
  const label = ORDER_SOURCE_LABELS[channel];
  const connect = useStaffWrite({
    write: () => marketplaceWrites.connect(channel),
    success: `Đang mở trang đăng nhập ${label}…`,
    // The marketplace's own page asks the seller to authorise us; its callback brings the admin back here.
    onDone: ({ url }) => window.location.assign(url),
    tell: 'toast',
  });
  const sync = useStaffWrite({
    write: () => marketplaceWrites.sync(channel),
    success: (r: MarketplaceSyncResponse) =>
      `Đã đồng bộ ${label}: ${r.orders.toLocaleString('vi-VN')} đơn mới hoặc thay đổi.`,
    changed: (queryClient) => marketplaceChanged(queryClient, channel),
    refused: (queryClient) => marketplaceChanged(queryClient, channel),
    tell: 'toast',
  });
  const push = useStaffWrite({
    write: () => marketplaceWrites.pushStock(channel),
    success: (r: MarketplacePushResult) =>
      `Đã xếp ${r.queued.toLocaleString('vi-VN')} sản phẩm để đẩy tồn kho lên ${label}.`,
    changed: (queryClient) => marketplaceChanged(queryClient, channel),
    refused: (queryClient) => marketplaceChanged(queryClient, channel),
    tell: 'toast',
  });
  return (
    <div className="flex flex-wrap gap-2">
      <Button tone={state.linked ? 'secondary' : 'primary'} busy={connect.isPending} onClick={() => connect.mutate()}>
        {state.linked ? `Kết nối lại ${label}` : `Kết nối ${label}`}
      </Button>
      {state.linked && (
        <>
          <Button busy={sync.isPending} onClick={() => sync.mutate()}>
            Đồng bộ ngay
          </Button>
          <Button tone="secondary" busy={push.isPending} onClick={() => push.mutate()}>
            Đẩy tồn kho
          </Button>
          <LinksLink channel={channel} />
        </>
      )}
    </div>
  );
}

function LinksLink({ channel }: { channel: MarketplaceChannel }) {
  return (
    <Link
      to="/marketplaces/$channel/links"
      params={{ channel }}
      search={{ tab: 'unlinked' }}
      className={buttonClasses('secondary')}
    >
      Liên kết sản phẩm
    </Link>
  );
}
