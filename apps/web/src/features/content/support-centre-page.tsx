import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ContactTiles } from './contact-tiles';
import { ChatIcon, DocumentIcon, GiftIcon, QuestionIcon } from '../../components/ui/page-icons';
import { CurrentPromotions } from './current-promotions';
import { FaqFinder } from './faq-finder';
import { POLICY_LIST } from './policy-links';

const SECTIONS = {
  faq: 'cau-hoi-thuong-gap',
  contact: 'lien-he-truc-tiep',
  promotions: 'khuyen-mai',
} as const;

function BannerTile({ hash, icon, title, text }: { hash: string; icon: ReactNode; title: string; text: string }) {
  return (
    <li>
      <Link
        to="."
        hash={hash}
        hashScrollIntoView={{ behavior: 'smooth', block: 'start' }}
        className="flex h-full items-center gap-3 rounded-xl bg-white/10 p-4 ring-1 ring-white/25 transition hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-white sm:flex-col sm:items-start"
      >
        <span className="rounded-full bg-white p-2.5 text-brand-700">{icon}</span>
        <span>
          <span className="block font-semibold">{title}</span>
          <span className="block text-sm text-brand-50">{text}</span>
        </span>
      </Link>
    </li>
  );
}

function Section({ id, title, intro, children }: { id: string; title: string; intro?: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-20">
      <h2 id={`${id}-heading`} className="text-xl font-bold text-brand-800">
        {title}
      </h2>
      {intro && <p className="mt-1 text-gray-600">{intro}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** The support centre (spec 1 §2 '/ho-tro-khach-hang'). */
export function SupportCentrePage() {
  return (
    <div className="space-y-10">
      <header className="rounded-2xl bg-brand-700 px-5 py-6 text-white sm:px-8 sm:py-8">
        <h1 className="text-2xl font-bold sm:text-3xl">Hỗ trợ khách hàng</h1>
        <p className="mt-2 max-w-2xl text-brand-50">
          Chúng tôi hỗ trợ bạn 24/7: tìm câu trả lời nhanh, liên hệ trực tiếp với nhân viên hoặc xem các chương trình
          khuyến mãi đang áp dụng.
        </p>
        <ul className="mt-5 grid gap-3 sm:grid-cols-3">
          <BannerTile
            hash={SECTIONS.faq}
            icon={<QuestionIcon />}
            title="Câu hỏi thường gặp"
            text="Giải đáp về đặt hàng, giao hàng, đổi trả"
          />
          <BannerTile
            hash={SECTIONS.contact}
            icon={<ChatIcon />}
            title="Liên hệ trực tiếp"
            text="Hotline, Zalo, email và cửa hàng"
          />
          <BannerTile
            hash={SECTIONS.promotions}
            icon={<GiftIcon />}
            title="Khuyến mãi"
            text="Mã giảm giá đang áp dụng"
          />
        </ul>
      </header>

      <Section id={SECTIONS.faq} title="Câu hỏi thường gặp">
        <FaqFinder />
      </Section>

      <Section
        id={SECTIONS.contact}
        title="Liên hệ trực tiếp"
        intro="Không tìm thấy câu trả lời? Nhân viên của chúng tôi luôn sẵn sàng hỗ trợ bạn."
      >
        <ContactTiles />
      </Section>

      <Section id="chinh-sach" title="Chính sách">
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {POLICY_LIST.map((policy) => (
            <li key={policy.to}>
              <Link
                to={policy.to}
                className="flex h-full gap-3 rounded-lg border border-gray-200 bg-white p-4 transition hover:border-brand-600 hover:shadow-sm"
              >
                <DocumentIcon className="mt-0.5 size-5 text-brand-700" />
                <span>
                  <span className="block font-semibold text-gray-900">{policy.title}</span>
                  <span className="mt-0.5 block text-sm text-gray-600">{policy.description}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <Section id={SECTIONS.promotions} title="Khuyến mãi hiện có">
        <CurrentPromotions />
      </Section>
    </div>
  );
}
