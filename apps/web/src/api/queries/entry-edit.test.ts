/**
 * An edited entry shows at once wherever it is cached, in its place, with its edited marker;
 * lists of the tags it gained or lost, and the feed tabs when it left them, are marked stale.
 */
import type { Entry, Page } from '@potok/common';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, test, vi } from 'vitest';

vi.mock('../client.ts', () => ({ api: {}, unwrap: vi.fn(), withSubmissionKey: vi.fn() }));

const { applyEditedEntry } = await import('./entries.ts');
const { entryKeys } = await import('./cache.ts');

const entry = (uuid: string, text: string, tags: string[], edited = false): Entry =>
  ({
    uuid,
    content: { text, files: [], link: null },
    tags,
    state: { is_hidden_from_feed: false, is_edited: edited },
  }) as unknown as Entry;

type Pages = { pages: Page<Entry>[]; pageParams: number[] };

describe('applyEditedEntry', () => {
  test('replaces every cached copy in place and marks changed tag lists stale', () => {
    const qc = new QueryClient();
    const before = entry('e2', 'осень #лес', ['лес']);
    const items = [entry('e1', 'первая', []), before, entry('e3', 'третья', [])];
    qc.setQueryData<Pages>(entryKeys.feed('timeline'), {
      pages: [{ items, total_items: 3 }],
      pageParams: [0],
    });
    qc.setQueryData<Pages>(entryKeys.tag('лес'), {
      pages: [{ items: [before], total_items: 1 }],
      pageParams: [0],
    });
    qc.setQueryData<Pages>(entryKeys.tag('море'), {
      pages: [{ items: [], total_items: 0 }],
      pageParams: [0],
    });
    qc.setQueryData(entryKeys.detail('e2'), before);

    const edited = entry('e2', 'осень у моря #море', ['море'], true);
    applyEditedEntry(qc, before, edited);

    const feed = qc.getQueryData<Pages>(entryKeys.feed('timeline'));
    expect(feed?.pages[0]?.items.map((item) => item.uuid)).toEqual(['e1', 'e2', 'e3']);
    expect(feed?.pages[0]?.items[1]).toEqual(edited);
    expect(qc.getQueryData<Entry>(entryKeys.detail('e2'))?.state.is_edited).toBe(true);
    expect(qc.getQueryState(entryKeys.tag('лес'))?.isInvalidated).toBe(true);
    expect(qc.getQueryState(entryKeys.tag('море'))?.isInvalidated).toBe(true);
    expect(qc.getQueryState(entryKeys.feed('timeline'))?.isInvalidated).toBe(false);
  });

  test('marks the feed tabs stale when the entry left them', () => {
    const qc = new QueryClient();
    const before = entry('e1', 'текст', []);
    qc.setQueryData<Pages>(entryKeys.feed('abyss'), {
      pages: [{ items: [before], total_items: 1 }],
      pageParams: [0],
    });
    const hidden = { ...before, state: { ...before.state, is_hidden_from_feed: true } } as Entry;
    applyEditedEntry(qc, before, hidden);
    expect(qc.getQueryState(entryKeys.feed('abyss'))?.isInvalidated).toBe(true);
  });
});
