/**
 * The backfill of migration 0014 (docs/decisions/badges.md) agrees with the rules: on a
 * database where people already wrote entries, comments and subscriptions, its statements give
 * exactly the badges the writes gave, `badges_count` as the recount sets it (the invariants
 * check runs at close), and one `badges.year_here` job per account younger than a year.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { given } from '../../../test/given.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { MIGRATIONS_FOLDER } from '../../db/migrate.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ checkCounters: true });
});
afterAll(() => t?.close());

/** The data statements of 0014 (after its table and indexes). */
function backfillStatements(): string[] {
  const text = readFileSync(path.join(MIGRATIONS_FOLDER, '0014_user_badges.sql'), 'utf8');
  return text
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter((statement) => /^(--[^\n]*\n)*\s*(INSERT|UPDATE)/.test(statement));
}

async function held(): Promise<string[]> {
  const rows = await queryRows<{ k: string }>(
    t.db,
    sql`SELECT user_id || ':' || type AS k FROM user_badges ORDER BY 1`,
  );
  return rows.map((row) => row.k);
}

it('gives existing accounts the badges the rules gave, with their counters and year jobs', async () => {
  const ann = await given.user(t);
  const ben = await given.user(t);
  const fans = [];
  for (let i = 0; i < 10; i += 1) fans.push(await given.user(t));
  const entry = await given.entry(t, ann);
  await given.comment(t, ben, entry.uuid);
  for (const fan of fans) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/v1/user/${ben.username}/subscribe`,
      headers: fan.bearer,
    });
    expect(res.statusCode).toBe(200);
  }
  const byRules = await held();
  expect(byRules).toContain(`${ann.user_id}:first_entry`);
  expect(byRules).toContain(`${ben.user_id}:subscribers_10`);

  await t.db.execute(sql`DELETE FROM user_badges`);
  await t.db.execute(sql`UPDATE users SET badges_count = 0`);
  await t.db.execute(sql`DELETE FROM jobs WHERE kind = 'badges.year_here'`);
  const statements = backfillStatements();
  expect(statements).toHaveLength(3);
  for (const statement of statements) await t.db.execute(sql.raw(statement));

  expect(await held()).toEqual(byRules);
  const [jobs] = await queryRows<{ n: number; users: number }>(
    t.db,
    sql`SELECT count(*)::int AS n, count(DISTINCT payload->>'user_id')::int AS users
        FROM jobs WHERE kind = 'badges.year_here'`,
  );
  expect(jobs).toEqual({ n: 12, users: 12 });
});
