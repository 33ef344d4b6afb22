/** The icons of single screens (icons.tsx has the layout's, which every page loads at start). */
import { type IconProps, LineIcon } from './icons';

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
