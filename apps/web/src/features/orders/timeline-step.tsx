/** One step of a timeline, newest first: a dot (the newest coloured), what happened, when, and an optional line. */
import type { ReactNode } from 'react';
import { formatOrderTime } from './orders.queries';

export function TimelineStep({
  newest,
  title,
  at,
  children,
}: {
  newest: boolean;
  title: string;
  at: string;
  children?: ReactNode;
}) {
  const when = formatOrderTime(at);
  return (
    <li className="relative">
      <span
        aria-hidden="true"
        className={`absolute top-1.5 -left-[1.4rem] size-2.5 rounded-full ${newest ? 'bg-brand-700' : 'bg-gray-300'}`}
      />
      <p className="text-sm font-medium">{title}</p>
      <p className="text-xs text-gray-500">
        {when.time} {when.date}
      </p>
      {children}
    </li>
  );
}
