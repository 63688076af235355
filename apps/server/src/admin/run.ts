/**
 * Runs one command over open services — the same function on every path (admin/open.ts for the
 * CLI's own, admin/channel.ts inside the server): `run`, then the audit row of a change, then
 * the result as JSON (dates as ISO text), so `--json` prints the same on every path.
 *
 * A command that changes data (it has `audit`) runs with its audit rows in one transaction
 * (lib/write-transaction.ts): a change is never without its row, and an audit row that cannot
 * be written undoes the change. Files and live events wait for the commit.
 */
import { AppError } from '../lib/errors.ts';
import { inWriteTransaction } from '../lib/write-transaction.ts';
import { NotFound, Refused } from '../modules/moderation/moderation.service.ts';
import {
  type AdminArgs,
  type AdminCommand,
  type AdminContext,
  AdminError,
  commandName,
} from './command.ts';

/**
 * The error an operator reads for `error`, or null when it is not about their input (a failure
 * of the server or database, reported without its details).
 */
export function operatorError(error: unknown): AdminError | null {
  if (error instanceof AdminError) return error;
  if (error instanceof NotFound || error instanceof Refused) return new AdminError(error.message);
  if (error instanceof AppError) return new AdminError(`${error.status}: ${error.message}`);
  return null;
}

/**
 * Runs `command` with `args` in `context` and records its audit rows.
 * @returns the result as plain JSON
 * @throws AdminError for bad input (nothing changed); other errors as they come
 */
export async function runCommand(
  command: AdminCommand,
  context: AdminContext,
  args: AdminArgs,
): Promise<unknown> {
  if (!command.run) {
    throw new AdminError(`${commandName(command)} runs only in the admin command's own process`);
  }
  const audit = command.audit;
  const result = audit
    ? await inWriteTransaction(context.handle.db, async () => {
        const done = await attempt(command, context, args);
        const rows = audit(args, done);
        for (const row of rows ? (Array.isArray(rows) ? rows : [rows]) : []) {
          await context.services.audit.record({
            actor: context.actor,
            action: commandName(command),
            target: row.target,
            reason: row.reason ?? null,
            details: row.details,
          });
        }
        return done;
      })
    : await attempt(command, context, args);
  return result === undefined ? null : JSON.parse(JSON.stringify(result));
}

/** `command.run`, its errors about the input turned into `AdminError` (operatorError). */
async function attempt(
  command: AdminCommand,
  context: AdminContext,
  args: AdminArgs,
): Promise<unknown> {
  try {
    return await command.run!(context, args);
  } catch (error) {
    throw operatorError(error) ?? error;
  }
}
