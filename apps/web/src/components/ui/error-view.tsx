import { isUnreachable } from '@shop/client/api-client';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { useState } from 'react';

/** Said instead of the generic title when the call got no answer: the shopper can do something about that. */
const UNREACHABLE_TITLE = 'Không kết nối được máy chủ';
const UNREACHABLE_HINT = 'Vui lòng kiểm tra kết nối mạng rồi bấm Thử lại.';

/**
 * The generic error display (spec 1 §2): 'Something went wrong!' with a Show Error / Hide Error toggle; a call that
 * got no answer (offline, server unreachable) says so instead.
 */
export function ErrorView({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const [open, setOpen] = useState(false);
  const message = error instanceof Error ? error.message : String(error);
  const unreachable = isUnreachable(error);
  return (
    <div role="alert" className="mx-auto my-12 max-w-lg rounded-lg border border-red-200 bg-red-50 p-6 text-center">
      <p className="text-lg font-semibold text-red-700">{unreachable ? UNREACHABLE_TITLE : 'Something went wrong!'}</p>
      {unreachable && <p className="mt-2 text-sm text-red-800">{UNREACHABLE_HINT}</p>}
      <div className="mt-4 flex justify-center gap-3">
        <button
          type="button"
          className="rounded border border-red-300 px-3 py-1.5 text-sm text-red-700 hover:bg-red-100"
          onClick={() => setOpen((v) => !v)}
          aria-expanded={open}
        >
          {open ? 'Hide Error' : 'Show Error'}
        </button>
        {onRetry && (
          <button type="button" className="rounded bg-red-600 px-3 py-1.5 text-sm text-white" onClick={onRetry}>
            Thử lại
          </button>
        )}
      </div>
      {open && <pre className="mt-4 overflow-auto whitespace-pre-wrap text-left text-xs text-red-800">{message}</pre>}
    </div>
  );
}

/**
 * A route's error (its loader failed): the error display, whose 'Thử lại' runs the route's loaders again; resetting
 * the boundary alone would show the same failed match.
 */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  return (
    <ErrorView
      error={error}
      onRetry={() => {
        reset();
        void router.invalidate();
      }}
    />
  );
}

/** The generic 'Not Found' fallback (spec 1 §2). */
export function NotFound() {
  return (
    <div className="mx-auto my-16 max-w-md text-center">
      <p className="text-2xl font-semibold">Not Found</p>
      <p className="mt-2 text-gray-600">Trang bạn tìm không tồn tại hoặc đã được chuyển.</p>
      <a href="/" className="mt-6 inline-block rounded bg-brand-700 px-4 py-2 text-white">
        Về trang chủ
      </a>
    </div>
  );
}
