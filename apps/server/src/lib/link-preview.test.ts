/**
 * The link-card fetcher (lib/link-preview.ts) against local web servers: titles, icons and the
 * favicon fallback, redirects and their limit, the time and size caps, non-HTML answers,
 * charsets; and the refusal of loopback, private, link-local and metadata addresses — directly,
 * through a redirect, and through a DNS name that resolves to one.
 */

import type { LookupFunction } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { html, type PageServer, redirect, servePages } from '../../test/test-pages.ts';
import {
  createLinkPreviewFetcher,
  LinkPreviewError,
  type LinkPreviewFetcher,
  LOOPBACK_RANGES,
} from './link-preview.ts';

const NOTHING = { title: null, icon: null, iconBytes: null };
const ICON = (_req: unknown, res: import('node:http').ServerResponse) => {
  res.writeHead(200, { 'content-type': 'image/x-icon' });
  res.end(Buffer.from([0, 0, 1, 0]));
};

/** A page whose head never ends: the headers and a first chunk, then silence. */
const STALLS = (_req: unknown, res: import('node:http').ServerResponse) => {
  res.writeHead(200, { 'content-type': 'text/html' });
  res.write('<html><head><title>Slow');
};

let site: PageServer;
let fetcher: LinkPreviewFetcher;
const open: PageServer[] = [];

beforeAll(async () => {
  site = await servePages({
    '/plain': html('<html><head><title>  A plain\n  page &amp; more </title></head><body>x</body>'),
    '/og': html(
      `<!doctype html><html><head>
        <title>Document title</title>
        <meta property="og:title" content="The Open Graph title">
        <link rel="shortcut icon" href="/static/icon.png">
      </head><body><h1>x</h1></body></html>`,
    ),
    '/twitter': html(
      '<head><meta name="twitter:title" content="Twitter title"><title>Doc</title></head>',
    ),
    '/touch': html(
      '<head><title>Touch</title><link rel="apple-touch-icon" href="https://cdn.example/t.png"></head>',
    ),
    '/bad-icon': html(
      '<head><title>Bad icon</title><link rel="icon" href="javascript:alert(1)"></head>',
    ),
    '/no-title': html('<head><meta charset="utf-8"></head><body><title>in body</title></body>'),
    '/json': (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"title":"not a page"}');
    },
    '/image': ICON,
    '/gone': (_req, res) => {
      res.writeHead(404, { 'content-type': 'text/html' });
      res.end('<title>Not found</title>');
    },
    '/broken': (_req, res) => {
      res.writeHead(503, { 'content-type': 'text/html' });
      res.end('<title>Down</title>');
    },
    '/stalls': STALLS,
    '/silent': () => {},
    '/huge-head': html(
      `<head>${'<meta name="filler" content="xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx">'.repeat(3000)}<title>Late</title></head>`,
    ),
    '/huge-body': (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.write('<html><head><title>Early title</title></head><body>');
      // The fetcher stops reading after the head: the rest is never needed.
      const chunk = `<p>${'y'.repeat(16 * 1024)}</p>`;
      let sent = 0;
      const more = () => {
        while (sent < 200 && res.write(chunk)) sent++;
        if (sent < 200) res.once('drain', more);
        else res.end('</body></html>');
      };
      more();
    },
    '/cp1251': (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      const head = '<head><meta charset="windows-1251"><title>';
      // «Привет» in windows-1251
      const title = Buffer.from([0xcf, 0xf0, 0xe8, 0xe2, 0xe5, 0xf2]);
      res.end(Buffer.concat([Buffer.from(head), title, Buffer.from('</title></head>')]));
    },
    '/koi8': (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=koi8-r' });
      // «Мир» in KOI8-R
      const title = Buffer.from([0xed, 0xc9, 0xd2]);
      res.end(Buffer.concat([Buffer.from('<title>'), title, Buffer.from('</title>')]));
    },
    '/gzip': (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
      res.end(gzipSync('<head><title>Compressed anyway</title></head>'));
    },
    '/favicon.ico': ICON,
    '/r1': redirect('/r2', 301),
    '/r2': redirect('/r3', 307),
    '/r3': redirect('/og', 308),
    '/r0': redirect('/r1'),
    '/to-ftp': redirect('ftp://example.com/file'),
    '/to-file': redirect('file:///etc/passwd'),
  });
  fetcher = createLinkPreviewFetcher({ allowAddresses: LOOPBACK_RANGES, timeoutMs: 1500 });
});
afterEach(async () => {
  while (open.length > 0) await open.pop()!.close();
});
afterAll(async () => {
  fetcher.close();
  await site.close();
});

