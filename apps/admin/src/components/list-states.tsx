/** The three states every list shows besides its rows: loading, empty, and an error with a retry. */
import type { ReactNode } from 'react';
import { Button } from './button';

export function TableSkeleton({ rows = 8, columns = 5 }: { rows?: number; columns?: number }) {
  return (
    <div role="status" aria-label="Đang tải…" className="divide-y divide-gray-100">
      {Array.from({ length: rows }, (_, r) => (
        <div key={r} className="flex gap-4 px-4 py-3">
          {Array.from({ length: columns }, (_, c) => (
            <div key={c} className="h-4 flex-1 animate-pulse rounded bg-gray-200" />
          ))}
        </div>
      ))}
    </div>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="px-4 py-12 text-center">
      <p className="font-medium text-gray-800">{title}</p>
      {children && <div className="mt-2 text-sm text-gray-500">{children}</div>}
    </div>
  );
}

export function ErrorState({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="px-4 py-12 text-center">
      <p className="font-medium text-red-700">{message}</p>
      <Button tone="secondary" className="mt-4" onClick={onRetry}>
        Thử lại
      </Button>
    </div>
  );
}
