/**
 * A route whose loading failed (its `beforeLoad` or loader threw, e.g. the server could not be reached): the error
 * with 'Thử lại', which runs the route's loading again; resetting the boundary alone would show the same failed match.
 */
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../lib/api';
import { ErrorState } from './list-states';

export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  // Anything but the API's own answer (a failed chunk, a bug) gets the one message a person can act on.
  const message = error instanceof ApiError ? error.message : NETWORK_ERROR_MESSAGE;
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
