/**
 * `buildApp(config, deps?)` → a ready Fastify instance that never listens (tests use
 * `app.inject`; main.ts listens). DESIGN.md §1–§4, CONVENTIONS.md "Server habits".
 *
 * Boot order: the services (services.ts, once per app) → external plugins (helmet, compression,
 * cookie, rate limit, swagger + UI) → app plugins (error handler, db and config decorators, input guard, busy
 * guard, request metrics, session/auth guard through the auth service) → module routes under
 * `/v1`, each given its service → health checks and metrics (`/healthz`, `/readyz`, `/metrics`)
 * → avatar, Atom documents, web app (static files + SPA fallback).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { API_PREFIX } from '@potok/common';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { type Config, REPO_ROOT } from './config.ts';
import { type Db, type DbHandle, openConfiguredDb } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { installAuthGuard } from './lib/auth-guard.ts';
import { avatarRoutes } from './lib/avatar.ts';
import { BUSY_RETRY_AFTER_SECONDS, installBusyGuard } from './lib/busy-guard.ts';
import { answerFrameworkError, errorBody, installErrorHandler } from './lib/errors.ts';
import {
  createLiveEvents,
  type LiveEvent,
  LiveEventSchema,
  type LiveEvents,
} from './lib/events.ts';
import { prepareFirstScreen, webBuildReader, withFirstScreen } from './lib/first-screen.ts';
import { createReadiness, healthRoutes } from './lib/health.ts';
import { installInputGuard } from './lib/input-guard.ts';
import type { JobRegistry } from './lib/jobs/registry.ts';
import { createJobWorker, type JobWorker, jobLogFields } from './lib/jobs/worker.ts';
import { collectRouteMethods, type RouteMethods } from './lib/method-not-allowed.ts';
import { createMetrics, installRequestMetrics, metricsRoutes } from './lib/metrics.ts';
import { registerOpenApi } from './lib/openapi.ts';
import { installRateLimits } from './lib/rate-limits.ts';
import { DebugRequestLogs, quietListenLines } from './lib/request-log.ts';
import { atomRoutes } from './modules/atom/atom.routes.ts';
import { accountEmailRoutes } from './modules/auth/account-email.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { bookmarksRoutes } from './modules/bookmarks/bookmarks.routes.ts';
import { commentsRoutes } from './modules/comments/comments.routes.ts';
import { customFeedsRoutes } from './modules/custom-feeds/custom-feeds.routes.ts';
import { entriesRoutes } from './modules/entries/entries.routes.ts';
import { createEventsRepository } from './modules/events/events.repository.ts';
import { eventsRoutes } from './modules/events/events.routes.ts';
import { createLiveStreams, type LiveStreams } from './modules/events/events.service.ts';
import { exportRoutes } from './modules/export/export.routes.ts';
import { feedsRoutes } from './modules/feeds/feeds.routes.ts';
import { filesRoutes } from './modules/files/files.routes.ts';
import { helpRoutes } from './modules/help/help.routes.ts';
import { mailRoutes } from './modules/mail/mail.routes.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { settingsRoutes } from './modules/settings/settings.routes.ts';
import { withShareHead } from './modules/share/share.render.ts';
import type { ShareService } from './modules/share/share.service.ts';
import { suggestRoutes } from './modules/suggest/suggest.routes.ts';
import { tagsRoutes } from './modules/tags/tags.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { createJobRegistry, createServices, type Services } from './services.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The database (drizzle, either backend). */
    db: Db;
    /** The open database handle (driver, pg pool, close). */
    dbHandle: DbHandle;
    /** The validated configuration. */
    config: Config;
    /** The job worker (lib/jobs): main.ts starts it, tests call `runOnce()`; stops on close. */
    jobs: JobWorker;
    /** Live events between the server's processes (lib/events.ts). */
    events: LiveEvents<LiveEvent>;
    /** The open `GET /v1/events` streams of this process (modules/events). */
    liveStreams: LiveStreams;
  }
}

