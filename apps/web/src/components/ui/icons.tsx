/**
 * The shop's small icons (no icon font), drawn in one sprite file (icons.svg). Decorative: always aria-hidden, the
 * text or the button's name beside them speaks. Here: the layout's (header, footer), which every page loads at start; the icons
 * of single screens are in page-icons.tsx, so they load with those screens.
 */
import sprite from './icons.svg?url&no-inline';

export type IconProps = { className?: string };

/**
 * An icon of the sprite (icons.svg, one file the browser fetches once and caches): two elements and a reference
 * in the page, however many paths the drawing has. Line icons are 24×24 in the current text colour.
 */
export function SpriteIcon({ name, className }: { name: string; className: string }) {
  return (
    <svg aria-hidden="true" focusable="false" className={className}>
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}

export function LineIcon({ name, className }: { name: string; className: string }) {
  return <SpriteIcon name={name} className={`shrink-0 ${className}`} />;
}

export const CartIcon = ({ className = 'size-5' }: IconProps) => <LineIcon name="cart" className={className} />;
export const UserIcon = ({ className = 'size-5' }: IconProps) => <LineIcon name="user" className={className} />;
export const MenuIcon = ({ className = 'size-5' }: IconProps) => <LineIcon name="menu" className={className} />;
export const StoreIcon = ({ className = 'size-5' }: IconProps) => <LineIcon name="store" className={className} />;
export const TagIcon = ({ className = 'size-5' }: IconProps) => <LineIcon name="tag" className={className} />;
export const GridIcon = ({ className = 'size-5' }: IconProps) => <LineIcon name="grid" className={className} />;
export const PhoneIcon = ({ className = 'size-5' }: IconProps) => <LineIcon name="phone" className={className} />;
export const MailIcon = ({ className = 'size-5' }: IconProps) => <LineIcon name="mail" className={className} />;
export const MapPinIcon = ({ className = 'size-5' }: IconProps) => <LineIcon name="map-pin" className={className} />;
export const ClockIcon = ({ className = 'size-5' }: IconProps) => <LineIcon name="clock" className={className} />;
/** The shop's mark: a cup of bubble tea. */
export const LogoMark = ({ className = 'size-8' }: IconProps) => <SpriteIcon name="logo" className={className} />;
