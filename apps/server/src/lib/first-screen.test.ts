/**
 * The first screen in the page (lib/first-screen.ts): the HTML of a web app route carries the
 * answers of the screen's first API calls — exactly what the API answers the same browser,
 * escaped so that no text can end the element — and preloads of its lazy code; a signed-in
 * person's page is never stored (`private, no-store`), a guest's is private; the CSP and the
 * module scripts stay those of the plain index.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DomUtils, parseDocument } from 'htmlparser2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { given } from '../../test/given.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { preloadTags, scriptJson } from './first-screen.ts';

const INDEX = `<!doctype html>
<html lang="ru">
  <head>
    <meta charset="UTF-8" />
    <title>Поток</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-abc.js">
  </head>
  <body><div id="root"></div></body>
</html>
`;

/** A manifest as Vite writes it: the list, the entry screen, the chunks they share. */
const MANIFEST = {
  'index.html': { file: 'assets/index-abc.js', imports: ['_vendor-abc.js'], isEntry: true },
  '_vendor-abc.js': { file: 'assets/vendor-abc.js' },
  'src/components/EntryList.tsx': {
    file: 'assets/EntryList-1.js',
    imports: ['_card-1.js', '_vendor-abc.js'],
    css: ['assets/EntryList-1.css'],
  },
  '_card-1.js': { file: 'assets/card-1.js', imports: ['_vendor-abc.js'], css: ['assets/c.css'] },
  'src/screens/entry/EntryScreen.tsx': { file: 'assets/EntryScreen-1.js', imports: ['_card-1.js'] },
};

describe('scriptJson', () => {
  it('leaves nothing that could end or change a script element, and means the same value', () => {
    const value = {
      text: '</script><script>alert(1)</script> <!-- x --> a & b \u2028\u2029 «ё»',
      n: [1, true, null],
    };
    const safe = scriptJson(JSON.stringify(value));
    expect(safe).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(safe)).toEqual(value);
  });
});

describe('preloadTags', () => {
  it('preloads the modules, what they import and their CSS, less what the index loads', () => {
    const tags = preloadTags({ index: INDEX, manifest: MANIFEST, moduleChunks: {} }, [
      'src/components/EntryList.tsx',
      'src/no/such/module.ts',
    ]);
    expect(tags).toEqual([
      '<link rel="preload" as="style" crossorigin href="/assets/EntryList-1.css">',
      '<link rel="preload" as="style" crossorigin href="/assets/c.css">',
      '<link rel="modulepreload" crossorigin href="/assets/EntryList-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/card-1.js">',
    ]);
  });

  it('finds a module the bundler put into a shared chunk through the module chunks', () => {
    const { 'src/components/EntryList.tsx': own, ...rest } = MANIFEST;
    const manifest = { ...rest, '_lists-2.js': { ...own, name: 'lists' } };
    const moduleChunks = { 'src/components/EntryList.tsx': '_lists-2.js' };
    expect(
      preloadTags({ index: INDEX, manifest, moduleChunks }, ['src/components/EntryList.tsx']),
    ).toEqual([
      '<link rel="preload" as="style" crossorigin href="/assets/EntryList-1.css">',
      '<link rel="preload" as="style" crossorigin href="/assets/c.css">',
      '<link rel="modulepreload" crossorigin href="/assets/EntryList-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/card-1.js">',
    ]);
    expect(
      preloadTags({ index: INDEX, manifest, moduleChunks: {} }, ['src/components/EntryList.tsx']),
    ).toEqual([]);
  });
});

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = await mkdtemp(path.join(os.tmpdir(), 'potok-first-screen-web-'));
  await mkdir(path.join(webDist, 'assets'));
  await mkdir(path.join(webDist, '.vite'));
  await writeFile(path.join(webDist, 'index.html'), INDEX);
  await writeFile(path.join(webDist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  t = await createTestApp({ webDist });
});
afterAll(async () => {
  await t?.close();
  await rm(webDist, { recursive: true, force: true });
});

/** Opens `url` as a browser does, with a session cookie when given. */
function open(url: string, cookie?: string, method: 'GET' | 'HEAD' = 'GET') {
  return t.app.inject({
    method,
    url,
    headers: { accept: 'text/html,application/xhtml+xml', ...(cookie ? { cookie } : {}) },
  });
}

