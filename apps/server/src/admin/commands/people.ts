/**
 * `admin people …`: find and act on accounts (spec §8 `user_suspended`, `user_blocked`; §6
 * permissions). The rules are in modules/moderation; these are the operators' words for them.
 */

import { PERMISSIONS } from '@potok/common';
import type { PersonRow } from '../../modules/moderation/moderation.repository.ts';
import type { StateChange } from '../../modules/moderation/moderation.service.ts';
import { isoDate } from '../../modules/users/users.mapper.ts';
import {
  type AdminCommand,
  AdminError,
  count,
  defineCommand,
  optionalText,
  text,
  username,
} from '../command.ts';
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
    return { items: rows.map(personOut) };
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

/** A person row as the commands answer it. */
function personOut(row: PersonRow): PersonOut {
  return {
    username: row.username,
    name: row.name,
    email: row.email,
    state: row.state,
    is_verified: row.is_verified,
    date_added: isoDate(row.date_added),
    denied_permissions: row.denied_permissions,
  };
}

const USERNAME_ARG = { name: 'username', description: 'the username, with or without @' };
const REASON = { flags: '--reason <text>', description: 'why (kept in the audit trail)' };

const show = defineCommand<{
  person: PersonOut & Record<string, unknown>;
  permissions: Record<string, boolean>;
}>({
  path: ['people', 'show'],
  summary: "show one person's account: state, address, counters, permissions",
  arguments: [USERNAME_ARG],
  async run({ services }, args) {
    const { person, permissions } = await services.moderation.show(username(args));
    return {
      person: {
        ...personOut(person),
        is_email_verified: person.is_email_verified,
        entries_count: person.entries_count,
        subscribers_count: person.subscribers_count,
        subscriptions_count: person.subscriptions_count,
        badges_count: person.badges_count,
      },
      permissions,
    };
  },
  print: ({ person, permissions }) =>
    [
      `@${person.username} — ${person.name}${person.is_verified ? ' ✓' : ''}`,
      `e-mail:   ${person.email}${person.is_email_verified ? ' (confirmed)' : ''}`,
      `state:    ${person.state}`,
      `joined:   ${person.date_added}`,
      `entries ${person.entries_count}, subscribers ${person.subscribers_count}, subscriptions ${person.subscriptions_count}, badges ${person.badges_count}`,
      `denied:   ${
        Object.entries(permissions)
          .filter(([, allowed]) => !allowed)
          .map(([p]) => `user_cant_${p}`)
          .join(', ') || 'nothing'
      }`,
    ].join('\n'),
});

/** A state change: suspend, restore, block, unblock. */
function stateCommand(change: StateChange, summary: string) {
  return defineCommand<{ person: PersonOut }>({
    path: ['people', change],
    summary,
    arguments: [USERNAME_ARG],
    options: [REASON],
    help: `Example: npm run admin -- people ${change} @someone --reason "…"`,
    async run({ services }, args) {
      return { person: personOut(await services.moderation.changeState(username(args), change)) };
    },
    audit: (args, { person }) => ({
      target: `@${person.username}`,
      reason: optionalText(args, 'reason'),
    }),
    print: ({ person }) => `@${person.username} is now ${person.state}.`,
  });
}

/** verify / unverify. */
function verifyCommand(verified: boolean) {
  return defineCommand<{ person: PersonOut }>({
    path: ['people', verified ? 'verify' : 'unverify'],
    summary: verified ? 'give the verified mark' : 'take the verified mark away',
    arguments: [USERNAME_ARG],
    options: [REASON],
    async run({ services }, args) {
      return { person: personOut(await services.moderation.setVerified(username(args), verified)) };
    },
    audit: (args, { person }) => ({
      target: `@${person.username}`,
      reason: optionalText(args, 'reason'),
    }),
    print: ({ person }) => `@${person.username} is ${verified ? 'now' : 'no longer'} verified.`,
  });
}

const erase = defineCommand<{ person: PersonOut; ended_sessions: number }>({
  path: ['people', 'delete'],
  summary: 'erase an account, as its owner deleting it would (the username stays taken)',
  arguments: [USERNAME_ARG],
  options: [REASON, { flags: '--yes', description: 'really erase (required)', required: true }],
  prepare(args) {
    if (args.yes !== true) throw new AdminError('erasing cannot be undone: add --yes');
    return args;
  },
  async run({ services }, args) {
    const { person, endedSessions } = await services.moderation.erase(username(args));
    return { person: personOut(person), ended_sessions: endedSessions };
  },
  audit: (args, { person }) => ({
    target: `@${person.username}`,
    reason: optionalText(args, 'reason'),
  }),
  print: ({ person, ended_sessions }) =>
    `@${person.username} is erased (${ended_sessions} session(s) ended).`,
});

/** deny / allow one permission. */
function permissionCommand(allowed: boolean) {
  return defineCommand<{
    person: PersonOut;
    permission: string;
    permissions: Record<string, boolean>;
  }>({
    path: ['people', allowed ? 'allow' : 'deny'],
    summary: allowed
      ? 'clear a user_cant_* restriction: allow the permission again'
      : 'set a user_cant_* restriction: deny one permission',
    arguments: [
      USERNAME_ARG,
      {
        name: 'permission',
        description: `one of ${PERMISSIONS.join(', ')} (or its user_cant_ name)`,
      },
    ],
    options: [REASON],
    async run({ services }, args) {
      const done = await services.moderation.setPermission(
        username(args),
        text(args, 'permission'),
        allowed,
      );
      return {
        person: personOut(done.person),
        permission: done.permission,
        permissions: done.permissions,
      };
    },
    audit: (args, r) => ({
      target: `@${r.person.username}`,
      reason: optionalText(args, 'reason'),
      details: { permission: r.permission, allowed },
    }),
    print: (r) =>
      `@${r.person.username}: ${r.permission} ${allowed ? 'allowed' : `denied (user_cant_${r.permission})`}.`,
  });
}

const resetPassword = defineCommand<{
  person: PersonOut;
  code: string;
  link: string;
  expires: string;
  ended_sessions: number;
}>({
  path: ['people', 'reset-password'],
  summary: 'reset a password: the old one stops working; prints a one-time recovery code',
  arguments: [USERNAME_ARG],
  options: [REASON],
  help: 'Give the person the link and the code: they confirm the code there and choose a new password.',
  async run({ services, config }, args) {
    const done = await services.moderation.resetPassword(username(args));
    return {
      person: personOut(done.person),
      code: done.code,
      link: `${config.publicUrl}/auth/forgot/code/${encodeURIComponent(done.token)}`,
      expires: done.dateExpires.toISOString(),
      ended_sessions: done.endedSessionIds.length,
    };
  },
  audit: (args, r) => ({ target: `@${r.person.username}`, reason: optionalText(args, 'reason') }),
  print: (r) =>
    [
      `@${r.person.username}: password reset, ${r.ended_sessions} session(s) ended.`,
      `Recovery code: ${r.code} (once, until ${r.expires})`,
      `Link: ${r.link}`,
    ].join('\n'),
});

/** The `people` commands. */
export const peopleCommands: AdminCommand[] = [
  find,
  show,
  verifyCommand(true),
  verifyCommand(false),
  stateCommand('suspend', 'suspend an account (user_suspended): signed out, entries hidden'),
  stateCommand('restore', 'restore a suspended account'),
  stateCommand('block', 'block an account (user_blocked): signed out, entries hidden'),
  stateCommand('unblock', 'unblock a blocked account'),
  erase,
  permissionCommand(false),
  permissionCommand(true),
  resetPassword,
] as AdminCommand[];
