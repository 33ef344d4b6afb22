import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { SHOP_TITLE } from '../../lib/seo';
import { shopQueries } from '../../lib/shop.queries';
import { AppStoreBadges } from './app-store-badges';
import { ClockIcon, LogoMark, MailIcon, MapPinIcon, PhoneIcon } from '../../components/ui/icons';
import { POLICY_LIST, SUPPORT_EMAIL, telHref } from '../content';

const heading = 'mb-3 text-sm font-semibold uppercase tracking-wide text-white';
const link = 'rounded hover:text-white hover:underline focus-visible:outline-2 focus-visible:outline-white';

/**
 * The shared footer: the shop's details, the six policy pages, help links, and the app-store listings
 * (spec 2 §2; the rest of its content is left to us).
 */
export function SiteFooter() {
  const config = useQuery(shopQueries.config());
  const hotline = config.data?.hotline;
  return (
    // Pages with floating buttons (the home) get room under the footer so the buttons never cover it on phones.
    <footer className="bg-gray-900 text-sm text-gray-300 max-lg:[:root:has([data-floating-buttons])_&]:pb-28">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <ShopDetails hotline={hotline} />
        <PolicyLinks />
        <HelpLinks />
        <section aria-labelledby="footer-apps">
          <h2 id="footer-apps" className={heading}>
            Tải ứng dụng
          </h2>
          <p className="mb-3">Đặt hàng nhanh hơn và nhận ưu đãi riêng trên ứng dụng di động.</p>
          <AppStoreBadges />
        </section>
      </div>
      <div className="border-t border-gray-800">
        <p className="mx-auto max-w-7xl px-4 py-4 text-xs text-gray-400">
          © {new Date().getFullYear()} {SHOP_TITLE}. Giá đã bao gồm VAT.
        </p>
      </div>
    </footer>
  );
}

/** The shop's name, what it sells, and how to reach it (the hotline once the configuration has it). */
function ShopDetails({ hotline }: { hotline: string | undefined }) {
  return (
    <section aria-labelledby="footer-shop">
      <h2 id="footer-shop" className="mb-3 flex items-center gap-2 text-base font-bold text-white">
        <LogoMark className="size-8" />
        {SHOP_TITLE}
      </h2>
      <p className="mb-3 leading-relaxed">
        Nguyên liệu, dụng cụ và máy móc pha chế trà sữa, trà trái cây, sinh tố. Cửa hàng tại TP. Hồ Chí Minh, giao hàng
        toàn quốc.
      </p>
      <ul className="space-y-2">
        <li className="flex gap-2">
          <MapPinIcon className="mt-0.5 size-4 shrink-0" />
          <Link to="/he-thong-cua-hang" className={link}>
            Hệ thống cửa hàng tại TP. Hồ Chí Minh
          </Link>
        </li>
        {hotline && (
          <li className="flex gap-2">
            <PhoneIcon className="mt-0.5 size-4 shrink-0" />
            <a href={telHref(hotline)} className={link}>
              Hotline: {hotline}
            </a>
          </li>
        )}
        <li className="flex gap-2">
          <MailIcon className="mt-0.5 size-4 shrink-0" />
          <a href={`mailto:${SUPPORT_EMAIL}`} className={`${link} break-all`}>
            {SUPPORT_EMAIL}
          </a>
        </li>
        <li className="flex gap-2">
          <ClockIcon className="mt-0.5 size-4 shrink-0" />
          <span>8h - 20h, Thứ Hai - Chủ Nhật</span>
        </li>
      </ul>
    </section>
  );
}

function PolicyLinks() {
  return (
    <nav aria-labelledby="footer-policies">
      <h2 id="footer-policies" className={heading}>
        Chính sách
      </h2>
      <ul className="space-y-2">
        {POLICY_LIST.map((policy) => (
          <li key={policy.to}>
            <Link to={policy.to} className={link}>
              {policy.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function HelpLinks() {
  return (
    <nav aria-labelledby="footer-help">
      <h2 id="footer-help" className={heading}>
        Hỗ trợ
      </h2>
      <ul className="space-y-2">
        <li>
          <Link to="/ho-tro-khach-hang" className={link}>
            Hỗ trợ khách hàng
          </Link>
        </li>
        <li>
          <Link to="/tracking" className={link}>
            Tra cứu đơn hàng
          </Link>
        </li>
        <li>
          <Link to="/he-thong-cua-hang" className={link}>
            Hệ thống cửa hàng
          </Link>
        </li>
        <li>
          <Link to="/about" className={link}>
            Giới thiệu
          </Link>
        </li>
      </ul>
    </nav>
  );
}
