/**
 * Form state of the account screens: values, one error per field, errors cleared when their field is edited
 * (spec 1 §5), and the focus sent to the first invalid field on submit.
 */
import { useCallback, useState } from 'react';
import { ApiError } from '../../lib/api-client';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export function useFormState<V extends Record<string, string | boolean>>(initial: V | (() => V)) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors<keyof V & string>>({});
  const setValue = useCallback(<K extends keyof V & string>(key: K, value: V[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => {
      if (!(key in e)) return e;
      const next = { ...e };
      delete next[key];
      return next;
    });
  }, []);
  /** The props that tie a text field to the form: `<TextField {...field('email')} label="Email" />`. */
  const field = <K extends keyof V & string>(key: K) => ({
    name: key,
    value: values[key] as V[K] & string,
    onValueChange: (value: string) => setValue(key, value as V[K]),
    error: errors[key],
  });
  return { values, setValues, errors, setErrors, setValue, field };
}

/** Focuses the first field, in the form's own order, that has an error. */
export function focusFirstError(form: HTMLFormElement | null, errors: Partial<Record<string, string>>) {
  if (!form) return;
  for (const element of Array.from(form.elements)) {
    const name = (element as HTMLInputElement).name;
    if (name && errors[name]) {
      (element as HTMLElement).focus();
      return;
    }
  }
}

/** A field map's first message per field (DESIGN §2: `{field: ["message", …]}`). */
export function serverFieldMessages(body: unknown): Record<string, string> {
  const messages: Record<string, string> = {};
  if (!body || typeof body !== 'object' || Array.isArray(body)) return messages;
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (key !== 'detail' && typeof first === 'string' && first) messages[key] = first;
  }
  return messages;
}

/** The `detail` of an error answer, when the server sent one. */
export function serverDetail(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const detail = (body as Record<string, unknown>).detail;
  return typeof detail === 'string' && detail ? detail : undefined;
}

/** The server's own text for an answer: its detail, else its first field message. */
export function serverText(body: unknown): string | undefined {
  return serverDetail(body) ?? Object.values(serverFieldMessages(body))[0];
}

/** True when the server answered (an error status); false for a network failure, a time-out or a bug. */
export function isServerAnswer(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status > 0;
}
