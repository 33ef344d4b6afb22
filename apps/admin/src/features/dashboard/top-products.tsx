import type { TopProduct } from '@shop/domain/admin-stats.schemas';
import { EmptyState } from '../../components/list-states';
import { Panel } from '../../components/panel';
import { RankedProductsTable } from '../../components/ranked-products-table';

/**
 * One of the two top-10 lists, in the server's order (by units or by revenue, computed in SQL): a plain table, no
 * paging or sorting of its own.
 */
export function TopProducts({ title, products }: { title: string; products: TopProduct[] }) {
  return (
    <Panel title={title}>
      {products.length === 0 ? (
        <EmptyState title="Chưa có sản phẩm nào được bán trong khoảng thời gian này." />
      ) : (
        <RankedProductsTable
          caption={title}
          moneyHeading="Doanh thu"
          rows={products.map((p) => ({
            key: `${p.product_id ?? 'deleted'}-${p.name}`,
            name: p.name,
            units: p.units,
            money: p.revenue,
          }))}
        />
      )}
    </Panel>
  );
}
