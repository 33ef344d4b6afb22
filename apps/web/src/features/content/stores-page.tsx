import { StoreList } from './store-list';

/** '/he-thong-cua-hang' (spec 1 §2 store list). */
export function StoresPage() {
  return (
    <div>
      <header className="mb-6">
        <h1 className="text-2xl font-bold text-brand-800 sm:text-3xl">Hệ Thống Cửa Hàng</h1>
        <p className="mt-1 text-gray-600">
          Mua trực tiếp tại cửa hàng hoặc đặt online, giao hàng toàn quốc. Bấm vào địa chỉ để xem đường đi trên bản đồ.
        </p>
      </header>
      <StoreList />
    </div>
  );
}
