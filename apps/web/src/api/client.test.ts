/** The API client: URLs, bodies, and how every failure becomes an ApiError. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from './client.ts';

function answer(status: number, body: unknown): Response {
  return new Response(body === undefined ? '' : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('api client', () => {
  it('prefixes /v1, adds the query, sends cookies and JSON', async () => {
    const fetch = vi.fn(async () => answer(200, { status: 'ok' }));
    vi.stubGlobal('fetch', fetch);
    await api.get('feed/abyss', { query: { offset: 7, limit: 7, q: undefined } });
    await api.post('auth/login', { email: 'a@b.c' });
    const [getUrl, getInit] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(getUrl).toBe('/v1/feed/abyss?offset=7&limit=7');
    expect(getInit.credentials).toBe('include');
    const [, postInit] = fetch.mock.calls[1] as unknown as [string, RequestInit];
    expect(postInit.method).toBe('POST');
    expect(postInit.body).toBe('{"email":"a@b.c"}');
    expect((postInit.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('turns an error answer into { code, status, message }', async () => {
    vi.stubGlobal('fetch', async () =>
      answer(404, { status: 'entry_not_found', message: 'No such entry.' }),
    );
    const error = await api.get('entry/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 404,
      status: 'entry_not_found',
      message: 'No such entry.',
    });
  });

  it('derives a status from the HTTP code when the body has none', async () => {
    vi.stubGlobal('fetch', async () => new Response('Bad gateway', { status: 502 }));
    await expect(api.get('x')).rejects.toMatchObject({ code: 502, status: 'network_error' });
    vi.stubGlobal('fetch', async () => new Response('', { status: 401 }));
    await expect(api.get('x')).rejects.toMatchObject({ status: 'unauthorized' });
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
    await expect(api.get('feed/abyss')).rejects.toMatchObject({
      code: 503,
      status: 'server_busy',
      retryAfterMs: 2000,
    });
    await expect(api.post('entry', { text: 'x' })).rejects.toMatchObject({
      status: 'server_busy',
    });
    // A bare 503 (a proxy with the server down) is still a network problem.
    vi.stubGlobal('fetch', async () => new Response('Service Unavailable', { status: 503 }));
    await expect(api.get('x')).rejects.toMatchObject({
      code: 503,
      status: 'network_error',
      retryAfterMs: null,
    });
  });

  it('reports a network failure as network_error', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(api.get('x')).rejects.toMatchObject({ code: 0, status: 'network_error' });
  });

  it('reports a cancelled call as err_canceled and a slow one as timeout_exceeded', async () => {
    vi.stubGlobal(
      'fetch',
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('x', 'AbortError')));
        }),
    );
    const controller = new AbortController();
    const cancelled = api.get('x', { signal: controller.signal });
    controller.abort();
    await expect(cancelled).rejects.toMatchObject({ status: 'err_canceled' });
    await expect(api.get('x', { timeout: 10 })).rejects.toMatchObject({
      status: 'timeout_exceeded',
    });
  });
});
