/**
 * Server configuration: the only module that reads `process.env` (DESIGN.md §2).
 *
 * `loadConfig(env, argv)` is pure: it turns an environment map and the command-line arguments
 * into a typed, validated `Config`, or throws `ConfigError` whose message is one line naming the
 * bad variable. `readConfig()` applies it to the real process.
 *
 * Variables (all optional):
 * - PORT (8080), HOST (0.0.0.0)
 * - DATA_DIR (`./data`): PGlite database (`DATA_DIR/db`), media, outbox, and the lock that keeps
 *   one server per directory (`DATA_DIR/potok.lock`, db/data-dir-lock.ts). A relative path is
 *   resolved against the repository root, so `npm start` from the root uses `<repo>/data`
 *   whatever the workspace's working directory is.
 * - MEDIA_DIR (`DATA_DIR/media`): uploaded files and their variants (modules/files); a relative
 *   path is resolved against the repository root, like DATA_DIR.
 * - DATABASE_URL: `postgres://…` switches from embedded PGlite to PostgreSQL.
 * - PUBLIC_URL (`http://localhost:PORT`): the origin people use; its scheme decides the `Secure`
 *   cookie flag and it is the accepted origin of the CSRF check (DESIGN.md §4).
 * - TRUST_PROXY: `true`/`false`, a hop count, or a comma list of addresses (Fastify trustProxy).
 * - SMTP_URL: real mail through this SMTP server, e.g. `smtps://user:password@smtp.example:465`
 *   or `smtp://relay.internal:25`; without it every mail goes to the log and, as an `.eml` file,
 *   to `DATA_DIR/outbox` (modules/mail).
 * - MAIL_FROM (the product's name in each mail's language, `<noreply@{host of PUBLIC_URL}>`):
 *   the `From` of every mail, used as configured when set.
 * - HCAPTCHA_SITEKEY + HCAPTCHA_SECRET: both set → hCaptcha; otherwise ALTCHA.
 * - CAPTCHA_MAX_NUMBER (100000): the largest ALTCHA counter, i.e. the proof-of-work size.
 * - CAPTCHA_SECRET: HMAC key for ALTCHA challenges; without it the server makes one once and
 *   keeps it in the database (`server_secrets`), shared by every process and every start.
 * - AUTH_RATE_LIMIT (10): login/register requests per IP per AUTH_RATE_WINDOW_MS (60000), each.
 * - WRITE_RATE_LIMIT (60): writes per account per WRITE_RATE_WINDOW_MS (60000), one budget
 *   across every write (lib/rate-limits.ts).
 * - CAPTCHA_RATE_LIMIT (30): `GET auth/captcha` calls per IP per CAPTCHA_RATE_WINDOW_MS (60000).
 *   On PostgreSQL every process on the database shares one count (`rate_limits`); on the
 *   embedded database its one process counts in memory (lib/rate-limits.ts).
 * - LOGIN_ACCOUNT_FAILURES (10): failed logins for one account (its normalised e-mail, known or
 *   not) per LOGIN_ACCOUNT_WINDOW_MS (900000, 15 min) from any addresses, past which a login for
 *   it is answered 429 `too_many_requests` until the window ends (modules/auth/login-throttle.ts,
 *   docs/decisions/login-throttle-per-account.md).
 * - LIVE_STREAMS_PER_SESSION (5), LIVE_STREAMS_PER_ACCOUNT (20), LIVE_STREAMS_MAX (5000): open
 *   `GET /v1/events` streams of one session (past it the session's oldest closes), of one account
 *   (past it 429 `too_many_requests`) and of the process (past it 503 `server_busy`), counted per
 *   process (modules/events, docs/decisions/live-stream-limits.md).
 * - DB_QUEUE_LIMIT (64 on the embedded database, 256 on PostgreSQL): API requests in progress
 *   past which a new API request is answered 503 `server_busy` with `Retry-After`
 *   (lib/busy-guard.ts).
 * - LOG_LEVEL (info): fatal, error, warn, info, debug, trace, silent.
 * - AVATAR_URL: a template of avatar image addresses, e.g.
 *   `https://www.gravatar.com/avatar/{hash}?d=identicon&s={size}`: `{hash}` (required) is the
 *   account's avatar key, `{size}` the size in px. `/avatar/{hash}` then redirects there; without
 *   it the server draws identicons itself (lib/avatar.ts).
 * - METRICS_ALLOW (`127.0.0.0/8,::1`): who may read `GET /metrics` — a comma list of addresses
 *   and CIDR ranges (`10.0.0.0/8`, `fd00::/8`, `192.0.2.7`), or `none`. Checked against the
 *   connection's own address, and a request carrying forwarding headers (one that came through a
 *   reverse proxy) is refused whatever its address; others get 404 (lib/metrics.ts,
 *   docs/decisions/health-and-metrics.md).
 * - LINK_PREVIEW_ALLOW_LOOPBACK (false): `true` lets the link-card fetcher reach loopback
 *   addresses (127.0.0.0/8, ::1), for a test page on the same machine. Tests only: private,
 *   link-local and metadata addresses stay refused (lib/link-preview.ts).
 * - argv `--demo`: load demo content into an empty database at start.
 */
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Type, { type Static } from 'typebox';
import Value from 'typebox/value';

