/**
 * The eight permissions of spec §6 (`users.denied_permissions`): all allowed by default; each
 * denied one answers 403 `user_cant_<name>` on every call it names and changes nothing; set
 * through the service (what the operators' command calls), and allowed again.
 */
import { PERMISSIONS } from '@potok/common';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { given } from '../../../test/given.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ checkCounters: true });
});
afterAll(() => t?.close());

/** Everything a denied call could have changed. */
async function state() {
  const [row] = await queryRows(
    t.db,
    sql`SELECT
          (SELECT count(*) FROM entries WHERE deleted_at IS NULL)::int AS entries,
          (SELECT count(*) FROM entry_versions)::int AS entry_versions,
          (SELECT count(*) FROM comments WHERE deleted_at IS NULL)::int AS comments,
          (SELECT count(*) FROM comment_versions)::int AS comment_versions,
          (SELECT count(*) FROM subscriptions)::int AS subscriptions,
          (SELECT string_agg(text, '|' ORDER BY entry_id) FROM entries) AS entry_texts,
          (SELECT string_agg(text, '|' ORDER BY comment_id) FROM comments) AS comment_texts`,
  );
  return row;
}

describe('permissions', () => {
  it('are all allowed by default', async () => {
    const ann = await given.user(t);
    expect(await t.services.permissions.get(ann.user_id)).toEqual(
      Object.fromEntries(PERMISSIONS.map((p) => [p, true])),
    );
  });

  it('answer 403 user_cant_* on every call they name, changing nothing, until allowed again', async () => {
    const ann = await given.user(t);
    const other = await given.user(t);
    const entry = await given.entry(t, ann);
    const comment = await given.comment(t, ann, entry);
    const calls: {
      permission: (typeof PERMISSIONS)[number];
      /** What the call answers while the permission is denied. */
      status: `user_cant_${(typeof PERMISSIONS)[number]}`;
      method: 'POST' | 'DELETE';
      url: string;
      payload?: Record<string, unknown>;
    }[] = [
      {
        permission: 'create_entries',
        status: 'user_cant_create_entries',
        method: 'POST',
        url: 'entry',
        payload: { text: 'no' },
      },
      {
        permission: 'edit_entries',
        status: 'user_cant_edit_entries',
        method: 'POST',
        url: `entry/${entry.uuid}`,
        payload: { text: 'no' },
      },
      {
        permission: 'delete_entries',
        status: 'user_cant_delete_entries',
        method: 'DELETE',
        url: `entry/${entry.uuid}`,
      },
      {
        permission: 'create_comments',
        status: 'user_cant_create_comments',
        method: 'POST',
        url: `entry/${entry.uuid}/comments`,
        payload: { text: 'no' },
      },
      {
        permission: 'edit_comments',
        status: 'user_cant_edit_comments',
        method: 'POST',
        url: `comment/${comment.comment_id}`,
        payload: { text: 'no' },
      },
      {
        permission: 'delete_comments',
        status: 'user_cant_delete_comments',
        method: 'DELETE',
        url: `comment/${comment.comment_id}`,
      },
      {
        permission: 'subscribe_to_users',
        status: 'user_cant_subscribe_to_users',
        method: 'POST',
        url: `user/${other.username}/subscribe`,
      },
      {
        permission: 'attach_images',
        status: 'user_cant_attach_images',
        method: 'POST',
        url: 'entry',
        payload: { text: 'with a file', files: ['0190'] },
      },
      {
        permission: 'attach_images',
        status: 'user_cant_attach_images',
        method: 'POST',
        url: `entry/${entry.uuid}/comments`,
        payload: { text: 'with a file', files: ['0190'] },
      },
    ];
    expect(new Set(calls.map((c) => c.permission))).toEqual(new Set(PERMISSIONS));

    for (const call of calls) {
      const map = await t.services.permissions.set(ann.user_id, { [call.permission]: false });
      expect(map[call.permission]).toBe(false);
      const before = await state();
      const res = await t.app.inject({
        method: call.method,
        url: `/v1/${call.url}`,
        headers: ann.bearer,
        ...(call.payload ? { payload: call.payload } : {}),
      });
      expect(res.statusCode, call.permission).toBe(403);
      expect(res.json()).toMatchObject({ status: call.status });
      expect(await state()).toEqual(before);
      await t.services.permissions.set(ann.user_id, { [call.permission]: true });
    }

    // Allowed again: the calls work.
    const subscribe = await t.app.inject({
      method: 'POST',
      url: `/v1/user/${other.username}/subscribe`,
      headers: ann.bearer,
    });
    expect(subscribe.statusCode).toBe(200);
    const edit = await t.app.inject({
      method: 'POST',
      url: `/v1/entry/${entry.uuid}`,
      headers: ann.bearer,
      payload: { text: 'allowed again' },
    });
    expect(edit.statusCode).toBe(200);
  });

  it('denies one person only, and keeps the permissions not named', async () => {
    const ann = await given.user(t);
    const bob = await given.user(t);
    await t.services.permissions.set(ann.user_id, { create_entries: false, edit_comments: false });
    await t.services.permissions.set(ann.user_id, { edit_comments: true });
    expect(await t.services.permissions.get(ann.user_id)).toMatchObject({
      create_entries: false,
      edit_comments: true,
      delete_entries: true,
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/entry',
      headers: bob.bearer,
      payload: { text: 'bob may' },
    });
    expect(res.statusCode).toBe(200);
    await expect(
      t.services.permissions.set(999_999, { create_entries: false }),
    ).rejects.toMatchObject({ status: 'user_not_found' });
  });
});
