/**
 * Integration tests of link previews: the HTML the server sends for an entry's, a profile's,
 * a tag's and a custom feed's page carries Open Graph and Twitter-card tags (title, excerpt, image, canonical
 * address) with every value escaped, the page's Atom document where it has one, and otherwise
 * the web app's `index.html` unchanged — same scripts, same CSP. Unknown or gone objects get
 * the plain file.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { DomUtils, parseDocument } from 'htmlparser2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { given } from '../../../test/given.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../test/harness.ts';
import { png, upload } from '../../../test/media.ts';

const INDEX = `<!doctype html>
<html lang="ru">
  <head>
    <meta charset="UTF-8" />
    <title>Поток</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = await mkdtemp(path.join(os.tmpdir(), 'potok-share-web-'));
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(path.join(webDist, 'index.html'), INDEX);
  t = await createTestApp({ webDist, checkCounters: true });
});
afterAll(async () => {
  await t?.close();
  await rm(webDist, { recursive: true, force: true });
});

/** `html` without the first screen's answers and preloads (lib/first-screen.ts). */
function withoutFirstScreen(html: string): string {
  return html
    .replace(/\s*<script type="application\/json" data-answer="[^"]*">[^<]*<\/script>/g, '')
    .replace(/\s*<link rel="(?:modulepreload|preload)"[^>]*>/g, '')
    .replace(/\s*<\/head>/, '\n  </head>');
}

/** Opens `url` as a browser does (and as a messenger's preview fetcher does). */
function open(url: string) {
  return t.app.inject({ url, headers: { accept: 'text/html,application/xhtml+xml' } });
}

/** The head's `<meta>` contents by property or name, its links by rel, and its scripts. */
function headOf(html: string) {
  const dom = parseDocument(html);
  const metas = DomUtils.getElementsByTagName('meta', dom);
  const tags: Record<string, string> = {};
  for (const m of metas) {
    const key = m.attribs.property ?? m.attribs.name;
    if (key && m.attribs.content !== undefined) tags[key] = m.attribs.content;
  }
  const links = DomUtils.getElementsByTagName('link', dom).map((l) => ({ ...l.attribs }));
  // The module scripts (the first screen's answers are JSON data elements: lib/first-screen.ts).
  const scripts = DomUtils.getElementsByTagName('script', dom)
    .filter((s) => s.attribs.type === 'module')
    .map((s) => ({ ...s.attribs }));
  return { tags, links, scripts };
}

