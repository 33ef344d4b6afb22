import { Link } from '@tanstack/react-router';
import { Skeleton } from '../../components/ui/skeleton';

/** spec 1 §2 Product detail: both not-found texts, and a way back to the listing. */
export function ProductNotFound() {
  return (
    <div className="mx-auto my-12 max-w-md rounded-lg border border-gray-200 bg-white px-6 py-10 text-center">
      <h1 className="text-2xl font-bold text-gray-900">Không tìm thấy sản phẩm</h1>
      <p className="mt-2 text-sm text-gray-500">Product not found</p>
      <Link
        to="/products"
        className="mt-6 inline-block rounded-lg bg-brand-700 px-5 py-2.5 font-medium text-white hover:bg-brand-800"
      >
        Xem tất cả sản phẩm
      </Link>
    </div>
  );
}

/** The product page's shape while it loads, so nothing moves when it arrives. */
export function ProductDetailSkeleton() {
  return (
    <div aria-busy="true" aria-label="Đang tải sản phẩm">
      <Skeleton className="mb-4 h-5 w-2/3" />
      <div className="grid gap-6 md:grid-cols-2 lg:gap-10">
        <Skeleton className="aspect-square w-full rounded-lg" />
        <div className="space-y-4">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-8 w-full" />
          <Skeleton className="h-4 w-40" />
          <Skeleton className="h-16 w-full rounded-lg" />
          <Skeleton className="h-10 w-2/3" />
          <Skeleton className="h-10 w-40" />
          <Skeleton className="h-12 w-full rounded-lg sm:w-56" />
        </div>
      </div>
    </div>
  );
}
