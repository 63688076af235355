/**
 * Idempotent creates (lib/idempotency.ts; IETF draft "The Idempotency-Key HTTP Header Field"):
 * `POST entry` and `POST entry/{uuid}/comments` with an `Idempotency-Key` header, through
 * app.inject on a real database (PGlite, and PostgreSQL with TEST_DATABASE_URL). What a client
 * notices: a repeat gets the first answer and writes nothing; another body with the key is a
 * 422; a key over 200 characters is a 400; parallel repeats write once, also through a second
 * server on the same database; keys are per account and live a day.
 */
import type { Comment, Entry } from '@potok/common';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type DbHandle, openDb, queryRows } from '../src/db/client.ts';
import { EXPIRED_PER_CLAIM } from '../src/lib/idempotency.ts';
import { type GivenUser, given } from './given.ts';
import { countAll, countRows, createTestApp, type TestApp } from './harness.ts';

const TABLES = ['entries', 'comments', 'tags', 'entry_tags', 'idempotency_keys'] as const;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ checkCounters: true });
});
afterAll(() => t?.close());

let n = 0;
/** A fresh key, as the web client makes one per submission. */
function newKey(): string {
  n += 1;
  return `key-${n}-${crypto.randomUUID()}`;
}

function postEntry(user: GivenUser, key: string | null, payload: object) {
  return t.app.inject({
    method: 'POST',
    url: '/v1/entry',
    headers: { ...user.bearer, ...(key === null ? {} : { 'idempotency-key': key }) },
    payload,
  });
}

function postComment(user: GivenUser, uuid: string, key: string, payload: object) {
  return t.app.inject({
    method: 'POST',
    url: `/v1/entry/${uuid}/comments`,
    headers: { ...user.cookie, 'idempotency-key': key },
    payload,
  });
}

/** The author's live entries with exactly this text. */
async function entriesWithText(userId: number, text: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    t.db,
    sql`SELECT count(*)::int AS n FROM entries
        WHERE user_id = ${userId} AND text = ${text} AND deleted_at IS NULL`,
  );
  return row!.n;
}

