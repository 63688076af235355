/**
 * Integration tests of the Atom documents (`/u/{username}/atom.xml`, `/t/{slug}/atom.xml`,
 * `/feed/{uuid}/atom.xml`)
 * through app.inject on a real database: what a feed reader gets — a document a parser reads
 * back, with the elements RFC 4287 requires, the newest 50 public entries, their text as safe
 * HTML with images — and 404 for owners that are not there.
 */
import type { Entry } from '@potok/common';
import { sql } from 'drizzle-orm';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { DomUtils, parseDocument } from 'htmlparser2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GivenUser, given } from '../../../test/given.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../test/harness.ts';
import { png, upload } from '../../../test/media.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ checkCounters: true });
});
afterAll(() => t?.close());

/** An Atom element as fast-xml-parser reads it (attributes prefixed `@_`). */
type Node = Record<string, unknown>;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  isArray: (name) => ['entry', 'link', 'category'].includes(name),
  parseTagValue: false,
});

/** GETs `url` as a feed reader does; returns the answer. */
function fetchDoc(url: string) {
  return t.app.inject({ url, headers: { accept: 'application/atom+xml, text/html;q=0.5' } });
}

/** Reads an answer back as Atom, checking the XML and the elements RFC 4287 requires. */
function readAtom(body: string): { feed: Node; entries: Node[] } {
  expect(XMLValidator.validate(body)).toBe(true);
  const feed = parser.parse(body).feed as Node;
  expect(feed['@_xmlns']).toBe('http://www.w3.org/2005/Atom');
  for (const key of ['id', 'title', 'updated', 'author']) expect(feed[key]).toBeDefined();
  expect(Date.parse(feed.updated as string)).not.toBeNaN();
  const links = feed.link as Node[];
  expect(links.map((l) => l['@_rel']).sort()).toEqual(['alternate', 'self']);
  const entries = (feed.entry as Node[] | undefined) ?? [];
  for (const entry of entries) {
    for (const key of ['id', 'title', 'updated', 'published', 'author', 'content']) {
      expect(entry[key], key).toBeDefined();
    }
    expect(entry.id).toMatch(/^urn:uuid:[0-9a-f-]{36}$/);
    expect((entry.link as Node[])[0]?.['@_rel']).toBe('alternate');
    expect((entry.content as Node)['@_type']).toBe('html');
  }
  return { feed, entries };
}

function contentOf(entry: Node): string {
  return (entry.content as Node)['#text'] as string;
}

async function setState(user: GivenUser, state: string) {
  await t.db.execute(sql`update users set state = ${state} where user_id = ${user.user_id}`);
}

