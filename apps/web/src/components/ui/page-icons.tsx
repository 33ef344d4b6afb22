/** The icons of single screens (icons.tsx has the layout's, which every page loads at start). */
import { type IconProps, LineIcon } from './icons';

export const ChatIcon = ({ className = 'size-5' }: IconProps) => <LineIcon name="chat" className={className} />;
export const QuestionIcon = ({ className = 'size-5' }: IconProps) => <LineIcon name="question" className={className} />;
export const GiftIcon = ({ className = 'size-5' }: IconProps) => <LineIcon name="gift" className={className} />;
export const ChevronDownIcon = ({ className = 'size-5' }: IconProps) => (
  <LineIcon name="chevron-down" className={className} />
);
export const DocumentIcon = ({ className = 'size-5' }: IconProps) => <LineIcon name="document" className={className} />;
export const CopyIcon = ({ className = 'size-4' }: IconProps) => <LineIcon name="copy" className={className} />;
export const CheckIcon = ({ className = 'size-4' }: IconProps) => <LineIcon name="check" className={className} />;
export const BackIcon = ({ className = 'size-5' }: IconProps) => <LineIcon name="back" className={className} />;
export const EyeIcon = ({ className = 'size-5' }: IconProps) => <LineIcon name="eye" className={className} />;
export const EyeOffIcon = ({ className = 'size-5' }: IconProps) => <LineIcon name="eye-off" className={className} />;
