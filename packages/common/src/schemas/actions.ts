/**
 * Wire shapes of what an entry and a comment can do beside being written: edit history,
 * reactions, reports (spec §3 "Entry/comment history", §7 "Feed and entries", "Comments";
 * DESIGN.md §5 "reactions", "pin").
 */
import Type, { type Static } from 'typebox';
import { MAX_INTEGER_INPUT } from '../constants.ts';
import { DateString } from './base.ts';
import { EntryFile, EntryLink, Reaction, ReactName } from './entries.ts';

/**
 * One earlier version of an entry or a comment: what it said before an edit replaced it, and
 * `meta.date_added`, when that version was written (the publication for the first one, the
 * edit that made it for the others). History lists earlier versions only, newest first; the
 * current text is the entry or comment itself.
 */
export const HistoryItem = Type.Object({
  version_id: Type.Integer(),
  content: Type.Object({
    text: Type.String(),
    files: Type.Array(EntryFile),
    link: Type.Union([EntryLink, Type.Null()]),
  }),
  meta: Type.Object({ date_added: DateString }),
});
export type HistoryItem = Static<typeof HistoryItem>;

/** `GET entry/{uuid}/history`, `GET comment/{id}/history` query: spec §7 "offset". */
export const HistoryQuery = Type.Object({
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_INTEGER_INPUT, default: 0 })),
});
export type HistoryQuery = Static<typeof HistoryQuery>;

/**
 * `POST|DELETE entry/{uuid}/react` body: `react` names a reaction of REACTIONS (an `enum` in the
 * OpenAPI document). A name outside the set answers `reaction_not_valid`, not `bad_request`
 * (the route turns the schema's refusal of that one field into it; the service checks again).
 */
export const ReactBody = Type.Object({ react: ReactName });
export type ReactBody = Static<typeof ReactBody>;

/** Payload of a reaction write: the entry's reactions after it (spec §7 "payload reactions"). */
export const ReactionsPayload = Type.Array(Reaction);

/**
 * `POST entry/{uuid}/report`, `POST comment/{id}/report` body: `reason` is an index of
 * REPORT_REASONS (spec §5: defaults to 0, "other"); a whole number past the list →
 * `report_reason_not_valid`, anything else (negative, not a number) → `bad_request`.
 */
export const ReportBody = Type.Object({
  reason: Type.Optional(Type.Integer({ default: 0, minimum: 0, maximum: MAX_INTEGER_INPUT })),
});
export type ReportBody = Static<typeof ReportBody>;
