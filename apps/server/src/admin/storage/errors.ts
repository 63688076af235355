/**
 * How the storage commands refuse: a `StorageError` carries one line for the operator (what is
 * wrong, with what, and what to do), never a stack, SQL or a password. The command prints it and
 * exits with code 1.
 */
import pg from 'pg';

/** A refusal or failure the operator can act on; `message` is one line. */
export class StorageError extends Error {
  override name = 'StorageError';
}

/** A PostgreSQL address without its password, for messages: `postgres://potok:***@db/potok`. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'the PostgreSQL address (not a valid URL)';
  }
}

/** The code of a driver or system error, or ''. */
function codeOf(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : '';
}

/** Why a connection to PostgreSQL failed, in words (no password, no stack). */
export function connectionFailure(error: unknown): string {
  switch (codeOf(error)) {
    case 'ECONNREFUSED':
      return 'the server refuses connections (is PostgreSQL running on that host and port?)';
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return 'the host name is unknown';
    case 'ETIMEDOUT':
      return 'no answer within 10 s';
    case '28P01':
    case '28000':
      return 'the server rejects the user or password';
    case '3D000':
      return 'the database does not exist (create it first: createdb)';
    default:
      return error instanceof Error ? error.message.split('\n')[0]! : String(error);
  }
}

/**
 * Connects to `url` within 10 s.
 * @throws StorageError naming the address (password hidden) and the reason
 */
export async function connectPostgres(url: string): Promise<pg.Client> {
  let client: pg.Client;
  try {
    client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  } catch (error) {
    throw new StorageError(`${redactUrl(url)} cannot be used: ${connectionFailure(error)}`);
  }
  client.on('error', () => {});
  try {
    await client.connect();
  } catch (error) {
    await client.end().catch(() => {});
    const reason = /timeout/i.test(String(error)) ? 'no answer within 10 s' : null;
    throw new StorageError(`cannot reach ${redactUrl(url)}: ${reason ?? connectionFailure(error)}`);
  }
  return client;
}
