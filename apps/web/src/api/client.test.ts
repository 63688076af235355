/** The API client: URLs, bodies, and how every failure becomes an ApiError. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  api,
  createApiClient,
  setRequestLanguage,
  unwrap,
  withSubmissionKey,
} from './client.ts';

function answer(status: number, body: unknown): Response {
  return new Response(body === undefined ? '' : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const session = () => unwrap(api.GET('/v1/auth/session'));

describe('api client', () => {
  it('fills the path and the query, sends cookies and JSON, resolves to the body', async () => {
    const fetch = vi.fn(async (_request: Request) => answer(200, { items: [], total_items: 0 }));
    vi.stubGlobal('fetch', fetch);
    const page = await unwrap(
      api.GET('/v1/user/{username}/entries', {
        params: { path: { username: 'вера' }, query: { offset: 7, limit: 7 } },
      }),
    );
    expect(page).toEqual({ items: [], total_items: 0 });
    fetch.mockImplementationOnce(async () => answer(200, { status: 'logged_out' }));
    const result = await unwrap(api.POST('/v1/auth/logout', { body: { logout_hash: 'h' } }));
    expect(result.status).toBe('logged_out');

    const get = fetch.mock.calls[0]![0];
    const url = new URL(get.url);
    expect(url.pathname + url.search).toBe(
      '/v1/user/%D0%B2%D0%B5%D1%80%D0%B0/entries?offset=7&limit=7',
    );
    expect(get.credentials).toBe('include');
    expect(get.headers.get('Accept')).toBe('application/json');
    const post = fetch.mock.calls[1]![0];
    expect(post.method).toBe('POST');
    expect(await post.text()).toBe('{"logout_hash":"h"}');
    expect(post.headers.get('Content-Type')).toBe('application/json');
  });

  it('names the chosen interface language as Accept-Language on every call', async () => {
    const fetch = vi.fn(async (_request: Request) => answer(200, { is_auth: false }));
    vi.stubGlobal('fetch', fetch);
    setRequestLanguage('ja');
    await session();
    await unwrap(api.POST('/v1/auth/logout', { body: { logout_hash: 'h' } }));
    setRequestLanguage('pt');
    await session();
    setRequestLanguage(null);
    await session();
    const languages = fetch.mock.calls.map(([request]) => request.headers.get('Accept-Language'));
    expect(languages).toEqual(['ja', 'ja', 'pt', null]);
  });

  it('turns an error answer into { code, status, message }', async () => {
    vi.stubGlobal('fetch', async () =>
      answer(404, { status: 'entry_not_found', message: 'No such entry.' }),
    );
    const error = await unwrap(
      api.GET('/v1/entry/{uuid}', { params: { path: { uuid: 'x' } } }),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 404,
      status: 'entry_not_found',
      message: 'No such entry.',
    });
  });

  it('derives a status from the HTTP code when the body names none from the catalogue', async () => {
    vi.stubGlobal('fetch', async () => new Response('Bad gateway', { status: 502 }));
    await expect(session()).rejects.toMatchObject({ code: 502, status: 'network_error' });
    vi.stubGlobal('fetch', async () => new Response('', { status: 401 }));
    await expect(session()).rejects.toMatchObject({ status: 'unauthorized' });
    // A proxy that refuses the method (nginx answers a POST to a static file so).
    vi.stubGlobal('fetch', async () => new Response('Not Allowed', { status: 405 }));
    await expect(session()).rejects.toMatchObject({ code: 405, status: 'method_not_allowed' });
    vi.stubGlobal('fetch', async () => answer(400, { error: 'Bad Request', message: 'x' }));
    await expect(session()).rejects.toMatchObject({ code: 400, status: 'bad_request' });
  });

  it('keeps server_busy of a 503 from the server, with its Retry-After, apart from network trouble', async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify({ status: 'server_busy', message: 'Busy.' }), {
          status: 503,
          headers: { 'Content-Type': 'application/json', 'Retry-After': '2' },
        }),
    );
    await expect(session()).rejects.toMatchObject({
      code: 503,
      status: 'server_busy',
      retryAfterMs: 2000,
    });
    await expect(
      unwrap(api.POST('/v1/entry', { body: { text: 'x' } as never })),
    ).rejects.toMatchObject({ status: 'server_busy' });
    // A bare 503 (a proxy with the server down) is still a network problem.
    vi.stubGlobal('fetch', async () => new Response('Service Unavailable', { status: 503 }));
    await expect(session()).rejects.toMatchObject({
      code: 503,
      status: 'network_error',
      retryAfterMs: null,
    });
  });

  it('reports a network failure as network_error', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(session()).rejects.toMatchObject({ code: 0, status: 'network_error' });
  });

  it('reports a connection lost while reading the answer as network_error', async () => {
    const broken = new ReadableStream({
      start(controller) {
        controller.error(new TypeError('terminated'));
      },
    });
    vi.stubGlobal('fetch', async () => new Response(broken, { status: 200 }));
    await expect(session()).rejects.toMatchObject({ code: 0, status: 'network_error' });
  });

  it('reports a cancelled call as err_canceled and a slow one as timeout_exceeded', async () => {
    vi.stubGlobal(
      'fetch',
      (_request: Request, init: RequestInit) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('x', 'AbortError')));
        }),
    );
    const controller = new AbortController();
    const cancelled = unwrap(api.GET('/v1/auth/session', { signal: controller.signal }));
    controller.abort();
    await expect(cancelled).rejects.toMatchObject({ status: 'err_canceled' });
    const slow = createApiClient({ timeoutMs: 10 });
    await expect(unwrap(slow.GET('/v1/auth/session'))).rejects.toMatchObject({
      status: 'timeout_exceeded',
    });
  });
});

describe('withSubmissionKey', () => {
  const publish = (text: string) =>
    withSubmissionKey('entry-test', { text }, (key) =>
      unwrap(
        api.POST('/v1/entry', { body: { text }, params: { header: { 'idempotency-key': key } } }),
      ),
    );
  const sentKeys = (fetch: { mock: { calls: [Request][] } }) =>
    fetch.mock.calls.map(([request]) => request.headers.get('Idempotency-Key'));

  it('reuses the key for a retry of the same draft after no answer came, not after one', async () => {
    const fetch = vi.fn(async (_request: Request): Promise<Response> => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetch);
    await expect(publish('Hello')).rejects.toMatchObject({ status: 'network_error' });
    await expect(publish('Hello')).rejects.toMatchObject({ status: 'network_error' });
    fetch.mockImplementation(async () => answer(200, { status: 'entry_added' }));
    await publish('Hello');
    await publish('Hello');
    const [first, retry, afterFailures, nextSubmission] = sentKeys(fetch);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(retry).toBe(first);
    expect(afterFailures).toBe(first);
    expect(nextSubmission).not.toBe(first);
  });

  it('gives a changed draft a new key, and a new key after an error answer', async () => {
    const fetch = vi.fn(async (_request: Request): Promise<Response> => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetch);
    await publish('Draft').catch(() => {});
    await publish('Draft, changed').catch(() => {});
    fetch.mockImplementation(async () => answer(400, { status: 'entry_text_too_long' }));
    await publish('Draft, changed').catch(() => {});
    await publish('Draft, changed').catch(() => {});
    const [first, changed, refused, again] = sentKeys(fetch);
    expect(changed).not.toBe(first);
    expect(refused).toBe(changed);
    expect(again).not.toBe(refused);
  });
});
