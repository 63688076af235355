/**
 * Link cards from the server to the wire (modules/links, lib/link-preview.ts) on a real database
 * — PGlite, or PostgreSQL when TEST_DATABASE_URL is set — against a local web server
 * (test/test-pages.ts): an entry with a link answers its host at once; the `link_card.fetch` job
 * recorded with the write reads the page after the commit, and from then on every read shows
 * the page's title and icon. A failing page is retried, then shows the host; a write refused
 * leaves no job. A comment's link gets its card the same way, on create and on an edit that
 * changes it. Without the loopback allowance the page on this machine is never reached.
 *
 * The icon is read once by the server and kept by Potok (docs/decisions/link-card-media.md):
 * the card names only `/media/{uuid}`, whose bytes are a PNG encoded again; a 50 MB icon, an
 * SVG, a redirect to a private address, HTML calling itself an image, an icon that never
 * answers give a card without icon; a card fetched again replaces its icon file, and the card
 * sweep removes cards and icon files nothing live links to.
 */
import type { Comment, Entry } from '@potok/common';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { given } from '../../../test/given.ts';
import { countRows, createTestApp, type TestApp } from '../../../test/harness.ts';
import { html, type PageServer, redirect, servePages } from '../../../test/test-pages.ts';
import { imageSources } from '../../app.ts';
import { type Db, queryRows } from '../../db/client.ts';

let t: TestApp;
let site: PageServer;
let host: string;
/** A PNG with EXIF, as a page's server sends it. */
let iconPng: Buffer;

/** An icon Potok serves itself. */
const OWN_ICON = /^\/media\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** An image answer of `bytes`, saying `type`. */
function image(bytes: () => Buffer, type: string) {
  return (_req: unknown, res: import('node:http').ServerResponse) => {
    res.writeHead(200, { 'content-type': type });
    res.end(bytes());
  };
}

beforeAll(async () => {
  iconPng = await sharp({
    create: { width: 200, height: 120, channels: 3, background: { r: 200, g: 40, b: 40 } },
  })
    .png()
    .withExif({ IFD0: { Copyright: 'a page owner', Artist: 'tracker' } })
    .toBuffer();
  site = await servePages({
    '/article': html(
      `<html><head><title>Document</title>
        <meta property="og:title" content="An article worth reading">
        <link rel="icon" href="/icon.png"></head><body>…</body></html>`,
    ),
    '/icon.png': image(() => iconPng, 'image/png'),
    '/other': html('<head><title>Another page</title></head>'),
    '/data.json': (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{}');
    },
    '/down': (_req, res) => {
      res.writeHead(503, { 'content-type': 'text/html' });
      res.end('<title>Down</title>');
    },
  });
  host = new URL(site.origin).host;
  t = await createTestApp({ checkCounters: true, env: { LINK_PREVIEW_ALLOW_LOOPBACK: 'true' } });
});
afterAll(async () => {
  await t?.close();
  await site?.close();
});

async function getEntry(app: TestApp, uuid: string): Promise<Entry> {
  const res = await app.app.inject({ url: `/v1/entry/${uuid}` });
  expect(res.statusCode).toBe(200);
  return res.json<Entry>();
}

/**
 * The link-card jobs, oldest first (other jobs a write records — notifications, a new account's
 * `badges.year_here` — are left out).
 */
async function jobs(db: Db) {
  return queryRows<{ kind: string; state: string; payload: { url: string }; attempts: number }>(
    db,
    sql`SELECT kind, state, payload, attempts FROM jobs WHERE kind = 'link_card.fetch'
        ORDER BY job_id`,
  );
}

async function clearJobs(db: Db) {
  await db.execute(sql`DELETE FROM jobs`);
}

