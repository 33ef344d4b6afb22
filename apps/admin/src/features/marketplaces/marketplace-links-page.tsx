/**
 * `/admin/marketplaces/{channel}/links`: a marketplace's items and what each sells here (DESIGN §16), linked or not
 * (tabs), searched and paged on the server; link one by hand to a product or variant, unlink it, link every one whose
 * SKU matches, read the items again from the marketplace. Each row shows the stock last pushed and a push's error.
 */
import { ADMIN_PAGE_SIZE } from '@shop/domain/admin.schemas';
import type {
  MarketplaceLink,
  MarketplaceLinkAllResult,
  MarketplaceRefreshResult,
} from '@shop/domain/marketplace-links.schemas';
import { ORDER_SOURCE_LABELS, type MarketplaceChannel } from '@shop/domain/order-source';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Button } from '../../components/button';
import { DataTable } from '../../components/data-table';
import { SearchBox, submittedSearch } from '../../components/search-box';
import { useStaffWrite } from '../../lib/use-staff-write';
import { AdminOnly } from './admin-only';
import { linkColumns } from './link-columns';
import { LinkDialog, UnlinkDialog } from './link-dialogs';
import { LINK_TABS, type LinkTab, type LinksSearch } from './marketplaces-search';
import { marketplaceChanged, marketplaceWrites, marketplacesQueries } from './marketplaces.queries';

const TAB_LABELS: Record<LinkTab, string> = { linked: 'Đã liên kết', unlinked: 'Chưa liên kết' };

interface LinksPageProps {
  channel: MarketplaceChannel;
  search: LinksSearch;
  onChange: (patch: Partial<LinksSearch>) => void;
}

export function MarketplaceLinksPage(props: LinksPageProps) {
  return (
    <AdminOnly>
      <LinksScreen {...props} />
    </AdminOnly>
  );
}

function LinksScreen({ channel, search, onChange }: LinksPageProps) {
  const list = useQuery(marketplacesQueries.links(channel, search));
  const [linking, setLinking] = useState<MarketplaceLink | null>(null);
  const [unlinking, setUnlinking] = useState<MarketplaceLink | null>(null);
  const label = ORDER_SOURCE_LABELS[channel];
  return (
    <div className="space-y-4">
      <Link to="/marketplaces" className="text-sm text-brand-700 hover:underline">
        ← Sàn TMĐT
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-xl font-semibold">Liên kết sản phẩm {label}</h1>
          <p className="text-sm text-gray-600" aria-live="polite">
            {list.data ? `${list.data.count.toLocaleString('vi-VN')} sản phẩm trên sàn` : ''}
          </p>
        </div>
        <LinkActions channel={channel} />
      </div>
      <LinkTabs current={search.tab} onChange={(tab) => onChange({ tab })} />
      <form
        role="search"
        aria-label="Tìm sản phẩm trên sàn"
        onSubmit={(e) => {
          e.preventDefault();
          onChange({ search: submittedSearch(e.currentTarget) });
        }}
        className="max-w-md"
      >
        <SearchBox value={search.search} onSearch={(s) => onChange({ search: s })} placeholder="Tên hoặc mã SKU" />
      </form>
      <div className="rounded-lg border border-gray-200 bg-white">
        <DataTable
          caption={`Sản phẩm ${label} ${TAB_LABELS[search.tab].toLowerCase()}`}
          columns={linkColumns({ onLink: setLinking, onUnlink: setUnlinking })}
          rows={list.data?.results}
          count={list.data?.count ?? 0}
          page={search.page ?? 1}
          pageSize={ADMIN_PAGE_SIZE}
          onPageChange={(p) => onChange({ page: p > 1 ? p : undefined })}
          getRowId={(l) => l.external_id}
          isPending={list.isPending}
          error={list.error}
          onRetry={() => void list.refetch()}
          emptyTitle={emptyTitle(search, label)}
        />
      </div>
      {linking && <LinkDialog channel={channel} link={linking} onClose={() => setLinking(null)} />}
      {unlinking && <UnlinkDialog channel={channel} link={unlinking} onClose={() => setUnlinking(null)} />}
    </div>
  );
}

function emptyTitle(search: LinksSearch, label: string): string {
  if (search.search) return 'Không có sản phẩm phù hợp.';
  return search.tab === 'linked'
    ? `Chưa có sản phẩm ${label} nào được liên kết.`
    : `Mọi sản phẩm ${label} đã được liên kết (hoặc chưa tải sản phẩm từ sàn).`;
}

/** Read the marketplace's items again; link every unlinked one whose SKU is a product's or variant's here. */
function LinkActions({ channel }: { channel: MarketplaceChannel }) {
  const label = ORDER_SOURCE_LABELS[channel];
  const refresh = useStaffWrite({
    write: () => marketplaceWrites.refreshLinks(channel),
    success: (r: MarketplaceRefreshResult) =>
      `Đã tải lại ${r.items.toLocaleString('vi-VN')} sản phẩm từ ${label}: ${r.created} mới, ${r.removed} đã gỡ, ` +
      `${r.linked} liên kết theo SKU.`,
    changed: (queryClient) => marketplaceChanged(queryClient, channel),
    tell: 'toast',
  });
  const linkAll = useStaffWrite({
    write: () => marketplaceWrites.linkAll(channel),
    success: (r: MarketplaceLinkAllResult) =>
      r.linked > 0
        ? `Đã liên kết ${r.linked.toLocaleString('vi-VN')} sản phẩm theo mã SKU.`
        : 'Không có sản phẩm nào trùng mã SKU để liên kết.',
    changed: (queryClient) => marketplaceChanged(queryClient, channel),
    tell: 'toast',
  });
  return (
    <div className="flex flex-wrap gap-2">
      <Button tone="secondary" busy={refresh.isPending} onClick={() => refresh.mutate()}>
        Tải lại sản phẩm từ sàn
      </Button>
      <Button busy={linkAll.isPending} onClick={() => linkAll.mutate()}>
        Liên kết tất cả theo SKU
      </Button>
    </div>
  );
}

function LinkTabs({ current, onChange }: { current: LinkTab; onChange: (tab: LinkTab) => void }) {
  return (
    <nav aria-label="Lọc theo liên kết" className="-mx-1 overflow-x-auto">
      <ul className="flex min-w-max gap-1 border-b border-gray-200 px-1">
        {LINK_TABS.map((tab) => (
          <li key={tab}>
            <button
              type="button"
              aria-current={tab === current ? 'page' : undefined}
              onClick={() => onChange(tab)}
              className={`-mb-px border-b-2 px-3 py-2 text-sm whitespace-nowrap focus-visible:outline-2 focus-visible:outline-brand-700 ${
                tab === current
                  ? 'border-brand-700 font-semibold text-brand-800'
                  : 'border-transparent text-gray-600 hover:text-gray-900'
              }`}
            >
              {TAB_LABELS[tab]}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
