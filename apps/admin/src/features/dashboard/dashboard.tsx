/**
 * The dashboard: the setup checklist (admins) and today's work, then the range's revenue, orders and average order,
 * revenue per day, orders by status, the top 10 by units and by revenue, and what is running out. Every figure of the
 * range comes from `GET /api/admin/stats/`.
 */
import { LOW_STOCK_DEFAULT_THRESHOLD } from '@shop/domain/admin.schemas';
import { type StatsResponse } from '@shop/domain/admin-stats.schemas';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Suspense, lazy } from 'react';
import { EmptyState, ErrorState } from '../../components/list-states';
import { ApiError } from '../../lib/api';
import { useMe } from '../../lib/session';
import { CodCard } from '../carriers';
import { DailyTable } from './daily-table';
import { type DashboardSearch, statsParams } from './dashboard-search';
import { dayLabel } from '../../lib/day-label';
import { LowStock } from './low-stock';
import { Panel } from '../../components/panel';
import { RangePicker } from './range-picker';
import { SetupChecklist } from './setup-checklist';
import { SourceRevenue } from './source-revenue';
import { StatusList } from './status-list';
import { SummaryCards } from './summary-cards';
import { TodoList } from './todo-list';
import { TopProducts } from './top-products';
import { statsQuery } from './stats.queries';
import { ZaloNotice } from '../zalo';

const RevenueChart = lazy(() => import('./revenue-chart'));

export function Dashboard({ search }: { search: DashboardSearch }) {
  const navigate = useNavigate();
  // The checklist's settings are admins' (staff would get a 403 and could change none of it).
  const isAdmin = useMe().data?.role === 'admin';
  const stats = useQuery(statsQuery(statsParams(search)));
  // A custom range the server refuses (too long, ends before it starts) is the form's error, not the page's.
  const rangeErrors = stats.error instanceof ApiError && stats.error.status === 400 ? stats.error.fieldErrors : {};
  const data = stats.error ? undefined : stats.data;

  return (
    <div className="space-y-4">
      <ZaloNotice />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-xl font-semibold">Tổng quan</h1>
          <p className="mt-1 min-h-5 text-sm text-gray-600" aria-live="polite">
            {data &&
              (data.date_from === data.date_to
                ? `Ngày ${dayLabel(data.date_from, 'long')}`
                : `Từ ${dayLabel(data.date_from, 'long')} đến ${dayLabel(data.date_to, 'long')}`)}
            {stats.isFetching && data ? ' · Đang cập nhật…' : ''}
          </p>
        </div>
        <RangePicker
          search={search}
          shown={stats.data && { date_from: stats.data.date_from, date_to: stats.data.date_to }}
          fieldErrors={rangeErrors}
        />
      </div>

      {isAdmin && <SetupChecklist />}
      <TodoList />

      {stats.error && Object.keys(rangeErrors).length > 0 ? (
        <EmptyState title={stats.error.message}>Vui lòng chọn lại khoảng thời gian.</EmptyState>
      ) : stats.error ? (
        <ErrorState message={stats.error.message} onRetry={() => void stats.refetch()} />
      ) : !data ? (
        <DashboardSkeleton />
      ) : (
        <Figures
          stats={data}
          onThresholdChange={(n) =>
            void navigate({
              to: '/',
              search: (prev) => ({ ...prev, low_stock_threshold: n === LOW_STOCK_DEFAULT_THRESHOLD ? undefined : n }),
            })
          }
        />
      )}
    </div>
  );
}

function Figures({ stats, onThresholdChange }: { stats: StatsResponse; onThresholdChange: (n: number) => void }) {
  return (
    <>
      <SummaryCards stats={stats} />
      {stats.cod && <CodCard cod={stats.cod} />}
      <Panel title="Doanh thu theo ngày">
        {stats.orders === 0 ? (
          <EmptyState title="Không có đơn hàng nào trong khoảng thời gian này." />
        ) : (
          <div className="p-4">
            <Suspense fallback={<div role="status" aria-label="Đang tải biểu đồ…" className={CHART_SKELETON} />}>
              <RevenueChart daily={stats.daily} />
            </Suspense>
            <DailyTable daily={stats.daily} />
          </div>
        )}
      </Panel>
      <div className="grid gap-4 lg:grid-cols-2">
        <TopProducts title="Bán chạy theo số lượng" products={stats.top_products} />
        <TopProducts title="Bán chạy theo doanh thu" products={stats.top_products_by_revenue} />
        <StatusList counts={stats.by_status} range={{ date_from: stats.date_from, date_to: stats.date_to }} />
        <SourceRevenue rows={stats.by_source} range={{ date_from: stats.date_from, date_to: stats.date_to }} />
        <LowStock
          items={stats.low_stock}
          atLocations={stats.low_stock_by_location}
          threshold={stats.low_stock_threshold}
          onThresholdChange={onThresholdChange}
        />
      </div>
    </>
  );
}

const CHART_SKELETON = 'h-64 w-full animate-pulse rounded bg-gray-100';

function DashboardSkeleton() {
  return (
    <div role="status" aria-label="Đang tải…" className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-28 animate-pulse rounded-lg border border-gray-200 bg-white p-4">
            <div className="h-4 w-24 rounded bg-gray-200" />
            <div className="mt-3 h-7 w-36 rounded bg-gray-200" />
          </div>
        ))}
      </div>
      <div className="rounded-lg border border-gray-200 bg-white p-4">
        <div className={CHART_SKELETON} />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        {[0, 1].map((i) => (
          <div key={i} className="h-48 animate-pulse rounded-lg border border-gray-200 bg-white" />
        ))}
      </div>
    </div>
  );
}