describe('link cards', () => {
  it('answers the host at once, then the page title and icon on every read', async () => {
    await clearJobs(t.db);
    const alice = await given.user(t);
    const url = `${site.origin}/article`;
    const entry = await given.entry(t, alice, { text: 'Read this #links', link: url });
    expect(entry.content.link).toEqual({ url, title: host, icon: '' });
    expect((await getEntry(t, entry.uuid)).content.link).toEqual({ url, title: host, icon: '' });
    expect(await jobs(t.db)).toEqual([
      { kind: 'link_card.fetch', state: 'queued', payload: { url }, attempts: 0 },
    ]);

    await t.app.jobs.runOnce();
    expect((await jobs(t.db)).map((j) => j.state)).toEqual(['done']);
    const card = { url, title: 'An article worth reading', icon: expect.stringMatching(OWN_ICON) };
    expect((await getEntry(t, entry.uuid)).content.link).toEqual(card);
    const abyss = await t.app.inject({ url: '/v1/feed/abyss' });
    const inFeed = abyss.json<{ items: Entry[] }>().items.find((e) => e.uuid === entry.uuid);
    expect(inFeed?.content.link).toEqual(card);
    const profile = await t.app.inject({ url: `/v1/user/${alice.username}/entries` });
    expect(profile.json<{ items: Entry[] }>().items[0]?.content.link).toEqual(card);
    expect((await jobs(t.db)).map((j) => j.state)).toEqual(['done']);
  });

  it('takes the first link written in the text when none is attached', async () => {
    await clearJobs(t.db);
    const bob = await given.user(t);
    const url = `${site.origin}/other?from=text`;
    const entry = await given.entry(t, bob, { text: `Look: ${url} and www-less example.org` });
    expect(entry.content.link).toEqual({ url, title: host, icon: '' });
    await t.app.jobs.runOnce();
    expect((await getEntry(t, entry.uuid)).content.link?.title).toBe('Another page');

    const plain = await given.entry(t, bob, { text: 'Just readme.md, no link card' });
    expect(plain.content.link).toBeNull();
  });

  it('fetches a URL once while its card is fresh: a second entry shows it at once', async () => {
    await clearJobs(t.db);
    const carol = await given.user(t);
    const url = `${site.origin}/article`;
    const before = site.hits.length;
    const entry = await given.entry(t, carol, { text: 'Same article', link: url });
    expect(entry.content.link?.title).toBe('An article worth reading');
    expect(await jobs(t.db)).toEqual([]);
    expect(site.hits.length).toBe(before);
  });

  it('shows the host for a page that is not HTML, and stores that', async () => {
    await clearJobs(t.db);
    const dave = await given.user(t);
    const url = `${site.origin}/data.json`;
    const entry = await given.entry(t, dave, { text: 'Data', link: url });
    await t.app.jobs.runOnce();
    expect((await getEntry(t, entry.uuid)).content.link).toEqual({ url, title: host, icon: '' });
    expect((await jobs(t.db)).map((j) => j.state)).toEqual(['done']);
    const [row] = await queryRows<{ title: string | null }>(
      t.db,
      sql`SELECT title FROM link_cards WHERE url = ${url}`,
    );
    expect(row).toEqual({ title: null });
  });

  it('retries a page that answers 5xx, then settles on the host', async () => {
    await clearJobs(t.db);
    const erin = await given.user(t);
    const url = `${site.origin}/down`;
    const entry = await given.entry(t, erin, { text: 'Down', link: url });
    await t.app.jobs.runOnce();
    expect(await jobs(t.db)).toEqual([
      { kind: 'link_card.fetch', state: 'queued', payload: { url }, attempts: 1 },
    ]);
    for (let i = 0; i < 2; i++) {
      await t.db.execute(sql`UPDATE jobs SET run_after = now() WHERE state = 'queued'`);
      await t.app.jobs.runOnce();
    }
    expect((await jobs(t.db)).map((j) => [j.state, j.attempts])).toEqual([['done', 3]]);
    expect((await getEntry(t, entry.uuid)).content.link).toEqual({ url, title: host, icon: '' });
  });

  it('records no job and no entry for a refused write', async () => {
    await clearJobs(t.db);
    const fay = await given.user(t);
    const entries = await countRows(t.db, 'entries');
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/entry',
      headers: fay.bearer,
      payload: { text: `x ${site.origin}/article`, link: 'javascript:alert(1)' },
    });
    expect(res.statusCode).toBe(400);
    expect(await countRows(t.db, 'entries')).toBe(entries);
    expect(await jobs(t.db)).toEqual([]);
  });
});

