/**
 * `admin help …`, `admin announce`, `admin jobs …`, `admin audit`: the site's help articles and
 * contact address, announcements to members, the job queue, and the operators' audit trail.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { LOCALES } from '@potok/common';
import { marked } from 'marked';
import { HelpInputError } from '../../modules/help/help.service.ts';
import { isoDate } from '../../modules/users/users.mapper.ts';
import {
  type AdminCommand,
  AdminError,
  count,
  defineCommand,
  optionalText,
  text,
} from '../command.ts';
import { table } from '../print.ts';

const LANGUAGE = {
  flags: '--language <code>',
  description: 'the language of the article',
  choices: LOCALES,
  default: 'ru',
};

/** Turns the help service's input errors into the operator's one line. */
async function helpInput<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof HelpInputError) throw new AdminError(error.message);
    throw error;
  }
}

/**
 * A Markdown (`.md`, `.markdown`) or HTML file as HTML, and its title: `--title`, else the
 * first heading of the file (which is then left out of the content).
 */
export async function readArticleFile(
  file: string,
  title: string | null,
): Promise<{ title: string; html: string }> {
  let source: string;
  try {
    source = await readFile(file, 'utf8');
  } catch (error) {
    const code = (error as { code?: string }).code;
    throw new AdminError(
      code === 'ENOENT' ? `no file ${file}` : `cannot read ${file} (${code ?? String(error)})`,
    );
  }
  const markdown = /\.(md|markdown)$/i.test(file);
  let html = markdown ? await marked.parse(source) : source;
  let found = title;
  const heading = /^\s*<h1[^>]*>([\s\S]*?)<\/h1>\s*/i.exec(html);
  if (heading && !found) {
    found = heading[1]!.replace(/<[^>]+>/g, '').trim();
    html = html.slice(heading[0].length);
  }
  if (!found) throw new AdminError(`${file} has no first heading: give the title with --title`);
  return { title: found, html };
}

const helpSet = defineCommand<{ slug: string; language: string; uuid: string; created: boolean }>({
  path: ['help', 'set'],
  summary: 'create or replace a help article from a Markdown or HTML file',
  arguments: [
    { name: 'slug', description: 'its address: /help/<slug> (e.g. rules)' },
    { name: 'file', description: 'a .md / .markdown file, or HTML' },
  ],
  options: [
    LANGUAGE,
    { flags: '--title <text>', description: 'the title (default: the first heading of the file)' },
    { flags: '--position <n>', description: 'place in the help menu (default: last)' },
  ],
  help: 'Example: npm run admin -- help set rules ./rules.en.md --language en',
  async prepare(args) {
    // Read here, in the operator's folder: the server may run elsewhere (the channel).
    const file = path.resolve(text(args, 'file'));
    const { title, html } = await readArticleFile(file, optionalText(args, 'title'));
    return { ...args, file, title, html };
  },
  async run({ services }, args) {
    const position = args.position === undefined ? null : Number(args.position);
    if (position !== null && !Number.isInteger(position)) {
      throw new AdminError(`--position must be a whole number, got ${String(args.position)}`);
    }
    const done = await helpInput(
      services.help.setArticle({
        slug: text(args, 'slug'),
        language: text(args, 'language'),
        title: text(args, 'title'),
        html: String(args.html ?? ''),
        position,
      }),
    );
    return { slug: text(args, 'slug').toLowerCase(), language: text(args, 'language'), ...done };
  },
  audit: (args, r) => ({
    target: `help ${r.slug} (${r.language})`,
    details: { created: r.created, title: args.title },
  }),
  print: (r) =>
    `Help article ${r.slug} (${r.language}) ${r.created ? 'created' : 'replaced'}: /help/${r.slug}`,
});

const helpList = defineCommand<{
  items: {
    slug: string | null;
    language: string;
    title: string;
    uuid: string;
    date_edited: string;
  }[];
}>({
  path: ['help', 'list'],
  summary: 'list the help articles in every language',
  async run({ services }) {
    const rows = await services.help.list();
    return {
      items: rows.map((r) => ({
        slug: r.slug,
        language: r.language,
        title: r.title,
        uuid: r.uuid,
        date_edited: isoDate(r.dateEdited),
      })),
    };
  },
  print: ({ items }) =>
    table(
      ['slug', 'lang', 'title', 'edited'],
      items.map((a) => [a.slug ?? a.uuid, a.language, a.title, a.date_edited.slice(0, 10)]),
    ),
});

const helpRemove = defineCommand<{ slug: string; language: string | null; removed: number }>({
  path: ['help', 'remove'],
  summary: 'remove a help article (in one language, or in all)',
  arguments: [{ name: 'slug', description: "the article's slug" }],
  options: [{ flags: '--language <code>', description: 'only this language', choices: LOCALES }],
  async run({ services }, args) {
    const language = optionalText(args, 'language');
    const removed = await helpInput(services.help.remove(text(args, 'slug'), language));
    return { slug: text(args, 'slug'), language, removed };
  },
  audit: (_args, r) => ({ target: `help ${r.slug} (${r.language ?? 'all'})` }),
  print: (r) => `Removed ${r.removed} article(s) ${r.slug}.`,
});

