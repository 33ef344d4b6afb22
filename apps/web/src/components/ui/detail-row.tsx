import type { ReactNode } from 'react';

/** One label–value line of a `<dl>` (order totals, summaries): the label left, the value right-aligned. */
export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-start justify-between gap-4">
      <dt className="text-gray-600">{label}</dt>
      <dd className="text-right">{children}</dd>
    </div>
  );
}