describe('link cards of comments', () => {
  /** The comment as a reader of its thread sees it, and as `GET comment/{id}` gives it. */
  async function readComment(entryUuid: string, commentId: number) {
    const thread = await t.app.inject({ url: `/v1/entry/${entryUuid}/comments` });
    const inThread = thread
      .json<{ items: Comment[] }>()
      .items.flatMap((root) => [root, ...root.replies])
      .find((c) => c.comment_id === commentId);
    const alone = await t.app.inject({ url: `/v1/comment/${commentId}` });
    expect(alone.json<Comment>().content.link).toEqual(inThread?.content.link);
    return inThread;
  }

  it('gives a comment the card of the first link in its text after the write commits', async () => {
    await clearJobs(t.db);
    const hana = await given.user(t);
    const ivan = await given.user(t);
    const entry = await given.entry(t, hana, { text: 'Talk about it' });
    const root = await given.comment(t, ivan, entry, { text: 'No link here' });
    expect(root.content.link).toBeNull();
    const url = `${site.origin}/other?from=comment`;
    const reply = await given.comment(t, hana, entry, {
      text: `See ${url} for more`,
      parent_id: root.comment_id,
    });
    expect(reply.content.link).toEqual({ url, title: host, icon: '' });
    expect(await jobs(t.db)).toEqual([
      { kind: 'link_card.fetch', state: 'queued', payload: { url }, attempts: 0 },
    ]);
    expect((await readComment(entry.uuid, reply.comment_id))?.content.link?.title).toBe(host);

    await t.app.jobs.runOnce();
    expect((await jobs(t.db)).map((j) => j.state)).toEqual(['done']);
    expect((await readComment(entry.uuid, reply.comment_id))?.content.link).toEqual({
      url,
      title: 'Another page',
      icon: '',
    });
  });

  it('fetches the card again when an edit changes the link, not when it keeps it', async () => {
    await clearJobs(t.db);
    const jan = await given.user(t);
    const entry = await given.entry(t, jan, { text: 'Links below' });
    const first = `${site.origin}/other?edit=1`;
    const c = await given.comment(t, jan, entry, { text: `Old: ${first}` });
    await t.app.jobs.runOnce();
    await clearJobs(t.db);

    const edit = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `/v1/comment/${c.comment_id}`,
        headers: jan.bearer,
        payload,
      });
    const same = await edit({ text: `Still ${first}` });
    expect(same.statusCode).toBe(200);
    expect(same.json<{ payload: Comment }>().payload.content.link?.title).toBe('Another page');
    expect(await jobs(t.db)).toEqual([]);

    const second = `${site.origin}/article?edit=2`;
    const changed = await edit({ text: `New: ${second}` });
    expect(changed.json<{ payload: Comment }>().payload.content.link).toEqual({
      url: second,
      title: host,
      icon: '',
    });
    expect((await jobs(t.db)).map((j) => j.payload.url)).toEqual([second]);
    await t.app.jobs.runOnce();
    expect((await readComment(entry.uuid, c.comment_id))?.content.link).toEqual({
      url: second,
      title: 'An article worth reading',
      icon: expect.stringMatching(OWN_ICON),
    });

    const gone = await edit({ text: 'No link any more' });
    expect(gone.json<{ payload: Comment }>().payload.content.link).toBeNull();
  });

  it('records no job for a refused comment', async () => {
    await clearJobs(t.db);
    const kim = await given.user(t);
    const entry = await given.entry(t, kim, { text: 'Refusals' });
    const res = await t.app.inject({
      method: 'POST',
      url: `/v1/entry/${entry.uuid}/comments`,
      headers: kim.bearer,
      payload: { text: `x ${site.origin}/article?refused`, link: 'javascript:alert(1)' },
    });
    expect(res.statusCode).toBe(400);
    expect(await jobs(t.db)).toEqual([]);
  });
});

describe('link cards without the loopback allowance', () => {
  let strict: TestApp;
  beforeAll(async () => {
    strict = await createTestApp();
  });
  afterAll(() => strict?.close());

  it('never reaches a page on this machine or a metadata address: the card shows the host', async () => {
    const gus = await given.user(strict);
    const before = site.hits.length;
    const urls = [
      `${site.origin}/other?strict=1`,
      `http://localhost:${new URL(site.origin).port}/other`,
      'http://169.254.169.254/latest/meta-data/',
      'http://10.0.0.1/admin',
      'http://[::1]/',
    ];
    const made: Entry[] = [];
    for (const link of urls) made.push(await given.entry(strict, gus, { text: 'x', link }));
    await strict.app.jobs.runOnce();
    for (const entry of made) {
      const link = (await getEntry(strict, entry.uuid)).content.link;
      expect(link).toEqual({
        url: entry.content.link?.url,
        title: new URL(link!.url).host,
        icon: '',
      });
    }
    expect((await jobs(strict.db)).map((j) => j.state)).toEqual(urls.map(() => 'done'));
    expect(site.hits.length).toBe(before);
  });
});