/** Repository root (apps/server/src → ../../..): base of a relative DATA_DIR. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** What a valid configuration is; `loadConfig` checks its candidate against it. */
export const ConfigSchema = Type.Object({
  port: Type.Integer({ minimum: 0, maximum: 65535 }),
  host: Type.String({ minLength: 1 }),
  /** Absolute path of the data folder. */
  dataDir: Type.String({ minLength: 1 }),
  /** Absolute path of the media folder (uploads and their variants). */
  mediaDir: Type.String({ minLength: 1 }),
  /** `postgres://…` or null for embedded PGlite. */
  databaseUrl: Type.Union([Type.String({ pattern: '^postgres(ql)?://' }), Type.Null()]),
  /** Origin without trailing slash, e.g. `https://potok.example`. */
  publicUrl: Type.String({ pattern: '^https?://[^/]+$' }),
  trustProxy: Type.Union([Type.Boolean(), Type.Integer({ minimum: 0 }), Type.Array(Type.String())]),
  smtpUrl: Type.Union([Type.String({ pattern: '^smtps?://' }), Type.Null()]),
  /**
   * `From` of mails: an address, optionally with a name (`Potok <noreply@potok.example>`); null
   * when MAIL_FROM is not set (then `<product name in the mail's language> <noreply@{host}>`).
   */
  mailFrom: Type.Union([
    Type.String({ pattern: '^[^\\r\\n]*[^\\s@<>]+@[^\\s@<>]+[^\\r\\n]*$', maxLength: 320 }),
    Type.Null(),
  ]),
  hcaptcha: Type.Union([
    Type.Object({ sitekey: Type.String({ minLength: 1 }), secret: Type.String({ minLength: 1 }) }),
    Type.Null(),
  ]),
  captchaMaxNumber: Type.Integer({ minimum: 1, maximum: 10_000_000 }),
  captchaSecret: Type.Union([Type.String({ minLength: 16 }), Type.Null()]),
  authRateLimit: Type.Object({
    max: Type.Integer({ minimum: 1 }),
    windowMs: Type.Integer({ minimum: 1000 }),
  }),
  /** DESIGN.md §7: rate limit on writes (entries, comments, subscriptions), per account. */
  writeRateLimit: Type.Object({
    max: Type.Integer({ minimum: 1 }),
    windowMs: Type.Integer({ minimum: 1000 }),
  }),
  /** `GET auth/captcha` per IP: each call signs and records a challenge. */
  captchaRateLimit: Type.Object({
    max: Type.Integer({ minimum: 1 }),
    windowMs: Type.Integer({ minimum: 1000 }),
  }),
  /** Failed logins per account (normalised e-mail) per window, from any address. */
  loginThrottle: Type.Object({
    failures: Type.Integer({ minimum: 1 }),
    windowMs: Type.Integer({ minimum: 1000 }),
  }),
  /** Open `GET /v1/events` streams per session, per account and per process. */
  liveStreams: Type.Object({
    perSession: Type.Integer({ minimum: 1 }),
    perAccount: Type.Integer({ minimum: 1 }),
    max: Type.Integer({ minimum: 1 }),
  }),
  /** API requests in progress past which a new API request gets 503 server_busy. */
  dbQueueLimit: Type.Integer({ minimum: 1, maximum: 100_000 }),
  logLevel: Type.Union(LOG_LEVELS.map((l) => Type.Literal(l))),
  /** Template of avatar addresses with `{hash}` (and optionally `{size}`), or null: identicons. */
  avatarUrl: Type.Union([Type.String({ pattern: '^https?://[^\\s]*\\{hash\\}' }), Type.Null()]),
  /** Addresses and CIDR ranges that may read `GET /metrics` (lib/metrics.ts); empty: nobody. */
  metricsAllow: Type.Array(Type.String({ minLength: 1 })),
  /** Tests only: the link-card fetcher may reach loopback addresses (lib/link-preview.ts). */
  linkPreviewAllowLoopback: Type.Boolean(),
  demo: Type.Boolean(),
  /** Entries a person's materialized timeline keeps, the newest (modules/timeline). */
  timelineCap: Type.Integer({ minimum: 2, maximum: 100_000 }),
});
/**
 * Default DB_QUEUE_LIMIT: API requests in progress before new ones are refused. The embedded
 * database answers one query at a time (about 60 mixed reads a second on the benchmark machine,
 * so 64 waiting requests are about a second of work); PostgreSQL serves ten at once, an order of
 * magnitude faster (docs/decisions/embedded-database-worker.md, docs/decisions/busy-guard.md).
 */
