/**
 * The data export through the typed client: the zip answer arrives byte for byte (bytes that are
 * not UTF-8 included) with the server's file name; a wrong password is an ApiError with the
 * server's status and no archive.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../client.ts';
import { downloadDataExport } from './settings.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('downloadDataExport', () => {
  it('reads the zip as bytes and takes the file name from Content-Disposition', async () => {
    // "PK\3\4" then bytes that are invalid UTF-8 (a text read would replace them).
    const bytes = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0xff, 0xfe, 0x80, 0x00, 0xc3]);
    const fetch = vi.fn(
      async (_request: Request) =>
        new Response(bytes, {
          status: 200,
          headers: {
            'Content-Type': 'application/zip',
            'Content-Disposition': 'attachment; filename="potok-vera-2026-11-26.zip"',
          },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const archive = await downloadDataExport('sekretnyi-parol');
    expect(archive.fileName).toBe('potok-vera-2026-11-26.zip');
    expect(new Uint8Array(await archive.blob.arrayBuffer())).toEqual(bytes);
    const request = fetch.mock.calls[0]![0];
    expect(request.method).toBe('POST');
    expect(new URL(request.url).pathname).toBe('/v1/settings/gdpr');
    expect(await request.json()).toEqual({ password: 'sekretnyi-parol' });
  });

  it('turns a refusal into an ApiError with the server status', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ status: 'password_invalid', message: 'Wrong' }), {
            status: 400,
            headers: { 'Content-Type': 'application/json' },
          }),
      ),
    );
    const failure = await downloadDataExport('ne-tot').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe('password_invalid');
  });
});
