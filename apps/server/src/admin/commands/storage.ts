/**
 * `admin move-to-postgres`, `admin backup`, `admin restore`: the operators' words for the
 * storage functions of admin/storage (docs/operations.md "Move to PostgreSQL", "Back up and
 * restore").
 *
 * - move-to-postgres runs in the CLI only (`where: 'cli'`): it opens the embedded database under
 *   the data-directory lock, so a running server is refused — writes after the copy would be lost.
 * - backup runs where the data is: on PostgreSQL from the CLI (pg_dump); on the embedded database
 *   under the lock when no server runs, or inside the running server through the operators'
 *   channel, which writes the archive itself.
 * - restore runs in the CLI only, into an empty data directory or database.
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { type AdminCommand, AdminError, defineCommand, text } from '../command.ts';
import { type BackupManifest, readArchive } from '../storage/archive.ts';
import { type BackupReport, backupEmbedded, backupPostgres } from '../storage/backup.ts';
import { StorageError } from '../storage/errors.ts';
import { type MoveReport, moveToPostgres } from '../storage/move.ts';
import {
  formatBackupReport,
  formatMoveReport,
  formatRestoreReport,
  sizeInWords,
  textTable,
} from '../storage/report.ts';
import { type RestoreReport, restoreBackup } from '../storage/restore.ts';

/** Runs a storage function, turning its refusals into the command's one-line errors. */
async function refusals<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof StorageError) throw new AdminError(error.message);
    throw error;
  }
}

/** An archive path given by the operator, made absolute against the CLI's folder. */
function archivePath(args: Record<string, unknown>): string {
  return path.resolve(text(args, 'file'));
}

const move = defineCommand<MoveReport>({
  path: ['move-to-postgres'],
  summary: 'copy the embedded database into an empty PostgreSQL database and check every table',
  help: [
    'Stop the server first: the move reads DATA_DIR/db under its lock and leaves it unchanged.',
    'The target must be empty (createdb); it is migrated here. Media files stay in MEDIA_DIR.',
    'Example: npm run admin -- move-to-postgres --to postgres://potok@localhost:5432/potok',
  ].join('\n'),
  options: [
    {
      flags: '--to <url>',
      description: 'postgres://… of the empty target database',
      required: true,
    },
  ],
  where: 'cli',
  async runInCli(config, args) {
    const report = await refusals(() =>
      moveToPostgres({
        dataDir: config.dataDir,
        mediaDir: config.mediaDir,
        to: text(args, 'to'),
        progress: (line) => process.stderr.write(`${line}\n`),
      }),
    );
    if (!report.verified) {
      const differ = report.tables.filter((t) => !t.same).map((t) => t.name);
      process.stderr.write(`${formatMoveReport(report)}\n`);
      throw new AdminError(
        `tables differ after the copy (${differ.join(', ')}); do not use ${report.target}: drop it, create it again and move again`,
      );
    }
    return report;
  },
  print: formatMoveReport,
});

const backup = defineCommand<BackupReport>({
  path: ['backup'],
  summary: 'back up the database and the media files into one archive',
  help: [
    'Works while the server runs (the embedded database through the running server).',
    'Example: npm run admin -- backup /var/backups/potok-$(date +%F).tar',
  ].join('\n'),
  arguments: [{ name: 'file', description: 'the archive to write (must not exist)' }],
  prepare(args) {
    const file = archivePath(args);
    if (existsSync(file)) throw new AdminError(`${file} exists already; name a new file`);
    const folder = path.dirname(file);
    if (!existsSync(folder) || !statSync(folder).isDirectory()) {
      throw new AdminError(`the folder ${folder} does not exist; create it first`);
    }
    return { ...args, file };
  },
  async run({ config, handle, via }, args) {
    const file = text(args, 'file');
    return refusals(() =>
      via === 'postgres'
        ? backupPostgres({ url: config.databaseUrl!, mediaDir: config.mediaDir, file })
        : backupEmbedded({
            dataDir: config.dataDir,
            mediaDir: config.mediaDir,
            file,
            open: { handle, exclusive: via === 'embedded' },
          }),
    );
  },
  print: formatBackupReport,
});

/** What `restore --check` answers. */
interface CheckedBackup {
  file: string;
  intact: true;
  manifest: BackupManifest;
}

const restore = defineCommand<RestoreReport | CheckedBackup>({
  path: ['restore'],
  summary: 'restore a backup into an empty data directory or an empty PostgreSQL database',
  help: [
    'The whole archive is checked first; a damaged or truncated one is refused, nothing written.',
    'Embedded backup: into an empty DATA_DIR (no DATABASE_URL). PostgreSQL backup: DATABASE_URL',
    'names an empty database (createdb). Media files go to MEDIA_DIR, which must hold none.',
    'Example: DATA_DIR=/srv/potok/data npm run admin -- restore /var/backups/potok-2026-11-27.tar',
    '         npm run admin -- restore --check /var/backups/potok-2026-11-27.tar',
  ].join('\n'),
  arguments: [{ name: 'file', description: 'the backup archive' }],
  options: [{ flags: '--check', description: 'only check the archive; write nothing' }],
  where: 'cli',
  prepare(args) {
    return { ...args, file: archivePath(args) };
  },
  async runInCli(config, args) {
    const file = text(args, 'file');
    if (args.check) {
      const manifest = await refusals(() => readArchive(file));
      return { file, intact: true, manifest };
    }
    const report = await refusals(() =>
      restoreBackup({
        file,
        dataDir: config.dataDir,
        mediaDir: config.mediaDir,
        databaseUrl: config.databaseUrl,
      }),
    );
    if (!report.verified) {
      process.stderr.write(`${formatRestoreReport(report)}\n`);
      throw new AdminError(
        `the restored rows differ from the backup's; do not start a server on ${report.into}`,
      );
    }
    return report;
  },
  print(result) {
    if (!('intact' in result)) return formatRestoreReport(result);
    const m = result.manifest;
    return [
      textTable(
        ['table', 'rows'],
        Object.entries(m.database.tables).map(([name, n]) => [name, n]),
      ),
      '',
      `${result.file} is intact: a backup of the ${m.database.kind === 'embedded' ? 'embedded database' : 'PostgreSQL database'} taken ${m.createdAt} (${m.database.serverVersion}, ${m.database.migrations.count} migrations), ${m.media.files} media files (${sizeInWords(m.media.bytes)}); every part matches its checksum.`,
    ].join('\n');
  },
});

/** The storage commands. */
export const storageCommands = [move, backup, restore] as AdminCommand[];