/** What buildApp can be given instead of making it itself. */
export interface AppDeps {
  /** An open, migrated database. Without it buildApp opens one from config and migrates it. */
  db?: DbHandle;
  /**
   * The services, built by `createServices` over `db` (services.ts). Without them buildApp
   * builds them; tests pass the ones their fixtures also use, so there is one set per app.
   */
  services?: Services;
  /** Folder of the built web app (default apps/web/dist). */
  webDist?: string;
  /** The job kinds the worker runs (default: `createJobRegistry(services)`, services.ts). */
  jobRegistry?: JobRegistry;
}

/** Folder of the built web app. */
export const WEB_DIST = path.join(REPO_ROOT, 'apps/web/dist');

/** Fastify's trustProxy: a hop count becomes "trust the first n hops". */
function trustProxyOption(value: Config['trustProxy']): boolean | string[] | TrustHops {
  if (typeof value !== 'number') return value;
  return (_address: string, hop: number) => hop < value;
}
type TrustHops = (address: string, hop: number) => boolean;

/** Path prefixes that never fall back to the web app's index.html. */
const NON_SPA_PREFIXES = [`${API_PREFIX}/`, '/media/', '/avatar/'];

/** Builds the application; the caller listens (main.ts) or injects (tests) and closes it. */
export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      // Per-request lines and "Server listening at …" at debug (lib/request-log.ts).
      hooks: quietListenLines,
      // A line logged while a job runs carries its `jobId` and `kind` (lib/jobs/worker.ts);
      // a request's lines carry its `reqId` through `request.log`.
      mixin: jobLogFields,
    },
    logController: new DebugRequestLogs(),
    trustProxy: trustProxyOption(config.trustProxy),
    // Fastify's defaults, stated: unknown keys are dropped, defaults applied, and scalars
    // coerced (form data and query strings arrive as text: "true" → true, "7" → 7; an object
    // where a string is expected is still a 400 bad_request).
    ajv: { customOptions: { removeAdditional: true, coerceTypes: 'array', useDefaults: true } },
    // What the router refuses before the error handler could see it (a bad URL, a path
    // parameter over 100 characters) is answered in the catalogue's shape too.
    frameworkErrors: answerFrameworkError,
    // While closing, a request that still arrives on an open keep-alive connection is served
    // (with `Connection: close`, see endKeepAliveWhenClosing) rather than answered by Fastify's
    // fixed 503 body, which is not in the catalogue's shape.
    return503OnClosing: false,
  }).withTypeProvider<TypeBoxTypeProvider>();

  // The database: given (tests, main.ts) or opened here (then closed with the app).
  let handle = deps.db;
  if (!handle && deps.services) throw new Error('buildApp: services come with their database');
  if (!handle) {
    handle = await openConfiguredDb(config);
    await runMigrations(handle);
    const owned = handle;
    app.addHook('onClose', async () => owned.close());
  }
  app.decorate('db', handle.db);
  app.decorate('dbHandle', handle);
  app.decorate('config', config);
  const services = deps.services ?? createServices({ db: handle.db, config });
  // What `GET /metrics` shows (lib/metrics.ts): read when scraped, the streams made below.
  const jobRegistry = deps.jobRegistry ?? createJobRegistry(services);
  const metrics = createMetrics({
    db: handle.db,
    database: handle.driver,
    pools: { main: handle.pool },
    jobKinds: () => jobRegistry.names(),
    openStreams: () => app.liveStreams.count(),
    streamBounds: () => app.liveStreams.refusals(),
  });

  // Work after commit and live events.
  const jobs = createJobWorker({
    db: handle.db,
    registry: jobRegistry,
    log: app.log.child({ module: 'jobs' }),
    wakeUps: handle.notifier,
    exclusive: handle.exclusive,
    onOutcome: (kind, outcome) => metrics.jobOutcome(kind, outcome),
  });
  app.decorate('jobs', jobs);
  app.decorate('events', createLiveEvents(handle.notifier, LiveEventSchema));
  // Notifications tell their recipients' open tabs through the live events (has_notice).
  services.notifications.publishWith((event) => app.events.publish(event));
  // Mail's lines (the outbox's, without SMTP_URL) go to the app's log; SMTP closes with it.
  services.mail.logWith(app.log.child({ module: 'mail' }));
  app.addHook('onClose', async () => services.mail.close());
  // The worker stops claiming as the close begins, and its running jobs get their time while
  // requests in flight finish (the server no longer accepts connections meanwhile: a hook that
  // waited here would keep it listening); `onClose` (last in, first run: before the database
  // closes) waits for it — jobs still running then go back to the queue (lib/jobs/worker.ts).
  let jobsStopped: Promise<void> | undefined;
  app.addHook('preClose', (done) => {
    jobsStopped = jobs.stop();
    done();
  });
  app.addHook('onClose', async () => jobsStopped ?? jobs.stop());
  // The open `GET /v1/events` streams (modules/events): ended first when the app closes, so
  // they never hold the server's close (DESIGN.md §7 "graceful shutdown").
  const streams = createLiveStreams({
    events: app.events,
    repository: createEventsRepository(handle.db),
    hasNewNotifications: services.notifications.hasNew,
    log: app.log.child({ module: 'events' }),
    limits: config.liveStreams,
  });
  app.decorate('liveStreams', streams);
  app.addHook('preClose', () => streams.close());

  // 1. External plugins.
  const https = config.publicUrl.startsWith('https://');
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'script-src': ["'self'", ...(config.hcaptcha ? HCAPTCHA_ORIGINS : [])],
        'style-src': ["'self'", "'unsafe-inline'", ...(config.hcaptcha ? HCAPTCHA_ORIGINS : [])],
        'img-src': imageSources(config),
        'media-src': ["'self'", 'blob:'],
        'connect-src': ["'self'", ...(config.hcaptcha ? HCAPTCHA_ORIGINS : [])],
        'frame-src': config.hcaptcha ? HCAPTCHA_ORIGINS : ["'none'"],
        'worker-src': ["'self'", 'blob:'],
        'upgrade-insecure-requests': https ? [] : null,
      },
    },
    // Cross-origin isolation headers would block avatars from the AVATAR_URL service.
    crossOriginEmbedderPolicy: false,
    hsts: https,
  });
  await registerCompression(app);
  await app.register(cookie);
  // Form data (`application/x-www-form-urlencoded`) as well as JSON for every body (DESIGN.md
  // §4: calls the spec sends as form data also accept JSON); the route's schema validates both
  // alike, ajv coercing the text fields ("true", "7").
  await app.register(formbody);
  // Counters in the database when other processes may share it (PostgreSQL), else in memory.
  await installRateLimits(app, config, handle.exclusive ? undefined : handle.db);
  await registerOpenApi(app);

  // 2. App plugins.
  installErrorHandler(app);
  // Before any route: the paths and methods the not-found handler answers 405 for.
  const routeMethods = collectRouteMethods(app);
  endKeepAliveWhenClosing(app);
  installInputGuard(app);
  installRequestMetrics(app, metrics);
  // Before the auth guard: a refused request must not queue for its session lookup.
  installBusyGuard(app, {
    limit: config.dbQueueLimit,
    retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS,
  });
  installAuthGuard(app, {
    publicOrigin: new URL(config.publicUrl).origin,
    resolve: (token) => services.auth.resolveSession(token),
  });

  // 3. Module routes. One line per area: `await app.register(<area>Routes, { ...API, <service> })`.
  //    A routes plugin is a `FastifyPluginAsyncTypebox<<Area>RoutesOptions>` exported by
  //    `modules/<area>/<area>.routes.ts`; it gets its service(s) from services.ts as plugin
  //    options, reads `app.config`, and uses `requireUser` / `viewerOf(request)` from
  //    lib/auth-guard.ts. It builds nothing itself (docs/server-structure.md).
  const API = { prefix: API_PREFIX };
  await app.register(authRoutes, { ...API, auth: services.auth, recovery: services.recovery });
  await app.register(accountEmailRoutes, { ...API, accountEmail: services.accountEmail });
  await app.register(mailRoutes, { ...API, mail: services.mail });
  await app.register(entriesRoutes, { ...API, entries: services.entries });
  await app.register(feedsRoutes, { ...API, feeds: services.feeds });
  await app.register(customFeedsRoutes, { ...API, customFeeds: services.customFeeds });
  await app.register(usersRoutes, { ...API, users: services.users });
  await app.register(commentsRoutes, { ...API, comments: services.comments });
  await app.register(helpRoutes, { ...API, help: services.help });
  await app.register(tagsRoutes, { ...API, tags: services.tags });
  await app.register(suggestRoutes, { ...API, suggest: services.suggest });
  await app.register(searchRoutes, { ...API, search: services.search });
  await app.register(bookmarksRoutes, { ...API, bookmarks: services.bookmarks });
  await app.register(eventsRoutes, { ...API, streams });
  await app.register(notificationsRoutes, { ...API, notifications: services.notifications });
  await app.register(settingsRoutes, { ...API, settings: services.settings });
  await app.register(filesRoutes, { files: services.files }); // `/v1/upload`…, and `/media`
  await app.register(exportRoutes, { ...API, exports: services.exports });

  // 4. Health checks and metrics, outside `/v1` (lib/health.ts, lib/metrics.ts).
  const readiness = createReadiness({
    db: handle.db,
    jobs,
    log: app.log.child({ module: 'health' }),
  });
  await app.register(healthRoutes, { readiness });
  await app.register(metricsRoutes, { metrics, allow: config.metricsAllow });

  // 5. Avatars, Atom documents and the web app.
  await app.register(avatarRoutes);
  await app.register(atomRoutes, { atom: services.atom });
  await registerWebApp(app, deps.webDist ?? WEB_DIST, services.share, routeMethods);

  return app;
}