export const DEFAULT_DB_QUEUE_LIMIT = { embedded: 64, postgres: 256 } as const;

/** Typed, validated server configuration. */
export type Config = Static<typeof ConfigSchema>;

/** Thrown by `loadConfig`; `message` is one line naming the variable and what is wrong. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Maps config keys to the environment variable they come from, for error messages. */
const ENV_NAME: Record<string, string> = {
  port: 'PORT',
  host: 'HOST',
  dataDir: 'DATA_DIR',
  mediaDir: 'MEDIA_DIR',
  databaseUrl: 'DATABASE_URL',
  publicUrl: 'PUBLIC_URL',
  trustProxy: 'TRUST_PROXY',
  smtpUrl: 'SMTP_URL',
  mailFrom: 'MAIL_FROM',
  hcaptcha: 'HCAPTCHA_SITEKEY/HCAPTCHA_SECRET',
  captchaMaxNumber: 'CAPTCHA_MAX_NUMBER',
  captchaSecret: 'CAPTCHA_SECRET',
  authRateLimit: 'AUTH_RATE_LIMIT/AUTH_RATE_WINDOW_MS',
  writeRateLimit: 'WRITE_RATE_LIMIT/WRITE_RATE_WINDOW_MS',
  captchaRateLimit: 'CAPTCHA_RATE_LIMIT/CAPTCHA_RATE_WINDOW_MS',
  loginThrottle: 'LOGIN_ACCOUNT_FAILURES/LOGIN_ACCOUNT_WINDOW_MS',
  liveStreams: 'LIVE_STREAMS_PER_SESSION/LIVE_STREAMS_PER_ACCOUNT/LIVE_STREAMS_MAX',
  dbQueueLimit: 'DB_QUEUE_LIMIT',
  logLevel: 'LOG_LEVEL',
  avatarUrl: 'AVATAR_URL',
  metricsAllow: 'METRICS_ALLOW',
  linkPreviewAllowLoopback: 'LINK_PREVIEW_ALLOW_LOOPBACK',
  demo: '--demo',
  timelineCap: 'TIMELINE_CAP',
};