describe('POST entry with an Idempotency-Key', () => {
  it('answers a repeat with the first answer, byte for byte, and stores one entry', async () => {
    const alice = await given.user(t);
    const key = newKey();
    const payload = { text: 'Once only #idem', is_nsfw: true };
    const first = await postEntry(alice, key, payload);
    expect(first.statusCode).toBe(200);
    expect(first.json<{ status: string }>().status).toBe('entry_added');
    const before = await countAll(t.db, TABLES);

    const again = await postEntry(alice, key, payload);
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.body).toBe(first.body);
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    // The same body with its keys in another order is the same request.
    const reordered = await postEntry(alice, key, { is_nsfw: true, text: 'Once only #idem' });
    expect(reordered.body).toBe(first.body);

    expect(await countAll(t.db, TABLES)).toEqual(before);
    expect(await entriesWithText(alice.user_id, 'Once only #idem')).toBe(1);
    const profile = await t.app.inject({ url: `/v1/user/${alice.username}` });
    expect(profile.json<{ counters: { entries: number } }>().counters.entries).toBe(1);
  });

  it('refuses the key with another body: 422 idempotency_key_reused, nothing stored', async () => {
    const alice = await given.user(t);
    const key = newKey();
    const first = await postEntry(alice, key, { text: 'The first draft' });
    expect(first.statusCode).toBe(200);
    const before = await countAll(t.db, TABLES);

    const changed = await postEntry(alice, key, { text: 'The second draft' });
    expect(changed.statusCode).toBe(422);
    expect(changed.json()).toEqual({
      status: 'idempotency_key_reused',
      message: expect.any(String),
    });
    // The key on another create (another address) is another request too.
    const entry = first.json<{ payload: Entry }>().payload;
    const elsewhere = await postComment(alice, entry.uuid, key, { text: 'The first draft' });
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json<{ status: string }>().status).toBe('idempotency_key_reused');

    expect(await countAll(t.db, TABLES)).toEqual(before);
    expect(await entriesWithText(alice.user_id, 'The second draft')).toBe(0);
  });

  it('refuses a key of 201 characters (400 bad_request, nothing stored); 200 are fine', async () => {
    const alice = await given.user(t);
    const before = await countAll(t.db, TABLES);
    const tooLong = await postEntry(alice, 'k'.repeat(201), { text: 'Key too long' });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json<{ status: string }>().status).toBe('bad_request');
    const empty = await postEntry(alice, '', { text: 'Key empty' });
    expect(empty.statusCode).toBe(400);
    expect(await countAll(t.db, TABLES)).toEqual(before);

    const longest = 'k'.repeat(200);
    const ok = await postEntry(alice, longest, { text: 'Key of 200' });
    expect(ok.statusCode).toBe(200);
    expect((await postEntry(alice, longest, { text: 'Key of 200' })).body).toBe(ok.body);
    expect(await entriesWithText(alice.user_id, 'Key of 200')).toBe(1);
  });

  it('writes once for parallel requests with one key, all answered alike', async () => {
    const alice = await given.user(t);
    const key = newKey();
    const payload = { text: 'Double click' };
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => postEntry(alice, key, payload)),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toBe(answers[0]!.body);
    }
    expect(await entriesWithText(alice.user_id, 'Double click')).toBe(1);
  });

  it('writes once when the repeats reach two servers on one database', async () => {
    // A second server with its own services (and, on PostgreSQL, its own connections): what it
    // knows of the key comes from the database alone.
    let handle: DbHandle = t.handle;
    if (t.handle.driver === 'postgres') {
      const url = (t.handle.pool as unknown as { options: { connectionString: string } }).options
        .connectionString;
      handle = await openDb({ driver: 'postgres', url, max: 2 });
    }
    const other = await buildApp(t.config, { db: handle, webDist: '/nonexistent' });
    await other.ready();
    try {
      const alice = await given.user(t);
      const key = newKey();
      const request = {
        method: 'POST' as const,
        url: '/v1/entry',
        headers: { ...alice.bearer, 'idempotency-key': key },
        payload: { text: 'Two servers' },
      };
      const [a, b] = await Promise.all([t.app.inject(request), other.inject(request)]);
      expect(a.statusCode).toBe(200);
      expect(b.statusCode).toBe(200);
      expect(b.body).toBe(a.body);
      const later = await other.inject(request);
      expect(later.body).toBe(a.body);
      expect(await entriesWithText(alice.user_id, 'Two servers')).toBe(1);
    } finally {
      await other.close();
      if (handle !== t.handle) await handle.close();
    }
  });

  it('keeps keys per account: the same key from another account is its own', async () => {
    const alice = await given.user(t);
    const bob = await given.user(t);
    const key = newKey();
    const payload = { text: 'Same key, two people' };
    const fromAlice = await postEntry(alice, key, payload);
    const fromBob = await postEntry(bob, key, payload);
    expect(fromAlice.statusCode).toBe(200);
    expect(fromBob.statusCode).toBe(200);
    const a = fromAlice.json<{ payload: Entry }>().payload;
    const b = fromBob.json<{ payload: Entry }>().payload;
    expect(b.uuid).not.toBe(a.uuid);
    expect(b.user.user_id).toBe(bob.user_id);
    // Another body under Bob's key does not touch Alice's.
    expect((await postEntry(bob, key, { text: 'Bob changed it' })).statusCode).toBe(422);
    expect((await postEntry(alice, key, payload)).body).toBe(fromAlice.body);
  });

  it('forgets a key after a day: a repeat then publishes again', async () => {
    const alice = await given.user(t);
    const key = newKey();
    const payload = { text: 'A day later' };
    const first = await postEntry(alice, key, payload);
    await t.db.execute(
      sql`UPDATE idempotency_keys SET created_at = now() - interval '25 hours'
          WHERE user_id = ${alice.user_id} AND key = ${key}`,
    );
    const later = await postEntry(alice, key, payload);
    expect(later.statusCode).toBe(200);
    expect(later.json<{ payload: Entry }>().payload.uuid).not.toBe(
      first.json<{ payload: Entry }>().payload.uuid,
    );
    expect(await entriesWithText(alice.user_id, 'A day later')).toBe(2);
    // …and from then on the new answer is the one repeated.
    expect((await postEntry(alice, key, payload)).body).toBe(later.body);
  });

  it('deletes expired keys of any account as new keys are claimed', async () => {
    const alice = await given.user(t);
    const bob = await given.user(t);
    for (let i = 0; i < 3; i += 1) await postEntry(alice, newKey(), { text: `Old ${i}` });
    await t.db.execute(
      sql`UPDATE idempotency_keys SET created_at = now() - interval '25 hours'
          WHERE user_id = ${alice.user_id}`,
    );
    const expired = async () => {
      const [row] = await queryRows<{ n: number }>(
        t.db,
        sql`SELECT count(*)::int AS n FROM idempotency_keys
            WHERE created_at < now() - interval '24 hours'`,
      );
      return row!.n;
    };
    expect(await expired()).toBeGreaterThanOrEqual(3);
    expect(await expired()).toBeLessThanOrEqual(EXPIRED_PER_CLAIM);
    await postEntry(bob, newKey(), { text: 'A new key' });
    expect(await expired()).toBe(0);
  });

  it('keeps no key for a refused request: the same key then works with a fixed body', async () => {
    const alice = await given.user(t);
    const key = newKey();
    const before = await countRows(t.db, 'idempotency_keys');
    const refused = await postEntry(alice, key, { text: '   ' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ status: string }>().status).toBe('entry_empty_text');
    expect(await countRows(t.db, 'idempotency_keys')).toBe(before);
    const fixed = await postEntry(alice, key, { text: 'Fixed' });
    expect(fixed.statusCode).toBe(200);
  });

  it('changes nothing without a key: two requests publish two entries', async () => {
    const alice = await given.user(t);
    const before = await countRows(t.db, 'idempotency_keys');
    await postEntry(alice, null, { text: 'No key' });
    await postEntry(alice, null, { text: 'No key' });
    expect(await entriesWithText(alice.user_id, 'No key')).toBe(2);
    expect(await countRows(t.db, 'idempotency_keys')).toBe(before);
  });

  it('answers a guest 401 whatever the key, storing nothing', async () => {
    const before = await countAll(t.db, TABLES);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/entry',
      headers: { 'idempotency-key': newKey() },
      payload: { text: 'Guest' },
    });
    expect(res.statusCode).toBe(401);
    expect(await countAll(t.db, TABLES)).toEqual(before);
  });
});

