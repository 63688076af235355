/**
 * Start-up failures as one line an operator can act on (README "Configuration"): a data
 * directory that cannot be used, a database that cannot be reached or opened, a port that cannot
 * be taken. Each line names the setting (DATA_DIR, MEDIA_DIR, DATABASE_URL, PORT, HOST), the path or
 * address — never a password from DATABASE_URL — and what to do. main.ts prints it on stderr and
 * exits 1; the stack and the driver's own error follow only at LOG_LEVEL=debug.
 *
 * Modules that know the cause throw `StartupError` themselves (the data-directory checks and lock,
 * db/data-dir-lock.ts); `startupFailureMessage` maps everything else — PGlite, pg and listen
 * errors — by the step that failed and the error codes found in the error and its causes.
 */
import path from 'node:path';
import type { Config } from '../config.ts';
import { loggableError } from './errors.ts';

/** The setting a start-up failure is about. */
export type StartupSetting = 'DATA_DIR' | 'MEDIA_DIR' | 'DATABASE_URL' | 'PORT' | 'HOST';

/** The step of the start that failed (main.ts): open the database, migrate it, build, listen. */
export type StartupStep = 'open' | 'migrate' | 'build' | 'listen';

/** A failure whose `message` is already the one line to print (without the `potok:` prefix). */
export class StartupError extends Error {
  override name = 'StartupError';
  readonly setting: StartupSetting;

  /**
   * @param setting the environment variable the operator should look at
   * @param message one line: what is wrong with which path or address, and what to do
   * @param options `cause`: the underlying error, shown at LOG_LEVEL=debug
   */
  constructor(setting: StartupSetting, message: string, options?: ErrorOptions) {
    super(message, options);
    this.setting = setting;
  }
}

/**
 * A DATABASE_URL fit to print: scheme, user, host, port and database, without the password and
 * without query parameters (they may carry `password=` or key material). An unparsable value
 * prints as `DATABASE_URL` alone.
 */
