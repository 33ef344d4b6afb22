/**
 * The shop's small inline icons, one set for every screen (no icon font, no extra request). Decorative: always
 * aria-hidden, the text or the button's name beside them speaks.
 */
import type { ReactNode } from 'react';

type IconProps = { className?: string };

/** A 24×24 line drawing in the current text colour. */
function LineIcon({ className, children }: { className: string; children: ReactNode }) {
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
export const ChatIcon = ({ className = 'size-5' }: IconProps) => (
  <LineIcon className={className}>
    <path d="M21 11.5a8.4 8.4 0 0 1-9 8.4 8.8 8.8 0 0 1-3.8-.9L3 20.5l1.5-4.6A8.4 8.4 0 1 1 21 11.5z" />
  </LineIcon>
);
export const QuestionIcon = ({ className = 'size-5' }: IconProps) => (
  <LineIcon className={className}>
    <circle cx="12" cy="12" r="9" />
    <path d="M9.5 9a2.5 2.5 0 1 1 3.3 2.4c-.5.2-.8.7-.8 1.2v.9M12 17h.01" />
  </LineIcon>
);
export const GiftIcon = ({ className = 'size-5' }: IconProps) => (
  <LineIcon className={className}>
    <rect x="3" y="8" width="18" height="4" rx="1" />
    <path d="M12 8v13M19 12v7a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2v-7M7.5 8a2.5 2.5 0 0 1 0-5C10 3 12 8 12 8s2-5 4.5-5a2.5 2.5 0 0 1 0 5" />
  </LineIcon>
);
export const ChevronDownIcon = ({ className = 'size-5' }: IconProps) => (
  <LineIcon className={className}>
    <path d="m6 9 6 6 6-6" />
  </LineIcon>
);
export const DocumentIcon = ({ className = 'size-5' }: IconProps) => (
  <LineIcon className={className}>
    <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
    <path d="M14 3v5h5M9 13h6M9 17h4" />
  </LineIcon>
);
export const CopyIcon = ({ className = 'size-4' }: IconProps) => (
  <LineIcon className={className}>
    <rect x="9" y="9" width="12" height="12" rx="2" />
    <path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />
  </LineIcon>
);
export const CheckIcon = ({ className = 'size-4' }: IconProps) => (
  <LineIcon className={className}>
    <path d="m5 12.5 4.5 4.5L19 7.5" />
  </LineIcon>
);
export const BackIcon = ({ className = 'size-5' }: IconProps) => (
  <LineIcon className={className}>
    <path d="M15 18l-6-6 6-6" />
  </LineIcon>
);
export const EyeIcon = ({ className = 'size-5' }: IconProps) => (
  <LineIcon className={className}>
    <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
    <circle cx="12" cy="12" r="3" />
  </LineIcon>
);
export const EyeOffIcon = ({ className = 'size-5' }: IconProps) => (
  <LineIcon className={className}>
    <path d="M10.6 5.1A10.8 10.8 0 0 1 12 5c6.5 0 10 7 10 7a17.7 17.7 0 0 1-2.6 3.6M6.6 6.6C3.9 8.4 2 12 2 12s3.5 7 10 7c1.9 0 3.5-.5 4.9-1.3M9.9 9.9a3 3 0 0 0 4.2 4.2" />
    <path d="m3 3 18 18" />
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

/** Zalo's speech bubble with its wordmark. */
export function ZaloIcon({ className = 'size-6' }: IconProps) {
  return (
    <svg viewBox="0 0 48 48" className={className} aria-hidden="true">
      <path
        d="M24 5C12.4 5 3 12.9 3 22.6c0 5.6 3.1 10.6 8 13.8L9.5 43l7.4-4.1c2.2.6 4.6 1 7.1 1 11.6 0 21-7.9 21-17.6S35.6 5 24 5z"
        fill="#fff"
      />
      <text
        x="24"
        y="27.5"
        textAnchor="middle"
        fontSize="11"
        fontWeight="700"
        fontFamily="Arial, sans-serif"
        fill="#0068ff"
      >
        Zalo
      </text>
    </svg>
  );
}

/** Messenger's bubble with the lightning bolt. */
export function MessengerIcon({ className = 'size-6' }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true">
      <path
        fill="#fff"
        d="M12 2C6.4 2 2 6.1 2 11.6c0 2.9 1.2 5.4 3.1 7.1v3.3l3-1.7c1.2.3 2.5.5 3.9.5 5.6 0 10-4.1 10-9.6S17.6 2 12 2zm1 12.9l-2.5-2.7-5 2.7 5.5-5.8 2.6 2.7 4.9-2.7-5.5 5.8z"
      />
    </svg>
  );
}
export const MinusIcon = ({ className = 'size-4' }: IconProps) => (
  <LineIcon className={className}>
    <path d="M5 12h14" />
  </LineIcon>
);
export const PlusIcon = ({ className = 'size-4' }: IconProps) => (
  <LineIcon className={className}>
    <path d="M12 5v14M5 12h14" />
  </LineIcon>
);