describe('POST entry/{uuid}/comments with an Idempotency-Key', () => {
  it('answers a repeat with the first answer and stores one comment', async () => {
    const alice = await given.user(t);
    const bob = await given.user(t);
    const entry = await given.entry(t, alice);
    const key = newKey();
    const payload = { text: 'Nice one' };
    const [first, second] = await Promise.all([
      postComment(bob, entry.uuid, key, payload),
      postComment(bob, entry.uuid, key, payload),
    ]);
    expect(first.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    const before = await countAll(t.db, TABLES);
    const third = await postComment(bob, entry.uuid, key, payload);
    expect(third.body).toBe(first.body);
    expect(await countAll(t.db, TABLES)).toEqual(before);

    const list = await t.app.inject({ url: `/v1/entry/${entry.uuid}/comments` });
    const page = list.json<{ items: Comment[]; total_items: number }>();
    expect(page.items.map((c) => c.content.text)).toEqual(['Nice one']);
    const shown = await t.app.inject({ url: `/v1/entry/${entry.uuid}` });
    expect(shown.json<Entry>().counters.comments).toBe(1);
  });

  it('refuses the key with another text: 422, no comment added', async () => {
    const alice = await given.user(t);
    const entry = await given.entry(t, alice);
    const key = newKey();
    expect((await postComment(alice, entry.uuid, key, { text: 'First' })).statusCode).toBe(200);
    const before = await countAll(t.db, TABLES);
    const changed = await postComment(alice, entry.uuid, key, { text: 'Second' });
    expect(changed.statusCode).toBe(422);
    expect(changed.json<{ status: string }>().status).toBe('idempotency_key_reused');
    expect(await countAll(t.db, TABLES)).toEqual(before);
  });

  it('refuses a key of 201 characters with 400, no comment added', async () => {
    const alice = await given.user(t);
    const entry = await given.entry(t, alice);
    const before = await countAll(t.db, TABLES);
    const res = await postComment(alice, entry.uuid, 'x'.repeat(201), { text: 'Long key' });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ status: string }>().status).toBe('bad_request');
    expect(await countAll(t.db, TABLES)).toEqual(before);
  });
});
