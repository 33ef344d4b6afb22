/**
 * Best or slowest sellers over the range: units and line revenue of the orders placed in it that were not cancelled or
 * returned, a product's variants together. The slowest include the active products that sold nothing.
 */
import type { SellerOrder } from '@shop/domain/admin-reports.schemas';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { EmptyState, ErrorState, TableSkeleton } from '../../components/list-states';
import { Panel } from '../../components/panel';
import { RankedProductsTable } from '../../components/ranked-products-table';
import { CsvButton } from './csv-button';
import type { ReportDays } from './reports-search';
import { SELLERS_SHOWN, reportsQueries } from './reports.queries';

const TITLES: Record<SellerOrder, { title: string; file: string }> = {
  best: { title: 'Bán chạy nhất', file: 'ban-chay' },
  slowest: { title: 'Bán chậm nhất', file: 'ban-cham' },
};

export function SellersTable({ days, order }: { days: ReportDays; order: SellerOrder }) {
  const sellers = useQuery(reportsQueries.sellers(days, order));
  const { title, file } = TITLES[order];
  return (
    <Panel
      title={title}
      aside={
        <CsvButton
          path="sellers"
          params={{ ...days, order, limit: SELLERS_SHOWN }}
          name={file}
          label={title.toLowerCase()}
        />
      }
    >
      {sellers.error ? (
        <ErrorState message={sellers.error.message} onRetry={() => void sellers.refetch()} />
      ) : !sellers.data ? (
        <TableSkeleton rows={5} columns={4} />
      ) : sellers.data.rows.length === 0 ? (
        <EmptyState
          title={
            order === 'best'
              ? 'Chưa có sản phẩm nào được bán trong khoảng thời gian này.'
              : 'Chưa có sản phẩm nào đang bán.'
          }
        />
      ) : (
        <RankedProductsTable
          caption={`${title}: số lượng và doanh số theo sản phẩm`}
          moneyHeading="Doanh số"
          rows={sellers.data.rows.map((r) => ({
            key: r.product.id,
            name: (
              <Link
                to="/products/$productId"
                params={{ productId: r.product.id }}
                className="text-brand-800 underline-offset-2 hover:underline"
              >
                {r.product.name}
              </Link>
            ),
            units: r.units,
            money: r.revenue,
          }))}
        />
      )}
    </Panel>
  );
}
