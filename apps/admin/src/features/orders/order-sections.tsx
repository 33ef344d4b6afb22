/** The order page's frame: a titled section, and a label–amount row of its summaries. */
import type { ReactNode } from 'react';

export function Section({
  title,
  children,
  className = '',
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  const id = `section-${title.replace(/\s+/g, '-')}`;
  return (
    <section aria-labelledby={id} className={`rounded-lg border border-gray-200 bg-white p-4 ${className}`}>
      <h2 id={id} className="mb-3 font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function Row({ label, children, strong = false }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-4 ${strong ? 'text-base font-semibold' : ''}`}>
      <dt className={strong ? '' : 'text-gray-600'}>{label}</dt>
      <dd className="text-right tabular-nums">{children}</dd>
    </div>
  );
}
