/**
 * `EXPLAIN (ANALYZE, BUFFERS)` of the queries the server really sends: a repository function is
 * run against a stand-in database that only records the SQL it is given, and that exact text and
 * its parameters are explained on the benchmark database — so the notes never drift from the code.
 */
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { Db } from '../src/db/client.ts';

/** A query as sent to PostgreSQL: text with `$n` placeholders and their values. */
export interface SentQuery {
  sql: string;
  params: unknown[];
}

const dialect = new PgDialect();

/**
 * The query `call` sends through `db.execute` (the raw-SQL path of every hot query), without
 * running it. `call` receives the recording stand-in as its `Db`.
 */
export async function captureQuery(call: (db: Db) => Promise<unknown>): Promise<SentQuery> {
  let captured: SQL | undefined;
  const recorder = {
    async execute(query: SQL) {
      captured ??= query;
      return { rows: [] };
    },
  } as unknown as Db;
  await call(recorder);
  if (!captured) throw new Error('the call sent no query through db.execute');
  const { sql, params } = dialect.sqlToQuery(captured);
  return { sql, params };
}

/** `EXPLAIN (ANALYZE, BUFFERS)` of `query` (run twice; the second, warm plan is returned). */
export async function explainAnalyze(client: pg.Client, query: SentQuery): Promise<string> {
  const text = `EXPLAIN (ANALYZE, BUFFERS) ${query.sql}`;
  await client.query(text, query.params);
  const { rows } = await client.query<{ 'QUERY PLAN': string }>(text, query.params);
  return rows.map((r) => r['QUERY PLAN']).join('\n');
}

/** The query text, dedented, with its parameters listed after it (for reading, not running). */
export function readableSql(query: SentQuery): string {
  const lines = query.sql.split('\n');
  const indents = lines
    .slice(1)
    .filter((line) => line.trim() !== '')
    .map((line) => line.length - line.trimStart().length);
  const indent = indents.length > 0 ? Math.min(...indents) : 0;
  const body = lines
    .map((line, i) => (i === 0 ? line : line.slice(indent)))
    .join('\n')
    .trim();
  const params = query.params.map((p, i) => `$${i + 1} = ${JSON.stringify(p)}`).join(', ');
  return `${body}\n-- ${params}`;
}
