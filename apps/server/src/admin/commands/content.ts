/**
 * `admin content …`, `admin reports …`, `admin tags …`, `admin badges …`: acting on what people
 * posted and on the catalogues (modules/moderation). Hiding an entry answers `entry_hidden` to
 * everyone but its author (who reads it marked hidden and may delete it) and takes it out of
 * every list; hiding a comment collapses it for everyone.
 */
import { BADGE_CATALOGUE, BADGE_TYPES, REPORT_OBJECTS, REPORT_REASONS } from '@potok/common';
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

const REASON = { flags: '--reason <text>', description: 'why (kept in the audit trail)' };
const KIND = {
  name: 'kind',
  description: 'entry (named by its uuid) or comment (named by its number)',
};

/** hide / unhide an entry or a comment. */
function hideCommand(hidden: boolean) {
  return defineCommand<{ kind: string; id: string; changed: boolean }>({
    path: ['content', hidden ? 'hide' : 'unhide'],
    summary: hidden
      ? 'hide an entry (others get entry_hidden) or collapse a comment'
      : 'show a hidden entry or comment again',
    arguments: [KIND, { name: 'id', description: "the entry's uuid or the comment's number" }],
    options: [REASON],
    help: `Example: npm run admin -- content ${hidden ? 'hide' : 'unhide'} entry 0193b3c4-… --reason "spam"`,
    prepare(args) {
      const kind = text(args, 'kind');
      if (kind !== 'entry' && kind !== 'comment') {
        throw new AdminError(`the kind must be entry or comment, got "${kind}"`);
      }
      return args;
    },
    async run({ services }, args) {
      const kind = text(args, 'kind') as 'entry' | 'comment';
      const id = text(args, 'id');
      const { changed } = await services.moderation.setHidden(kind, id, hidden);
      return { kind, id, changed };
    },
    audit: (args, r) =>
      r.changed ? { target: `${r.kind} ${r.id}`, reason: optionalText(args, 'reason') } : null,
    print: (r) =>
      r.changed
        ? `${r.kind} ${r.id} is ${hidden ? 'hidden' : 'shown again'}.`
        : `${r.kind} ${r.id} already was ${hidden ? 'hidden' : 'shown'}: nothing changed.`,
  });
}

interface ReportOut {
  report_id: number;
  kind: string;
  object: string | null;
  reason: string;
  reporter: string | null;
  date_added: string;
}

const reportsList = defineCommand<{ items: ReportOut[] }>({
  path: ['reports', 'list'],
  summary: 'list open reports, oldest first',
  options: [
    { flags: '--kind <kind>', description: 'only reports of this kind', choices: REPORT_OBJECTS },
    { flags: '--limit <n>', description: 'at most this many (1–1000)', default: '100' },
  ],
  async run({ services }, args) {
    const rows = await services.moderation.openReports(
      optionalText(args, 'kind'),
      count(args, 'limit', 100),
    );
    return {
      items: rows.map((r) => ({
        report_id: Number(r.report_id),
        kind: r.object_type,
        object: r.object_name,
        reason: REPORT_REASONS[r.reason] ?? String(r.reason),
        reporter: r.reporter,
        date_added: isoDate(r.date_added),
      })),
    };
  },
  print: ({ items }) =>
    items.length === 0
      ? 'No open reports.'
      : table(
          ['report', 'kind', 'object', 'reason', 'by', 'filed'],
          items.map((r) => [
            String(r.report_id),
            r.kind,
            r.object ?? '(gone)',
            r.reason,
            r.reporter ? `@${r.reporter}` : '(erased)',
            r.date_added.slice(0, 16).replace('T', ' '),
          ]),
        ),
});

/** resolve / dismiss a report. */
function closeCommand(outcome: 'resolved' | 'dismissed') {
  const word = outcome === 'resolved' ? 'resolve' : 'dismiss';
  return defineCommand<{
    report_id: number;
    kind: string;
    object: string | null;
    closed: number;
    notified: number;
    hidden: boolean;
  }>({
    path: ['reports', word],
    summary:
      outcome === 'resolved'
        ? 'resolve a report (and every open report of the same object); reporters are told'
        : 'dismiss a report (and every open report of the same object); reporters are told',
    arguments: [{ name: 'report', description: 'the report number (reports list)' }],
    options:
      outcome === 'resolved'
        ? [REASON, { flags: '--hide', description: 'hide the reported entry or comment too' }]
        : [REASON],
    async run({ services }, args) {
      const reportId = Number(text(args, 'report'));
      const hide = args.hide === true;
      const done = await services.moderation.closeReport(reportId, outcome, hide);
      return {
        report_id: Number(done.report.report_id),
        kind: done.report.object_type,
        object: done.report.object_name,
        closed: done.closed,
        notified: done.notified,
        hidden: hide,
      };
    },
    audit: (args, r) => ({
      target: `report ${r.report_id} (${r.kind} ${r.object ?? '?'})`,
      reason: optionalText(args, 'reason'),
      details: { closed: r.closed, hidden: r.hidden },
    }),
    print: (r) =>
      `Report ${r.report_id} ${outcome}${r.hidden ? `, ${r.kind} hidden` : ''}: ${r.closed} report(s) closed, ${r.notified} reporter(s) told.`,
  });
}

