/**
 * The reports service takes every kind of object (entries, comments, users, feeds, tags) into
 * one table: one open report per reporter and object; a resolved report lets the same person
 * report again; a reason outside REPORT_REASONS is refused and nothing is stored. The HTTP
 * calls are tested with their areas (entry-actions, comment-actions).
 */
import { REPORT_OBJECTS } from '@potok/common';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { given } from '../../../test/given.ts';
import { countRows, createTestApp, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('reports service', () => {
  it('files a report of every kind, one open per reporter and object', async () => {
    const ann = await given.user(t);
    const bob = await given.user(t);
    for (const [i, objectType] of REPORT_OBJECTS.entries()) {
      const target = { objectType, objectId: 1000 + i };
      expect(await t.services.reports.file(target, i % 5, ann.user_id)).toBe(true);
      expect(await t.services.reports.file(target, 0, ann.user_id)).toBe(false);
      expect(await t.services.reports.file(target, 0, bob.user_id)).toBe(true);
      const rows = await t.services.reports.listForObject(objectType, 1000 + i);
      expect(rows.map((r) => [r.reporterId, r.reason, r.dateResolved])).toEqual([
        [ann.user_id, i % 5, null],
        [bob.user_id, 0, null],
      ]);
    }
  });

  it('takes a new report once the earlier one is resolved', async () => {
    const ann = await given.user(t);
    const target = { objectType: 'user' as const, objectId: 77 };
    await t.services.reports.file(target, 1, ann.user_id);
    await t.db.execute(sql`UPDATE reports SET date_resolved = now() WHERE object_id = 77`);
    expect(await t.services.reports.file(target, 2, ann.user_id)).toBe(true);
    expect(await t.services.reports.listForObject('user', 77)).toHaveLength(2);
  });

  it('refuses a reason outside the list and stores nothing', async () => {
    const ann = await given.user(t);
    const before = await countRows(t.db, 'reports');
    for (const reason of [-1, 5, 1.5, '1', null, undefined]) {
      await expect(
        t.services.reports.file({ objectType: 'tag', objectId: 1 }, reason, ann.user_id),
      ).rejects.toMatchObject({ status: 'report_reason_not_valid', httpCode: 400 });
    }
    expect(await countRows(t.db, 'reports')).toBe(before);
  });
});
