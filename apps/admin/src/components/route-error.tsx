/**
 * A route whose loading failed (its `beforeLoad` or loader threw, e.g. the server could not be reached): the error
 * with 'Thử lại', which runs the route's loading again; resetting the boundary alone would show the same failed match.
 */
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { ApiError } from '../lib/api';
import { ErrorState } from './list-states';

export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  // The API's error carries its message (the network's: 'Không kết nối được máy chủ…'); anything else is ours.
  const message = error instanceof ApiError ? error.message : 'Đã xảy ra lỗi khi tải trang. Vui lòng thử lại.';
  return (
    <ErrorState
      message={message}
      onRetry={() => {
        reset();
        void router.invalidate();
      }}
    />
  );
}
