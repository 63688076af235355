/**
 * Compose drafts in the browser's storage: the draft being written with its uploaded files,
 * the drafts tab's list (newest first, capped), and files old enough for the server to have
 * removed them left out.
 */
import type { UploadedFile } from '@potok/common';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type DraftFile,
  deleteDraft,
  emptyDraft,
  FILE_KEEP_MS,
  MAX_DRAFTS,
  readDraft,
  readDrafts,
  saveDraft,
  writeDraft,
} from './drafts.ts';

/** A Map behind the Storage calls the module uses. */
function stubStorage(): Map<string, string> {
  const store = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
    removeItem: (key: string) => void store.delete(key),
  });
  return store;
}

const upload: UploadedFile = {
  uuid: '0190d6a4-0000-7000-8000-000000000001',
  name: 'leaf.png',
  size: 1234,
  type: 'image/png',
  width: 240,
  height: 160,
  alt: 'Жёлтый лист',
  thumbhash: null,
};

const file = (savedAt: number): DraftFile => ({ ...upload, saved_at: savedAt });

describe('compose drafts', () => {
  let store: Map<string, string>;
  beforeEach(() => {
    store = stubStorage();
  });

  it('keeps the draft being written with its files, and forgets an empty one', () => {
    writeDraft(7, { ...emptyDraft(), text: 'Осень', files: [file(Date.now())] });
    expect(readDraft(7)).toMatchObject({
      text: 'Осень',
      files: [{ uuid: upload.uuid, alt: 'Жёлтый лист' }],
    });
    expect(readDraft(8).text).toBe('');
    writeDraft(7, emptyDraft());
    expect(store.size).toBe(0);
  });

  it('leaves out a file the server has likely removed', () => {
    writeDraft(7, {
      ...emptyDraft(),
      text: 'Старый черновик',
      files: [file(Date.now() - FILE_KEEP_MS - 1000), file(Date.now())],
    });
    expect(readDraft(7).files).toHaveLength(1);
  });

  it('lists saved drafts newest first, deletes one, keeps at most MAX_DRAFTS', () => {
    saveDraft(7, { ...emptyDraft(), text: 'первый' });
    const list = saveDraft(7, { ...emptyDraft(), text: 'второй' });
    expect(list.map((draft) => draft.text)).toEqual(['второй', 'первый']);
    expect(saveDraft(7, emptyDraft())).toHaveLength(2);
    expect(deleteDraft(7, list[0]!.id).map((draft) => draft.text)).toEqual(['первый']);
    for (let index = 0; index < MAX_DRAFTS + 3; index += 1) {
      saveDraft(7, { ...emptyDraft(), text: `черновик ${index}` });
    }
    expect(readDrafts(7)).toHaveLength(MAX_DRAFTS);
    expect(readDrafts(7)[0]?.text).toBe(`черновик ${MAX_DRAFTS + 2}`);
    expect(readDrafts(8)).toEqual([]);
  });

  it('reads a damaged store as no drafts', () => {
    store.set('potok.drafts.7', '{not json');
    store.set('potok.draft.7', '[1,2]');
    expect(readDrafts(7)).toEqual([]);
    expect(readDraft(7).text).toBe('');
  });
});
