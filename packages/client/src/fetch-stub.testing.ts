// Test support for code that calls `fetch`: a stub that records each request and answers with a handler.
import { vi } from 'vitest';

export type FetchHandler = (url: string, init: RequestInit) => Response | Promise<Response>;
export type FetchCall = { url: string; init: RequestInit };

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export const bearerOf = (init: RequestInit) => new Headers(init.headers).get('authorization');

/** Replaces the global fetch (undo with `vi.unstubAllGlobals()`); answers the list its calls are recorded in. */
export function serve(handler: FetchHandler): FetchCall[] {
  const calls: FetchCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return handler(url, init);
    }),
  );
  return calls;
}
