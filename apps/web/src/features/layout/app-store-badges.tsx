/**
 * The app-store links of the footer (spec 2 §2). The shop's apps are not listed yet, so the links open the two
 * stores; replace them with the listing addresses once the apps are published.
 */
export const APP_STORE_URL = 'https://apps.apple.com/vn/';
export const GOOGLE_PLAY_URL = 'https://play.google.com/store/apps?hl=vi';

const badge =
  'inline-flex h-11 items-center gap-2 rounded-lg border border-gray-500 bg-black px-3 text-white transition hover:bg-gray-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** Store badges drawn in SVG and CSS: no image requests, sharp on every screen. */
export function AppStoreBadges() {
  return (
    <div className="flex flex-wrap gap-2">
      <a href={APP_STORE_URL} target="_blank" rel="noopener noreferrer" className={badge}>
        <svg viewBox="0 0 24 24" className="size-6 shrink-0" fill="currentColor" aria-hidden="true">
          <path d="M16.4 12.6c0-2.6 2.1-3.8 2.2-3.9-1.2-1.8-3.1-2-3.7-2-1.6-.2-3.1.9-3.9.9-.8 0-2-.9-3.4-.9-1.7 0-3.3 1-4.2 2.6-1.8 3.1-.5 7.7 1.3 10.2.9 1.2 1.9 2.6 3.2 2.6 1.3-.1 1.8-.8 3.3-.8 1.6 0 2 .8 3.4.8 1.4 0 2.3-1.3 3.1-2.5 1-1.4 1.4-2.8 1.4-2.9-.1 0-2.7-1-2.7-4.1zM13.9 5c.7-.9 1.2-2 1-3.2-1 0-2.3.7-3 1.6-.7.8-1.2 2-1.1 3.1 1.2.1 2.3-.6 3.1-1.5z" />
        </svg>
        <span className="flex flex-col leading-none">
          <span className="text-[10px]">Tải về trên</span>
          <span className="text-base font-semibold">App Store</span>
        </span>
      </a>
      <a href={GOOGLE_PLAY_URL} target="_blank" rel="noopener noreferrer" className={badge}>
        <svg viewBox="0 0 24 24" className="size-6 shrink-0" aria-hidden="true">
          <path d="M3.6 2.3l10.6 10.6L3.6 23.5c-.4-.2-.6-.7-.6-1.2V3.5c0-.5.2-1 .6-1.2z" fill="#00d7fe" />
          <path d="M17.7 9.4l-3.5 3.5-10.6-10.6c.3-.2.8-.2 1.3.1l12.8 7z" fill="#00f076" />
          <path d="M17.7 16.4L4.9 23.4c-.5.3-1 .3-1.3.1l10.6-10.6 3.5 3.5z" fill="#ff3a44" />
          <path d="M21.2 11.3c.8.5.8 1.7 0 2.2l-3.5 2.9-3.5-3.5 3.5-3.5 3.5 1.9z" fill="#ffd500" />
        </svg>
        <span className="flex flex-col leading-none">
          <span className="text-[10px] uppercase">Tải nội dung trên</span>
          <span className="text-base font-semibold">Google Play</span>
        </span>
      </a>
    </div>
  );
}
