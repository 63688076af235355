/**
 * What an operators' command is (docs/decisions/operators-command.md;
 * /docs/operations.md "Operators' command"): written once, as data plus three functions, and run
 * the same way whichever path reaches the data (admin/open.ts):
 *
 * - `prepare(args)` runs in the `npm run admin` process before anything is opened: it checks
 *   the arguments and reads local files (a help article's Markdown) into `args`, or turns a path
 *   the operator named into an absolute one, so `run` never depends on the CLI's working folder;
 * - `run(context, args)` runs where the data is — in the CLI process (PostgreSQL, or the
 *   embedded database under its lock) or inside the running server (the operators' channel,
 *   admin/channel.ts) — over the services of the composition root (services.ts). It returns a
 *   plain JSON value: what `--json` prints, and what the channel carries back;
 * - `print(result)` turns that value into the lines a person reads.
 *
 * `args` is JSON too (it crosses the channel): positional arguments by name, and options by
 * their camel-cased long name (commander's `opts()`).
 *
 * A command that changes data names its audit target (`audit`); the runner records the change in
 * the audit table after `run` succeeds, in the same transaction as the change (admin/run.ts,
 * modules/audit). Bad input throws `AdminError`: one line on stderr, exit code 1, nothing
 * changed.
 */
import path from 'node:path';
import type { Config } from '../config.ts';
import type { DbHandle } from '../db/client.ts';
import type { Services } from '../services.ts';

/** Arguments and options of one invocation, as JSON. */
export type AdminArgs = Record<string, unknown>;

/** How the command reached the data. */
export type AdminVia = 'postgres' | 'embedded' | 'server';

/** What `run` gets. */
export interface AdminContext {
  services: Services;
  /** The open database (its driver, pool, `dumpDataDir` for the embedded one). */
  handle: DbHandle;
  config: Config;
  /** `postgres` (DATABASE_URL), `embedded` (under the lock), `server` (through the channel). */
  via: AdminVia;
  /** Who runs it: `--by`, or the operating-system user. */
  actor: string;
}

/** A positional argument (commander syntax is built from it). */
export interface AdminArgument {
  name: string;
  description: string;
  /** Default true. */
  required?: boolean;
  /** Takes the rest of the words (an array). */
  variadic?: boolean;
}

/** An option: `flags` in commander's syntax, e.g. `--reason <text>` or `--hide`. */
export interface AdminOption {
  flags: string;
  description: string;
  /** The option must be given. */
  required?: boolean;
  /** Allowed values (commander checks them). */
  choices?: readonly string[];
  default?: string | boolean;
}

/** What the audit row of a change says (the command's name and the actor are added). */
export interface AdminAuditTarget {
  target: string;
  reason?: string | null;
  details?: unknown;
}

/** One operators' command. */
export interface AdminCommand<R = unknown> {
  /** Its words: `['people', 'find']` is `npm run admin -- people find`. */
  path: readonly string[];
  /** One line for `--help`. */
  summary: string;
  /** Longer text shown after the options in `--help` (examples). */
  help?: string;
  arguments?: readonly AdminArgument[];
  options?: readonly AdminOption[];
  /**
   * Where it may run: `data` (default) — anywhere the data is, the running server included;
   * `cli` — only in the CLI process, which gets no context opened for it (see `runInCli`).
   */
  where?: 'data' | 'cli';
  /** Runs in the CLI process first (see the module comment); may return changed args. */
  prepare?(args: AdminArgs): AdminArgs | Promise<AdminArgs>;
  /** Does the work; returns a JSON value. Throws AdminError for bad input. */
  run?(context: AdminContext, args: AdminArgs): Promise<R>;
  /**
   * `where: 'cli'` only: does the whole work in the CLI process with the configuration, opening
   * what it needs itself (e.g. a restore into an empty data directory).
   */
  runInCli?(config: Config, args: AdminArgs, actor: string): Promise<R>;
  /** The audit row of a change (commands that only read return nothing). */
  audit?(args: AdminArgs, result: R): AdminAuditTarget | AdminAuditTarget[] | null;
  /** The human output (the default prints the result as indented JSON). */
  print?(result: R): string;
}

/** Bad input or a refused change: its message is the one line printed; exit code 1. */
export class AdminError extends Error {
  override name = 'AdminError';
}

/** Defines a command with its result type checked across `run`, `audit` and `print`. */
export function defineCommand<R>(command: AdminCommand<R>): AdminCommand<R> {
  return command;
}

/** The command's name as typed, e.g. `people find`. */
export function commandName(command: Pick<AdminCommand, 'path'>): string {
  return command.path.join(' ');
}

/** `args[name]` as a string; AdminError when missing and `required`. */
export function text(args: AdminArgs, name: string): string {
  const value = args[name];
  if (typeof value !== 'string' || value.trim() === '') {
    throw new AdminError(`${name} must be given`);
  }
  return value.trim();
}

/** `args[name]` as a trimmed string, or null when absent or blank. */
export function optionalText(args: AdminArgs, name: string): string | null {
  const value = args[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** `args[name]` as a positive integer within `max`, or `fallback` when absent. */
export function count(args: AdminArgs, name: string, fallback: number, max = 1000): number {
  const value = args[name];
  if (value === undefined || value === null) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > max) {
    throw new AdminError(`--${name} must be a whole number from 1 to ${max}, got ${String(value)}`);
  }
  return n;
}

/** A username as typed, with or without its leading `@`. */
export function username(args: AdminArgs, name = 'username'): string {
  return text(args, name).replace(/^@/, '');
}

/**
 * A path the operator typed, made absolute against the folder they typed it in: npm runs the
 * script in the server's workspace folder and names the operator's own in `INIT_CWD`. For
 * `prepare`.
 */
export function operatorPath(typed: string): string {
  return path.resolve(process.env.INIT_CWD || process.cwd(), typed);
}
