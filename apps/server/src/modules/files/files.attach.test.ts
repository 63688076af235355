/**
 * Uploaded files in use (spec §3 "Entry", "Comment", §5 "Attachments form", "Comment form";
 * DESIGN.md §5 "media"): attaching them to entries and comments through the real routes, the
 * GIF library (`GET my/files`), and the media sweep that removes what nothing shows.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Comment, Entry, UploadedFile } from '@potok/common';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GivenUser, given } from '../../../test/given.ts';
import { countRows, createTestApp, type TestApp } from '../../../test/harness.ts';
import { animatedGif, jpeg, mp4, png, postUpload, upload, webp } from '../../../test/media.ts';
import { queryRows } from '../../db/client.ts';

let t: TestApp;
let alice: GivenUser;
let bob: GivenUser;

beforeAll(async () => {
  t = await createTestApp({ checkCounters: true });
  alice = await given.user(t);
  bob = await given.user(t);
});
afterAll(() => t?.close());

/** Every file under the media folder (relative paths), upload folders included. */
async function filesOnDisk(): Promise<string[]> {
  try {
    const entries = await readdir(t.config.mediaDir, { recursive: true, withFileTypes: true });
    return entries
      .filter((e) => e.isFile())
      .map((e) => path.relative(t.config.mediaDir, path.join(e.parentPath, e.name)))
      .sort();
  } catch {
    return [];
  }
}

/** GET of a media address. */
function media(url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, headers });
}

describe('attaching to entries', () => {
  it('shows up to five of my files in my order, with alt text and ThumbHash', async () => {
    const a = await upload(t, alice, await png(200, 100), 'a.png', [
      { name: 'alt', data: 'first' },
    ]);
    const b = await upload(t, alice, mp4(), 'b.mp4');
    const entry = await given.entry(t, alice, { text: 'two files', files: [b.uuid, a.uuid] });
    const expected = [
      {
        file: { uuid: b.uuid },
        type: 'video/mp4',
        width: 320,
        height: 240,
        alt: null,
        thumbhash: null,
      },
      {
        file: { uuid: a.uuid },
        type: 'image/png',
        width: 200,
        height: 100,
        alt: 'first',
        thumbhash: a.thumbhash,
      },
    ];
    expect(entry.content.files).toEqual(expected);
    const read = await t.app.inject({ url: `/v1/entry/${entry.uuid}` });
    expect(read.json<Entry>().content.files).toEqual(expected);
    const feed = await t.app.inject({ url: `/v1/user/${alice.username}/entries` });
    const listed = feed.json<{ items: Entry[] }>().items.find((e) => e.uuid === entry.uuid);
    expect(listed?.content.files).toEqual(expected);
  });

  it('lets a file (a GIF of my library) go on more than one entry', async () => {
    const gif = await upload(t, alice, await animatedGif(), 'loop.gif');
    await given.entry(t, alice, { files: [gif.uuid] });
    const second = await given.entry(t, alice, { files: [gif.uuid] });
    expect(second.content.files.map((f) => f.file.uuid)).toEqual([gif.uuid]);
  });

  it('refuses unknown, foreign, repeated or too many files, and stores no entry', async () => {
    const mine = await upload(t, alice, await png(), 'm.png');
    const theirs = await upload(t, bob, await png(), 't.png');
    const six = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        upload(t, alice, Buffer.from(`x`), `s${i}.png`).catch(() => mine),
      ),
    );
    const post = (files: string[]) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/entry',
        headers: alice.bearer,
        payload: { text: 'with files', files },
      });
    const before = {
      entries: await countRows(t.db, 'entries'),
      links: await countRows(t.db, 'entry_files'),
    };
    const cases: [string[], number, string][] = [
      [['01890a5d-ac96-774b-bcce-b302099a8057'], 404, 'file_not_found'],
      [['not-a-uuid'], 404, 'file_not_found'],
      [[theirs.uuid], 403, 'not_owned'],
      [[mine.uuid, mine.uuid], 400, 'bad_request'],
      [six.map((f) => f.uuid), 400, 'bad_request'],
    ];
    for (const [files, code, status] of cases) {
      const res = await post(files);
      expect(res.statusCode, JSON.stringify(files)).toBe(code);
      expect(res.json()).toMatchObject({ status });
    }
    expect({
      entries: await countRows(t.db, 'entries'),
      links: await countRows(t.db, 'entry_files'),
    }).toEqual(before);
  });
});

