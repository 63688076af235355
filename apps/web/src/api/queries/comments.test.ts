/**
 * The link card of a new comment appears without a reload: while the server answers the link's
 * host as its title, `watchCommentLinkCard` re-reads the comment a few times and puts the card
 * into the cached thread — a reply deep in it too — once the server has it; it stops at the
 * first card, or after its last check.
 */
import type { Comment, Page } from '@potok/common';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

const get = vi.fn();
vi.mock('../client.ts', () => ({
  api: { GET: (...args: unknown[]) => get(...args) },
  unwrap: async (call: Promise<{ data: unknown }>) => (await call).data,
  ApiError: class extends Error {},
  withSubmissionKey: vi.fn(),
}));

const { watchCommentLinkCard } = await import('./comments.ts');
const { commentKeys } = await import('./commentPages.ts');

const URL_ = 'https://news.example/story';
const HOST = { url: URL_, title: 'news.example', icon: '' };
const CARD = { url: URL_, title: 'A story', icon: 'https://news.example/icon.png' };

const comment = (id: number, link: Comment['content']['link'], replies: Comment[] = []) =>
  ({
    comment_id: id,
    parent_id: null,
    entry: { uuid: 'e1' },
    content: { text: `see ${URL_}`, files: [], link },
    replies,
    replies_more: 0,
  }) as unknown as Comment;

/** The cached thread of entry e1: a root whose reply `2` carries `link`. */
function cache(qc: QueryClient, link: Comment['content']['link']) {
  const page: Page<Comment> = { items: [comment(1, null, [comment(2, link)])], total_items: 1 };
  qc.setQueryData(commentKeys.list('e1'), { pages: [page], pageParams: [0] });
}

const reply = (qc: QueryClient) =>
  qc.getQueryData<{ pages: Page<Comment>[] }>(commentKeys.list('e1'))?.pages[0]?.items[0]
    ?.replies[0];

beforeEach(() => {
  vi.useFakeTimers();
  get.mockReset();
});
afterEach(() => vi.useRealTimers());

describe('watchCommentLinkCard', () => {
  test('puts the card into the cached thread once the server has it', async () => {
    const qc = new QueryClient();
    cache(qc, HOST);
    get
      .mockResolvedValueOnce({ data: comment(2, HOST) })
      .mockResolvedValueOnce({ data: comment(2, CARD) });

    watchCommentLinkCard(qc, 'e1', comment(2, HOST), [10, 10, 10]);
    await vi.advanceTimersByTimeAsync(100);

    expect(get).toHaveBeenCalledTimes(2);
    expect(get.mock.calls[0]?.[1]).toEqual({ params: { path: { id: 2 } } });
    expect(reply(qc)?.content.link).toEqual(CARD);
  });

  test('stops after its last check, and does nothing for a known card or no link', async () => {
    const qc = new QueryClient();
    cache(qc, HOST);
    get.mockResolvedValue({ data: comment(2, HOST) });
    watchCommentLinkCard(qc, 'e1', comment(2, HOST), [10, 10, 10]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(get).toHaveBeenCalledTimes(3);
    expect(reply(qc)?.content.link).toEqual(HOST);

    get.mockClear();
    watchCommentLinkCard(qc, 'e1', comment(2, CARD), [10]);
    watchCommentLinkCard(qc, 'e1', comment(3, null), [10]);
    await vi.advanceTimersByTimeAsync(100);
    expect(get).not.toHaveBeenCalled();
  });
});
