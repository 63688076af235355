/**
 * The storage commands' reports for a person: aligned plain-text tables (the `--json` output is
 * the report object itself).
 */
import type { BackupReport } from './backup.ts';
import type { MoveReport } from './move.ts';
import type { RestoreReport } from './restore.ts';

/** Columns padded to their widest cell, two spaces apart; numbers right-aligned. */
export function textTable(head: string[], rows: (string | number)[][]): string {
  const cells = [head, ...rows.map((r) => r.map(String))];
  const widths = head.map((_, i) => Math.max(...cells.map((r) => r[i]!.length)));
  const numeric = head.map(
    (_, i) => rows.length > 0 && rows.every((r) => typeof r[i] === 'number'),
  );
  return cells
    .map((r) =>
      r
        .map((c, i) => (numeric[i] ? c.padStart(widths[i]!) : c.padEnd(widths[i]!)))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** Bytes in words: "0 B", "12.3 KiB", "4.5 MiB". */
export function sizeInWords(bytes: number): string {
  const units = ['B', 'KiB', 'MiB', 'GiB', 'TiB'];
  let n = bytes;
  let u = 0;
  while (n >= 1024 && u < units.length - 1) {
    n /= 1024;
    u += 1;
  }
  return u === 0 ? `${n} B` : `${n.toFixed(1)} ${units[u]}`;
}

/** The move's report as a person reads it. */
export function formatMoveReport(report: MoveReport): string {
  const rows = report.tables.map((t) => [
    t.name,
    t.source.rows,
    t.target.rows,
    t.source.checksum.slice(0, 12),
    t.target.checksum.slice(0, 12),
    t.same ? 'same' : 'DIFFERENT',
  ]);
  const lines = [
    textTable(
      ['table', 'embedded rows', 'PostgreSQL rows', 'embedded sum', 'PostgreSQL sum', ''],
      rows,
    ),
    '',
    report.verified
      ? `All ${report.tables.length} tables are the same in ${report.target} (row counts and checksums).`
      : `Some tables differ in ${report.target}: do not use it; drop it, create it again and move again.`,
    `Media: ${report.media.files} files, ${sizeInWords(report.media.bytes)}; ${report.media.advice}.`,
  ];
  if (report.media.missing.length > 0) {
    lines.push(
      `Warning: files the database knows are missing from the media folder (e.g. ${report.media.missing.join(', ')}); their pictures will not show.`,
    );
  }
  if (report.verified) {
    lines.push(
      'Next: start Potok with DATABASE_URL set to this database; keep DATA_DIR/db as it is until you are sure.',
    );
  }
  return lines.join('\n');
}

/** The backup's report as a person reads it. */
export function formatBackupReport(report: BackupReport): string {
  const rows = Object.entries(report.manifest.database.tables).map(([name, n]) => [name, n]);
  return [
    textTable(['table', 'rows'], rows),
    '',
    `Backup of the ${report.manifest.database.kind === 'embedded' ? 'embedded database' : 'PostgreSQL database'} written to ${report.file} (${sizeInWords(report.bytes)}): ${report.manifest.media.files} media files, ${sizeInWords(report.manifest.media.bytes)}, ${report.manifest.database.migrations.count} migrations.`,
  ].join('\n');
}

/** The restore's report as a person reads it. */
export function formatRestoreReport(report: RestoreReport): string {
  const rows = report.tables.map((t) => [
    t.name,
    t.expected,
    t.restored,
    t.same ? 'same' : 'DIFFERENT',
  ]);
  return [
    textTable(['table', 'rows in backup', 'rows restored', ''], rows),
    '',
    report.verified
      ? `Restored into ${report.into}: every table has the backup's rows; ${report.media.files} media files (${sizeInWords(report.media.bytes)}) in ${report.media.dir}.`
      : `Restored into ${report.into}, but some tables differ from the backup: do not start a server on it.`,
  ].join('\n');
}
