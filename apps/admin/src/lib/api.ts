/**
 * The back office's fetch wrapper: JSON, the staff member's bearer token, one refresh and retry on a 401, and
 * `ApiError` carrying the answer's message (`detail`, or the first field message of a 400).
 *
 * Its tokens are its own (`admin.*` keys in local storage), apart from the shop's: signing in to /admin neither
 * signs a shopper in nor out of the shop in the same browser. Every tab of /admin shares them.
 */
export const NETWORK_ERROR_MESSAGE = 'Không kết nối được máy chủ. Vui lòng thử lại.';
const TIMEOUT_MS = 30_000;
const ACCESS_KEY = 'admin.access';
const REFRESH_KEY = 'admin.refresh';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** A 400's field messages (`{field: [message]}`), for a form to show beside its fields. */
  get fieldErrors(): Record<string, string> {
    const out: Record<string, string> = {};
    if (this.status !== 400 || !this.body || typeof this.body !== 'object') return out;
    for (const [field, value] of Object.entries(this.body)) {
      if (Array.isArray(value) && typeof value[0] === 'string') out[field] = value[0];
    }
    return out;
  }
}

// --- Tokens ------------------------------------------------------------------------------------------------------

const listeners = new Set<() => void>();

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function notify() {
  for (const listener of [...listeners]) listener();
}

export function getAccessToken(): string | null {
  return read(ACCESS_KEY);
}

export function storeTokens(tokens: { access: string; refresh: string }): void {
  localStorage.setItem(ACCESS_KEY, tokens.access);
  localStorage.setItem(REFRESH_KEY, tokens.refresh);
  notify();
}

export function clearTokens(): void {
  localStorage.removeItem(ACCESS_KEY);
  localStorage.removeItem(REFRESH_KEY);
  notify();
}

/** Calls `listener` when the tokens change, in this tab or another (the `storage` event). */
export function subscribeTokens(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === ACCESS_KEY || e.key === REFRESH_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

let refreshing: Promise<boolean> | null = null;

/** Renews the access token with the stored refresh token (the server rotates both); failure signs out. */
function refreshTokens(): Promise<boolean> {
  refreshing ??= (async () => {
    const refresh = read(REFRESH_KEY);
    if (!refresh) return false;
    try {
      const pair = await api<{ access: string; refresh: string }>('/api/token/refresh/', {
        method: 'POST',
        json: { refresh },
        auth: false,
      });
      if (read(REFRESH_KEY) !== refresh) return read(ACCESS_KEY) !== null; // another tab renewed first
      storeTokens(pair);
      return true;
    } catch {
      if (read(REFRESH_KEY) === refresh) clearTokens();
      return false;
    }
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

// --- Requests ----------------------------------------------------------------------------------------------------

export type ApiInit = Omit<RequestInit, 'body'> & {
  json?: unknown;
  body?: BodyInit;
  /** false: no token and no refresh (sign-in, refresh itself). */
  auth?: boolean;
};

function messageOf(body: unknown, status: number): string {
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    if (typeof record.detail === 'string') return record.detail;
    for (const value of Object.values(record)) {
      if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
    }
  }
  return status >= 500 || status === 0 ? NETWORK_ERROR_MESSAGE : `Yêu cầu không thành công (${status}).`;
}

async function send(path: string, init: ApiInit, token: string | null): Promise<Response> {
  const { json, auth: _auth, signal, ...rest } = init;
  const headers = new Headers(init.headers);
  headers.set('accept', 'application/json');
  if (json !== undefined) headers.set('content-type', 'application/json');
  if (token) headers.set('authorization', `Bearer ${token}`);
  const timeout = AbortSignal.timeout(TIMEOUT_MS);
  try {
    return await fetch(path, {
      ...rest,
      headers,
      body: json !== undefined ? JSON.stringify(json) : init.body,
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  } catch {
    throw new ApiError(0, null, NETWORK_ERROR_MESSAGE);
  }
}

/** Sends the request with the token, renewing it once on a 401; throws `ApiError` for any answer that is not 2xx. */
async function request(path: string, init: ApiInit): Promise<Response> {
  const authed = init.auth !== false;
  const sent = authed ? getAccessToken() : null;
  let response = await send(path, init, sent);
  if (response.status === 401 && authed && read(REFRESH_KEY)) {
    const current = getAccessToken();
    if ((current !== null && current !== sent) || (await refreshTokens())) {
      response = await send(path, init, getAccessToken());
    }
  }
  if (!response.ok) {
    const body = await parse(response);
    throw new ApiError(response.status, body, messageOf(body, response.status));
  }
  return response;
}

async function parse(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => {
    throw new ApiError(0, null, NETWORK_ERROR_MESSAGE);
  });
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text; // not JSON: keep the text
  }
}

/** Calls the API and answers its parsed JSON; throws `ApiError` for any answer that is not 2xx. */
export async function api<T>(path: string, init: ApiInit = {}): Promise<T> {
  return (await parse(await request(path, init))) as T;
}

/**
 * Calls the API for a file (a CSV export) and answers it as it came, byte for byte: `text()` would drop the BOM that
 * tells Excel the file is UTF-8.
 */
export async function apiBlob(path: string, init: ApiInit = {}): Promise<Blob> {
  const response = await request(path, init);
  return response.blob().catch(() => {
    throw new ApiError(0, null, NETWORK_ERROR_MESSAGE);
  });
}

/** A query string from an object: empty values are left out, so the URL stays short and the API gets no blanks. */
export function toQuery(params: Record<string, string | number | boolean | null | undefined>): string {
  const q = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') q.set(key, String(value));
  }
  const s = q.toString();
  return s ? `?${s}` : '';
}
