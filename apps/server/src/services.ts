/**
 * The composition root: `createServices({ db, config })` builds every repository and service of
 * the server once, from the database and the configuration, and returns them as one typed
 * object. `buildApp` (app.ts) makes it once per process and hands each routes plugin the
 * services it needs as plugin options; the auth guard resolves sessions through `auth`.
 *
 * Nothing else constructs a service: routes files import no repository and call no
 * `create*Service` (biome.json enforces both), so each service — and everything it holds, like
 * the captcha's HMAC secret — exists once per process (docs/server-structure.md).
 *
 * Order: repositories first, then services in dependency order (entries before the areas that
 * reach entries through it).
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { createCaptcha } from './lib/captcha.ts';
import { JobRegistry, jobRegistry } from './lib/jobs/registry.ts';
import { createLinkPreviewFetcher, LOOPBACK_RANGES } from './lib/link-preview.ts';
import { createWindowCounter } from './lib/rate-limits.ts';
import { joinWriteTransaction } from './lib/write-transaction.ts';
import { createAtomRepository } from './modules/atom/atom.repository.ts';
import { createAtomService } from './modules/atom/atom.service.ts';
import { createAuditRepository } from './modules/audit/audit.repository.ts';
import { createAuditService } from './modules/audit/audit.service.ts';
import { createAccountEmailService } from './modules/auth/account-email.service.ts';
import { createAuthRepository } from './modules/auth/auth.repository.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { createChallengesRepository } from './modules/auth/challenges.repository.ts';
import { createLoginThrottle, LOGIN_THROTTLE_NAME } from './modules/auth/login-throttle.ts';
import { createRecoveryService } from './modules/auth/recovery.service.ts';
import { createSessionCache } from './modules/auth/session-cache.ts';
import { createBadgesRepository } from './modules/badges/badges.repository.ts';
import { createBadgesService, yearHereJob } from './modules/badges/badges.service.ts';
import { createBookmarksRepository } from './modules/bookmarks/bookmarks.repository.ts';
import { createBookmarksService } from './modules/bookmarks/bookmarks.service.ts';
import { createCommentsRepository } from './modules/comments/comments.repository.ts';
import { createCommentsService } from './modules/comments/comments.service.ts';
import { createCustomFeedsRepository } from './modules/custom-feeds/custom-feeds.repository.ts';
import { createCustomFeedsService } from './modules/custom-feeds/custom-feeds.service.ts';
import { createEntriesRepository } from './modules/entries/entries.repository.ts';
import { createEntriesService } from './modules/entries/entries.service.ts';
import { createExportRepository } from './modules/export/export.repository.ts';
import { createExportService } from './modules/export/export.service.ts';
import { createFeedsRepository } from './modules/feeds/feeds.repository.ts';
import { createFeedsService } from './modules/feeds/feeds.service.ts';
import { createFilesRepository } from './modules/files/files.repository.ts';
import { createFilesService, mediaSweepJob } from './modules/files/files.service.ts';
import { createMediaStore } from './modules/files/files.store.ts';
import { createHelpRepository } from './modules/help/help.repository.ts';
import { createHelpService } from './modules/help/help.service.ts';
import { createLinksRepository } from './modules/links/links.repository.ts';
import { createLinksService, linkCardFetch, linkCardSweep } from './modules/links/links.service.ts';
import { createMailRepository } from './modules/mail/mail.repository.ts';
import { createMailService, mailDigestJob, mailSendJob } from './modules/mail/mail.service.ts';
import { createMailTransport } from './modules/mail/mail.transport.ts';
import { createModerationRepository } from './modules/moderation/moderation.repository.ts';
import { createModerationService } from './modules/moderation/moderation.service.ts';
import { createNotificationsRepository } from './modules/notifications/notifications.repository.ts';
import {
  createNotificationsService,
  notificationsProduceJob,
} from './modules/notifications/notifications.service.ts';
import { createPermissionsRepository } from './modules/permissions/permissions.repository.ts';
import { createPermissionsService } from './modules/permissions/permissions.service.ts';
import { createReportsRepository } from './modules/reports/reports.repository.ts';
import { createReportsService } from './modules/reports/reports.service.ts';
import { searchBackfillJob } from './modules/search/search.backfill.ts';
import { createSearchRepository } from './modules/search/search.repository.ts';
import { createSearchService } from './modules/search/search.service.ts';
import { createSettingsRepository } from './modules/settings/settings.repository.ts';
import { createSettingsService } from './modules/settings/settings.service.ts';
import { createShareService } from './modules/share/share.service.ts';
import { createSuggestRepository } from './modules/suggest/suggest.repository.ts';
import { createSuggestService } from './modules/suggest/suggest.service.ts';
import { createTagsRepository } from './modules/tags/tags.repository.ts';
import { createTagsService } from './modules/tags/tags.service.ts';
import { createTimelineRepository } from './modules/timeline/timeline.repository.ts';
import {
  createTimelineService,
  timelineBuildJob,
  timelineFanOutJob,
} from './modules/timeline/timeline.service.ts';
import { createUsersRepository } from './modules/users/users.repository.ts';
import { createUsersService } from './modules/users/users.service.ts';

/** What the services are built from. */
export interface ServicesDeps {
  /** The open, migrated database (either backend). */
  db: Db;
  /** The validated configuration. */
  config: Config;
}

