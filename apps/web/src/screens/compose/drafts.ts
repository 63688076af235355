/**
 * Compose drafts (DESIGN.md §5 "drafts: kept in the browser (per account), saved as the user
 * types"; spec §2 "Compose (tabs drafts …)"), in localStorage:
 * - the draft being written — text, publishing options and the uploaded files (their
 *   descriptors, so a reopened modal shows them again) — under `potok.draft.<user_id>`, saved as
 *   the user types and cleared on publish;
 * - the saved drafts of the drafts tab, newest first, at most {@link MAX_DRAFTS}, under
 *   `potok.drafts.<user_id>`.
 * The server removes an upload not attached to anything within a day, so a draft's file older
 * than {@link FILE_KEEP_MS} is left out when the draft is read.
 */
import {
  DEFAULT_PUBLISHING_OPTIONS,
  type PublishingOption,
  type UploadedFile,
} from '@potok/common';

/** A file of a draft: the upload's descriptor and when it was uploaded (ms since 1970). */
export interface DraftFile extends UploadedFile {
  saved_at: number;
}

/** What a draft keeps. */
export interface Draft {
  text: string;
  options: Record<PublishingOption, boolean>;
  files: DraftFile[];
}

/** A draft of the drafts tab: an id and when it was saved (ms since 1970). */
export interface SavedDraft extends Draft {
  id: string;
  saved_at: number;
}

/** Most saved drafts kept; saving one more drops the oldest. */
export const MAX_DRAFTS = 20;
/** How long a draft keeps an uploaded file, ms: less than the server's day for unattached files. */
export const FILE_KEEP_MS = 20 * 60 * 60 * 1000;

const keyOf = (account: number | string) => `potok.draft.${account}`;
const listKeyOf = (account: number | string) => `potok.drafts.${account}`;

/** An empty draft with the default publishing options. */
export function emptyDraft(): Draft {
  return { text: '', options: { ...DEFAULT_PUBLISHING_OPTIONS }, files: [] };
}

/** True when a draft holds nothing worth keeping (no text, no file, default options). */
export function isEmptyDraft(draft: Draft): boolean {
  const isDefault = (Object.keys(draft.options) as PublishingOption[]).every(
    (name) => draft.options[name] === DEFAULT_PUBLISHING_OPTIONS[name],
  );
  return draft.text.trim() === '' && draft.files.length === 0 && isDefault;
}

function isDraftFile(value: unknown): value is DraftFile {
  if (typeof value !== 'object' || value === null) return false;
  const file = value as Record<string, unknown>;
  return (
    typeof file.uuid === 'string' &&
    typeof file.type === 'string' &&
    typeof file.saved_at === 'number' &&
    Date.now() - file.saved_at < FILE_KEEP_MS
  );
}

/** A draft read back from storage, every field checked (anything else is dropped). */
function parseDraft(raw: unknown): Draft {
  const parsed = (typeof raw === 'object' && raw !== null ? raw : {}) as Partial<Draft>;
  const options = { ...DEFAULT_PUBLISHING_OPTIONS };
  for (const name of Object.keys(options) as PublishingOption[]) {
    const value = parsed.options?.[name];
    if (typeof value === 'boolean') options[name] = value;
  }
  const files = Array.isArray(parsed.files)
    ? parsed.files.filter(isDraftFile).map((file) => ({
        ...file,
        name: typeof file.name === 'string' ? file.name : '',
        size: typeof file.size === 'number' ? file.size : 0,
        width: typeof file.width === 'number' ? file.width : 0,
        height: typeof file.height === 'number' ? file.height : 0,
        alt: typeof file.alt === 'string' ? file.alt : null,
        thumbhash: typeof file.thumbhash === 'string' ? file.thumbhash : null,
      }))
    : [];
  return { text: typeof parsed.text === 'string' ? parsed.text : '', options, files };
}

/** Reads the draft being written (an empty one when none is stored or storage is off). */
export function readDraft(account: number | string): Draft {
  try {
    const raw = localStorage.getItem(keyOf(account));
    return raw ? parseDraft(JSON.parse(raw)) : emptyDraft();
  } catch {
    return emptyDraft();
  }
}

/** Stores the draft being written; an empty one removes it. */
export function writeDraft(account: number | string, draft: Draft): void {
  try {
    if (isEmptyDraft(draft)) localStorage.removeItem(keyOf(account));
    else localStorage.setItem(keyOf(account), JSON.stringify(draft));
  } catch {
    // storage full or disabled: the draft lives as long as the modal
  }
}

/** Removes the draft being written (after publishing). */
export function clearDraft(account: number | string): void {
  try {
    localStorage.removeItem(keyOf(account));
  } catch {
    // nothing stored
  }
}

/** The saved drafts of an account, newest first. */
export function readDrafts(account: number | string): SavedDraft[] {
  try {
    const raw = localStorage.getItem(listKeyOf(account));
    const list: unknown = raw ? JSON.parse(raw) : [];
    if (!Array.isArray(list)) return [];
    return list
      .filter(
        (item): item is SavedDraft =>
          typeof item === 'object' &&
          item !== null &&
          typeof item.id === 'string' &&
          typeof item.saved_at === 'number',
      )
      .map((item) => ({ ...parseDraft(item), id: item.id, saved_at: item.saved_at }));
  } catch {
    return [];
  }
}

function writeDrafts(account: number | string, list: SavedDraft[]): SavedDraft[] {
  try {
    if (list.length === 0) localStorage.removeItem(listKeyOf(account));
    else localStorage.setItem(listKeyOf(account), JSON.stringify(list));
  } catch {
    // storage full or disabled: the list lives as long as the modal
  }
  return list;
}

/** Saves a draft at the top of the drafts tab (an empty one is not saved); returns the list. */
export function saveDraft(account: number | string, draft: Draft): SavedDraft[] {
  const list = readDrafts(account);
  if (isEmptyDraft(draft)) return list;
  const saved: SavedDraft = {
    ...draft,
    id: `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
    saved_at: Date.now(),
  };
  return writeDrafts(account, [saved, ...list].slice(0, MAX_DRAFTS));
}

/** Deletes a saved draft; returns the list. */
export function deleteDraft(account: number | string, id: string): SavedDraft[] {
  return writeDrafts(
    account,
    readDrafts(account).filter((draft) => draft.id !== id),
  );
}
