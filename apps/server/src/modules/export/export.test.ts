/**
 * Integration tests of the personal data export (`POST settings/gdpr`, DESIGN.md §5 "GDPR")
 * through app.inject on a real database and a real media folder: the archive is opened with a
 * zip reader (yauzl) and must hold the person's entries with their history, comments,
 * reactions, bookmarks, subscriptions, feeds, notifications, login records, reports, the
 * originals of their uploads byte for byte, and the README — and nothing private of another
 * person (their login records, notifications, bookmarks, e-mail). A guest, a wrong or missing
 * password and odd bodies get a JSON refusal and no archive; one export of an account runs at a
 * time, ten attempts an hour; a client that hangs up mid-download (over a real socket) frees its
 * account, and a file that cannot be read breaks the download instead of ending it as if whole.
 * The counters are checked when the app closes.
 */
import { mkdir, rm } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { DATA_EXPORT_FILES, type Entry, type UploadedFile } from '@potok/common';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { callApi, type GivenUser, given } from '../../../test/given.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { jpeg, mp4, upload } from '../../../test/media.ts';
import { queryRows } from '../../db/client.ts';
import { EXPORT_RATE_LIMIT } from './export.service.ts';

let t: TestApp;
let ann: GivenUser;
let bob: GivenUser;

/** A browser line only Bob's sign-in carries. */
const BOB_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) BobSecretBrowser/9.9';
const ANN_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** The files of a zip archive by name (yauzl, which checks the archive's structure). */
function unzip(buffer: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const files = new Map<string, Buffer>();
      zip.on('error', reject);
      zip.on('end', () => resolve(files));
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (openError, stream) => {
          if (openError || !stream) return reject(openError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('error', reject);
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.readEntry();
    });
  });
}

/** `POST settings/gdpr` as `who` (its bearer) with a JSON or form (string) body. */
function exportAs(who: GivenUser | undefined, payload?: Record<string, unknown> | string) {
  return callApi(t, 'POST', 'settings/gdpr', who, payload);
}

/** A JSON file of the archive. */
function json<T>(files: Map<string, Buffer>, name: string): T {
  const file = files.get(name);
  if (!file) throw new Error(`${name} is not in the archive`);
  return JSON.parse(file.toString('utf8')) as T;
}

/** Drains the job queue (notifications are produced after the commit). */
async function drain(): Promise<void> {
  while ((await t.app.jobs.runOnce()) > 0) {}
}

let photo: UploadedFile;
let clip: UploadedFile;
let clipBytes: Buffer;
let diary: Entry;
let annSessionId: number;
let files: Map<string, Buffer>;
let response: Awaited<ReturnType<typeof exportAs>>;

beforeAll(async () => {
  t = await createTestApp({ checkCounters: true });
  ann = await given.user(t, { email: 'ann-private@example.test' });
  bob = await given.user(t, { email: 'bob-private@example.test' });
  // Bob signs in from a browser of his own, and keeps bookmarks and notifications of his own.
  const bobLogin = await t.app.inject({
    method: 'POST',
    url: '/v1/auth/login',
    headers: { 'user-agent': BOB_AGENT },
    payload: { email: bob.email, password: bob.password },
  });
  expect(bobLogin.statusCode, bobLogin.body).toBe(200);
  const annLogin = await t.app.inject({
    method: 'POST',
    url: '/v1/auth/login',
    headers: { 'user-agent': ANN_AGENT },
    payload: { email: ann.email, password: ann.password },
  });
  expect(annLogin.statusCode, annLogin.body).toBe(200);

  photo = await upload(t, ann, await jpeg(800, 600), 'holiday.jpg');
  clipBytes = mp4(320, 240);
  clip = await upload(t, ann, clipBytes, 'clip.mp4');
  diary = await given.entry(t, ann, {
    text: 'Ann diary, first draft #travel',
    files: [photo.uuid],
  });
  const edit = await callApi(t, 'POST', `entry/${diary.uuid}`, ann, {
    text: 'Ann diary, final words #travel',
    files: [photo.uuid],
  });
  expect(edit.statusCode, edit.body).toBe(200);
  await given.entry(t, ann, { text: 'Ann hidden note', is_hidden_from_feed: true });

  const bobEntry = await given.entry(t, bob, { text: 'Bob public entry' });
  await given.comment(t, ann, bobEntry, { text: 'Ann comment on Bob' });
  await given.comment(t, bob, diary, { text: 'Bob comment on Ann' });
  for (const [url, body] of [
    [`entry/${bobEntry.uuid}/react`, { react: 'heart' }],
    ['my/bookmarks', { type: 'add', object: 'entry', entry_id: bobEntry.entry_id }],
    [`user/${bob.username}/subscribe`, {}],
    [`user/${bob.username}/notify`, {}],
    [`entry/${bobEntry.uuid}/report`, { reason: 1 }],
    ['feeds', { title: 'Ann travels', emoji: '🧭', tags: ['travel'] }],
  ] as const) {
    const res = await callApi(t, 'POST', url, ann, body);
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  }
  const bobBookmark = await callApi(t, 'POST', 'my/bookmarks', bob, {
    type: 'add',
    object: 'entry',
    entry_id: diary.entry_id,
  });
  expect(bobBookmark.statusCode, bobBookmark.body).toBe(200);
  await drain();

  const [session] = await queryRows<{ session_id: number }>(
    t.db,
    sql`SELECT session_id FROM sessions WHERE user_id = ${ann.user_id} ORDER BY session_id LIMIT 1`,
  );
  annSessionId = Number(session?.session_id);
  response = await exportAs(ann, { password: ann.password });
  files = await unzip(response.rawPayload);
});
afterAll(() => t?.close());