describe('images a reader’s browser may load (CSP img-src)', () => {
  it('allows Potok’s own address only, and the AVATAR_URL service when set', async () => {
    const res = await t.app.inject({ url: '/v1/feed/abyss' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("img-src 'self' data: blob:;");
    expect(csp).not.toMatch(/img-src[^;]*https:/);
    expect(
      imageSources({ avatarUrl: 'https://www.gravatar.com/avatar/{hash}?s={size}&d=404' }),
    ).toEqual(["'self'", 'data:', 'blob:', 'https://www.gravatar.com']);
  });
});

describe('link-card icons kept by Potok', () => {
  let icons: PageServer;
  let jpegAsPng: Buffer;
  let ico: Buffer;
  let bmpIco: Buffer;
  let mixedIco: Buffer;

  /**
   * A Windows icon holding one 16×16 bitmap of 24 bits a pixel, red, whose AND mask makes the
   * left half transparent (as old favicon.ico files are made).
   */
  function bitmapIcon(): Buffer {
    const side = 16;
    const dib = Buffer.alloc(40);
    dib.writeUInt32LE(40, 0);
    dib.writeInt32LE(side, 4);
    dib.writeInt32LE(side * 2, 8);
    dib.writeUInt16LE(1, 12);
    dib.writeUInt16LE(24, 14);
    const colours = Buffer.alloc(side * side * 3);
    for (let i = 0; i < side * side; i++) colours.set([0, 0, 255], i * 3); // BGR: red
    const mask = Buffer.alloc(side * 4); // rows of 32 bits
    for (let y = 0; y < side; y++) mask.set([0xff, 0x00], y * 4); // left 8 pixels masked
    const image = Buffer.concat([dib, colours, mask]);
    const head = Buffer.alloc(22);
    head.writeUInt16LE(1, 2);
    head.writeUInt16LE(1, 4);
    head[6] = side;
    head[7] = side;
    head.writeUInt32LE(image.length, 14);
    head.writeUInt32LE(22, 18);
    return Buffer.concat([head, image]);
  }
  /** A Windows icon of `images` (PNGs or bitmaps of `side` px), in that order. */
  function icoOf(images: { side: number; bytes: Buffer }[]): Buffer {
    const head = Buffer.alloc(6 + 16 * images.length);
    head.writeUInt16LE(1, 2);
    head.writeUInt16LE(images.length, 4);
    let offset = head.length;
    images.forEach(({ side, bytes }, i) => {
      head[6 + 16 * i] = side % 256;
      head[7 + 16 * i] = side % 256;
      head.writeUInt32LE(bytes.length, 14 + 16 * i);
      head.writeUInt32LE(offset, 18 + 16 * i);
      offset += bytes.length;
    });
    return Buffer.concat([head, ...images.map((image) => image.bytes)]);
  }
  /** A black square bitmap of `side` px for an icon: 1 bit a pixel, no pixel masked. */
  function blackBitmap(side: number): Buffer {
    const row = Math.ceil(side / 32) * 4;
    const dib = Buffer.alloc(40 + 2 * 4 + row * side * 2);
    dib.writeUInt32LE(40, 0);
    dib.writeInt32LE(side, 4);
    dib.writeInt32LE(side * 2, 8);
    dib.writeUInt16LE(1, 12);
    dib.writeUInt16LE(1, 14);
    dib.writeUInt32LE(2, 32);
    return dib;
  }
  /** Bytes the 50 MB icon's server wrote before the fetcher hung up. */
  let hugeSent = 0;

  /** A page titled `title` naming `icon` (and an og:image the server must never read). */
  const page = (title: string, icon: string) =>
    html(
      `<html><head><title>${title}</title><meta property="og:image" content="/og.jpg">
        <link rel="icon" href="${icon}"></head><body>…</body></html>`,
    );

  beforeAll(async () => {
    jpegAsPng = await sharp({
      create: { width: 80, height: 80, channels: 3, background: { r: 0, g: 90, b: 200 } },
    })
      .jpeg()
      .toBuffer();
    // A Windows icon holding one 32×32 PNG (ICONDIR, one entry, the PNG at offset 22).
    const inner = await sharp({
      create: { width: 32, height: 32, channels: 4, background: { r: 0, g: 160, b: 0, alpha: 1 } },
    })
      .png()
      .toBuffer();
    const head = Buffer.alloc(22);
    head.writeUInt16LE(0, 0);
    head.writeUInt16LE(1, 2);
    head.writeUInt16LE(1, 4);
    head[6] = 32;
    head[7] = 32;
    head.writeUInt16LE(1, 10);
    head.writeUInt16LE(32, 12);
    head.writeUInt32LE(inner.length, 14);
    head.writeUInt32LE(22, 18);
    ico = Buffer.concat([head, inner]);
    bmpIco = bitmapIcon();
    mixedIco = icoOf([
      { side: 16, bytes: blackBitmap(16) },
      { side: 32, bytes: inner },
    ]);

    icons = await servePages({
      '/good': page('Good icon', '/good.png'),
      '/good.png': image(() => iconPng, 'image/png'),
      '/og.jpg': image(() => jpegAsPng, 'image/jpeg'),
      '/liar': page('Lying type', '/liar.png'),
      '/liar.png': image(() => jpegAsPng, 'image/png'),
      '/ico': page('Windows icon', '/site.ico'),
      '/site.ico': image(() => ico, 'image/x-icon'),
      '/bmp-ico': page('Bitmap icon', '/bitmap.ico'),
      '/bitmap.ico': image(() => bmpIco, 'image/vnd.microsoft.icon'),
      '/cut-ico': page('Cut icon', '/cut.ico'),
      '/cut.ico': image(() => bmpIco.subarray(0, 300), 'image/x-icon'),
      '/mixed-ico': page('Mixed icon', '/mixed.ico'),
      '/mixed.ico': image(() => mixedIco, 'image/x-icon'),
      // 4 million pixels in one bitmap; 5 × 256 × 256 in five.
      '/wide-ico': page('Wide icon', '/wide.ico'),
      '/wide.ico': image(() => icoOf([{ side: 0, bytes: blackBitmap(2048) }]), 'image/x-icon'),
      '/many-ico': page('Many icons', '/many.ico'),
      '/many.ico': image(
        () => icoOf(Array.from({ length: 5 }, () => ({ side: 256, bytes: blackBitmap(256) }))),
        'image/x-icon',
      ),
      '/huge': page('Huge icon', '/huge.png'),
      '/huge.png': (_req, res) => {
        res.writeHead(200, { 'content-type': 'image/png' });
        const chunk = Buffer.concat([iconPng, Buffer.alloc(256 * 1024 - iconPng.length)]);
        let closed = false;
        res.once('close', () => {
          closed = true;
        });
        const more = () => {
          let room = true;
          while (!closed && hugeSent < 50_000_000 && room) {
            hugeSent += chunk.length;
            room = res.write(chunk);
          }
          if (closed || hugeSent >= 50_000_000) res.end();
          else res.once('drain', more);
        };
        more();
      },
      '/svg': page('SVG icon', '/i.svg'),
      '/i.svg': image(
        () =>
          Buffer.from(
            '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16"><image href="https://tracker.example/p.png"/></svg>',
          ),
        'image/svg+xml',
      ),
      '/html-icon': page('HTML icon', '/page.png'),
      '/page.png': image(() => Buffer.from('<!doctype html><title>x</title>'), 'image/png'),
      '/private': page('Private icon', '/to-private.png'),
      '/to-private.png': redirect('http://10.0.0.1/i.png'),
      '/metadata': page('Metadata icon', '/to-metadata.png'),
      '/to-metadata.png': redirect('http://169.254.169.254/latest/i.png'),
      '/slow': page('Slow icon', '/never.png'),
      '/never.png': () => {},
    });
  });
  afterAll(() => icons?.close());

  /** Runs the queued link-card jobs until none is left. */
  async function runCardJobs() {
    for (let i = 0; i < 10; i++) {
      if (!(await jobs(t.db)).some((j) => j.state === 'queued')) return;
      await t.app.jobs.runOnce();
    }
  }

  /** The bytes and type Potok serves at `path`. */
  async function served(path: string) {
    const res = await t.app.inject({ url: path });
    return { status: res.statusCode, type: res.headers['content-type'], bytes: res.rawPayload };
  }

  it('names only Potok addresses, and serves a PNG encoded again, small and without EXIF', async () => {
    await clearJobs(t.db);
    const lena = await given.user(t);
    const cases = ['/good', '/liar', '/ico', '/bmp-ico'];
    const made = new Map<string, string>();
    for (const path of cases) {
      const entry = await given.entry(t, lena, { text: 'Icons', link: `${icons.origin}${path}` });
      made.set(path, entry.uuid);
    }
    await runCardJobs();
    expect((await jobs(t.db)).map((j) => j.state)).toEqual(cases.map(() => 'done'));

    for (const [path, uuid] of made) {
      const entry = await getEntry(t, uuid);
      const link = entry.content.link!;
      expect(link.url).toBe(`${icons.origin}${path}`);
      expect(link.icon, path).toMatch(OWN_ICON);
      // The page's address appears once: the link itself, never as an image.
      expect(JSON.stringify(entry).split(icons.origin).length - 1, path).toBe(1);
      const icon = await served(link.icon);
      expect(icon.status, path).toBe(200);
      expect(icon.type).toBe('image/png');
      expect(icon.bytes.subarray(0, 8).equals(PNG_SIGNATURE), path).toBe(true);
      const meta = await sharp(icon.bytes).metadata();
      expect(Math.max(meta.width ?? 0, meta.height ?? 0), path).toBeLessThanOrEqual(64);
      expect(meta.exif, path).toBeUndefined();
    }
    const good = await served((await getEntry(t, made.get('/good')!)).content.link!.icon);
    expect(good.bytes.equals(iconPng)).toBe(false);
    expect(good.bytes.includes(Buffer.from('tracker'))).toBe(false);
    // The bitmap icon: red where its mask shows it, transparent where it hides it.
    const bitmap = await served((await getEntry(t, made.get('/bmp-ico')!)).content.link!.icon);
    const { data, info } = await sharp(bitmap.bytes)
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([16, 16]);
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * 16 + x) * 4, (y * 16 + x) * 4 + 4),
    ];
    expect(pixel(12, 8)).toEqual([255, 0, 0, 255]);
    expect(pixel(2, 8)[3]).toBe(0);
    expect(icons.hits).not.toContain('/og.jpg');
    expect(icons.hits.filter((hit) => hit === '/good.png')).toHaveLength(1);
  });

  it('makes the card without icon for a 50 MB icon, an SVG, HTML, a cut .ico, or a private address', async () => {
    await clearJobs(t.db);
    const mia = await given.user(t);
    const cases = {
      '/huge': 'Huge icon',
      '/svg': 'SVG icon',
      '/html-icon': 'HTML icon',
      '/private': 'Private icon',
      '/metadata': 'Metadata icon',
      '/cut-ico': 'Cut icon',
    };
    const made: [string, string][] = [];
    for (const path of Object.keys(cases)) {
      const entry = await given.entry(t, mia, {
        text: 'Bad icons',
        link: `${icons.origin}${path}`,
      });
      made.push([path, entry.uuid]);
    }
    const files = await countRows(t.db, 'files');
    await runCardJobs();
    expect((await jobs(t.db)).map((j) => j.state)).toEqual(made.map(() => 'done'));
    for (const [path, uuid] of made) {
      expect((await getEntry(t, uuid)).content.link, path).toEqual({
        url: `${icons.origin}${path}`,
        title: cases[path as keyof typeof cases],
        icon: '',
      });
    }
    // Reading stopped a little past the cap (10 MiB), far from the 50 MB sent on.
    expect(hugeSent).toBeGreaterThan(0);
    expect(hugeSent).toBeLessThan(20 * 1024 * 1024);
    expect(await countRows(t.db, 'files')).toBe(files);
    expect(await t.services.files.locate('00000000-0000-0000-0000-000000000000', 'original')).toBe(
      null,
    );
  });

  it('takes the largest image of an .ico, and none from bitmaps too large to decode', async () => {
    await clearJobs(t.db);
    const ida = await given.user(t);
    const cases = {
      '/mixed-ico': 'Mixed icon',
      '/wide-ico': 'Wide icon',
      '/many-ico': 'Many icons',
    };
    const made = new Map<string, string>();
    for (const path of Object.keys(cases)) {
      const entry = await given.entry(t, ida, { text: 'Icons', link: `${icons.origin}${path}` });
      made.set(path, entry.uuid);
    }
    await runCardJobs();
    expect((await jobs(t.db)).map((j) => j.state)).toEqual([...made].map(() => 'done'));
    // The 32 px green PNG, not the 16 px black bitmap before it.
    const mixed = (await getEntry(t, made.get('/mixed-ico')!)).content.link!;
    expect(mixed.icon).toMatch(OWN_ICON);
    const { data, info } = await sharp((await served(mixed.icon)).bytes)
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([32, 32]);
    expect([...data.subarray(0, 4)]).toEqual([0, 160, 0, 255]);
    for (const path of ['/wide-ico', '/many-ico']) {
      expect((await getEntry(t, made.get(path)!)).content.link, path).toEqual({
        url: `${icons.origin}${path}`,
        title: cases[path as keyof typeof cases],
        icon: '',
      });
    }
  });

  it('makes the card without icon when the icon never answers', async () => {
    await clearJobs(t.db);
    const nora = await given.user(t);
    const url = `${icons.origin}/slow`;
    const entry = await given.entry(t, nora, { text: 'Slow icon', link: url });
    await runCardJobs();
    expect((await getEntry(t, entry.uuid)).content.link).toEqual({
      url,
      title: 'Slow icon',
      icon: '',
    });
  }, 20_000);

  it('replaces the icon file when a stale card is fetched again', async () => {
    await clearJobs(t.db);
    const olga = await given.user(t);
    const url = `${icons.origin}/good?again`;
    await given.entry(t, olga, { text: 'First', link: url });
    await runCardJobs();
    const [first] = await queryRows<{ icon: string }>(
      t.db,
      sql`SELECT icon FROM link_cards WHERE url = ${url}`,
    );
    expect(first?.icon).toMatch(OWN_ICON);
    expect((await served(first!.icon)).status).toBe(200);

    await t.db.execute(
      sql`UPDATE link_cards SET fetched_at = now() - interval '2 days' WHERE url = ${url}`,
    );
    const later = await given.entry(t, olga, { text: 'Again', link: url });
    await runCardJobs();
    const icon = (await getEntry(t, later.uuid)).content.link!.icon;
    expect(icon).toMatch(OWN_ICON);
    expect(icon).not.toBe(first!.icon);
    expect((await served(icon)).status).toBe(200);
    expect((await served(first!.icon)).status).toBe(404);
  });

  it('never shows a third-party icon stored before, and fetches such a card again', async () => {
    await clearJobs(t.db);
    const pia = await given.user(t);
    const url = `${icons.origin}/good?old`;
    await t.db.execute(
      sql`INSERT INTO link_cards (url_md5, url, title, icon, fetched_at)
          VALUES (md5(${url})::uuid, ${url}, 'Old card', 'https://tracker.example/p.png', now())`,
    );
    const entry = await given.entry(t, pia, { text: 'Old', link: url });
    expect(entry.content.link).toEqual({ url, title: 'Old card', icon: '' });
    expect((await jobs(t.db)).map((j) => j.payload.url)).toEqual([url]);
    await runCardJobs();
    expect((await getEntry(t, entry.uuid)).content.link?.icon).toMatch(OWN_ICON);
  });

  it('sweeps a card no live entry links to, with its icon file', async () => {
    await clearJobs(t.db);
    const rita = await given.user(t);
    const url = `${icons.origin}/good?swept`;
    const kept = `${icons.origin}/good?kept`;
    const entry = await given.entry(t, rita, { text: 'To delete', link: url });
    const keeper = await given.entry(t, rita, { text: 'To keep', link: kept });
    await runCardJobs();
    const icon = (await getEntry(t, entry.uuid)).content.link!.icon;
    const keptIcon = (await getEntry(t, keeper.uuid)).content.link!.icon;
    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/v1/entry/${entry.uuid}`,
      headers: rita.bearer,
    });
    expect(gone.statusCode).toBe(200);
    await t.db.execute(
      sql`UPDATE link_cards SET fetched_at = now() - interval '3 days' WHERE url IN (${url}, ${kept})`,
    );
    await t.services.links.sweepCards();
    expect(await queryRows(t.db, sql`SELECT url FROM link_cards WHERE url = ${url}`)).toEqual([]);
    expect((await served(icon)).status).toBe(404);
    expect((await served(keptIcon)).status).toBe(200);
    expect((await getEntry(t, keeper.uuid)).content.link?.icon).toBe(keptIcon);
    const [next] = await queryRows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM jobs WHERE kind = 'link_card.sweep' AND state = 'queued'`,
    );
    expect(next?.n).toBe(1);
  });
});
