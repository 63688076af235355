/**
 * The operators' command: `npm run admin -- <group> <command> [arguments] [options]`
 * (docs/operations.md "Operators' command"). Built with commander from the command
 * definitions in admin/commands; each runs by whichever path reaches the data (admin/open.ts).
 *
 * Options of every command: `--json` prints the result as one JSON document on stdout (for
 * scripts); `--by <name>` names who acts in the audit trail (default: the operating-system
 * user). Settings are read from the environment as the server reads them (DATA_DIR,
 * DATABASE_URL…).
 *
 * Exit codes: 0 done; 1 bad input, an unknown person or object, a refused change, or data that
 * cannot be reached — one line on stderr, and nothing changed.
 */
import os from 'node:os';
import { Command, Option } from 'commander';
import { type Config, ConfigError, loadConfig } from '../config.ts';
import { StartupError } from '../lib/startup-error.ts';
import type { AdminArgs, AdminCommand } from './command.ts';
import { AdminError } from './command.ts';
import { ADMIN_COMMANDS, ADMIN_GROUPS } from './commands/index.ts';

/** The operating-system user running this, for the audit trail. */
function osUser(): string {
  try {
    return os.userInfo().username;
  } catch {
    return process.env.USER ?? 'unknown';
  }
}

/** Prints `message` as the one error line and exits 1. */
function fail(message: string): never {
  process.stderr.write(`admin: ${message}\n`);
  process.exit(1);
}

/** Adds `definition` to `parent` as a commander command that runs it. */
function addCommand(parent: Command, definition: AdminCommand, name: string, config: () => Config) {
  const command = parent.command(name).description(definition.summary);
  for (const argument of definition.arguments ?? []) {
    const required = argument.required ?? true;
    const spec = `${argument.name}${argument.variadic ? '...' : ''}`;
    command.argument(required ? `<${spec}>` : `[${spec}]`, argument.description);
  }
  for (const option of definition.options ?? []) {
    const made = new Option(option.flags, option.description);
    if (option.choices) made.choices(option.choices);
    if (option.default !== undefined) made.default(option.default);
    if (option.required) made.makeOptionMandatory();
    command.addOption(made);
  }
  command.option('--json', 'print the result as JSON');
  command.option('--by <name>', "who acts, for the audit trail (default: this system's user)");
  if (definition.help) command.addHelpText('after', `\n${definition.help}`);
  command.action(async (...params: unknown[]) => {
    const self = params[params.length - 1] as Command;
    const opts = self.opts() as AdminArgs & { json?: boolean; by?: string };
    const args: AdminArgs = {};
    (definition.arguments ?? []).forEach((argument, i) => {
      if (params[i] !== undefined) args[argument.name] = params[i];
    });
    const { json, by, ...rest } = opts;
    Object.assign(args, rest);
    let result: unknown;
    try {
      // Loaded only when a command runs: `--help` stays quick.
      const { executeCommand } = await import('./open.ts');
      result = await executeCommand(definition, args, { config: config(), actor: by ?? osUser() });
    } catch (error) {
      if (error instanceof AdminError || error instanceof StartupError) fail(error.message);
      if (error instanceof ConfigError) fail(`configuration error: ${error.message}`);
      const message = error instanceof Error ? error.message : String(error);
      fail(`failed: ${message}`);
    }
    const out =
      json || !definition.print
        ? JSON.stringify(result, null, 2)
        : definition.print(result as never);
    process.stdout.write(`${out}\n`);
  });
}

/** The whole program, every command added. */
function buildProgram(config: () => Config): Command {
  const program = new Command('npm run admin --')
    .description("Potok's operators' command: act on people and content without SQL")
    .showHelpAfterError('(add --help to see the commands and options)')
    // `help` is the group of help articles; `--help` shows the help everywhere.
    .helpCommand(false)
    .configureOutput({ writeErr: (text) => process.stderr.write(text) });
  const groups = new Map<string, Command>();
  for (const definition of ADMIN_COMMANDS) {
    const [first, ...rest] = definition.path;
    if (rest.length === 0) {
      addCommand(program, definition, first!, config);
      continue;
    }
    let group = groups.get(first!);
    if (!group) {
      group = program.command(first!).description(ADMIN_GROUPS[first!] ?? '');
      groups.set(first!, group);
    }
    addCommand(group, definition, rest.join(' '), config);
  }
  return program;
}

let config: Config | undefined;
const program = buildProgram(() => {
  config ??= loadConfig({ LOG_LEVEL: 'silent', ...process.env });
  return config;
});
await program.parseAsync(process.argv);
process.exit(0);
