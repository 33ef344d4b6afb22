/**
 * One write to a content list: on success the list is fetched again and a toast says what happened; a 400 puts its
 * field messages on the form when it has that field, anything else is the dialog's message.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { ApiError } from '../../lib/api';
import type { ContentList } from './content.queries';

export function useContentWrite<V, R>(
  list: ContentList,
  write: (values: V) => Promise<R>,
  opts: { success: string; onDone?: () => void; onFieldErrors?: (errors: Record<string, string>) => boolean },
) {
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<Error | null>(null);
  const mutation = useMutation({
    mutationFn: write,
    onMutate: () => setRefusal(null),
    onSuccess: () => {
      toast.success(opts.success);
      opts.onDone?.();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 400 && opts.onFieldErrors?.(error.fieldErrors)) return;
      setRefusal(error);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'content', list] }),
  });
  return { ...mutation, refusal };
}

/** Puts a 400's field messages on the form's fields it has; false when none matched (the message is shown instead). */
export function fieldErrorsTo<F extends string>(
  fields: readonly F[],
  setError: (field: F, error: { message: string }) => void,
) {
  return (errors: Record<string, string>) => {
    let matched = false;
    for (const field of fields) {
      const message = errors[field];
      if (message) {
        setError(field, { message });
        matched = true;
      }
    }
    return matched;
  };
}
