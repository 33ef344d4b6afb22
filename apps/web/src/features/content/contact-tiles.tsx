import type { PublicConfig } from '@shop/domain/shop.schemas';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Skeleton } from '../../components/ui/skeleton';
import { shopQueries } from '../../lib/shop.queries';
import { SUPPORT_EMAIL, telHref } from './contact-links';
import { MailIcon, MapPinIcon, PhoneIcon } from '../../components/ui/icons';
import { ChatIcon } from '../../components/ui/page-icons';

const tile =
  'flex h-full items-start gap-3 rounded-lg border border-gray-200 bg-white p-4 transition hover:border-brand-600 hover:shadow-sm focus-visible:outline-2 focus-visible:outline-brand-700';

function TileBody({ icon, title, value, hint }: { icon: ReactNode; title: string; value: ReactNode; hint: string }) {
  return (
    <>
      <div className="rounded-full bg-brand-50 p-2.5 text-brand-700">{icon}</div>
      <div className="min-w-0">
        <p className="font-semibold text-gray-900">{title}</p>
        <div className="break-words font-medium text-brand-700">{value}</div>
        <p className="mt-0.5 text-sm text-gray-600">{hint}</p>
      </div>
    </>
  );
}

function LoadingValue() {
  return <Skeleton className="my-0.5 h-5 w-28" />;
}

/** The hotline from the configuration; if that failed, the stores' page (each store lists its own phone). */
function HotlineTile({ config, failed }: { config: PublicConfig | undefined; failed: boolean }) {
  return config ? (
    <a href={telHref(config.hotline)} className={tile}>
      <TileBody icon={<PhoneIcon />} title="Hotline" value={config.hotline} hint="Hỗ trợ 24/7, kể cả ngày lễ" />
    </a>
  ) : failed ? (
    <Link to="/he-thong-cua-hang" className={tile}>
      <TileBody
        icon={<PhoneIcon />}
        title="Hotline"
        value="Số điện thoại từng cửa hàng"
        hint="Gọi trực tiếp cửa hàng gần bạn"
      />
    </Link>
  ) : (
    <div className={tile}>
      <TileBody icon={<PhoneIcon />} title="Hotline" value={<LoadingValue />} hint="Hỗ trợ 24/7, kể cả ngày lễ" />
    </div>
  );
}

function ZaloTile({ config }: { config: PublicConfig | undefined }) {
  return config ? (
    <a href={config.zalo_url} target="_blank" rel="noopener noreferrer" className={tile}>
      <TileBody icon={<ChatIcon />} title="Chat Zalo" value="Nhắn tin với nhân viên" hint="Mở Zalo trong thẻ mới" />
    </a>
  ) : (
    <div className={tile}>
      <TileBody icon={<ChatIcon />} title="Chat Zalo" value={<LoadingValue />} hint="Mở Zalo trong thẻ mới" />
    </div>
  );
}

/**
 * The support centre's contact tiles (spec 1 §2): hotline, Zalo chat, e-mail, and the address linking to the store
 * page. Hotline and Zalo come from the server's configuration; while it loads their values are placeholders, and if
 * it fails the hotline tile points to the stores (each lists its own phone) and the Zalo tile is left out.
 */
export function ContactTiles({ compact = false }: { compact?: boolean }) {
  const config = useQuery(shopQueries.config());
  const grid = compact ? 'grid gap-3 sm:grid-cols-2' : 'grid gap-3 sm:grid-cols-2 lg:grid-cols-4';
  return (
    <ul className={grid}>
      <li>
        <HotlineTile config={config.data} failed={config.isError} />
      </li>
      {!config.isError && (
        <li>
          <ZaloTile config={config.data} />
        </li>
      )}
      <li>
        <a href={`mailto:${SUPPORT_EMAIL}`} className={tile}>
          <TileBody icon={<MailIcon />} title="Email" value={SUPPORT_EMAIL} hint="Phản hồi trong vòng 24 giờ" />
        </a>
      </li>
      <li>
        <Link to="/he-thong-cua-hang" className={tile}>
          <TileBody
            icon={<MapPinIcon />}
            title="Địa chỉ"
            value="Hệ thống cửa hàng tại TP. Hồ Chí Minh"
            hint="Xem địa chỉ, số điện thoại và bản đồ"
          />
        </Link>
      </li>
    </ul>
  );
}