describe('POST settings/gdpr', () => {
  it('answers a zip attachment named after the person and the day', () => {
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    const day = new Date().toISOString().slice(0, 10);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="potok-${ann.username}-${day}.zip"`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    for (const name of DATA_EXPORT_FILES) expect(files.has(name), name).toBe(true);
  });

  it('has a README in Russian and English naming every file', () => {
    const readme = files.get('README.txt')?.toString('utf8') ?? '';
    expect(readme).toContain('Архив ваших данных в Потоке');
    expect(readme).toContain('Your data from Potok');
    expect(readme).toContain(`@${ann.username}`);
    for (const name of DATA_EXPORT_FILES) expect(readme).toContain(name);
  });

  it('holds the profile with the e-mail, permissions and settings', () => {
    const profile = json<{
      user: { username: string; state: { is_me: boolean } };
      account: { email: string; date_added: string };
      permissions: Record<string, boolean>;
      notification_settings: Record<string, boolean>;
    }>(files, 'profile.json');
    expect(profile.user.username).toBe(ann.username);
    expect(profile.user.state.is_me).toBe(true);
    expect(profile.account.email).toBe('ann-private@example.test');
    expect(profile.account.date_added).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);
    expect(profile.permissions.create_entries).toBe(true);
    expect(Object.keys(profile.notification_settings)).toContain('mentions');
  });

  it('holds every entry of the person, hidden ones too, with the edit history', () => {
    const entries = json<(Entry & { history: { content: { text: string } }[] })[]>(
      files,
      'entries.json',
    );
    expect(entries.map((e) => e.content.text).sort()).toEqual([
      'Ann diary, final words #travel',
      'Ann hidden note',
    ]);
    const edited = entries.find((e) => e.uuid === diary.uuid);
    expect(edited?.user.username).toBe(ann.username);
    expect(edited?.content.files.map((f) => f.file.uuid)).toEqual([photo.uuid]);
    expect(edited?.history.map((h) => h.content.text)).toEqual(['Ann diary, first draft #travel']);
    expect(edited?.meta.date_added).toMatch(/Z$/);
  });

  it('holds the originals of the uploads byte for byte, and describes them', async () => {
    const served = await t.app.inject({ method: 'GET', url: `/media/${photo.uuid}` });
    expect(served.statusCode).toBe(200);
    expect(files.get(`media/${photo.uuid}.jpg`)?.equals(served.rawPayload)).toBe(true);
    // A video without location, device or capture metadata is kept byte for byte.
    expect(files.get(`media/${clip.uuid}.mp4`)?.equals(clipBytes)).toBe(true);
    const described = json<{ uuid: string; name: string; path: string | null }[]>(
      files,
      'files.json',
    );
    expect(described.map((f) => [f.name, f.path])).toEqual([
      ['holiday.jpg', `media/${photo.uuid}.jpg`],
      ['clip.mp4', `media/${clip.uuid}.mp4`],
    ]);
    const media = [...files.keys()].filter((name) => name.startsWith('media/'));
    expect(media.sort()).toEqual([`media/${clip.uuid}.mp4`, `media/${photo.uuid}.jpg`].sort());
  });

  it('holds comments, reactions, bookmarks, subscriptions, feeds and reports of the person', () => {
    const comments = json<{ content: { text: string }; history: unknown[] }[]>(
      files,
      'comments.json',
    );
    expect(comments.map((c) => c.content.text)).toEqual(['Ann comment on Bob']);
    const reactions = json<{ react: string }[]>(files, 'reactions.json');
    expect(reactions.map((r) => r.react)).toEqual(['heart']);
    const bookmarks = json<Record<string, { entry?: Entry }[]>>(files, 'bookmarks.json');
    expect(Object.keys(bookmarks)).toEqual(['users', 'entries', 'comments', 'feeds']);
    expect(bookmarks.entries?.map((b) => b.entry?.content.text)).toEqual(['Bob public entry']);
    const subscriptions = json<{
      users: { user: { username: string }; notify_new_posts: boolean }[];
      feeds: unknown[];
      subscribers: unknown[];
    }>(files, 'subscriptions.json');
    expect(subscriptions.users.map((s) => [s.user.username, s.notify_new_posts])).toEqual([
      [bob.username, true],
    ]);
    expect(subscriptions.subscribers).toEqual([]);
    const feeds = json<{ title: string; tags: string[] }[]>(files, 'feeds.json');
    expect(feeds.map((f) => f.title)).toEqual(['Ann travels']);
    const reports = json<{ object: { type: string; ref: string }; reason: string }[]>(
      files,
      'reports.json',
    );
    expect(reports).toMatchObject([{ object: { type: 'entry' }, reason: 'spam' }]);
  });

  it('holds the login records with OS and browser, the current session marked', () => {
    const logins = json<
      {
        login_id: number;
        os: { name: string | null };
        browser: { name: string | null };
        is_current: boolean;
      }[]
    >(files, 'logins.json');
    expect(logins).toHaveLength(2);
    expect(logins.find((l) => l.is_current)?.login_id).toBe(annSessionId);
    expect(logins.find((l) => l.browser.name === 'Chrome')?.os.name).toBe('Windows');
  });

  it('holds the notifications of the person only', async () => {
    const notifications = json<{ notify_id: number; type: string }[]>(files, 'notifications.json');
    const rows = await queryRows<{ notify_id: string | number; recipient_id: number }>(
      t.db,
      sql`SELECT notify_id, recipient_id FROM notifications`,
    );
    const annIds = rows
      .filter((r) => r.recipient_id === ann.user_id)
      .map((r) => Number(r.notify_id));
    expect(annIds.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.recipient_id === bob.user_id)).toBe(true);
    expect(notifications.map((n) => n.notify_id).sort()).toEqual(annIds.sort());
  });

  it('holds nothing private of another person: their logins, e-mail, bookmarks', () => {
    const everything = [...files.entries()]
      .filter(([name]) => !name.startsWith('media/'))
      .map(([, bytes]) => bytes.toString('utf8'))
      .join('\n');
    expect(everything).not.toContain('BobSecretBrowser');
    expect(everything).not.toContain('bob-private@example.test');
    expect(everything).toContain('ann-private@example.test');
    // Bob's bookmark of Ann's entry is Bob's: only Ann's own bookmark is listed.
    const bookmarks = json<Record<string, unknown[]>>(files, 'bookmarks.json');
    expect(Object.values(bookmarks).flat()).toHaveLength(1);
  });

  it('reads form data as the other settings calls send it', async () => {
    const res = await exportAs(bob, `password=${encodeURIComponent(bob.password)}`);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    const archive = await unzip(res.rawPayload);
    const profile = json<{ user: { username: string } }>(archive, 'profile.json');
    expect(profile.user.username).toBe(bob.username);
    expect(json<unknown[]>(archive, 'files.json')).toEqual([]);
  });

  it('refuses a wrong or missing password, odd bodies and guests with JSON and no archive', async () => {
    const cases: [
      GivenUser | undefined,
      Record<string, unknown> | string | undefined,
      number,
      string,
    ][] = [
      [ann, { password: `${ann.password}x` }, 400, 'password_invalid'],
      [ann, { password: bob.password }, 400, 'password_invalid'],
      [ann, `password=${encodeURIComponent('wrong password')}`, 400, 'password_invalid'],
      [ann, { password: 'x'.repeat(300) }, 400, 'password_invalid'],
      [ann, { password: '' }, 400, 'password_empty'],
      [ann, {}, 400, 'password_empty'],
      [ann, { password: ann.password, apply: true }, 400, 'bad_request'],
      [ann, `password=a&password=${encodeURIComponent(ann.password)}`, 400, 'bad_request'],
      [ann, { password: ['x'] }, 400, 'bad_request'],
      [undefined, { password: ann.password }, 401, 'unauthorized'],
    ];
    for (const [who, body, code, status] of cases) {
      const res = await exportAs(who, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(code);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['content-disposition']).toBeUndefined();
      expect(res.json<{ status: string }>().status).toBe(status);
    }
    expect(t.services.exports.isRunning(ann.user_id)).toBe(false);
  });

  it('refuses a cross-site request made with the cookie', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/settings/gdpr',
      headers: { ...ann.cookie, origin: 'https://evil.example' },
      payload: { password: ann.password },
    });
    expect(res.statusCode).toBe(403);
    expect(res.headers['content-disposition']).toBeUndefined();
  });

  it('runs one export of an account at a time, and a dropped download frees it', async () => {
    const carl = await given.user(t);
    const first = await t.services.exports.start({
      userId: carl.user_id,
      sessionId: null,
      password: carl.password,
      log: t.app.log,
    });
    expect(t.services.exports.isRunning(carl.user_id)).toBe(true);
    const second = await exportAs(carl, { password: carl.password });
    expect(second.statusCode).toBe(429);
    expect(second.json<{ status: string }>().status).toBe('too_many_requests');
    // Another person is not held up.
    expect((await exportAs(bob, { password: bob.password })).statusCode).toBe(200);
    // The client goes away after the first bytes.
    await new Promise<void>((resolve) => first.stream.once('readable', () => resolve()));
    first.stream.destroy();
    await new Promise((resolve) => setImmediate(resolve));
    expect(t.services.exports.isRunning(carl.user_id)).toBe(false);
    expect((await exportAs(carl, { password: carl.password })).statusCode).toBe(200);
  });

  it('stops reading when the person closes the connection mid-download', async () => {
    const fay = await given.user(t);
    // Zeros: a 30 MiB clip, more than the socket buffers hold.
    await upload(t, fay, mp4(320, 240, 30 * 1024 * 1024), 'long.mp4');
    // Listening until the app closes (afterAll).
    const origin = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const body = JSON.stringify({ password: fay.password });
    const firstBytes = await new Promise<number>((resolve, reject) => {
      const request = http.request(`${origin}/v1/settings/gdpr`, {
        method: 'POST',
        headers: { ...fay.bearer, 'content-type': 'application/json' },
      });
      request.on('error', () => {});
      request.on('response', (res) => {
        if (res.statusCode !== 200) reject(new Error(`answered ${res.statusCode}`));
        res.once('data', (chunk: Buffer) => {
          request.destroy();
          resolve(chunk.length);
        });
      });
      request.end(body);
    });
    expect(firstBytes).toBeGreaterThan(0);
    for (let i = 0; i < 250 && t.services.exports.isRunning(fay.user_id); i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(t.services.exports.isRunning(fay.user_id)).toBe(false);
  });

  it('breaks the download, never ends it looking whole, when a file cannot be read', async () => {
    const erin = await given.user(t);
    const broken = await upload(t, erin, await jpeg(200, 100), 'broken.jpg');
    // The original's name now holds a folder: found by its name, unreadable as a file.
    const found = await t.services.files.locate(broken.uuid, 'original');
    const original = path.join(t.services.files.mediaRoot, found?.path ?? 'missing');
    await rm(original);
    await mkdir(original);
    const started = await t.services.exports.start({
      userId: erin.user_id,
      sessionId: null,
      password: erin.password,
      log: t.app.log,
    });
    const failure = await new Promise<unknown>((resolve) => {
      started.stream.on('error', resolve);
      started.stream.on('end', () => resolve(null));
      started.stream.resume();
    });
    expect(failure).toBeInstanceOf(Error);
    expect(t.services.exports.isRunning(erin.user_id)).toBe(false);
  });

  it('counts wrong passwords against the hourly budget of the account', async () => {
    const dana = await given.user(t);
    for (let i = 0; i < EXPORT_RATE_LIMIT.max; i += 1) {
      expect((await exportAs(dana, { password: 'not her password' })).statusCode).toBe(400);
    }
    const res = await exportAs(dana, { password: dana.password });
    expect(res.statusCode).toBe(429);
    expect(res.json<{ status: string }>().status).toBe('too_many_requests');
    expect(res.headers['retry-after']).toBeDefined();
  });
});
