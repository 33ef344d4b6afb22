import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ABOUT_FAQ } from './about-faq';
import { Disclosure } from './disclosure';

const VALUES: readonly { title: string; text: string }[] = [
  {
    title: 'Chất lượng cam kết',
    text: 'Nguyên liệu chính hãng, rõ nguồn gốc, được bảo quản đúng cách từ kho đến tay bạn.',
  },
  {
    title: 'Giá cạnh tranh',
    text: 'Nhập trực tiếp từ nhà sản xuất và nhà phân phối, có giá sỉ cho quán và đại lý.',
  },
  {
    title: 'Thanh toán linh hoạt',
    text: 'Tiền mặt, chuyển khoản, thanh toán trực tuyến và trả góp cho đơn hàng lớn.',
  },
  {
    title: 'Đồng hành cùng quán',
    text: 'Tư vấn nguyên liệu, máy móc và công thức cho người mới mở quán, hỗ trợ 24/7.',
  },
];

const CATEGORIES = [
  'Trà đen, trà xanh, trà ô long',
  'Bột pha chế, bột sữa và kem béo',
  'Siro trái cây, sốt chocolate và caramel',
  'Trân châu, thạch, pudding và topping',
  'Sữa đặc, kem béo thực vật, whipping cream',
  'Dụng cụ, máy móc, ly và bao bì',
];

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="rounded-lg border border-gray-200 bg-white p-5">
      <h3 className="font-semibold text-brand-800">{title}</h3>
      <div className="mt-1 text-gray-700">{children}</div>
    </div>
  );
}

/** Who the shop is and what it sells, with the ways on to the stores and the products. */
function WhoWeAre() {
  return (
    <section aria-labelledby="about-who" className="grid gap-6 md:grid-cols-2">
      <div>
        <h2 id="about-who" className="text-xl font-bold text-brand-800">
          Chúng tôi là ai
        </h2>
        <p className="mt-2 leading-relaxed text-gray-700">
          Bắt đầu từ một cửa hàng nhỏ phục vụ các quán trà sữa quanh trung tâm thành phố, chúng tôi hiểu người pha chế
          cần gì: nguyên liệu ổn định về hương vị, giao hàng đúng hẹn và có người tư vấn khi cần. Đó là điều chúng tôi
          làm mỗi ngày cho các quán và khách hàng trên khắp cả nước.
        </p>
        <p className="mt-3 leading-relaxed text-gray-700">
          Bạn có thể ghé các cửa hàng tại TP. Hồ Chí Minh để xem và thử sản phẩm, hoặc đặt hàng online: nội thành được
          giao trong ngày, các tỉnh thành khác nhận hàng qua đơn vị vận chuyển đối tác.
        </p>
        <Link
          to="/he-thong-cua-hang"
          className="mt-4 inline-block rounded-lg bg-brand-700 px-4 py-2.5 font-medium text-white hover:bg-brand-800"
        >
          Xem hệ thống cửa hàng
        </Link>
      </div>
      <div>
        <h2 className="text-xl font-bold text-brand-800">Sản phẩm của chúng tôi</h2>
        <ul className="mt-2 list-disc space-y-1.5 pl-5 text-gray-700 marker:text-brand-600">
          {CATEGORIES.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
        <Link to="/products" className="mt-4 inline-block font-medium text-brand-700 hover:underline">
          Xem tất cả sản phẩm →
        </Link>
      </div>
    </section>
  );
}

/** The five questions, the first one open, and the way on to the support centre. */
function AboutFaq() {
  return (
    <section aria-labelledby="about-faq">
      <h2 id="about-faq" className="text-xl font-bold text-brand-800">
        Câu hỏi thường gặp
      </h2>
      <div className="mt-4 rounded-lg border border-gray-200 bg-white">
        {ABOUT_FAQ.map((item, i) => (
          <Disclosure key={item.question} summary={item.question} defaultOpen={i === 0}>
            <p>{item.answer}</p>
          </Disclosure>
        ))}
      </div>
      <p className="mt-4 text-gray-700">
        Còn câu hỏi khác?{' '}
        <Link to="/ho-tro-khach-hang" className="font-medium text-brand-700 hover:underline">
          Đến trung tâm hỗ trợ khách hàng
        </Link>
      </p>
    </section>
  );
}

/** '/about' (spec 2 §9): who the shop is, its stores, what it sells, its values and a five-item FAQ. */
export function AboutPage() {
  return (
    <div className="mx-auto max-w-5xl space-y-10">
      <header className="rounded-2xl bg-brand-700 px-5 py-8 text-white sm:px-8 sm:py-10">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-100">Giới thiệu</p>
        <h1 className="mt-1 text-2xl font-bold sm:text-3xl">Về Trà Sữa Nguyên Liệu</h1>
        <p className="mt-3 max-w-3xl leading-relaxed text-white/95">
          Trà Sữa Nguyên Liệu là nhà cung cấp nguyên liệu pha chế trà sữa, trà trái cây và sinh tố cùng dụng cụ, máy móc
          cho quán và cho người yêu thích tự pha chế tại nhà. Chúng tôi có hệ thống cửa hàng tại TP. Hồ Chí Minh và giao
          hàng trên toàn quốc.
        </p>
      </header>

      <WhoWeAre />

      <section aria-labelledby="about-values">
        <h2 id="about-values" className="text-xl font-bold text-brand-800">
          Giá trị chúng tôi theo đuổi
        </h2>
        <div className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {VALUES.map((v) => (
            <Card key={v.title} title={v.title}>
              {v.text}
            </Card>
          ))}
        </div>
      </section>

      <AboutFaq />
    </div>
  );
}