/**
 * Builds every service once. The human check is built here, once, with the ALTCHA HMAC secret:
 * CAPTCHA_SECRET, or when it is unset the `captcha` secret of the database — made at the first
 * challenge of the first process and then read by every process and every later start — so a
 * challenge issued by `GET auth/captcha` of one process is verified by any other.
 */
export function createServices({ db: database, config }: ServicesDeps) {
  // Repositories join the write transaction running in the caller's async context — an
  // idempotent create's, an operators' change's (lib/write-transaction.ts); elsewhere this is
  // `database` itself.
  const db = joinWriteTransaction(database);
  const authRepository = createAuthRepository(db);
  const captcha = createCaptcha({
    hcaptcha: config.hcaptcha,
    maxNumber: config.captchaMaxNumber,
    secret:
      config.captchaSecret ??
      (() => authRepository.serverSecret('captcha', randomBytes(32).toString('hex'))),
    store: {
      save: (signature, expires) => authRepository.saveChallenge(signature, expires),
      consume: (signature) => authRepository.consumeChallenge(signature),
    },
  });

  // Mail first: recovery, the account's address and the notifications' digest record mails.
  const mail = createMailService({
    repository: createMailRepository(db),
    transport: createMailTransport({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: path.join(config.dataDir, 'outbox'),
    }),
    publicUrl: config.publicUrl,
  });
  // Then notifications: every producer records its events through it.
  const notifications = createNotificationsService({
    repository: createNotificationsRepository(db),
    digest: mail,
  });
  const challenges = createChallengesRepository(db);
  const badges = createBadgesService({ repository: createBadgesRepository(db), notifications });
  const permissions = createPermissionsService({ repository: createPermissionsRepository(db) });
  const files = createFilesService({
    repository: createFilesRepository(db),
    store: createMediaStore(config.mediaDir),
    permissions,
  });
  const reports = createReportsService({ repository: createReportsRepository(db) });
  const links = createLinksService({
    repository: createLinksRepository(db),
    fetcher: createLinkPreviewFetcher({
      allowAddresses: config.linkPreviewAllowLoopback ? LOOPBACK_RANGES : [],
      userAgent: `PotokLinkPreview/1.0 (+${config.publicUrl})`,
    }),
    // The cards' icons are files of the same media folder (docs/decisions/link-card-media.md).
    store: createMediaStore(config.mediaDir),
  });
  const entries = createEntriesService({
    repository: createEntriesRepository(db),
    files,
    links,
    permissions,
    reports,
    badges,
    notifications,
  });
  const users = createUsersService({
    repository: createUsersRepository(db),
    entries,
    permissions,
    badges,
    reports,
    notifications,
  });
  const tags = createTagsService({ repository: createTagsRepository(db), entries, reports });
  const customFeeds = createCustomFeedsService({
    repository: createCustomFeedsRepository(db),
    entries,
    reports,
  });
  const timeline = createTimelineService({
    db,
    repository: createTimelineRepository(db, config.timelineCap),
  });
  const comments = createCommentsService({
    repository: createCommentsRepository(db),
    entries,
    files,
    links,
    permissions,
    reports,
    badges,
    notifications,
  });
  // The auth hook's recent session lookups; whatever ends a session here forgets them.
  const sessions = createSessionCache();
  const forgetSessions = () => sessions.clear();
  const recovery = createRecoveryService({
    auth: authRepository,
    challenges,
    captcha,
    mail,
    forgetSessions,
  });
  const settings = createSettingsService({
    repository: createSettingsRepository(db),
    permissions,
    files,
    forgetSessions,
  });
  return {
    auth: createAuthService({
      repository: authRepository,
      captcha,
      badges,
      notifications,
      sessions,
      hasNewNotifications: (userId) => notifications.hasNew(userId),
      loginThrottle: createLoginThrottle({
        counter: createWindowCounter(db, LOGIN_THROTTLE_NAME),
        failures: config.loginThrottle.failures,
        windowMs: config.loginThrottle.windowMs,
      }),
    }),
    recovery,
    accountEmail: createAccountEmailService({ auth: authRepository, challenges, mail }),
    mail,
    notifications,
    badges,
    permissions,
    reports,
    entries,
    links,
    feeds: createFeedsService({
      repository: createFeedsRepository(db),
      entries,
      onTimelineUnbuilt: (viewerId) => timeline.requestBuild(viewerId),
    }),
    timeline,
    users,
    comments,
    customFeeds,
    bookmarks: createBookmarksService({
      repository: createBookmarksRepository(db),
      entries,
      comments,
      users,
      feeds: customFeeds,
    }),
    tags,
    atom: createAtomService({
      repository: createAtomRepository(db),
      users,
      tags,
      feeds: customFeeds,
      entries,
      publicUrl: config.publicUrl,
    }),
    share: createShareService({
      entries,
      users,
      tags,
      feeds: customFeeds,
      publicUrl: config.publicUrl,
    }),
    suggest: createSuggestService({ repository: createSuggestRepository(db) }),
    search: createSearchService({
      repository: createSearchRepository(db),
      entries,
      comments,
      users,
      feeds: customFeeds,
    }),
    help: createHelpService({ repository: createHelpRepository(db) }),
    files,
    settings,
    exports: createExportService({
      repository: createExportRepository(db),
      entries,
      comments,
      users,
      customFeeds,
      files,
      notifications,
      permissions,
      badges,
    }),
    // The operators' side (npm run admin): its rules and its audit trail.
    moderation: createModerationService({
      repository: createModerationRepository(db),
      entries,
      comments,
      permissions,
      badges,
      settings,
      recovery,
      notifications,
      forgetSessions,
    }),
    audit: createAuditService({ repository: createAuditRepository(db) }),
  };
}

