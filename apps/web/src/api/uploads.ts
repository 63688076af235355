/**
 * Uploads with progress (spec §7 "Upload and media": "POST /upload, multipart with file … Progress
 * is tracked"). `fetch` reports no upload progress, so this one call goes through
 * XMLHttpRequest; its failures are the client's {@link ApiError}s, as every other call's: the
 * server's `{ status }` (`unsupported_type`, `too_large`, `user_cant_attach_images` …), a status
 * from the HTTP code when the body names none, `err_canceled` when the caller aborted,
 * `network_error` when no answer came and `timeout_exceeded` after {@link UPLOAD_TIMEOUT_MS}.
 */
import { isStatus, type UploadedFile } from '@potok/common';
import { ApiError, getRequestLanguage } from './client.ts';

/** Longest an upload may take before it fails with `timeout_exceeded`, ms (50 MiB on a slow line). */
export const UPLOAD_TIMEOUT_MS = 10 * 60_000;

/** Options of {@link uploadFile}. */
export interface UploadOptions {
  /** Alt text stored with the file (an image's description for screen readers). */
  alt?: string | null;
  /** Called as bytes leave: the share sent, 0 … 1. */
  onProgress?: (fraction: number) => void;
  /** Aborts the upload; the promise then rejects with `err_canceled`. */
  signal?: AbortSignal;
}

/** The status of a failed answer: its body's catalogue status, else one from the HTTP code. */
function answerStatus(code: number, text: string): ApiError {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const message = typeof record.message === 'string' ? record.message : `HTTP ${code}`;
  if (isStatus(record.status)) return new ApiError(code, record.status, message);
  const status =
    code === 401
      ? 'unauthorized'
      : code === 403
        ? 'forbidden'
        : code === 413
          ? 'too_large'
          : code === 415
            ? 'unsupported_type'
            : code === 429
              ? 'too_many_requests'
              : code >= 502 && code <= 504
                ? 'network_error'
                : code >= 500
                  ? 'internal_error'
                  : 'bad_request';
  return new ApiError(code, status, message);
}

/**
 * `POST upload`: sends `file` (multipart part `file`, and `alt` when given) and resolves to the
 * file descriptor the server kept `{ uuid, name, size, type, width, height, alt, thumbhash }`.
 * @throws ApiError as described in the module comment
 */
export function uploadFile(file: File, options: UploadOptions = {}): Promise<UploadedFile> {
  const { alt, onProgress, signal } = options;
  return new Promise<UploadedFile>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new ApiError(0, 'err_canceled', 'Upload cancelled'));
      return;
    }
    const form = new FormData();
    // The alt field first: the server reads the parts in order and keeps the file as it comes.
    if (alt) form.append('alt', alt);
    form.append('file', file, file.name);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/v1/upload');
    xhr.withCredentials = true;
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    xhr.setRequestHeader('Accept', 'application/json');
    const language = getRequestLanguage();
    if (language) xhr.setRequestHeader('Accept-Language', language);
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => signal?.removeEventListener('abort', onAbort);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      done();
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          const body = JSON.parse(xhr.responseText) as { payload: UploadedFile };
          onProgress?.(1);
          resolve(body.payload);
        } catch {
          reject(new ApiError(xhr.status, 'internal_error', 'Unreadable answer'));
        }
      } else {
        reject(answerStatus(xhr.status, xhr.responseText));
      }
    };
    xhr.onabort = () => {
      done();
      reject(new ApiError(0, 'err_canceled', 'Upload cancelled'));
    };
    xhr.ontimeout = () => {
      done();
      reject(new ApiError(0, 'timeout_exceeded', 'The upload took too long'));
    };
    xhr.onerror = () => {
      done();
      reject(new ApiError(0, 'network_error', 'Network error'));
    };
    xhr.send(form);
  });
}