/** Keys whose values may hold secrets: never echoed in error messages. */
const SECRET_KEYS = new Set(['databaseUrl', 'smtpUrl', 'hcaptcha', 'captchaSecret']);

type Env = Record<string, string | undefined>;

function nonEmpty(value: string | undefined): string | undefined {
  const v = value?.trim();
  return v ? v : undefined;
}

/** Integer from a decimal string; NaN (caught by validation) when it is not one. */
function int(name: string, value: string | undefined, fallback: number): number {
  const v = nonEmpty(value);
  if (v === undefined) return fallback;
  if (!/^\d+$/.test(v)) throw new ConfigError(`${name} must be a whole number, got "${v}"`);
  return Number(v);
}

/** `true`/`1` → true, `false`/`0`/unset → false. */
function flag(name: string, value: string | undefined): boolean {
  const v = nonEmpty(value)?.toLowerCase();
  if (v === undefined || v === 'false' || v === '0') return false;
  if (v === 'true' || v === '1') return true;
  throw new ConfigError(`${name} must be true or false, got "${v}"`);
}

function trustProxy(value: string | undefined): Config['trustProxy'] {
  const v = nonEmpty(value);
  if (v === undefined || v === 'false') return false;
  if (v === 'true') return true;
  if (/^\d+$/.test(v)) return Number(v);
  return v.split(',').map((s) => s.trim());
}

/** Default METRICS_ALLOW: this machine only (IPv4 and IPv6 loopback). */
export const DEFAULT_METRICS_ALLOW: readonly string[] = ['127.0.0.0/8', '::1'];

/**
 * METRICS_ALLOW: a comma list of IP addresses and CIDR ranges (`10.0.0.0/8`, `::1`), or `none`
 * (nobody); unset → DEFAULT_METRICS_ALLOW.
 */
function metricsAllow(value: string | undefined): string[] {
  const v = nonEmpty(value);
  if (v === undefined) return [...DEFAULT_METRICS_ALLOW];
  if (v.toLowerCase() === 'none') return [];
  const entries = v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address = '', prefix, extra] = entry.split('/');
    const family = isIP(address);
    const bits = family === 4 ? 32 : 128;
    const prefixOk = prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= bits);
    if (family === 0 || !prefixOk || extra !== undefined) {
      throw new ConfigError(
        `METRICS_ALLOW must be IP addresses or CIDR ranges separated by commas, or none; got "${entry}"`,
      );
    }
  }
  return entries;
}

/**
 * Builds the configuration from an environment map and command-line arguments (pure).
 *
 * @param env e.g. `process.env`
 * @param argv arguments after the script, e.g. `process.argv.slice(2)`; `--demo` sets `demo`
 * @throws ConfigError with a one-line message naming the bad variable
 */
