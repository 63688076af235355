/** @potok/common — what server and web app share: wire schemas, statuses, constants, text. */
export * from './account.ts';
export * from './captcha.ts';
export * from './constants.ts';
export * from './password.ts';
export * from './schemas/actions.ts';
export * from './schemas/auth.ts';
export * from './schemas/base.ts';
export * from './schemas/bookmarks.ts';
export * from './schemas/comments.ts';
export * from './schemas/entries.ts';
export * from './schemas/files.ts';
export * from './schemas/help.ts';
export * from './schemas/suggest.ts';
export * from './schemas/tags.ts';
export * from './schemas/users.ts';
export * from './status.ts';
export * from './text/index.ts';
