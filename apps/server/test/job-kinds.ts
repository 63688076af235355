/**
 * A job kind the process tests use (jobs-crash.test.ts): registered only by the test entry
 * script jobs-main.ts, never by the server itself.
 */
import Type from 'typebox';
import { defineJobKind } from '../src/lib/jobs/registry.ts';

/** A note to acknowledge; its handler is in jobs-main.ts. */
export const testNoteKind = defineJobKind('test.note', Type.Object({ note: Type.String() }));
