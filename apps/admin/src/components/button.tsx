import type { ButtonHTMLAttributes } from 'react';

const TONES = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 disabled:bg-brand-700/60',
  secondary: 'border border-gray-300 bg-white text-gray-800 hover:bg-gray-50 disabled:text-gray-400',
  danger: 'bg-red-600 text-white hover:bg-red-700 disabled:bg-red-600/60',
  ghost: 'text-gray-700 hover:bg-gray-100 disabled:text-gray-400',
} as const;

/** A button's look, for a link that acts as one (a `<Link>` to the print page). */
export function buttonClasses(tone: keyof typeof TONES = 'primary'): string {
  return `inline-flex min-h-10 items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed ${TONES[tone]}`;
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  tone?: keyof typeof TONES;
  /** Disabled and announced as busy while an action runs. */
  busy?: boolean;
};

export function Button({ tone = 'primary', busy = false, className = '', disabled, children, ...rest }: ButtonProps) {
  return (
    <button
      type="button"
      {...rest}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={`${buttonClasses(tone)} ${className}`}
    >
      {busy && (
        <span aria-hidden className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent" />
      )}
      {children}
    </button>
  );
}
