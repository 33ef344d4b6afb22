/**
 * `POST /api/admin/media/` with upload progress: fetch can't report it, so this is XMLHttpRequest. The answer and
 * its errors match `api` (an `ApiError` with the server's message); a 401 renews the token once through `api`.
 */
import { MEDIA_MESSAGES } from '@shop/domain/media.rules';
import type { MediaItem } from '@shop/domain/media.schemas';
import { ApiError, NETWORK_ERROR_MESSAGE, api, getAccessToken } from '../../lib/api';

function send(file: File, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<MediaItem> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/admin/media/');
    xhr.setRequestHeader('accept', 'application/json');
    const token = getAccessToken();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // not JSON
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve(body as MediaItem);
      const record = (body ?? {}) as { detail?: unknown; file?: unknown };
      const message =
        typeof record.detail === 'string'
          ? record.detail
          : Array.isArray(record.file) && typeof record.file[0] === 'string'
            ? record.file[0]
            : xhr.status === 413
              ? MEDIA_MESSAGES.tooLarge
              : NETWORK_ERROR_MESSAGE;
      reject(new ApiError(xhr.status, body, message));
    };
    xhr.onerror = () => reject(new ApiError(0, null, NETWORK_ERROR_MESSAGE));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}

export async function uploadImage(
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<MediaItem> {
  try {
    return await send(file, onProgress, signal);
  } catch (err) {
    if (!(err instanceof ApiError) || err.status !== 401) throw err;
    // The access token ran out: a cheap authorised call makes `api` renew it (or sign out), then try once more.
    await api('/api/users/me/');
    return send(file, onProgress, signal);
  }
}
