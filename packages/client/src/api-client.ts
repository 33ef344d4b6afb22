/**
 * The fetch wrapper both apps use (DESIGN §2): JSON in and out, a bearer token, a 30 s time-out, one shared renewal
 * and retry on a 401, and the app's error (an `ApiError`) carrying the answer's body (`{detail}` or a field map). Where the tokens live
 * is each app's own business (the shop: local storage, spec 1 §3; the back office: memory and an HttpOnly cookie),
 * so the app hands in its `ApiSession` once, with `configureApi`. No zod here: the shop loads this file at start-up.
 */
export const API_TIMEOUT_MS = 30_000;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** True for a call that got no answer at all: offline, the server unreachable, the time-out. */
export function isUnreachable(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0;
}

/**
 * An ApiError that also reads a 400's field messages (`{field: [message]}`), for a form to show beside its fields:
 * the back office's (its client throws these). The shop reads its answers' bodies itself and its start-up
 * JavaScript does not carry this.
 */
export class ApiFormError extends ApiError {
  get fieldErrors(): Record<string, string> {
    const out: Record<string, string> = {};
    if (this.status !== 400 || !this.body || typeof this.body !== 'object') return out;
    for (const [field, value] of Object.entries(this.body)) {
      if (Array.isArray(value) && typeof value[0] === 'string') out[field] = value[0];
    }
    return out;
  }
}

export type ApiInit = RequestInit & {
  json?: unknown;
  /**
   * `false` for the calls that sign in or need no account (login, register, refresh, password reset): no bearer
   * token, and a 401 is the answer itself, never a reason to renew (a wrong password must not count twice).
   */
  auth?: boolean;
};

/** Where an app keeps its tokens, and how it renews the access token. */
export interface ApiSession {
  accessToken(): string | null;
  /**
   * Gets a new access token: true once it is held, false at once when there is nothing to renew with. The client
   * calls it once at a time (concurrent 401s share it).
   */
  renew(): Promise<boolean>;
}

/**
 * The error thrown for an answer that is not 2xx, or for none at all (status 0: offline, time-out). A function rather
 * than a class and messages as options, so what only the back office wants (`ApiFormError`, per-status messages) is
 * in its build alone, not in the shop's start-up JavaScript.
 */
export type ApiFailure = (status: number, body: unknown) => Error;

/** The message a screen shows for an API body: `detail`, the first field message, or a string body. */
export function messageOf(body: unknown): string | undefined {
  if (typeof body === 'string' && body) return body;
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    if (typeof record.detail === 'string') return record.detail;
    for (const value of Object.values(record)) {
      if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
    }
  }
  return undefined;
}

/** The caller's abort signal (a cancelled query) combined with a time-out of `ms`. */
export function withTimeout(signal: AbortSignal | null | undefined, ms: number): AbortSignal {
  const timeout = AbortSignal.timeout(ms);
  if (!signal) return timeout;
  // AbortSignal.any: Safari 17.4+; older browsers keep the caller's signal without the time-out.
  return typeof AbortSignal.any === 'function' ? AbortSignal.any([signal, timeout]) : signal;
}

// Plain functions over one configuration per app bundle rather than a factory returning an object: a minifier
// renames these, not an object's property names, and the shop loads this file at start-up. Each app calls
// `configureApi` where its client module loads, before its first request.
let session!: ApiSession;
let failed!: ApiFailure;
let renewing: Promise<boolean> | null = null;

/**
 * How a request reaches the API: the browser's fetch, or (the shop's server render) a call into the API in the
 * same process, so a page rendered there asks no loopback HTTP.
 */
let transport: (path: string, init: RequestInit) => Promise<Response> = (path, init) => fetch(path, init);

/** Sets the app's session and error (each app bundle has its own copy of this module). */
export function configureApi(appSession: ApiSession, failure: ApiFailure): void {
  session = appSession;
  failed = failure;
}

export function setApiTransport(next: typeof transport): void {
  transport = next;
}

/** The session's renewal, shared by every caller at the same moment. */
export function renewSession(): Promise<boolean> {
  return (renewing ??= session.renew().finally(() => {
    renewing = null;
  }));
}

async function send(path: string, init: ApiInit, token: string | null): Promise<Response> {
  const { json, auth: _auth, ...rest } = init;
  const headers = new Headers(init.headers);
  headers.set('accept', 'application/json');
  if (json !== undefined) headers.set('content-type', 'application/json');
  if (token) headers.set('authorization', `Bearer ${token}`);
  try {
    return await transport(path, {
      ...rest,
      headers,
      body: json !== undefined ? JSON.stringify(json) : init.body,
      signal: withTimeout(init.signal, API_TIMEOUT_MS),
    });
  } catch (cause) {
    // A cancelled query is not a failure worth a log line.
    if (!init.signal?.aborted) console.error('An unexpected error occurred', cause);
    throw failed(0, null);
  }
}

/** Reads an answer's body: its JSON, the text when it is not JSON, null when empty. */
async function parse(response: Response): Promise<unknown> {
  // The connection may break or time out while the body is arriving.
  const text = await response.text().catch(() => {
    throw failed(0, null);
  });
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text; // not JSON: keep the text
  }
}

/**
 * Calls the API with the session's token, renewing it once on a 401, and answers the body as `read` gives it (by
 * default its parsed JSON); throws the app's `failure` for any answer that is not 2xx.
 */
export async function api<T>(
  path: string,
  init: ApiInit = {},
  read: (response: Response) => Promise<unknown> = parse,
): Promise<T> {
  const authed = init.auth !== false;
  const sent = authed ? session.accessToken() : null;
  let response = await send(path, init, sent);
  if (response.status === 401 && authed) {
    // Another request may have renewed the token while this one was under way: retry with that one.
    const current = session.accessToken();
    const renewed = current !== null && current !== sent ? true : await renewSession();
    if (renewed) response = await send(path, init, session.accessToken());
  }
  if (!response.ok) throw failed(response.status, await parse(response));
  return (await read(response)) as T;
}