export function loadConfig(env: Env, argv: readonly string[] = []): Config {
  const port = int('PORT', env.PORT, 8080);
  const dataDir = path.resolve(REPO_ROOT, nonEmpty(env.DATA_DIR) ?? 'data');
  const sitekey = nonEmpty(env.HCAPTCHA_SITEKEY);
  const secret = nonEmpty(env.HCAPTCHA_SECRET);
  if ((sitekey === undefined) !== (secret === undefined)) {
    throw new ConfigError('HCAPTCHA_SITEKEY and HCAPTCHA_SECRET must be set together');
  }
  const publicUrl = (nonEmpty(env.PUBLIC_URL) ?? `http://localhost:${port}`).replace(/\/+$/, '');
  const candidate = {
    port,
    host: nonEmpty(env.HOST) ?? '0.0.0.0',
    dataDir,
    mediaDir: path.resolve(REPO_ROOT, nonEmpty(env.MEDIA_DIR) ?? path.join(dataDir, 'media')),
    databaseUrl: nonEmpty(env.DATABASE_URL) ?? null,
    publicUrl,
    trustProxy: trustProxy(env.TRUST_PROXY),
    smtpUrl: nonEmpty(env.SMTP_URL) ?? null,
    mailFrom: nonEmpty(env.MAIL_FROM) ?? null,
    hcaptcha: sitekey && secret ? { sitekey, secret } : null,
    captchaMaxNumber: int('CAPTCHA_MAX_NUMBER', env.CAPTCHA_MAX_NUMBER, 100_000),
    captchaSecret: nonEmpty(env.CAPTCHA_SECRET) ?? null,
    authRateLimit: {
      max: int('AUTH_RATE_LIMIT', env.AUTH_RATE_LIMIT, 10),
      windowMs: int('AUTH_RATE_WINDOW_MS', env.AUTH_RATE_WINDOW_MS, 60_000),
    },
    writeRateLimit: {
      max: int('WRITE_RATE_LIMIT', env.WRITE_RATE_LIMIT, 60),
      windowMs: int('WRITE_RATE_WINDOW_MS', env.WRITE_RATE_WINDOW_MS, 60_000),
    },
    captchaRateLimit: {
      max: int('CAPTCHA_RATE_LIMIT', env.CAPTCHA_RATE_LIMIT, 30),
      windowMs: int('CAPTCHA_RATE_WINDOW_MS', env.CAPTCHA_RATE_WINDOW_MS, 60_000),
    },
    loginThrottle: {
      failures: int('LOGIN_ACCOUNT_FAILURES', env.LOGIN_ACCOUNT_FAILURES, 10),
      windowMs: int('LOGIN_ACCOUNT_WINDOW_MS', env.LOGIN_ACCOUNT_WINDOW_MS, 900_000),
    },
    liveStreams: {
      perSession: int('LIVE_STREAMS_PER_SESSION', env.LIVE_STREAMS_PER_SESSION, 5),
      perAccount: int('LIVE_STREAMS_PER_ACCOUNT', env.LIVE_STREAMS_PER_ACCOUNT, 20),
      max: int('LIVE_STREAMS_MAX', env.LIVE_STREAMS_MAX, 5000),
    },
    dbQueueLimit: int(
      'DB_QUEUE_LIMIT',
      env.DB_QUEUE_LIMIT,
      nonEmpty(env.DATABASE_URL)
        ? DEFAULT_DB_QUEUE_LIMIT.postgres
        : DEFAULT_DB_QUEUE_LIMIT.embedded,
    ),
    logLevel: nonEmpty(env.LOG_LEVEL) ?? 'info',
    avatarUrl: nonEmpty(env.AVATAR_URL) ?? null,
    metricsAllow: metricsAllow(env.METRICS_ALLOW),
    linkPreviewAllowLoopback: flag('LINK_PREVIEW_ALLOW_LOOPBACK', env.LINK_PREVIEW_ALLOW_LOOPBACK),
    demo: argv.includes('--demo'),
    timelineCap: int('TIMELINE_CAP', env.TIMELINE_CAP, 1000),
  };
  const first = Value.Errors(ConfigSchema, candidate)[0];
  if (first) {
    const key = first.instancePath.split('/')[1] ?? '';
    const name = ENV_NAME[key] ?? key;
    const got = SECRET_KEYS.has(key)
      ? ''
      : `, got ${JSON.stringify((candidate as Record<string, unknown>)[key])}`;
    throw new ConfigError(`${name} is not valid (${first.message})${got}`);
  }
  return candidate as Config;
}

/** The configuration of this process: `loadConfig(process.env, process.argv.slice(2))`. */
export function readConfig(): Config {
  return loadConfig(process.env, process.argv.slice(2));
}
