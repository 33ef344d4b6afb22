/**
 * The shop's small inline icons (no icon font, no extra request). Decorative: always aria-hidden, the text or the
 * button's name beside them speaks. Here: the layout's (header, footer), which every page loads at start; the icons
 * of single screens are in page-icons.tsx, so they load with those screens.
 */
import type { ReactNode } from 'react';

export type IconProps = { className?: string };

/** A 24×24 line drawing in the current text colour. */
export function LineIcon({ className, children }: { className: string; children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={`shrink-0 ${className}`}
    >
      {children}
    </svg>
  );
}

export const CartIcon = ({ className = 'size-5' }: IconProps) => (
  <LineIcon className={className}>
    <path d="M3 4h2l2.4 11.2a1 1 0 001 .8h9.2a1 1 0 001-.8L20 8H6.2M9 20.5h.01M17 20.5h.01" />
  </LineIcon>
);
export const UserIcon = ({ className = 'size-5' }: IconProps) => (
  <LineIcon className={className}>
    <path d="M12 12a4 4 0 100-8 4 4 0 000 8zm-7 9a7 7 0 0114 0" />
  </LineIcon>
);
export const MenuIcon = ({ className = 'size-5' }: IconProps) => (
  <LineIcon className={className}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </LineIcon>
);
export const StoreIcon = ({ className = 'size-5' }: IconProps) => (
  <LineIcon className={className}>
    <path d="M4 10v10h16V10M3 4h18l-1 6H4L3 4zm7 16v-5h4v5" />
  </LineIcon>
);
export const TagIcon = ({ className = 'size-5' }: IconProps) => (
  <LineIcon className={className}>
    <path d="M3 12V4h8l10 10-8 8L3 12zm5-5h.01" />
  </LineIcon>
);
export const GridIcon = ({ className = 'size-5' }: IconProps) => (
  <LineIcon className={className}>
    <path d="M4 4h7v7H4V4zm9 0h7v7h-7V4zM4 13h7v7H4v-7zm9 0h7v7h-7v-7z" />
  </LineIcon>
);
export const PhoneIcon = ({ className = 'size-5' }: IconProps) => (
  <LineIcon className={className}>
    <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z" />
  </LineIcon>
);
export const MailIcon = ({ className = 'size-5' }: IconProps) => (
  <LineIcon className={className}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3 7 9 6 9-6" />
  </LineIcon>
);
export const MapPinIcon = ({ className = 'size-5' }: IconProps) => (
  <LineIcon className={className}>
    <path d="M12 21s-7-6.1-7-11.5a7 7 0 0 1 14 0C19 14.9 12 21 12 21z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </LineIcon>
);
export const ClockIcon = ({ className = 'size-5' }: IconProps) => (
  <LineIcon className={className}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </LineIcon>
);
/** The shop's mark: a cup of bubble tea. */
export function LogoMark({ className = 'size-8' }: IconProps) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true">
      <circle cx="16" cy="16" r="16" fill="#fff" />
      <path d="M9 10h14l-1.6 16.2a2 2 0 01-2 1.8h-6.8a2 2 0 01-2-1.8L9 10z" fill="#bbf7d0" />
      <path d="M8 9h16v2.5H8z" fill="#15803d" />
      <path d="M17 3l-1.5 6" stroke="#15803d" strokeWidth="1.6" strokeLinecap="round" />
      <g fill="#3f2a1d">
        <circle cx="13" cy="23" r="1.4" />
        <circle cx="16.5" cy="24.5" r="1.4" />
        <circle cx="19.5" cy="22.5" r="1.4" />
        <circle cx="15" cy="20.5" r="1.4" />
      </g>
    </svg>
  );
}
