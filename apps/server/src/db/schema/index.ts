/** Every table of the database, for drizzle (queries, relational API) and drizzle-kit. */
export * from './audit.ts';
export * from './auth.ts';
export * from './badges.ts';
export * from './bookmarks.ts';
export * from './challenges.ts';
export * from './content.ts';
export * from './feeds.ts';
export * from './files.ts';
export * from './help.ts';
export * from './idempotency.ts';
export * from './jobs.ts';
export * from './links.ts';
export * from './notifications.ts';
export * from './reports.ts';
export * from './timeline.ts';
export * from './users.ts';
