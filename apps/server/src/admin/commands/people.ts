/**
 * `admin people …`: find and act on accounts (spec §8 `user_suspended`, `user_blocked`; §6
 * permissions). The rules are in modules/moderation; these are the operators' words for them.
 */

import { isoDate } from '../../modules/users/users.mapper.ts';
import { type AdminCommand, count, defineCommand, text } from '../command.ts';
import { table } from '../print.ts';

/** A person as the commands answer them. */
interface PersonOut {
  username: string;
  name: string;
  email: string;
  state: string;
  is_verified: boolean;
  date_added: string;
  denied_permissions: string[];
}

const find = defineCommand<{ items: PersonOut[] }>({
  path: ['people', 'find'],
  summary: 'find people by username, e-mail address or name',
  help: 'Example: npm run admin -- people find anya',
  arguments: [{ name: 'query', description: 'start of a username or address, or part of a name' }],
  options: [{ flags: '--limit <n>', description: 'at most this many (1–1000)', default: '50' }],
  async run({ services }, args) {
    const rows = await services.moderation.findPeople(
      text(args, 'query'),
      count(args, 'limit', 50),
    );
    return {
      items: rows.map((row) => ({
        username: row.username,
        name: row.name,
        email: row.email,
        state: row.state,
        is_verified: row.is_verified,
        date_added: isoDate(row.date_added),
        denied_permissions: row.denied_permissions,
      })),
    };
  },
  print: ({ items }) =>
    items.length === 0
      ? 'Nobody found.'
      : table(
          ['username', 'name', 'e-mail', 'state', 'joined'],
          items.map((p) => [
            `@${p.username}${p.is_verified ? ' ✓' : ''}`,
            p.name,
            p.email,
            p.state,
            p.date_added.slice(0, 10),
          ]),
        ),
});

/** The `people` commands. */
export const peopleCommands: AdminCommand[] = [find] as AdminCommand[];