export function printableDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    const user = parsed.username ? `${decodeURIComponent(parsed.username)}@` : '';
    return `${parsed.protocol}//${user}${parsed.host}${parsed.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}

/**
 * The line for an embedded database that cannot be opened: its files are damaged, incomplete or
 * from another version (PGlite's own errors say none of this).
 * @param dataDir absolute DATA_DIR; the database is `DATA_DIR/db`
 */
export function damagedDatabaseMessage(dataDir: string): string {
  const dbDir = path.join(dataDir, 'db');
  return `DATA_DIR ${dataDir}: the database in ${dbDir} cannot be opened (its files look damaged or were written by another version); restore DATA_DIR from a backup, or move ${dbDir} away to start with an empty database`;
}

/** Every error code in `error`, its `cause` chain and an AggregateError's `errors`, outermost first. */
function errorCodes(error: unknown, seen = new Set<unknown>()): string[] {
  if (!(error instanceof Error) || seen.has(error)) return [];
  seen.add(error);
  const own = (error as { code?: unknown }).code;
  const codes = typeof own === 'string' ? [own] : [];
  codes.push(...errorCodes(error.cause, seen));
  if (error instanceof AggregateError) {
    for (const inner of error.errors) codes.push(...errorCodes(inner, seen));
  }
  return codes;
}

/** The first line of `error`'s message, with drizzle's query parameters left out. */
function firstLine(error: unknown): string {
  const { type, message } = loggableError(error);
  const line =
    String(message ?? '')
      .split('\n')[0]
      ?.trim() ?? '';
  return line ? `${String(type ?? 'Error')}: ${line}` : String(type ?? 'Error');
}

/** One line for a PostgreSQL server that cannot be reached or refuses us, or null. */
function databaseUrlMessage(codes: string[], url: string): string | null {
  const at = printableDatabaseUrl(url);
  let host = 'the host';
  let database = 'the database';
  try {
    const parsed = new URL(url);
    host = parsed.hostname || host;
    database = decodeURIComponent(parsed.pathname.replace(/^\//, '')) || database;
  } catch {
    // printableDatabaseUrl already said DATABASE_URL
  }
  for (const code of codes) {
    switch (code) {
      case 'ECONNREFUSED':
        return `DATABASE_URL ${at}: connection refused (nothing listens there); start PostgreSQL or correct the host and port in DATABASE_URL`;
      case 'ENOTFOUND':
      case 'EAI_AGAIN':
      case 'EAI_NONAME':
        return `DATABASE_URL ${at}: host "${host}" is not found; correct the host in DATABASE_URL`;
      case 'ETIMEDOUT':
      case 'EHOSTUNREACH':
      case 'ENETUNREACH':
        return `DATABASE_URL ${at}: the host does not answer (${code}); check the address in DATABASE_URL and the network or firewall`;
      case 'ECONNRESET':
        return `DATABASE_URL ${at}: the server closed the connection; check that DATABASE_URL points at a PostgreSQL server`;
      // PostgreSQL SQLSTATE class 28: invalid authorization (bad password, unknown role).
      case '28P01':
      case '28000':
        return `DATABASE_URL ${at}: PostgreSQL refused the user name or password; check them in DATABASE_URL`;
      case '3D000':
        return `DATABASE_URL ${at}: database "${database}" does not exist; create it (createdb ${database}) or correct DATABASE_URL`;
      case '42501':
        return `DATABASE_URL ${at}: the user may not create the schema or extensions the migrations need; grant them or use the database owner`;
      case '53300':
      case '57P03':
        return `DATABASE_URL ${at}: PostgreSQL does not accept connections now (${code === '53300' ? 'too many connections' : 'starting up or shutting down'}); try again shortly`;
    }
  }
  return null;
}

/**
 * True when the embedded database's files look damaged: PGlite failed to start its Postgres, the
 * WASM aborted, or Postgres reported data corruption (SQLSTATE class XX) or a missing file (58P01).
 */
function looksCorrupt(error: unknown, codes: string[]): boolean {
  if (codes.some((code) => code.startsWith('XX') || code === '58P01')) return true;
  const text = `${(error as Error)?.name ?? ''} ${(error as Error)?.message ?? ''}`;
  return /PGlite failed to initialize|Aborted\(|RuntimeError/.test(text);
}

/**
 * The one line (without `potok: could not start:`) describing why the start failed.
 *
 * @param error what the failed step threw
 * @param step which step of main.ts failed
 * @param config the configuration of this start (DATA_DIR, DATABASE_URL, PORT, HOST)
 */
export function startupFailureMessage(
  error: unknown,
  step: StartupStep,
  config: Pick<Config, 'dataDir' | 'databaseUrl' | 'port' | 'host'>,
): string {
  if (error instanceof StartupError) return error.message;
  const codes = errorCodes(error);
  const debugHint = '(LOG_LEVEL=debug shows the details)';

  if (step === 'listen') {
    if (codes.includes('EADDRINUSE')) {
      return `PORT ${config.port} on ${config.host} is already in use by another program; stop it or set PORT to a free port`;
    }
    if (codes.includes('EACCES')) {
      return `PORT ${config.port} may not be used by this user (ports below 1024 need privileges); set PORT to 1024 or higher and put a reverse proxy in front`;
    }
    if (codes.some((c) => ['EADDRNOTAVAIL', 'ENOTFOUND', 'EAI_AGAIN', 'EAI_NONAME'].includes(c))) {
      return `HOST ${config.host} is not an address of this machine; set HOST to one of its addresses, or 0.0.0.0 for all`;
    }
    return `cannot listen on ${config.host}:${config.port} (HOST, PORT): ${firstLine(error)} ${debugHint}`;
  }

  if (step === 'open' || step === 'migrate') {
    if (config.databaseUrl) {
      const message = databaseUrlMessage(codes, config.databaseUrl);
      if (message) return message;
      return `DATABASE_URL ${printableDatabaseUrl(config.databaseUrl)}: ${step === 'open' ? 'cannot connect' : 'the migrations failed'}: ${firstLine(error)} ${debugHint}`;
    }
    const dbDir = path.join(config.dataDir, 'db');
    if (codes.includes('ENOSPC')) {
      return `DATA_DIR ${config.dataDir}: the disk is full; free some space and start again`;
    }
    if (step === 'open' || looksCorrupt(error, codes))
      return damagedDatabaseMessage(config.dataDir);
    return `DATA_DIR ${config.dataDir}: the migrations of the database in ${dbDir} failed: ${firstLine(error)} ${debugHint}`;
  }

  return `${firstLine(error)} ${debugHint}`;
}