/** mark / unmark a tag official or NSFW. */
function tagCommand(on: boolean) {
  return defineCommand<{ slug: string; is_official: boolean; is_nsfw: boolean }>({
    path: ['tags', on ? 'mark' : 'unmark'],
    summary: on ? 'mark a tag official or NSFW' : 'take the official or NSFW mark off a tag',
    arguments: [
      { name: 'tag', description: 'the tag, with or without #' },
      { name: 'flag', description: 'official or nsfw' },
    ],
    options: [REASON],
    prepare(args) {
      const flag = text(args, 'flag');
      if (flag !== 'official' && flag !== 'nsfw') {
        throw new AdminError(`the flag must be official or nsfw, got "${flag}"`);
      }
      return args;
    },
    async run({ services }, args) {
      const flag = text(args, 'flag') as 'official' | 'nsfw';
      const tag = await services.moderation.setTagFlag(text(args, 'tag'), flag, on);
      return tag as { slug: string; is_official: boolean; is_nsfw: boolean };
    },
    audit: (args, r) => ({
      target: `tag ${r.slug}`,
      reason: optionalText(args, 'reason'),
      details: { flag: args.flag, on },
    }),
    print: (r) =>
      `#${r.slug}: ${r.is_official ? 'official' : 'not official'}, ${r.is_nsfw ? 'NSFW' : 'not NSFW'}.`,
  });
}

const BADGE = {
  name: 'badge',
  description: `a badge of the catalogue: ${BADGE_TYPES.join(', ')}`,
};

/** Checks a badge type against the catalogue. */
function badgeOf(args: Record<string, unknown>): string {
  const type = text(args, 'badge');
  if (!(BADGE_TYPES as readonly string[]).includes(type)) {
    throw new AdminError(
      `no badge "${type}" in the catalogue; the badges are: ${BADGE_TYPES.join(', ')}`,
    );
  }
  return type;
}

const badgesList = defineCommand<{ items: { badge: string; rarity: string }[] }>({
  path: ['badges', 'list'],
  summary: 'list the badges of the catalogue',
  async run() {
    return {
      items: BADGE_TYPES.map((badge) => ({
        badge,
        rarity: (BADGE_CATALOGUE[badge] as { rarity: string }).rarity,
      })),
    };
  },
  print: ({ items }) =>
    table(
      ['badge', 'rarity'],
      items.map((b) => [b.badge, b.rarity]),
    ),
});

const badgesHolders = defineCommand<{
  badge: string;
  items: { username: string; state: string; date_added: string }[];
}>({
  path: ['badges', 'holders'],
  summary: 'list who holds a badge, first awarded first',
  arguments: [BADGE],
  options: [{ flags: '--limit <n>', description: 'at most this many (1–1000)', default: '100' }],
  prepare(args) {
    badgeOf(args);
    return args;
  },
  async run({ services }, args) {
    const rows = await services.moderation.badgeHolders(badgeOf(args), count(args, 'limit', 100));
    return {
      badge: badgeOf(args),
      items: rows.map((r) => ({
        username: r.username,
        state: r.state,
        date_added: isoDate(r.date_added),
      })),
    };
  },
  print: ({ badge, items }) =>
    items.length === 0
      ? `Nobody holds ${badge}.`
      : table(
          ['holder', 'state', 'since'],
          items.map((h) => [`@${h.username}`, h.state, h.date_added.slice(0, 10)]),
        ),
});

/** award / revoke a badge. */
function badgeCommand(award: boolean) {
  return defineCommand<{ username: string; badge: string; changed: boolean }>({
    path: ['badges', award ? 'award' : 'revoke'],
    summary: award ? 'award a badge of the catalogue' : 'take a badge back',
    arguments: [{ name: 'username', description: 'the username, with or without @' }, BADGE],
    options: [REASON],
    prepare(args) {
      badgeOf(args);
      return args;
    },
    async run({ services }, args) {
      const name = username(args);
      const badge = badgeOf(args);
      const person = await services.moderation.person(name);
      if (award) {
        const { awarded } = await services.moderation.awardBadge(name, badge);
        return { username: person.username, badge, changed: awarded };
      }
      await services.moderation.revokeBadge(name, badge);
      return { username: person.username, badge, changed: true };
    },
    audit: (args, r) =>
      r.changed
        ? {
            target: `@${r.username}`,
            reason: optionalText(args, 'reason'),
            details: { badge: r.badge },
          }
        : null,
    print: (r) =>
      award
        ? r.changed
          ? `@${r.username} is awarded ${r.badge}.`
          : `@${r.username} already holds ${r.badge}: nothing changed.`
        : `@${r.username} no longer holds ${r.badge}.`,
  });
}

/** The `content`, `reports`, `tags` and `badges` commands. */
export const contentCommands: AdminCommand[] = [
  hideCommand(true),
  hideCommand(false),
  reportsList,
  closeCommand('resolved'),
  closeCommand('dismissed'),
  tagCommand(true),
  tagCommand(false),
  badgesList,
  badgesHolders,
  badgeCommand(true),
  badgeCommand(false),
] as AdminCommand[];
