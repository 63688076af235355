/**
 * What `useActionModals` offers (and `ActionModals.tsx` implements): apart from both, so the
 * lazily loaded modals and their loader share the shape without importing each other.
 */
import type { Comment, Entry } from '@potok/common';
import type { ActionTarget, ReportTarget } from '../../api/queries/entryActions.ts';

/** The openers of the action modals. */
export interface ActionModalsApi {
  /** The edit history of an entry or a comment. */
  history(target: ActionTarget): void;
  /** The report form for an entry, a comment, a person or a tag. */
  report(target: ReportTarget): void;
  /** The pin confirmation of one of my entries (pins on confirm). */
  confirmPin(entry: Entry): void;
  /** The delete confirmation of one of my entries: `onDelete` runs on confirm. */
  confirmDeleteEntry(entry: Entry, onDelete: (entry: Entry) => void | Promise<void>): void;
  /** The delete confirmation of one of my comments (deletes on confirm). */
  confirmDeleteComment(comment: Comment): void;
}