describe('link previews of pages', () => {
  it("an entry's page: author, excerpt, its first image, canonical address", async () => {
    const author = await given.user(t, { name: 'Анна "<b>&' });
    const image = await upload(t, author, await png(), 'photo.png');
    const text = `Первая строка с <script>alert(1)</script> и "кавычками"\n${'длинный текст '.repeat(30)}`;
    const entry = await given.entry(t, author, { text, files: [image.uuid] });

    const res = await open(`/e/${entry.uuid}?comment=5`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).not.toContain('<script>alert(1)');
    expect(res.body).not.toContain('<b>&');
    const { tags, links, scripts } = headOf(res.body);
    expect(tags['og:type']).toBe('article');
    expect(tags['og:title']).toBe(`Анна "<b>& (@${author.username})`);
    expect(tags['og:description']).toMatch(
      /^Первая строка с <script>alert\(1\)<\/script> и "кавычками"/,
    );
    expect(tags['og:description']?.length).toBeLessThanOrEqual(200);
    expect(tags['og:description']?.endsWith('…')).toBe(true);
    expect(tags['og:image']).toBe(`${TEST_ORIGIN}/media/${image.uuid}/w640`);
    expect(tags['og:url']).toBe(`${TEST_ORIGIN}/e/${entry.uuid}`);
    expect(tags['og:site_name']).toBe('Поток');
    expect(tags['twitter:card']).toBe('summary_large_image');
    expect(tags['twitter:image']).toBe(tags['og:image']);
    expect(links).toContainEqual(
      expect.objectContaining({ rel: 'canonical', href: `${TEST_ORIGIN}/e/${entry.uuid}` }),
    );
    expect(scripts).toEqual([{ type: 'module', crossorigin: '', src: '/assets/index-abc.js' }]);
  });

  it("an entry without an image shows its author's avatar; an NSFW one neither text nor picture", async () => {
    const author = await given.user(t);
    const plain = await given.entry(t, author, { text: 'Просто текст' });
    const { tags } = headOf((await open(`/e/${plain.uuid}`)).body);
    expect(tags['og:image']).toMatch(new RegExp(`^${TEST_ORIGIN}/avatar/[0-9a-f]+\\?s=256$`));
    expect(tags['twitter:card']).toBe('summary');

    const image = await upload(t, author, await png(), 'photo.png');
    const nsfw = await given.entry(t, author, {
      text: 'Не для всех',
      files: [image.uuid],
      is_nsfw: true,
    });
    const hidden = headOf((await open(`/e/${nsfw.uuid}`)).body).tags;
    expect(hidden['og:description']).toBeUndefined();
    expect(hidden['og:image']).not.toContain('/media/');
  });

  it("a profile's page: name, bio, avatar and its Atom document", async () => {
    const person = await given.user(t, { name: 'Борис' });
    await t.db.execute(
      sql`update users set bio = ${'Пишу о <котах>'} where user_id = ${person.user_id}`,
    );
    const res = await open(`/u/${person.username.toUpperCase()}/subscribers`);
    const { tags, links } = headOf(res.body);
    const url = `${TEST_ORIGIN}/u/${person.username}`;
    expect(tags['og:type']).toBe('profile');
    expect(tags['og:title']).toBe(`Борис (@${person.username})`);
    expect(tags['og:description']).toBe('Пишу о <котах>');
    expect(tags['og:url']).toBe(url);
    expect(tags['og:image']).toMatch(/\/avatar\/[0-9a-f]+\?s=256$/);
    expect(links).toContainEqual(
      expect.objectContaining({
        rel: 'alternate',
        type: 'application/atom+xml',
        href: `${url}/atom.xml`,
      }),
    );
  });

  it("a tag's page: the tag and its Atom document", async () => {
    const author = await given.user(t);
    await given.entry(t, author, { text: 'Про #ПревьюТег' });
    const { tags, links } = headOf((await open(`/t/${encodeURIComponent('превьютег')}`)).body);
    expect(tags['og:title']).toBe('#ПревьюТег');
    expect(tags['og:url']).toBe(`${TEST_ORIGIN}/t/${encodeURIComponent('превьютег')}`);
    expect(links.find((l) => l.type === 'application/atom+xml')?.href).toBe(
      `${TEST_ORIGIN}/t/${encodeURIComponent('превьютег')}/atom.xml`,
    );
  });

  it("a custom feed's page: emoji and title, author and tags, its Atom document", async () => {
    const author = await given.user(t, { name: 'Мария' });
    const made = await t.app.inject({
      method: 'POST',
      url: '/v1/feeds',
      headers: author.bearer,
      payload: { title: 'Котики "и" <кошки>', emoji: '🐱', tags: ['превьюкот'] },
    });
    const uuid = made.json<{ payload: { uuid: string } }>().payload.uuid;
    const { tags, links } = headOf((await open(`/feed/${uuid}`)).body);
    expect(tags['og:title']).toBe('🐱 Котики "и" <кошки>');
    expect(tags['og:description']).toBe(`Мария (@${author.username}): #превьюкот`);
    expect(tags['og:url']).toBe(`${TEST_ORIGIN}/feed/${uuid}`);
    expect(links.find((l) => l.type === 'application/atom+xml')?.href).toBe(
      `${TEST_ORIGIN}/feed/${uuid}/atom.xml`,
    );
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/v1/feed/${uuid}`,
      headers: author.bearer,
    });
    expect(del.statusCode).toBe(200);
    expect((await open(`/feed/${uuid}`)).body).toBe(INDEX);
  });

  it('sends the plain index for unknown, deleted and suspended objects and other pages', async () => {
    const gone = await given.user(t);
    const goneEntry = await given.entry(t, gone);
    await t.db.execute(sql`update users set state = 'suspended' where user_id = ${gone.user_id}`);
    for (const url of [
      '/e/0190f5a8-0000-7000-8000-000000000000',
      '/e/not-a-uuid',
      `/e/${goneEntry.uuid}`,
      '/u/nobody_here_at_all',
      `/u/${gone.username}`,
      `/t/${encodeURIComponent('нетакоготега')}`,
      '/feed/list',
      '/feed/abyss',
      '/feed/0190f5a8-0000-7000-8000-000000000000',
      '/about',
    ]) {
      const res = await open(url);
      expect(res.statusCode, url).toBe(200);
      expect(withoutFirstScreen(res.body), url).toBe(withoutFirstScreen(INDEX));
    }
  });

  it('keeps the same scripts and CSP as the plain index', async () => {
    const author = await given.user(t);
    const entry = await given.entry(t, author);
    const plain = await open('/');
    const preview = await open(`/e/${entry.uuid}`);
    expect(preview.headers['content-security-policy']).toBe(
      plain.headers['content-security-policy'],
    );
    expect(headOf(preview.body).scripts).toEqual(headOf(plain.body).scripts);
    const bare = withoutFirstScreen(preview.body).replace(/\s*<(meta|link)[^>]*data-share>/g, '');
    expect(withoutFirstScreen(bare)).toBe(withoutFirstScreen(plain.body));
  });
});
