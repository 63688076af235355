/**
 * Link cards (spec §3 "Entry": `link { url, title, icon }`; DESIGN.md §3 "link previews"): the
 * card under an entry with a link shows the page's title and icon once the server has read
 * them, and the link's host until then.
 *
 * - A write that stores a link (an entry's or a comment's create, edit) calls `refreshLinkCard(tx, url)` in its own
 *   transaction: unless the URL has a card fetched within CARD_FRESH_SECONDS, it enqueues a
 *   `link_card.fetch` job (lib/jobs), so the fetch happens after the commit, never in the
 *   request, and only when the write committed.
 * - The job (`fetchLinkCard`) reads the page through the link-preview fetcher
 *   (lib/link-preview.ts: http(s) only, no private addresses, time and size caps) and stores
 *   the card (`link_cards`), one row per URL shared by every entry linking to it. A time-out,
 *   network failure or 5xx is retried by the job queue (LINK_CARD_ATTEMPTS in all); at the last
 *   attempt the empty card is stored, so the URL is not asked for again before it goes stale.
 * - Reads join the card on the URL (entries repository `hydrate`, comments repository
 *   `commentJoins`); the mapper shapes it
 *   (entries.mapper.ts `toLink`).
 */
import Type from 'typebox';
import type { Tx } from '../../db/client.ts';
import { enqueue } from '../../lib/jobs/queue.ts';
import { defineJobKind, type JobContext } from '../../lib/jobs/registry.ts';
import { LinkPreviewError, type LinkPreviewFetcher } from '../../lib/link-preview.ts';
import type { LinksRepository } from './links.repository.ts';

/** A stored card younger than this (seconds) is not fetched again: one day. */
export const CARD_FRESH_SECONDS = 24 * 60 * 60;
/** Attempts of a card fetch (the first and two retries, 10 s and 20 s later). */
export const LINK_CARD_ATTEMPTS = 3;

/** The job that fetches the card of `url` (an http(s) URL an entry stores). */
export const linkCardFetch = defineJobKind(
  'link_card.fetch',
  Type.Object({ url: Type.String({ minLength: 1, maxLength: 2048 }) }),
  { maxAttempts: LINK_CARD_ATTEMPTS },
);

/** Creates the link-cards service. */
export function createLinksService(deps: {
  repository: LinksRepository;
  fetcher: LinkPreviewFetcher;
}) {
  const { repository, fetcher } = deps;
  return {
    /**
     * Asks for the card of `url` after the write in `tx` commits: enqueues a `link_card.fetch`
     * job in `tx` unless the URL's card is fresh. Nothing for a null URL. Create and edit of an
     * entry or a comment call it with the link they store.
     */
    async refreshLinkCard(tx: Tx, url: string | null): Promise<void> {
      if (url === null) return;
      if (await repository.isFresh(url, CARD_FRESH_SECONDS, tx)) return;
      await enqueue(tx, linkCardFetch, { url });
    },

    /**
     * The `link_card.fetch` handler: fetches and stores the card of `url`. Idempotent: a card
     * already fresh (another job of the same URL ran first) is left as it is.
     * @throws LinkPreviewError on a time-out, network failure or 5xx before the last attempt
     *   (the queue retries it)
     */
    async fetchLinkCard({ url }: { url: string }, context: JobContext): Promise<void> {
      if (await repository.isFresh(url, CARD_FRESH_SECONDS)) return;
      let card: { title: string | null; icon: string | null };
      try {
        card = await fetcher.fetch(url, context.signal);
      } catch (error) {
        if (!(error instanceof LinkPreviewError) || context.attempt < context.maxAttempts) {
          throw error;
        }
        card = { title: null, icon: null };
      }
      await repository.save(url, card);
    },
  };
}

/** The link-cards service. */
export type LinksService = ReturnType<typeof createLinksService>;