/** Every service of the server, built once by `createServices`. */
export type Services = ReturnType<typeof createServices>;

/**
 * The job kinds a server's worker runs, with handlers bound to `services`: the kinds registered
 * on the process-wide `jobRegistry` (lib/jobs/registry.ts) plus the services' own —
 * `link_card.fetch` and `link_card.sweep` (modules/links), `media.sweep` (modules/files), `badges.year_here`
 * (modules/badges), `search.backfill` (modules/search), `notifications.produce`
 * (modules/notifications), `mail.send` and `mail.digest` (modules/mail), and
 * `timeline.fan_out` and `timeline.build` (modules/timeline). One registry per app, since each app has its services.
 */
export function createJobRegistry(services: Services): JobRegistry {
  const registry = new JobRegistry();
  for (const name of jobRegistry.names()) {
    const registered = jobRegistry.get(name)!;
    registry.register(registered.kind, registered.handler);
  }
  registry.register(linkCardFetch, (payload, context) =>
    services.links.fetchLinkCard(payload, context),
  );
  registry.register(linkCardSweep, async () => {
    await services.links.sweepCards();
  });
  registry.register(mediaSweepJob, async () => {
    await services.files.sweep();
  });
  registry.register(yearHereJob, (payload) => services.badges.awardYearHere(payload));
  registry.register(notificationsProduceJob, (payload) => services.notifications.produce(payload));
  registry.register(mailSendJob, (payload, context) => services.mail.send(payload, context));
  registry.register(mailDigestJob, async () => {
    await services.mail.runDigest();
  });
  registry.register(timelineFanOutJob, (payload, context) =>
    services.timeline.fanOut(payload, context),
  );
  registry.register(timelineBuildJob, (payload) => services.timeline.build(payload));
  registry.register(searchBackfillJob, (_payload, context) =>
    services.search.backfill(context.signal),
  );
  return registry;
}