/**
 * Once `app.close()` has begun, every answer carries `Connection: close`, so a keep-alive
 * connection ends with the response to its request in flight. Fastify closes only the
 * connections idle when the close begins; without this, a browser's connection held the close
 * open until its keep-alive timeout (72 s), past main.ts's shutdown time-out. A synchronous
 * hook: it costs a function call per request.
 */
function endKeepAliveWhenClosing(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
}

/** Smallest answer body (bytes) compressed on the fly: below it the headers cost more. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compresses answers on the fly (@fastify/compress, DESIGN.md §3): brotli or gzip, as the
 * request's `Accept-Encoding` prefers, for compressible types (JSON, text) of at least
 * COMPRESS_THRESHOLD_BYTES, with `Vary: Accept-Encoding`. An answer that already has a
 * `Content-Encoding` — the web app's precompressed files (registerWebApp) — is left as it is,
 * so nothing is compressed twice. A streamed route (server-sent events) opts out with
 * `compress: false` in its route options. Brotli runs at quality 4: close to gzip's speed, smaller than gzip -6 on JSON.
 */
async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}

/** Origins hCaptcha's widget needs (its CSP guide). */
const HCAPTCHA_ORIGINS = ['https://hcaptcha.com', 'https://*.hcaptcha.com'];

/**
 * The CSP's `img-src`: Potok's own address only (uploads, link-card icons — kept by Potok:
 * docs/decisions/link-card-media.md —, the web app's own images), `data:` and `blob:` (the
 * placeholders and the previews of files being attached), and the AVATAR_URL service's origin
 * when one is set (`/avatar/{hash}` redirects there). No other host: a page shown in Potok
 * cannot make a reader's browser call a third party.
 */