const helpContacts = defineCommand<{ before: string; address: string; changed: number }>({
  path: ['help', 'contacts'],
  summary: 'change the contact address the contacts article shows (every language)',
  arguments: [{ name: 'address', description: 'the e-mail address, e.g. support@example.org' }],
  async run({ services }, args) {
    const address = text(args, 'address');
    const done = await helpInput(services.help.setContactAddress(address));
    return { before: done.before, address, changed: done.changed };
  },
  audit: (_args, r) => ({
    target: 'help contacts',
    details: { before: r.before, after: r.address },
  }),
  print: (r) => `Contact address ${r.before} → ${r.address} (${r.changed} article(s)).`,
});

const announce = defineCommand<{ to: string; recipients: number }>({
  path: ['announce'],
  summary: 'send a system notification to everyone, or to one person (--to)',
  arguments: [{ name: 'text', description: 'what to say' }],
  options: [
    { flags: '--to <username>', description: 'only this person' },
    { flags: '--title <text>', description: 'a title above the text' },
  ],
  help: 'Example: npm run admin -- announce "Maintenance tonight 23:00–23:30" --title "Maintenance"',
  async run({ services }, args) {
    const to = optionalText(args, 'to');
    const recipients = await services.moderation.announce(
      to,
      optionalText(args, 'title'),
      text(args, 'text'),
    );
    return { to: to ? `@${to.replace(/^@/, '')}` : 'everyone', recipients };
  },
  audit: (args, r) => ({ target: r.to, details: { text: args.text, recipients: r.recipients } }),
  print: (r) => `Announced to ${r.to}: ${r.recipients} notification(s).`,
});

const jobsFailed = defineCommand<{
  items: {
    job_id: number;
    kind: string;
    attempts: number;
    last_error: string | null;
    finished_at: string | null;
  }[];
}>({
  path: ['jobs', 'failed'],
  summary: 'list failed jobs, newest first',
  options: [{ flags: '--limit <n>', description: 'at most this many (1–1000)', default: '50' }],
  async run({ services }, args) {
    const rows = await services.moderation.failedJobs(count(args, 'limit', 50));
    return {
      items: rows.map((j) => ({
        job_id: Number(j.job_id),
        kind: j.kind,
        attempts: j.attempts,
        last_error: j.last_error,
        finished_at: j.finished_at === null ? null : isoDate(j.finished_at),
      })),
    };
  },
  print: ({ items }) =>
    items.length === 0
      ? 'No failed jobs.'
      : table(
          ['job', 'kind', 'tries', 'failed', 'error'],
          items.map((j) => [
            String(j.job_id),
            j.kind,
            String(j.attempts),
            (j.finished_at ?? '').slice(0, 16).replace('T', ' '),
            (j.last_error ?? '').slice(0, 80),
          ]),
        ),
});

/** retry / drop a failed job. */
function jobCommand(how: 'retry' | 'drop') {
  return defineCommand<{ job_id: number }>({
    path: ['jobs', how],
    summary: how === 'retry' ? 'queue a failed job again' : 'delete a failed job',
    arguments: [{ name: 'job', description: 'the job number (jobs failed)' }],
    async run({ services }, args) {
      const jobId = Number(text(args, 'job'));
      await services.moderation.settleJob(jobId, how);
      return { job_id: jobId };
    },
    audit: (_args, r) => ({ target: `job ${r.job_id}` }),
    print: (r) => `Job ${r.job_id} ${how === 'retry' ? 'queued again' : 'deleted'}.`,
  });
}

const audit = defineCommand<{
  items: {
    date: string;
    by: string;
    action: string;
    target: string;
    reason: string | null;
    details: unknown;
  }[];
}>({
  path: ['audit'],
  summary: "list the operators' changes, newest first",
  options: [
    { flags: '--about <text>', description: 'only changes whose target or command contains this' },
    { flags: '--limit <n>', description: 'at most this many (1–1000)', default: '50' },
  ],
  async run({ services }, args) {
    const rows = await services.audit.list(count(args, 'limit', 50), optionalText(args, 'about'));
    return {
      items: rows.map((r) => ({
        date: isoDate(r.date_added),
        by: r.actor,
        action: r.action,
        target: r.target,
        reason: r.reason,
        details: r.details,
      })),
    };
  },
  print: ({ items }) =>
    items.length === 0
      ? 'No changes recorded.'
      : table(
          ['when', 'by', 'command', 'target', 'reason'],
          items.map((r) => [
            r.date.slice(0, 19).replace('T', ' '),
            r.by,
            r.action,
            r.target,
            r.reason ?? '',
          ]),
        ),
});

/** The `help`, `announce`, `jobs` and `audit` commands. */
export const siteCommands: AdminCommand[] = [
  helpSet,
  helpList,
  helpRemove,
  helpContacts,
  announce,
  jobsFailed,
  jobCommand('retry'),
  jobCommand('drop'),
  audit,
] as AdminCommand[];
