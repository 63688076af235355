/**
 * Wire shapes shared by server (validation, serialisation, OpenAPI) and web app (types).
 * Conventions: DESIGN.md §4 — reads return the resource or `{ items, total_items }`; writes
 * return `{ status, payload? }`; errors return `{ status, message }`. Dates are ISO 8601 UTC.
 */
import Type, { type Static, type TSchema } from 'typebox';
import { MAX_INTEGER_INPUT, MAX_PAGE_SIZE } from '../constants.ts';

/** Error body of every failed call: `status` from the catalogue, `message` an English sentence. */
export const ErrorBody = Type.Object({ status: Type.String(), message: Type.String() });
export type ErrorBody = Static<typeof ErrorBody>;

/** A page of a list: the items and how many exist in all. */
export const Page = <T extends TSchema>(item: T) =>
  Type.Object({ items: Type.Array(item), total_items: Type.Integer({ minimum: 0 }) });
export type Page<T> = { items: T[]; total_items: number };

/** Result of a write without payload. */
export const WriteResult = Type.Object({ status: Type.String() });
export type WriteResult = Static<typeof WriteResult>;

/** Result of a write that returns the changed object. */
export const WriteResultWith = <T extends TSchema>(payload: T) =>
  Type.Object({ status: Type.String(), payload });
export type WriteResultWith<T> = { status: string; payload: T };

/**
 * Offset paging query (spec §4 "Paged lists": offset equals the count already loaded).
 * Whole numbers a client sends are bounded by MAX_INTEGER_INPUT (within PostgreSQL's bigint);
 * "Infinity", "-Infinity" and "1e400", which ajv's coercion turns into non-finite numbers that
 * skip `minimum`/`maximum`, are refused for every route by the server's input guard.
 */
export const PageQuery = Type.Object({
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_INTEGER_INPUT, default: 0 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE })),
});
export type PageQuery = Static<typeof PageQuery>;

/** ISO 8601 date-time string. */
export const DateString = Type.String({ format: 'date-time' });
/** UUID string (v7 for entries). */
export const UuidString = Type.String({ format: 'uuid' });
