import { type ReactNode, useId, useState } from 'react';
import { ChevronDownIcon } from '../../components/ui/page-icons';

/**
 * One question of an FAQ: a heading holding a button with aria-expanded that shows or hides the answer region
 * (WAI-ARIA disclosure/accordion pattern; keyboard works because it is a real button).
 */
export function Disclosure({
  summary,
  children,
  defaultOpen = false,
  level = 3,
}: {
  summary: ReactNode;
  children: ReactNode;
  defaultOpen?: boolean;
  level?: 2 | 3;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const id = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className="border-b border-gray-200 last:border-b-0">
      <Heading className="text-base font-medium">
        <button
          type="button"
          id={`${id}-button`}
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={() => setOpen((v) => !v)}
          className="flex w-full items-center justify-between gap-3 px-4 py-3.5 text-left text-gray-900 hover:bg-gray-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700"
        >
          <span>{summary}</span>
          <ChevronDownIcon className={`size-5 text-gray-500 transition-transform ${open ? 'rotate-180' : ''}`} />
        </button>
      </Heading>
      <div
        id={`${id}-panel`}
        role="region"
        aria-labelledby={`${id}-button`}
        hidden={!open}
        className="px-4 pb-4 leading-relaxed text-gray-700"
      >
        {children}
      </div>
    </div>
  );
}