describe('link previews from a page', () => {
  it('takes the <title>, decoded and with its whitespace collapsed, and the favicon', async () => {
    expect(await fetcher.fetch(`${site.origin}/plain`)).toMatchObject({
      title: 'A plain page & more',
      icon: `${site.origin}/favicon.ico`,
    });
  });

  it('prefers og:title, then twitter:title, to <title>; resolves a relative icon', async () => {
    expect(await fetcher.fetch(`${site.origin}/og`)).toMatchObject({
      title: 'The Open Graph title',
      icon: `${site.origin}/static/icon.png`,
    });
    expect((await fetcher.fetch(`${site.origin}/twitter`)).title).toBe('Twitter title');
  });

  it('falls back to the apple-touch-icon, and ignores an icon that is not http(s)', async () => {
    expect(await fetcher.fetch(`${site.origin}/touch`)).toMatchObject({
      title: 'Touch',
      icon: 'https://cdn.example/t.png',
    });
    expect(await fetcher.fetch(`${site.origin}/bad-icon`)).toMatchObject({
      title: 'Bad icon',
      icon: `${site.origin}/favicon.ico`,
    });
  });

  it('reads the icon it names, or the favicon, once: the bytes as they came', async () => {
    const before = site.hits.filter((hit) => hit === '/favicon.ico').length;
    const plain = await fetcher.fetch(`${site.origin}/twitter`);
    expect(plain.iconBytes).toEqual(Buffer.from([0, 0, 1, 0]));
    expect(site.hits.filter((hit) => hit === '/favicon.ico').length).toBe(before + 1);
    // A named icon that answers 404 gives no bytes; the title stays.
    expect(await fetcher.fetch(`${site.origin}/og`)).toMatchObject({
      title: 'The Open Graph title',
      iconBytes: null,
    });
  });

  it('has no icon when the page names none and /favicon.ico is missing', async () => {
    const bare = await servePages({ '/': html('<title>Bare</title>') });
    open.push(bare);
    expect(await fetcher.fetch(`${bare.origin}/`)).toEqual({
      title: 'Bare',
      icon: null,
      iconBytes: null,
    });
    expect(bare.hits).toEqual(['/', '/favicon.ico']);
  });

  it('reads only the head: a <title> in the body does not count', async () => {
    expect((await fetcher.fetch(`${site.origin}/no-title`)).title).toBeNull();
  });

  it('decodes the charset of the header or of <meta charset>, and a compressed body', async () => {
    expect((await fetcher.fetch(`${site.origin}/cp1251`)).title).toBe('Привет');
    expect((await fetcher.fetch(`${site.origin}/koi8`)).title).toBe('Мир');
    expect((await fetcher.fetch(`${site.origin}/gzip`)).title).toBe('Compressed anyway');
  });

  it('follows up to three redirects and reads the final page', async () => {
    expect(await fetcher.fetch(`${site.origin}/r1`)).toMatchObject({
      title: 'The Open Graph title',
      icon: `${site.origin}/static/icon.png`,
    });
  });

  it('gives no card past three redirects, or for a redirect to another scheme', async () => {
    expect(await fetcher.fetch(`${site.origin}/r0`)).toEqual(NOTHING);
    expect(await fetcher.fetch(`${site.origin}/to-ftp`)).toEqual(NOTHING);
    expect(await fetcher.fetch(`${site.origin}/to-file`)).toEqual(NOTHING);
  });

  it('gives no card for non-HTML answers and error pages', async () => {
    expect(await fetcher.fetch(`${site.origin}/json`)).toEqual(NOTHING);
    expect(await fetcher.fetch(`${site.origin}/image`)).toEqual(NOTHING);
    expect(await fetcher.fetch(`${site.origin}/gone`)).toEqual(NOTHING);
    expect(await fetcher.fetch('ftp://example.com/')).toEqual(NOTHING);
  });

  it('throws a retryable error on a 5xx answer', async () => {
    await expect(fetcher.fetch(`${site.origin}/broken`)).rejects.toBeInstanceOf(LinkPreviewError);
  });

  it('gives up at the time cap on a page that stalls or never answers', async () => {
    const quick = createLinkPreviewFetcher({ allowAddresses: LOOPBACK_RANGES, timeoutMs: 300 });
    try {
      await expect(quick.fetch(`${site.origin}/stalls`)).rejects.toThrow(/timed out/);
      await expect(quick.fetch(`${site.origin}/silent`)).rejects.toThrow(/timed out/);
    } finally {
      quick.close();
    }
  });

  it('gives no card when the head does not end within the size cap', async () => {
    const small = createLinkPreviewFetcher({
      allowAddresses: LOOPBACK_RANGES,
      maxBytes: 64 * 1024,
    });
    try {
      expect(await small.fetch(`${site.origin}/huge-head`)).toEqual(NOTHING);
      // A huge page whose head is short is read up to its head only.
      expect((await small.fetch(`${site.origin}/huge-body`)).title).toBe('Early title');
    } finally {
      small.close();
    }
  });
});