describe('GET /u/{username}/atom.xml', () => {
  it("gives a valid Atom document of the person's public entries, newest first", async () => {
    const author = await given.user(t, { name: 'Анна <Ш> & Ко' });
    const first = await given.entry(t, author, { text: 'Первая запись' });
    await given.entry(t, author, { text: 'Скрытая', is_hidden_from_feed: true });
    const gone = await given.entry(t, author, { text: 'Удалённая' });
    await t.app.inject({ method: 'DELETE', url: `/v1/entry/${gone.uuid}`, headers: author.bearer });
    const last = await given.entry(t, author, { text: 'Вторая запись' });

    const res = await fetchDoc(`/u/${author.username}/atom.xml`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    const { feed, entries } = readAtom(res.body);
    const page = `${TEST_ORIGIN}/u/${author.username}`;
    expect(feed.id).toBe(page);
    expect(feed.title).toContain('Анна <Ш> & Ко');
    expect(feed.title).toContain(`@${author.username}`);
    const links = Object.fromEntries((feed.link as Node[]).map((l) => [l['@_rel'], l['@_href']]));
    expect(links).toEqual({ self: `${page}/atom.xml`, alternate: page });
    expect((feed.author as Node).name).toBe('Анна <Ш> & Ко');
    expect(entries.map((e) => e.id)).toEqual([`urn:uuid:${last.uuid}`, `urn:uuid:${first.uuid}`]);
    expect(entries.map((e) => e.title)).toEqual(['Вторая запись', 'Первая запись']);
    expect(feed.updated).toBe(last.meta.date_added);
    expect(entries[0]?.published).toBe(last.meta.date_added);
    expect(((entries[0] as Node).link as Node[])[0]?.['@_href']).toBe(
      `${TEST_ORIGIN}/e/${last.uuid}`,
    );
  });

  it('keeps only safe HTML: markup in the text is text, links, tags and images are real', async () => {
    const author = await given.user(t);
    const image = await upload(t, author, await png(), 'photo.png', [
      { name: 'alt', data: 'кот "в" <коробке>' },
    ]);
    const text =
      '<script>alert(1)</script> <img src=x onerror=alert(2)> ]]> ]]> ' +
      'читать https://example.com/?a=1&b=2 #котики @nobody\n> цитата\nконец';
    const entry = await given.entry(t, author, { text, files: [image.uuid] });

    const res = await fetchDoc(`/u/${author.username}/atom.xml`);
    // The HTML is escaped once more inside the XML: its `&lt;` reads `&amp;lt;` on the wire.
    expect(res.body).toContain('&amp;lt;script&amp;gt;');
    expect(res.body).not.toContain('<script');
    const { entries } = readAtom(res.body);
    const html = contentOf(entries[0] as Node);
    const elements = DomUtils.findAll(() => true, parseDocument(html).children);
    for (const element of elements) {
      expect(['a', 'blockquote', 'br', 'img', 'p']).toContain(element.name);
      for (const attr of Object.keys(element.attribs)) expect(attr).not.toMatch(/^on/);
    }
    expect(elements.filter((e) => e.name === 'img')).toHaveLength(1);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('href="https://example.com/?a=1&amp;b=2"');
    expect(html).toContain(`href="${TEST_ORIGIN}/t/${encodeURIComponent('котики')}"`);
    expect(html).toContain('<blockquote>цитата</blockquote>');
    expect(html).toContain(`src="${TEST_ORIGIN}/media/${image.uuid}/w640"`);
    expect(html).toContain('alt="кот &quot;в&quot; &lt;коробке&gt;"');
    expect(entries[0]?.id).toBe(`urn:uuid:${entry.uuid}`);
    expect(((entries[0] as Node).category as Node[]).map((c) => c['@_term'])).toEqual(['котики']);
  });

  it('shows no picture of an NSFW entry, only a link to its page', async () => {
    const author = await given.user(t);
    const image = await upload(t, author, await png(), 'photo.png');
    const entry = await given.entry(t, author, {
      text: 'Осторожно',
      files: [image.uuid],
      is_nsfw: true,
    });
    const { entries } = readAtom((await fetchDoc(`/u/${author.username}/atom.xml`)).body);
    const html = contentOf(entries[0] as Node);
    expect(html).toContain('Осторожно');
    expect(html).not.toContain('<img');
    expect(html).not.toContain(image.uuid);
    expect(html).toContain(`href="${TEST_ORIGIN}/e/${entry.uuid}"`);
  });

  it('lists the newest 50 entries at most', async () => {
    const author = await given.user(t);
    const made: Entry[] = [];
    for (let i = 0; i < 52; i += 1)
      made.push(await given.entry(t, author, { text: `Запись ${i}` }));
    const { entries } = readAtom((await fetchDoc(`/u/${author.username}/atom.xml`)).body);
    expect(entries).toHaveLength(50);
    expect(entries[0]?.id).toBe(`urn:uuid:${made[51]?.uuid}`);
    expect(entries[49]?.id).toBe(`urn:uuid:${made[2]?.uuid}`);
  });

  it('answers a browser opening the link too, and HEAD, with the document', async () => {
    const author = await given.user(t);
    const url = `/u/${author.username}/atom.xml`;
    const browser = await t.app.inject({ url, headers: { accept: 'text/html,*/*' } });
    expect(browser.statusCode).toBe(200);
    expect(browser.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    readAtom(browser.body);
    const head = await t.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
  });

  it('gives a valid document without entries for a person who wrote nothing', async () => {
    const author = await given.user(t);
    const res = await fetchDoc(`/u/${author.username.toUpperCase()}/atom.xml`);
    expect(res.statusCode).toBe(200);
    const { feed, entries } = readAtom(res.body);
    expect(entries).toEqual([]);
    expect(Date.parse(feed.updated as string)).not.toBeNaN();
  });

  it('answers 404 for an unknown, deleted, suspended or blocked owner', async () => {
    expect((await fetchDoc('/u/nobody_here_at_all/atom.xml')).statusCode).toBe(404);
    for (const state of ['deleted', 'suspended', 'blocked']) {
      const author = await given.user(t);
      await given.entry(t, author, { text: 'Было' });
      await setState(author, state);
      const res = await fetchDoc(`/u/${author.username}/atom.xml`);
      expect(res.statusCode, state).toBe(404);
      expect(res.json()).toMatchObject({ status: 'user_not_found' });
      expect(res.body).not.toContain('Было');
    }
  });
});

describe('GET /t/{slug}/atom.xml', () => {
  it("gives a valid document of the tag's public entries, without suspended authors", async () => {
    const slug = `атом${Date.now().toString(36).replace(/\d/g, '')}`;
    const a = await given.user(t);
    const b = await given.user(t);
    const one = await given.entry(t, a, { text: `Раз #${slug}` });
    await given.entry(t, a, { text: `Тайно #${slug}`, is_hidden_from_feed: true });
    await given.entry(t, b, { text: `Два #${slug}` });
    await setState(b, 'suspended');

    const res = await fetchDoc(`/t/${encodeURIComponent(slug.toUpperCase())}/atom.xml`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    const { feed, entries } = readAtom(res.body);
    expect(feed.title).toContain(`#${slug}`);
    expect(feed.id).toBe(`${TEST_ORIGIN}/t/${encodeURIComponent(slug)}`);
    expect(entries.map((e) => e.id)).toEqual([`urn:uuid:${one.uuid}`]);
  });

  it('answers 404 for an unknown tag', async () => {
    const res = await fetchDoc(`/t/${encodeURIComponent('нетакоготега')}/atom.xml`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 'tag_not_found' });
  });
});

describe('GET /feed/{uuid}/atom.xml', () => {
  it("gives a valid document of a custom feed's public entries, each once, newest first", async () => {
    const [cats, dogs] = [`атомкот${Date.now().toString(36).replace(/\d/g, '')}`, 'атомпёс'];
    const maker = await given.user(t);
    const writer = await given.user(t);
    const made = await t.app.inject({
      method: 'POST',
      url: '/v1/feeds',
      headers: maker.bearer,
      payload: { title: 'Коты & <псы>', emoji: '🐾', tags: [cats, dogs] },
    });
    expect(made.statusCode).toBe(200);
    const uuid = made.json<{ payload: { uuid: string } }>().payload.uuid;
    const one = await given.entry(t, writer, { text: `Раз #${cats}` });
    await given.entry(t, writer, { text: `Тайно #${cats}`, is_hidden_from_feed: true });
    const two = await given.entry(t, writer, { text: `Два #${cats} #${dogs}` });

    const res = await fetchDoc(`/feed/${uuid}/atom.xml`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    const { feed, entries } = readAtom(res.body);
    expect(feed.title).toContain('🐾 Коты & <псы>');
    expect(feed.id).toBe(`${TEST_ORIGIN}/feed/${uuid}`);
    expect(entries.map((e) => e.id)).toEqual([`urn:uuid:${two.uuid}`, `urn:uuid:${one.uuid}`]);
  });

  it('answers 404 for a malformed, unknown or deleted feed', async () => {
    const maker = await given.user(t);
    const made = await t.app.inject({
      method: 'POST',
      url: '/v1/feeds',
      headers: maker.bearer,
      payload: { title: 'Скоро нет', emoji: '🗑️', tags: ['атомудалён'] },
    });
    const uuid = made.json<{ payload: { uuid: string } }>().payload.uuid;
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/v1/feed/${uuid}`,
      headers: maker.bearer,
    });
    expect(del.statusCode).toBe(200);
    for (const url of [
      `/feed/${uuid}/atom.xml`,
      '/feed/not-a-uuid/atom.xml',
      '/feed/0190f5a8-0000-7000-8000-000000000000/atom.xml',
    ]) {
      const res = await fetchDoc(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ status: 'feed_not_found' });
    }
  });
});