describe('attaching to comments', () => {
  it('takes one image of gif, jpeg or png, even without text', async () => {
    const entry = await given.entry(t, bob);
    const img = await upload(t, alice, await jpeg(640, 480), 'reply.jpg');
    const comment = await given.comment(t, alice, entry, { text: '', files: [img.uuid] });
    expect(comment.content.files).toEqual([
      {
        file: { uuid: img.uuid },
        type: 'image/jpeg',
        width: 640,
        height: 480,
        alt: null,
        thumbhash: img.thumbhash,
      },
    ]);
    const thread = await t.app.inject({ url: `/v1/entry/${entry.uuid}/comments` });
    const listed = thread
      .json<{ items: Comment[] }>()
      .items.find((c) => c.comment_id === comment.comment_id);
    expect(listed?.content.files.map((f) => f.file.uuid)).toEqual([img.uuid]);
  });

  it('refuses a WebP, a video, two files, a foreign file and an empty comment', async () => {
    const entry = await given.entry(t, bob);
    const w = await upload(t, alice, await webp(), 'w.webp');
    const v = await upload(t, alice, mp4(), 'v.mp4');
    const p = await upload(t, alice, await png(), 'p.png');
    const foreign = await upload(t, bob, await png(), 'f.png');
    const before = await countRows(t.db, 'comments');
    const post = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `/v1/entry/${entry.uuid}/comments`,
        headers: alice.bearer,
        payload,
      });
    const cases: [object, number, string][] = [
      [{ files: [w.uuid] }, 415, 'unsupported_type'],
      [{ text: 'a clip', files: [v.uuid] }, 415, 'unsupported_type'],
      [{ files: [p.uuid, p.uuid] }, 400, 'bad_request'],
      [{ files: [foreign.uuid] }, 403, 'not_owned'],
      [{ text: '  ', files: [] }, 400, 'comment_empty'],
    ];
    for (const [payload, code, status] of cases) {
      const res = await post(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(code);
      expect(res.json()).toMatchObject({ status });
    }
    expect(await countRows(t.db, 'comments')).toBe(before);
  });
});

describe('GET my/files', () => {
  it('lists my files newest first, of one type when asked', async () => {
    const carol = await given.user(t);
    const g1 = await upload(t, carol, await animatedGif(), 'one.gif');
    await upload(t, carol, await png(), 'p.png');
    const g2 = await upload(t, carol, await animatedGif(), 'two.gif');
    const res = await t.app.inject({ url: '/v1/my/files?type=image/gif', headers: carol.bearer });
    expect(res.json()).toMatchObject({ total_items: 2 });
    expect(res.json<{ items: UploadedFile[] }>().items.map((f) => f.uuid)).toEqual([
      g2.uuid,
      g1.uuid,
    ]);
    const all = await t.app.inject({ url: '/v1/my/files', headers: carol.bearer });
    expect(all.json()).toMatchObject({ total_items: 3 });
    expect((await t.app.inject({ url: '/v1/my/files' })).statusCode).toBe(401);
  });
});

describe('the media sweep', () => {
  /** Moves every file's `unattached_since` (when set) back by two days. */
  async function ageUnattached() {
    await t.db.execute(
      sql`UPDATE files SET unattached_since = unattached_since - interval '2 days'
          WHERE unattached_since IS NOT NULL`,
    );
  }

  it('is scheduled by an upload and removes what stayed unattached for a day', async () => {
    const dave = await given.user(t);
    const loose = await upload(t, dave, await png(), 'loose.png');
    const used = await upload(t, dave, await png(), 'used.png');
    const entry = await given.entry(t, dave, { files: [used.uuid] });
    const [job] = await queryRows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM jobs WHERE kind = 'media.sweep' AND state = 'queued'`,
    );
    expect(job?.n).toBe(1);

    // Not a day yet: nothing goes.
    await t.db.execute(sql`UPDATE jobs SET run_after = now() WHERE kind = 'media.sweep'`);
    await t.app.jobs.runOnce();
    expect((await media(`/media/${loose.uuid}`)).statusCode).toBe(200);

    await ageUnattached();
    await t.db.execute(
      sql`UPDATE jobs SET run_after = now() WHERE kind = 'media.sweep' AND state = 'queued'`,
    );
    await t.app.jobs.runOnce();
    expect((await media(`/media/${loose.uuid}`)).statusCode).toBe(404);
    expect((await media(`/media/${loose.uuid}/s100`)).statusCode).toBe(404);
    expect((await filesOnDisk()).some((f) => f.includes(loose.uuid))).toBe(false);
    expect((await media(`/media/${used.uuid}`)).statusCode).toBe(200);
    // The next run is waiting.
    const [next] = await queryRows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM jobs WHERE kind = 'media.sweep' AND state = 'queued'`,
    );
    expect(next?.n).toBe(1);

    // Deleting the entry leaves its file to the sweep.
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/v1/entry/${entry.uuid}`,
      headers: dave.bearer,
    });
    expect(del.statusCode).toBe(200);
    expect((await media(`/media/${used.uuid}`)).statusCode).toBe(200);
    await ageUnattached();
    await t.services.files.sweep();
    expect((await media(`/media/${used.uuid}`)).statusCode).toBe(404);
    const [rows] = await queryRows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM files WHERE uuid IN (${loose.uuid}::uuid, ${used.uuid}::uuid)`,
    );
    expect(rows?.n).toBe(0);
  });

  it('keeps a file another live entry still shows', async () => {
    const erin = await given.user(t);
    const gif = await upload(t, erin, await animatedGif(), 'shared.gif');
    const first = await given.entry(t, erin, { files: [gif.uuid] });
    await given.entry(t, erin, { files: [gif.uuid] });
    await t.app.inject({ method: 'DELETE', url: `/v1/entry/${first.uuid}`, headers: erin.bearer });
    await ageUnattached();
    await t.services.files.sweep();
    expect((await media(`/media/${gif.uuid}`)).statusCode).toBe(200);
  });
});

