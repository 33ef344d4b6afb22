/** The one fetch wrapper (spec 1 §7): JSON, bearer token from local storage, 30 s time-out, ApiError. */
export const API_TIMEOUT_MS = 30_000;
export const NETWORK_ERROR_MESSAGE = 'Đã xảy ra lỗi không xác định khi kết nối đến máy chủ';

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

/** The message a screen shows for an API body: `detail`, the first field message, or a string body. */
function messageOf(body: unknown, fallback: string): string {
  if (typeof body === 'string' && body) return body;
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    if (typeof record.detail === 'string') return record.detail;
    for (const value of Object.values(record)) {
      if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
    }
  }
  return fallback;
}

export async function api<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const headers = new Headers(init.headers);
  headers.set('accept', 'application/json');
  if (init.json !== undefined) headers.set('content-type', 'application/json');
  const token = typeof localStorage === 'undefined' ? null : localStorage.getItem('accessToken');
  if (token) headers.set('authorization', `Bearer ${token}`);
  let response: Response;
  try {
    response = await fetch(path, {
      ...init,
      headers,
      body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
      signal: init.signal ?? AbortSignal.timeout(API_TIMEOUT_MS),
    });
  } catch {
    throw new ApiError(0, null, NETWORK_ERROR_MESSAGE);
  }
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON: keep the text.
  }
  if (!response.ok) throw new ApiError(response.status, body, messageOf(body, NETWORK_ERROR_MESSAGE));
  return body as T;
}
