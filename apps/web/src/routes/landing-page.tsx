import { createFileRoute, Link } from '@tanstack/react-router';
import { SHOP_TITLE, pageHead } from '../lib/seo';

const HIGHLIGHTS = [
  {
    title: 'Hơn 50 sản phẩm chính hãng',
    text: 'Trà, bột pha chế, siro, topping, sữa và kem từ các thương hiệu quen thuộc của quán trà sữa.',
  },
  {
    title: 'Giá sỉ cho quán',
    text: 'Mua càng nhiều càng tiết kiệm, cùng nhiều mã giảm giá và ưu đãi theo mùa.',
  },
  {
    title: 'Giao nhanh toàn quốc',
    text: 'Trong ngày tại TP.HCM, 2-5 ngày làm việc ở tỉnh thành khác. Miễn phí giao nội thành trong 5 km cho đơn từ 1.000.000 ₫.',
  },
];

/** spec 1 §2: the landing page sits outside the shared layout; its content is ours to write. */
export const Route = createFileRoute('/landing-page')({
  head: () =>
    pageHead(
      'Mở quán trà sữa dễ dàng hơn',
      'Nguyên liệu, dụng cụ và máy móc pha chế trà sữa chính hãng, giá sỉ cho quán, giao nhanh toàn quốc từ TP.HCM.',
    ),
  component: LandingPage,
});

function LandingPage() {
  return (
    <div className="min-h-screen bg-white text-gray-900">
      <header className="mx-auto flex max-w-6xl items-center justify-between px-4 py-4">
        <Link to="/" className="text-lg font-bold text-brand-800">
          {SHOP_TITLE}
        </Link>
        <Link to="/products" className="text-sm font-medium text-brand-700 hover:underline">
          Xem sản phẩm
        </Link>
      </header>
      <main>
        <Hero />
        <section aria-labelledby="landing-why" className="mx-auto max-w-6xl px-4 py-14">
          <h2 id="landing-why" className="text-2xl font-bold text-brand-800">
            Vì sao các quán chọn chúng tôi
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-3">
            {HIGHLIGHTS.map((item) => (
              <li key={item.title} className="rounded-xl border border-gray-200 p-5">
                <h3 className="font-semibold">{item.title}</h3>
                <p className="mt-2 text-sm text-gray-600">{item.text}</p>
              </li>
            ))}
          </ul>
        </section>
        <section className="bg-brand-50">
          <div className="mx-auto flex max-w-6xl flex-col items-start gap-4 px-4 py-12 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-xl font-semibold text-brand-800">Sẵn sàng cho menu mới của quán?</p>
            <Link
              to="/products"
              className="rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              Xem tất cả sản phẩm
            </Link>
          </div>
        </section>
      </main>
      <footer className="border-t border-gray-200 py-6 text-center text-sm text-gray-500">
        © {SHOP_TITLE} · Cửa hàng tại TP. Hồ Chí Minh, giao hàng toàn quốc
      </footer>
    </div>
  );
}

/** The headline with the two ways into the shop. */
function Hero() {
  return (
    <section className="bg-gradient-to-br from-brand-700 to-brand-800 text-white">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:py-24">
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-100">Nguyên liệu pha chế</p>
        <h1 className="mt-3 max-w-2xl text-3xl font-bold leading-tight sm:text-5xl">
          Mọi thứ cho ly trà sữa ngon, ở cùng một nơi
        </h1>
        <p className="mt-4 max-w-xl text-base text-brand-50 sm:text-lg">
          Từ trà, bột sữa, trân châu đến máy xay và ly in logo: chọn nhanh, giá tốt, giao tận quán.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link
            to="/products"
            className="rounded-full bg-white px-6 py-3 font-semibold text-brand-800 shadow hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            Mua sắm ngay
          </Link>
          <Link
            to="/"
            className="rounded-full border border-white/70 px-6 py-3 font-semibold text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            Vào cửa hàng
          </Link>
        </div>
      </div>
    </section>
  );
}
