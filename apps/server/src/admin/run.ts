/**
 * Runs one command over open services — the same function on every path (admin/open.ts for the
 * CLI's own, admin/channel.ts inside the server): `run`, then the audit row of a change, then
 * the result as JSON (dates as ISO text), so `--json` prints the same on every path.
 */
import { AppError } from '../lib/errors.ts';
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
  let result: unknown;
  try {
    result = await command.run(context, args);
  } catch (error) {
    throw operatorError(error) ?? error;
  }
  const audit = command.audit?.(args, result);
  for (const row of audit ? (Array.isArray(audit) ? audit : [audit]) : []) {
    await context.services.audit.record({
      actor: context.actor,
      action: commandName(command),
      target: row.target,
      reason: row.reason ?? null,
      details: row.details,
    });
  }
  return result === undefined ? null : JSON.parse(JSON.stringify(result));
}
