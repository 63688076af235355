/**
 * One transaction around work that goes through several services: an idempotent create (its
 * key's claim, the write and the stored answer: lib/idempotency.ts) and an operators' change
 * with its audit row (admin/run.ts).
 *
 * The composition root (services.ts) builds every repository over `joinWriteTransaction(db)`:
 * while `inWriteTransaction` (or `runInWriteTransaction`) runs in the caller's async context,
 * every query of every repository goes to that transaction (a repository's own
 * `db.transaction` becomes a savepoint in it); elsewhere to `db` itself. So a refusal or a
 * failure anywhere in the work rolls all of it back.
 *
 * What cannot roll back — files removed from the disk, live events to open tabs — waits for the
 * commit through `afterCommit` and is dropped when the transaction rolls back.
 *
 * The work must await every query it starts (work it does not await would inherit the
 * transaction after it ended) and should keep slow work that needs no database out (jobs,
 * lib/jobs): the transaction stays open meanwhile, and the embedded database runs one
 * transaction at a time.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db, Tx } from '../db/client.ts';

/** The transaction running in an async context, and what waits for its commit. */
interface WriteTransaction {
  tx: Tx;
  afterCommit: (() => Promise<void>)[];
}

const current = new AsyncLocalStorage<WriteTransaction>();

/**
 * `db` joined to the write transaction in progress (see the module comment): every property is
 * read from that transaction while one runs in the caller's async context, from `db` otherwise.
 * Build repositories over it (services.ts); use `db` itself for work that must stay outside.
 */
export function joinWriteTransaction(db: Db): Db {
  return new Proxy(db, {
    get(target, property) {
      const source: object = current.getStore()?.tx ?? target;
      const value: unknown = Reflect.get(source, property, source);
      // Methods run on the transaction (or db) itself; `constructor` stays as it is (drizzle's
      // `is()` reads its static entity kind).
      return typeof value === 'function' && property !== 'constructor' ? value.bind(source) : value;
    },
  });
}

/**
 * Runs `work` with `tx` as the write transaction of its async context. The caller owns `tx`
 * (commits or rolls it back) and runs `runAfterCommit` of the returned list once it committed.
 * @returns work's result and the work waiting for the commit
 */
export async function runInWriteTransaction<T>(
  tx: Tx,
  work: () => Promise<T>,
): Promise<{ result: T; afterCommit: () => Promise<void> }> {
  const store: WriteTransaction = { tx, afterCommit: [] };
  const result = await current.run(store, work);
  return { result, afterCommit: () => runAll(store.afterCommit) };
}

/**
 * Runs `work` in one transaction of `db` that every repository joins (see the module comment),
 * then, once it committed, what `afterCommit` queued. Inside another write transaction it is a
 * savepoint of it, and its after-commit work waits for the outer commit.
 * @returns work's result
 * @throws what `work` throws, after the rollback
 */
export async function inWriteTransaction<T>(db: Db, work: () => Promise<T>): Promise<T> {
  const outer = current.getStore();
  const afterCommitted: (() => Promise<void>)[] = [];
  const result = await (outer?.tx ?? db).transaction((tx) =>
    current.run({ tx, afterCommit: afterCommitted }, work),
  );
  // A savepoint's work waits for the outer commit; a savepoint rolled back left none here.
  if (outer) outer.afterCommit.push(...afterCommitted);
  else await runAll(afterCommitted);
  return result;
}

/**
 * Runs `work` once the write transaction of the caller's async context commits (never when it
 * rolls back), or now when none runs. For what a rollback cannot undo.
 */
export async function afterCommit(work: () => Promise<void>): Promise<void> {
  const store = current.getStore();
  if (store) store.afterCommit.push(work);
  else await work();
}

/** Runs each of `works` in order. */
async function runAll(works: readonly (() => Promise<void>)[]): Promise<void> {
  for (const work of works) await work();
}