/** The answers a page carries, by address, as parsed JSON; the files it preloads beyond the index's. */
function firstScreenOf(html: string) {
  const dom = parseDocument(html);
  const answers: Record<string, unknown> = {};
  for (const s of DomUtils.getElementsByTagName('script', dom)) {
    if (s.attribs.type !== 'application/json') continue;
    answers[s.attribs['data-answer'] ?? ''] = JSON.parse(DomUtils.textContent(s));
  }
  const preloads = DomUtils.getElementsByTagName('link', dom)
    .filter((l) => l.attribs.rel === 'modulepreload' || l.attribs.rel === 'preload')
    .map((l) => l.attribs.href)
    .filter((href) => href && !INDEX.includes(href));
  const modules = DomUtils.getElementsByTagName('script', dom)
    .filter((s) => s.attribs.type === 'module')
    .map((s) => s.attribs.src);
  return { answers, preloads, modules };
}

/** What the API answers `url` for the same cookie. */
async function apiAnswer(url: string, cookie?: string) {
  const res = await t.app.inject({ url, headers: cookie ? { cookie } : {} });
  expect(res.statusCode, url).toBe(200);
  return res.json();
}

describe('the first screen in the page', () => {
  it("a signed-in person's feed: the session and the timeline as the API answers them, never stored", async () => {
    const reader = await given.user(t);
    const author = await given.user(t);
    await t.app.inject({
      method: 'POST',
      url: `/v1/user/${author.username}/subscribe`,
      headers: reader.cookie,
    });
    await given.entry(t, author, {
      text: 'Пишу </script><script>alert(1)</script> и \u2028 дальше',
    });
    const cookie = reader.cookie.cookie;

    const res = await open('/feed', cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).not.toContain('<script>alert(1)');
    const { answers, preloads, modules } = firstScreenOf(res.body);
    const timeline = '/v1/feed/timeline?limit=7&offset=0';
    expect(Object.keys(answers)).toEqual(['/v1/auth/session', timeline]);
    expect(answers['/v1/auth/session']).toEqual(await apiAnswer('/v1/auth/session', cookie));
    expect(answers['/v1/auth/session']).toMatchObject({
      is_auth: true,
      user: { username: reader.username },
    });
    expect(answers[timeline]).toEqual(await apiAnswer(timeline, cookie));
    expect(JSON.stringify(answers[timeline])).toContain('</script><script>alert(1)</script>');
    expect(preloads).toEqual([
      '/assets/EntryList-1.css',
      '/assets/c.css',
      '/assets/EntryList-1.js',
      '/assets/card-1.js',
    ]);
    expect(modules).toEqual(['/assets/index-abc.js']);

    const plain = await open('/about');
    expect(res.headers['content-security-policy']).toBe(plain.headers['content-security-policy']);
  });

  it("a guest's feed is the Abyss; an entry and a profile bring theirs; private, not stored by others", async () => {
    const author = await given.user(t);
    const entry = await given.entry(t, author, { text: 'Для всех' });

    const feed = await open('/feed');
    expect(feed.headers['cache-control']).toBe('private, no-cache');
    const abyss = '/v1/feed/abyss?limit=7&offset=0';
    const { answers } = firstScreenOf(feed.body);
    expect(answers['/v1/auth/session']).toEqual({ is_auth: false, user: null, logout_hash: null });
    expect(answers[abyss]).toEqual(await apiAnswer(abyss));

    const page = firstScreenOf((await open(`/e/${entry.uuid}?comment=1`)).body);
    expect(Object.keys(page.answers)).toEqual([
      '/v1/auth/session',
      `/v1/entry/${entry.uuid}`,
      `/v1/entry/${entry.uuid}/comments?last_id=0`,
    ]);
    expect(page.answers[`/v1/entry/${entry.uuid}`]).toEqual(
      await apiAnswer(`/v1/entry/${entry.uuid}`),
    );
    expect(page.preloads).toEqual([
      '/assets/c.css',
      '/assets/EntryScreen-1.js',
      '/assets/card-1.js',
    ]);

    const profile = firstScreenOf((await open(`/u/${author.username}`)).body);
    expect(Object.keys(profile.answers)).toEqual([
      '/v1/auth/session',
      `/v1/user/${author.username}`,
      `/v1/user/${author.username}/entries?limit=7&offset=0`,
    ]);
  });

  it('leaves out answers that are not a 200, and the page is the plain file where it brings nothing', async () => {
    const missing = firstScreenOf((await open('/e/0190f5a8-0000-7000-8000-000000000000')).body);
    expect(Object.keys(missing.answers)).toEqual(['/v1/auth/session']);

    for (const res of [await open('/about'), await open('/feed', undefined, 'HEAD')]) {
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(firstScreenOf(res.body).answers).toEqual({});
    }
  });

  it('any page a signed-in person opens brings the session, and is never stored', async () => {
    const person = await given.user(t);
    const res = await open('/settings', person.cookie.cookie);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const { answers } = firstScreenOf(res.body);
    expect(Object.keys(answers)).toEqual(['/v1/auth/session']);
    expect(answers['/v1/auth/session']).toMatchObject({ user: { username: person.username } });
  });
});
