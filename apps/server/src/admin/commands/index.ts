/**
 * Every operators' command, and the one-line summary of each group for `--help`. A new area
 * adds its file under admin/commands and its list here (docs/operations.md
 * "Operators' command", docs/decisions/operators-command.md).
 */
import type { AdminCommand } from '../command.ts';
import { commandName } from '../command.ts';
import { contentCommands } from './content.ts';
import { peopleCommands } from './people.ts';
import { siteCommands } from './site.ts';
import { storageCommands } from './storage.ts';

/** The groups of commands (first word), with their summaries, in `--help` order. */
export const ADMIN_GROUPS: Readonly<Record<string, string>> = {
  people: 'find, show and act on accounts',
  content: 'hide and show entries and comments',
  reports: 'list, resolve and dismiss reports',
  tags: 'mark tags official or NSFW',
  badges: 'award, revoke and list badges',
  help: 'help articles and the contact address',
  jobs: 'failed jobs: list, retry, drop',
};

/** Every command. */
export const ADMIN_COMMANDS: readonly AdminCommand[] = [
  ...peopleCommands,
  ...contentCommands,
  ...siteCommands,
  ...storageCommands,
];

/** The command named `name` (its words joined by spaces), or undefined. */
export function findCommand(name: string): AdminCommand | undefined {
  return ADMIN_COMMANDS.find((command) => commandName(command) === name);
}
