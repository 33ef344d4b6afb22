/**
 * One write to the category tree from a dialog: on success the tree is fetched again and a toast says what
 * happened; a 400 puts its field messages on the form when it has that field, anything else (a cycle, a 409, a
 * category deleted meanwhile) is the dialog's message, and the tree is fetched again too.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { ApiError } from '../../lib/api';
import { categoriesChanged } from './categories.queries';

export function useCategoryWrite<V, R>(
  write: (values: V) => Promise<R>,
  opts: { success: string; onDone?: () => void; onFieldErrors?: (errors: Record<string, string>) => boolean },
) {
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<ApiError | Error | null>(null);
  const mutation = useMutation({
    mutationFn: write,
    onMutate: () => setRefusal(null),
    onSuccess: () => {
      void categoriesChanged(queryClient);
      toast.success(opts.success);
      opts.onDone?.();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 400 && opts.onFieldErrors?.(error.fieldErrors)) return;
      setRefusal(error);
      if (error instanceof ApiError && error.status !== 400) void categoriesChanged(queryClient);
    },
  });
  return { ...mutation, refusal };
}
