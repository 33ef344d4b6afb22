/**
 * `/admin/marketplaces` (admins): a card per marketplace (DESIGN §16) with its state and actions, and the toast of
 * the authorisation's return (`?connected=<channel>` or `?error=`), told once and then taken out of the URL.
 */
import { ORDER_SOURCE_LABELS } from '@shop/domain/order-source';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { toast } from 'sonner';
import { ErrorState } from '../../components/list-states';
import { AdminOnly } from './admin-only';
import { MarketplaceCard } from './marketplace-card';
import type { MarketplacesSearch } from './marketplaces-search';
import { marketplacesQueries } from './marketplaces.queries';

export function MarketplacesPage({
  search,
  onToldReturn,
}: {
  search: MarketplacesSearch;
  /** Takes `connected` and `error` out of the URL once told, so a reload doesn't tell them again. */
  onToldReturn: () => void;
}) {
  useReturnToast(search, onToldReturn);
  return (
    <AdminOnly>
      <div className="space-y-4">
        <div>
          <h1 className="text-xl font-semibold">Sàn thương mại điện tử</h1>
          <p className="text-sm text-gray-600">
            Đơn từ Shopee và TikTok Shop về cùng bàn đơn hàng và trừ cùng kho; tồn kho của cửa hàng được đẩy lên sàn.
          </p>
        </div>
        <MarketplaceCards />
      </div>
    </AdminOnly>
  );
}

function MarketplaceCards() {
  const states = useQuery(marketplacesQueries.states());
  if (states.error && !states.data) {
    return <ErrorState message={states.error.message} onRetry={() => void states.refetch()} />;
  }
  if (!states.data) {
    return (
      <div role="status" aria-label="Đang tải…" className="grid gap-4 lg:grid-cols-2">
        {[0, 1].map((i) => (
          <div key={i} className="h-64 animate-pulse rounded-lg bg-gray-200" />
        ))}
      </div>
    );
  }
  if (states.data.length === 0) {
    return <p className="rounded-lg border border-gray-200 bg-white p-8 text-center">Chưa có sàn nào.</p>;
  }
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {states.data.map((state) => (
        <MarketplaceCard key={state.channel} state={state} readAt={states.dataUpdatedAt} />
      ))}
    </div>
  );
}

/** The callback's redirect: "connected" or why not, as a toast, once (a strict-mode double effect included). */
function useReturnToast(search: MarketplacesSearch, onTold: () => void) {
  const told = useRef('');
  const { connected, error } = search;
  useEffect(() => {
    const key = `${connected ?? ''}|${error ?? ''}`;
    if (key === '|' || told.current === key) return;
    told.current = key;
    if (error) toast.error(`Kết nối sàn không thành công: ${error}`);
    else if (connected) toast.success(`Đã kết nối ${ORDER_SOURCE_LABELS[connected]}.`);
    onTold();
  }, [connected, error, onTold]);
}
