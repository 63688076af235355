/** Text helpers shared by server and web app: tokenizer, truncation, relative dates, bytes, length, kept `Intl` formatters. */
export * from './bytes.ts';
export * from './intl-formats.ts';
export * from './length.ts';
export * from './locale.ts';
export * from './relative-date.ts';
export * from './tokenize.ts';
export * from './truncate.ts';
