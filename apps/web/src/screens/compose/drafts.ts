/**
 * The compose draft (DESIGN.md §5 "drafts: kept in the browser (per account), saved as the user
 * types"): text and publishing options in localStorage under `potok.draft.<user_id>`.
 */
import { DEFAULT_PUBLISHING_OPTIONS, type PublishingOption } from '@potok/common';

/** What a draft keeps. */
export interface Draft {
  text: string;
  options: Record<PublishingOption, boolean>;
}

const keyOf = (account: number | string) => `potok.draft.${account}`;

/** An empty draft with the default publishing options. */
export function emptyDraft(): Draft {
  return { text: '', options: { ...DEFAULT_PUBLISHING_OPTIONS } };
}

/** Reads the draft of an account (an empty one when none is stored or storage is off). */
export function readDraft(account: number | string): Draft {
  try {
    const raw = localStorage.getItem(keyOf(account));
    if (!raw) return emptyDraft();
    const parsed = JSON.parse(raw) as Partial<Draft>;
    const options = { ...DEFAULT_PUBLISHING_OPTIONS };
    for (const name of Object.keys(options) as PublishingOption[]) {
      const value = parsed.options?.[name];
      if (typeof value === 'boolean') options[name] = value;
    }
    return { text: typeof parsed.text === 'string' ? parsed.text : '', options };
  } catch {
    return emptyDraft();
  }
}

/** Stores the draft of an account; an empty text with default options removes it. */
export function writeDraft(account: number | string, draft: Draft): void {
  try {
    const isDefault = (Object.keys(draft.options) as PublishingOption[]).every(
      (name) => draft.options[name] === DEFAULT_PUBLISHING_OPTIONS[name],
    );
    if (draft.text === '' && isDefault) localStorage.removeItem(keyOf(account));
    else localStorage.setItem(keyOf(account), JSON.stringify(draft));
  } catch {
    // storage full or disabled: the draft lives as long as the modal
  }
}

/** Removes the draft of an account (after publishing). */
export function clearDraft(account: number | string): void {
  try {
    localStorage.removeItem(keyOf(account));
  } catch {
    // nothing stored
  }
}
