/**
 * Link cards from the server to the wire (modules/links, lib/link-preview.ts) on a real database
 * — PGlite, or PostgreSQL when TEST_DATABASE_URL is set — against a local web server
 * (test/test-pages.ts): an entry with a link answers its host at once; the `link_card.fetch` job
 * recorded with the write reads the page after the commit, and from then on every read shows
 * the page's title and icon. A failing page is retried, then shows the host; a write refused
 * leaves no job. A comment's link gets its card the same way, on create and on an edit that
 * changes it. Without the loopback allowance the page on this machine is never reached.
 */
import type { Comment, Entry } from '@potok/common';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { given } from '../../../test/given.ts';
import { countRows, createTestApp, type TestApp } from '../../../test/harness.ts';
import { html, type PageServer, servePages } from '../../../test/test-pages.ts';
import { type Db, queryRows } from '../../db/client.ts';

let t: TestApp;
let site: PageServer;
let host: string;

beforeAll(async () => {
  site = await servePages({
    '/article': html(
      `<html><head><title>Document</title>
        <meta property="og:title" content="An article worth reading">
        <link rel="icon" href="/icon.png"></head><body>…</body></html>`,
    ),
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
    const card = { url, title: 'An article worth reading', icon: `${site.origin}/icon.png` };
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
      icon: `${site.origin}/icon.png`,
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