export function imageSources(config: Pick<Config, 'avatarUrl'>): string[] {
  const sources = ["'self'", 'data:', 'blob:'];
  if (config.avatarUrl) {
    try {
      sources.push(new URL(config.avatarUrl.replaceAll(/\{(hash|size)\}/g, '0')).origin);
    } catch {
      // config.ts checked the template; an unparsable one adds no origin
    }
  }
  return sources;
}

/**
 * Serves the built web app: files of `dist` as they are, or their brotli or gzip copy made at
 * build time (`<file>.br`, `<file>.gz`, apps/web/vite.config.ts `precompress`) when the request
 * accepts it, with `Content-Encoding` and `Vary: Accept-Encoding` (@fastify/static
 * `preCompressed`); hashed `/assets/*` cached for a year as immutable, everything else and
 * `index.html` revalidated (`no-cache`: a deploy shows at the next load). `index.html` answers
 * every other GET that accepts HTML outside `/v1`, `/media`, `/avatar`
 * (the SPA routes of spec §2). Without a build, such requests get a short text page. Any other
 * request no route answers gets 404 `not_found`, or 405 `method_not_allowed` with `Allow` when
 * routes have its path with other methods (lib/method-not-allowed.ts).
 *
 * A GET of such a route gets `index.html` with its first screen in its head (lib/first-screen.ts:
 * the answers of the screen's first API calls made for the request — always the session — and
 * preloads of the screen's lazy code), `Cache-Control: private, no-store` when a person is signed
 * in and `private, no-cache` for a guest. The pages of an entry, a profile and a tag (`/e/…`,
 * `/u/…`, `/t/…`) also get their link-preview tags (Open Graph, Twitter card, canonical
 * address, Atom document: modules/share); an unknown object gets none. `index.html` and the
 * build's manifest are read again whenever `index.html` changes (a rebuild shows at once). HEAD
 * gets the page without its first screen. Scripts and the CSP are the same either way.
 */
