import { createFileRoute, notFound } from '@tanstack/react-router';
import { StockSearch } from '../../../features/stock/stock-search';
import { StockPage } from '../../../features/stock/stock-page';
import { stockQueries } from '../../../features/stock/stock.queries';
import { prefetchForStaff } from '../../../lib/session';

// `$productId_`: the ledger is its own page at /products/{id}/stock, not inside the product's edit page.
export const Route = createFileRoute('/_desk/products/$productId_/stock')({
  params: {
    parse: ({ productId }) => {
      const id = Number(productId);
      if (!/^\d{1,10}$/.test(productId) || !Number.isSafeInteger(id) || id < 1) throw notFound();
      return { productId: id };
    },
    stringify: ({ productId }) => ({ productId: String(productId) }),
  },
  validateSearch: StockSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) => {
    prefetchForStaff(context.queryClient, stockQueries.product(params.productId));
    prefetchForStaff(context.queryClient, stockQueries.ledger(params.productId, deps));
  },
  head: () => ({ meta: [{ title: 'Sổ kho — Quản trị' }] }),
  component: StockRoute,
});

function StockRoute() {
  const { productId } = Route.useParams();
  const navigate = Route.useNavigate();
  return (
    <StockPage
      productId={productId}
      search={Route.useSearch()}
      onSearchChange={(search) => void navigate({ search })}
    />
  );
}