describe('addresses a link card never reaches', () => {
  /** A resolver that answers `names` (name → address) and fails for anything else. */
  function fakeDns(names: Record<string, string>): LookupFunction {
    return ((
      hostname: string,
      options: { all?: boolean },
      callback: (...args: unknown[]) => void,
    ) => {
      const address = names[hostname];
      if (!address) {
        callback(Object.assign(new Error(`ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }));
        return;
      }
      const family = address.includes(':') ? 6 : 4;
      if (options?.all) callback(null, [{ address, family }]);
      else callback(null, address, family);
    }) as unknown as LookupFunction;
  }

  it('refuses loopback, private, link-local and metadata addresses without the allowance', async () => {
    const strict = createLinkPreviewFetcher({ timeoutMs: 1500 });
    try {
      const port = new URL(site.origin).port;
      for (const url of [
        `http://127.0.0.1:${port}/plain`,
        `http://localhost:${port}/plain`,
        `http://[::1]:${port}/plain`,
        `http://[::ffff:127.0.0.1]:${port}/plain`,
        `http://2130706433:${port}/plain`,
        'http://10.0.0.1/',
        'http://10.255.1.2:8080/',
        'http://192.168.1.1/',
        'http://172.16.0.1/',
        'http://169.254.169.254/latest/meta-data/',
        'http://[fe80::1]/',
        'http://0.0.0.0/',
      ]) {
        expect(await strict.fetch(url), url).toEqual(NOTHING);
      }
      expect(site.hits.filter((p) => p === '/plain')).toHaveLength(1); // the first test's only
    } finally {
      strict.close();
    }
  });

  it('refuses a DNS name that resolves to a private or metadata address', async () => {
    const strict = createLinkPreviewFetcher({
      timeoutMs: 1500,
      lookup: fakeDns({
        'intranet.example': '10.1.2.3',
        'metadata.example': '169.254.169.254',
        'home.example': '127.0.0.1',
        'six.example': '::1',
      }),
    });
    try {
      for (const host of ['intranet.example', 'metadata.example', 'home.example', 'six.example']) {
        expect(
          await strict.fetch(`http://${host}:${new URL(site.origin).port}/plain`),
          host,
        ).toEqual(NOTHING);
      }
    } finally {
      strict.close();
    }
  });

  it('refuses a redirect to 127.0.0.1, [::1], 169.254.169.254 or 10.x', async () => {
    // The page is on 127.0.0.2, the only address this fetcher may reach: 127.0.0.1 is refused.
    const target = await servePages({ '/secret': html('<title>Internal secret</title>') });
    open.push(target);
    const port = new URL(target.origin).port;
    const hop = await servePages(
      {
        '/to-loopback': redirect(`http://127.0.0.1:${port}/secret`),
        '/to-v6': redirect(`http://[::1]:${port}/secret`),
        '/to-metadata': redirect('http://169.254.169.254/latest/meta-data/'),
        '/to-private': redirect('http://10.0.0.1/'),
        '/to-localhost': redirect(`http://localhost:${port}/secret`),
      },
      '127.0.0.2',
    );
    open.push(hop);
    const strict = createLinkPreviewFetcher({ allowAddresses: ['127.0.0.2'], timeoutMs: 1500 });
    try {
      for (const path of [
        '/to-loopback',
        '/to-v6',
        '/to-metadata',
        '/to-private',
        '/to-localhost',
      ]) {
        expect(await strict.fetch(`${hop.origin}${path}`), path).toEqual(NOTHING);
      }
      expect(hop.hits).toHaveLength(5);
      expect(target.hits).toEqual([]);
    } finally {
      strict.close();
    }
  });

  it('keeps private and metadata addresses refused under the loopback allowance', async () => {
    const hop = await servePages({
      '/to-metadata': redirect('http://169.254.169.254/latest/meta-data/'),
      '/to-private': redirect('http://10.0.0.1/'),
    });
    open.push(hop);
    expect(await fetcher.fetch(`${hop.origin}/to-metadata`)).toEqual(NOTHING);
    expect(await fetcher.fetch(`${hop.origin}/to-private`)).toEqual(NOTHING);
    expect(await fetcher.fetch('http://169.254.169.254/')).toEqual(NOTHING);
  });
});

describe('the icon of a card', () => {
  /** A page naming `icon`, served by a fresh server with `routes`. */
  async function pageWithIcon(
    routes: Record<string, import('../../test/test-pages.ts').PageHandler>,
  ) {
    const server = await servePages({
      '/': html('<head><title>Has an icon</title><link rel="icon" href="/icon"></head>'),
      ...routes,
    });
    open.push(server);
    return server;
  }

  it('stops reading an icon past the size cap, and keeps the title', async () => {
    let sent = 0;
    let closed = false;
    const server = await pageWithIcon({
      '/icon': (_req, res) => {
        res.writeHead(200, { 'content-type': 'image/png' });
        const chunk = Buffer.alloc(64 * 1024, 7);
        const more = () => {
          let room = true;
          while (!closed && sent < 50 * 1024 * 1024 && room) {
            sent += chunk.length;
            room = res.write(chunk);
          }
          if (closed || sent >= 50 * 1024 * 1024) res.end();
          else res.once('drain', more);
        };
        res.once('close', () => {
          closed = true;
        });
        more();
      },
    });
    const small = createLinkPreviewFetcher({
      allowAddresses: LOOPBACK_RANGES,
      maxImageBytes: 1024 * 1024,
    });
    try {
      expect(await small.fetch(`${server.origin}/`)).toMatchObject({
        title: 'Has an icon',
        iconBytes: null,
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(closed).toBe(true);
      expect(sent).toBeGreaterThan(1024 * 1024);
      expect(sent).toBeLessThan(20 * 1024 * 1024);
    } finally {
      small.close();
    }
  });

  it('does not read an icon whose Content-Length is over the cap', async () => {
    const server = await pageWithIcon({
      '/icon': (_req, res) => {
        res.writeHead(200, { 'content-type': 'image/png', 'content-length': String(50 << 20) });
        res.write(Buffer.alloc(1024));
      },
    });
    const result = await fetcher.fetch(`${server.origin}/`);
    expect(result).toMatchObject({ title: 'Has an icon', iconBytes: null });
  });

  it('gives up on an icon that never answers, at its own time cap, and keeps the title', async () => {
    const server = await pageWithIcon({ '/icon': () => {} });
    const quick = createLinkPreviewFetcher({ allowAddresses: LOOPBACK_RANGES, timeoutMs: 300 });
    try {
      const started = Date.now();
      expect(await quick.fetch(`${server.origin}/`)).toMatchObject({
        title: 'Has an icon',
        iconBytes: null,
      });
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      quick.close();
    }
  });

  it('refuses an icon that redirects to a private or metadata address', async () => {
    for (const target of ['http://10.0.0.1/i.png', 'http://169.254.169.254/i.png']) {
      const server = await pageWithIcon({ '/icon': redirect(target) });
      expect(await fetcher.fetch(`${server.origin}/`), target).toMatchObject({
        title: 'Has an icon',
        iconBytes: null,
      });
    }
  });
});