async function registerWebApp(
  app: FastifyInstance,
  dist: string,
  share: ShareService,
  routeMethods: RouteMethods,
): Promise<void> {
  const built = existsSync(path.join(dist, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: dist,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders(reply, filePath) {
        reply.header(
          'cache-control',
          filePath.startsWith(path.join(dist, 'assets', path.sep))
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }
  const readBuild = webBuildReader(dist);
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!built) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('Potok: the web app is not built yet. Run `npm run build` (or `npm start`).\n');
    }
    const build = await readBuild();
    const [preview, first] = await Promise.all([
      share.forPath(request.url),
      request.method === 'GET' ? prepareFirstScreen(app, request, build) : null,
    ]);
    if (!preview && !first) return reply.sendFile('index.html');
    let html = build.index;
    if (preview) html = withShareHead(html, preview);
    if (first) html = withFirstScreen(html, first.head);
    return reply
      .type('text/html; charset=utf-8')
      .header(
        'cache-control',
        first?.signedIn ? 'private, no-store' : first ? 'private, no-cache' : 'no-cache',
      )
      .send(html);
  };
  app.get('/', { schema: { hide: true } }, async (request, reply) => sendIndex(request, reply));
  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url;
    const isSpa =
      (request.method === 'GET' || request.method === 'HEAD') &&
      url !== API_PREFIX &&
      !NON_SPA_PREFIXES.some((p) => url.startsWith(p)) &&
      (request.headers.accept ?? '').includes('text/html');
    if (isSpa) return sendIndex(request, reply);
    // A known path without this method: 405 with the methods it has (lib/method-not-allowed.ts).
    const allowed = routeMethods.allowed(url);
    if (allowed && !allowed.includes(request.method)) {
      return reply
        .code(405)
        .header('allow', allowed.join(', '))
        .send(errorBody('method_not_allowed'));
    }
    return reply.code(404).send(errorBody('not_found'));
  });
}
