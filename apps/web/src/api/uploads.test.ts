/**
 * `uploadFile` over a stand-in XMLHttpRequest: progress as a share of the bytes, the
 * descriptor of a kept file, the server's status of a refusal (or one from the HTTP code when
 * the body names none), `err_canceled` on abort, `network_error` when no answer came.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './client.ts';
import { uploadFile } from './uploads.ts';

/** The last request made, driven by the test. */
let last: FakeXhr;

class FakeXhr {
  status = 0;
  responseText = '';
  timeout = 0;
  withCredentials = false;
  method = '';
  url = '';
  body: FormData | null = null;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  constructor() {
    last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }
}

vi.stubGlobal('XMLHttpRequest', FakeXhr);
afterEach(() => vi.clearAllMocks());

const file = new File([new Uint8Array([1, 2, 3])], 'sea.png', { type: 'image/png' });
const descriptor = {
  uuid: 'u1',
  name: 'sea.png',
  size: 3,
  type: 'image/png',
  width: 1,
  height: 1,
  alt: 'Море',
  thumbhash: null,
};

describe('uploadFile', () => {
  it('sends the file and its alt text as multipart and reports progress', async () => {
    const progress: number[] = [];
    const done = uploadFile(file, { alt: 'Море', onProgress: (share) => progress.push(share) });
    expect(last.method).toBe('POST');
    expect(last.url).toBe('/v1/upload');
    expect(last.body?.get('alt')).toBe('Море');
    expect((last.body?.get('file') as File | undefined)?.name).toBe('sea.png');
    last.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 4 } as ProgressEvent);
    last.answer(200, { status: 'file_uploaded', payload: descriptor });
    await expect(done).resolves.toEqual(descriptor);
    expect(progress).toEqual([0.25, 1]);
  });

  it('rejects with the server status, or one from the HTTP code', async () => {
    const refused = uploadFile(file);
    last.answer(415, { status: 'unsupported_type', message: 'no' });
    await expect(refused).rejects.toMatchObject({ code: 415, status: 'unsupported_type' });
    const proxied = uploadFile(file);
    last.answer(413, '<html>Request Entity Too Large</html>');
    await expect(proxied).rejects.toMatchObject({ code: 413, status: 'too_large' });
  });

  it('rejects with err_canceled when aborted, and network_error when no answer came', async () => {
    const controller = new AbortController();
    const cancelled = uploadFile(file, { signal: controller.signal });
    controller.abort();
    await expect(cancelled).rejects.toMatchObject({ status: 'err_canceled' });
    const lost = uploadFile(file);
    last.onerror?.();
    const error = await lost.catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 0, status: 'network_error' });
  });
});