describe('files through edits, deletes and permissions', () => {
  /** Moves every file's `unattached_since` (when set) back by two days, then sweeps. */
  async function sweepADayLater() {
    await t.db.execute(
      sql`UPDATE files SET unattached_since = unattached_since - interval '2 days'
          WHERE unattached_since IS NOT NULL`,
    );
    await t.services.files.sweep();
  }

  /** POST/DELETE `/v1/{url}` as `user` with a JSON body. */
  function call(method: 'POST' | 'DELETE', url: string, user: GivenUser, payload?: object) {
    return t.app.inject({
      method,
      url: `/v1/${url}`,
      headers: user.bearer,
      ...(payload ? { payload } : {}),
    });
  }

  it('an entry edit replaces its files; history keeps showing the old ones until deleted', async () => {
    const fay = await given.user(t);
    const first = await upload(t, fay, await png(), 'first.png');
    const second = await upload(t, fay, await jpeg(), 'second.jpg');
    const entry = await given.entry(t, fay, { text: 'before', files: [first.uuid] });

    const edit = await call('POST', `entry/${entry.uuid}`, fay, {
      text: 'after',
      files: [second.uuid],
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json<{ payload: Entry }>().payload.content.files.map((f) => f.file.uuid)).toEqual([
      second.uuid,
    ]);
    // An edit without `files` keeps them.
    const textOnly = await call('POST', `entry/${entry.uuid}`, fay, { text: 'again' });
    expect(
      textOnly.json<{ payload: Entry }>().payload.content.files.map((f) => f.file.uuid),
    ).toEqual([second.uuid]);

    const history = await t.app.inject({ url: `/v1/entry/${entry.uuid}/history` });
    const versions = history.json<{ items: { content: { text: string; files: unknown[] } }[] }>();
    expect(versions.items.map((v) => v.content.text)).toEqual(['after', 'before']);
    expect(versions.items[1]?.content.files).toEqual([
      expect.objectContaining({ file: { uuid: first.uuid }, type: 'image/png' }),
    ]);

    // The dropped file is still shown by history: the sweep keeps it.
    await sweepADayLater();
    expect((await media(`/media/${first.uuid}`)).statusCode).toBe(200);
    expect((await media(`/media/${second.uuid}`)).statusCode).toBe(200);

    // Deleted, the entry and its history show nothing any more: both go a day later.
    expect((await call('DELETE', `entry/${entry.uuid}`, fay)).statusCode).toBe(200);
    await sweepADayLater();
    expect((await media(`/media/${first.uuid}`)).statusCode).toBe(404);
    expect((await media(`/media/${second.uuid}`)).statusCode).toBe(404);
  });

  it('a comment edit replaces or removes its image, as at writing', async () => {
    const gus = await given.user(t);
    const entry = await given.entry(t, gus);
    const a = await upload(t, gus, await png(), 'a.png');
    const b = await upload(t, gus, await jpeg(), 'b.jpg');
    const w = await upload(t, gus, await webp(), 'w.webp');
    const comment = await given.comment(t, gus, entry, { text: '', files: [a.uuid] });

    const swapped = await call('POST', `comment/${comment.comment_id}`, gus, { files: [b.uuid] });
    expect(swapped.statusCode).toBe(200);
    expect(
      swapped.json<{ payload: Comment }>().payload.content.files.map((f) => f.file.uuid),
    ).toEqual([b.uuid]);
    // A WebP is refused, and taking the image away from a comment without text leaves it empty.
    const refused = await call('POST', `comment/${comment.comment_id}`, gus, { files: [w.uuid] });
    expect([refused.statusCode, refused.json().status]).toEqual([415, 'unsupported_type']);
    const empty = await call('POST', `comment/${comment.comment_id}`, gus, { files: [] });
    expect([empty.statusCode, empty.json().status]).toEqual([400, 'comment_empty']);
    const cleared = await call('POST', `comment/${comment.comment_id}`, gus, {
      text: 'words now',
      files: [],
    });
    expect(cleared.json<{ payload: Comment }>().payload.content.files).toEqual([]);

    const history = await t.app.inject({ url: `/v1/comment/${comment.comment_id}/history` });
    expect(
      history
        .json<{ items: { content: { files: { file: { uuid: string } }[] } }[] }>()
        .items.map((v) => v.content.files.map((f) => f.file.uuid)),
    ).toEqual([[b.uuid], [a.uuid]]);
    await sweepADayLater();
    expect((await media(`/media/${a.uuid}`)).statusCode).toBe(200);
    expect((await media(`/media/${b.uuid}`)).statusCode).toBe(200);

    // Deleted, the comment lets go of what its history showed as well.
    expect((await call('DELETE', `comment/${comment.comment_id}`, gus)).statusCode).toBe(200);
    await sweepADayLater();
    expect((await media(`/media/${a.uuid}`)).statusCode).toBe(404);
    expect((await media(`/media/${b.uuid}`)).statusCode).toBe(404);
  });

  it('a deleted comment lets its image go to the sweep, a stub with replies too', async () => {
    const hal = await given.user(t);
    const entry = await given.entry(t, hal);
    const lone = await upload(t, hal, await png(), 'lone.png');
    const stub = await upload(t, hal, await png(), 'stub.png');
    const alone = await given.comment(t, hal, entry, { text: 'alone', files: [lone.uuid] });
    const parent = await given.comment(t, hal, entry, { text: 'parent', files: [stub.uuid] });
    await given.comment(t, hal, entry, { text: 'reply', parent_id: parent.comment_id });

    await sweepADayLater();
    expect((await media(`/media/${lone.uuid}`)).statusCode).toBe(200);

    expect((await call('DELETE', `comment/${alone.comment_id}`, hal)).statusCode).toBe(200);
    expect((await call('DELETE', `comment/${parent.comment_id}`, hal)).statusCode).toBe(200);
    const [released] = await queryRows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM files
          WHERE uuid IN (${lone.uuid}::uuid, ${stub.uuid}::uuid) AND unattached_since IS NOT NULL`,
    );
    expect(released?.n).toBe(2);
    await sweepADayLater();
    expect((await media(`/media/${lone.uuid}`)).statusCode).toBe(404);
    expect((await media(`/media/${stub.uuid}`)).statusCode).toBe(404);
  });

  it('without attach_images: 403 user_cant_attach_images on upload and every attaching write, nothing stored', async () => {
    const ivy = await given.user(t);
    const entry = await given.entry(t, ivy, { text: 'plain' });
    const comment = await given.comment(t, ivy, entry, { text: 'plain' });
    const file = await upload(t, ivy, await png(), 'mine.png');
    await t.services.permissions.set(ivy.user_id, { attach_images: false });

    const state = async () => ({
      files: await countRows(t.db, 'files'),
      entries: await countRows(t.db, 'entries'),
      comments: await countRows(t.db, 'comments'),
      entryFiles: await countRows(t.db, 'entry_files'),
      commentFiles: await countRows(t.db, 'comment_files'),
      versions: await countRows(t.db, 'entry_versions'),
      commentVersions: await countRows(t.db, 'comment_versions'),
      disk: await filesOnDisk(),
    });
    const before = await state();
    const answers = [
      await postUpload(t, ivy, await png(), 'refused.png'),
      await call('POST', 'entry', ivy, { text: 'with a file', files: [file.uuid] }),
      await call('POST', `entry/${entry.uuid}`, ivy, { text: 'edited', files: [file.uuid] }),
      await call('POST', `entry/${entry.uuid}/comments`, ivy, { text: 'c', files: [file.uuid] }),
      await call('POST', `comment/${comment.comment_id}`, ivy, { text: 'e', files: [file.uuid] }),
    ];
    for (const res of answers) {
      expect([res.statusCode, res.json().status]).toEqual([403, 'user_cant_attach_images']);
    }
    expect(await state()).toEqual(before);

    // Writing without files is still allowed.
    const plain = await call('POST', 'entry', ivy, { text: 'no files' });
    expect(plain.statusCode).toBe(200);
    await t.services.permissions.set(ivy.user_id, { attach_images: true });
  });
});
