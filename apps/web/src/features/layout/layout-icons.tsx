/** Small inline icons of the header, footer and floating buttons (no icon font, no extra request). */
type IconProps = { className?: string };

function Outline({ className = 'size-5', d }: IconProps & { d: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={d} />
    </svg>
  );
}

export const CartIcon = (p: IconProps) => (
  <Outline {...p} d="M3 4h2l2.4 11.2a1 1 0 001 .8h9.2a1 1 0 001-.8L20 8H6.2M9 20.5h.01M17 20.5h.01" />
);
export const UserIcon = (p: IconProps) => <Outline {...p} d="M12 12a4 4 0 100-8 4 4 0 000 8zm-7 9a7 7 0 0114 0" />;
export const MenuIcon = (p: IconProps) => <Outline {...p} d="M4 6h16M4 12h16M4 18h16" />;
export const PhoneIcon = (p: IconProps) => (
  <Outline {...p} d="M5 4h4l2 5-2.5 1.5a11 11 0 005 5L15 13l5 2v4a2 2 0 01-2 2A16 16 0 013 6a2 2 0 012-2z" />
);
export const StoreIcon = (p: IconProps) => <Outline {...p} d="M4 10v10h16V10M3 4h18l-1 6H4L3 4zm7 16v-5h4v5" />;
export const TagIcon = (p: IconProps) => <Outline {...p} d="M3 12V4h8l10 10-8 8L3 12zm5-5h.01" />;
export const GridIcon = (p: IconProps) => (
  <Outline {...p} d="M4 4h7v7H4V4zm9 0h7v7h-7V4zM4 13h7v7H4v-7zm9 0h7v7h-7v-7z" />
);
export const ArrowUpIcon = (p: IconProps) => <Outline {...p} d="M12 19V5m-6 6l6-6 6 6" />;
export const ChevronIcon = (p: IconProps) => <Outline {...p} d="M9 5l7 7-7 7" />;
export const MapPinIcon = (p: IconProps) => (
  <Outline {...p} d="M12 21s-7-6.2-7-11.5a7 7 0 0114 0C19 14.8 12 21 12 21zm0-9a2.5 2.5 0 100-5 2.5 2.5 0 000 5z" />
);
export const MailIcon = (p: IconProps) => <Outline {...p} d="M3 6h18v12H3V6zm0 0l9 7 9-7" />;
export const ClockIcon = (p: IconProps) => <Outline {...p} d="M12 21a9 9 0 100-18 9 9 0 000 18zm0-13v4l3 2" />;

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
