import { SpriteIcon } from '../../components/ui/icons';
/**
 * The app-store links of the footer (spec 2 §2). The shop's apps are not listed yet, so the links open the two
 * stores; replace them with the listing addresses once the apps are published.
 */
export const APP_STORE_URL = 'https://apps.apple.com/vn/';
export const GOOGLE_PLAY_URL = 'https://play.google.com/store/apps?hl=vi';

const badge =
  'inline-flex h-11 items-center gap-2 rounded-lg border border-gray-500 bg-black px-3 text-white transition hover:bg-gray-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** Store badges drawn in SVG (the icon sprite) and CSS: sharp on every screen. */
export function AppStoreBadges() {
  return (
    <div className="flex flex-wrap gap-2">
      <a href={APP_STORE_URL} target="_blank" rel="noopener noreferrer" className={badge}>
        <SpriteIcon name="app-store" className="size-6 shrink-0" />
        <span className="flex flex-col leading-none">
          <span className="text-[10px]">Tải về trên</span>
          <span className="text-base font-semibold">App Store</span>
        </span>
      </a>
      <a href={GOOGLE_PLAY_URL} target="_blank" rel="noopener noreferrer" className={badge}>
        <SpriteIcon name="google-play" className="size-6 shrink-0" />
        <span className="flex flex-col leading-none">
          <span className="text-[10px] uppercase">Tải nội dung trên</span>
          <span className="text-base font-semibold">Google Play</span>
        </span>
      </a>
    </div>
  );
}
