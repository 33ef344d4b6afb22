/**
 * One staff write from a form, the one way every form of the back office sends: the mutation, the success toast
 * and what it changed in the cache; a 400's field messages go beside the form's fields; any other refusal (a 409,
 * a record deleted meanwhile, the network) is a toast or the dialog's own message, and may mark stale what another
 * staff member changed first.
 */
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError, UseFormSetFocus } from 'react-hook-form';
import { toast } from 'sonner';
import { ApiError } from './api';

/** The key of a 400's messages about the whole request (DESIGN §2): no field shows them. */
const NON_FIELD = 'non_field_errors';

export interface StaffWriteOptions<V, R, F extends FieldValues> {
  write: (values: V) => Promise<R>;
  /** The success toast. */
  success: string | ((result: R) => string);
  /**
   * A write the server took whose answer still needs a look (a statement with lines it refused): told as a warning
   * toast instead of the success one. Null: all went through.
   */
  warning?: (result: R) => string | null;
  /** What a success changed: the record the server answered into the cache, the lists it is in marked stale. */
  changed?: (queryClient: QueryClient, result: R) => unknown;
  /** After any refusal: what it says is stale (a 409: someone else moved first), fetched again. */
  refused?: (queryClient: QueryClient, error: Error) => unknown;
  /** After the success toast: close the dialog, reset the form, go to the new record. */
  onDone?: (result: R) => unknown;
  /** The form a 400's field messages go onto. */
  form?: { setError: UseFormSetError<F>; setFocus?: UseFormSetFocus<F> };
  /** The form's fields the server may name; left out: every field message but `non_field_errors`. */
  fields?: readonly Path<F>[];
  /**
   * How a refusal no field shows is told: a toast, or `refusal` for the dialog to show under its form. A page's long
   * form (`'page'`) toasts every refusal, with field messages too, and focuses the first field named: it may be
   * off-screen.
   */
  tell: 'toast' | 'dialog' | 'page';
}

/** Puts a 400's field messages on the form; answers the fields it named (none: the refusal is told otherwise). */
export function showOnFields<F extends FieldValues>(
  error: Error,
  { form, fields }: Pick<StaffWriteOptions<unknown, unknown, F>, 'form' | 'fields'>,
): Path<F>[] {
  if (!form || !(error instanceof ApiError) || error.status !== 400) return [];
  const messages = error.fieldErrors;
  const named = (fields ?? (Object.keys(messages).filter((k) => k !== NON_FIELD) as Path<F>[])).filter(
    (field) => messages[field],
  );
  for (const field of named) form.setError(field, { message: messages[field]! });
  return named;
}

export function useStaffWrite<V, R, F extends FieldValues = FieldValues>(options: StaffWriteOptions<V, R, F>) {
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<Error | null>(null);
  const mutation = useMutation({
    mutationFn: options.write,
    onMutate: () => setRefusal(null),
    onSuccess: async (result) => {
      await options.changed?.(queryClient, result);
      const warning = options.warning?.(result);
      if (warning) toast.warning(warning);
      else toast.success(typeof options.success === 'string' ? options.success : options.success(result));
      await options.onDone?.(result);
    },
    onError: async (error) => {
      const named = showOnFields(error, options);
      if (options.tell === 'page') {
        if (named.length) options.form?.setFocus?.(named[0]!);
        toast.error(error.message);
      } else if (!named.length) {
        if (options.tell === 'toast') toast.error(error.message);
        else setRefusal(error);
      }
      await options.refused?.(queryClient, error);
    },
  });
  return { ...mutation, refusal };
}
