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
 * - The card's icon is read once by the fetcher and kept by Potok (link-icon.ts: sniffed,
 *   encoded again, a file of the media store served as `/media/{uuid}`); the card stores that
 *   address, never the page's (docs/decisions/link-card-media.md). An icon refused or failing
 *   leaves the card without one. A card fetched again replaces its icon file.
 * - Reads join the card on the URL (entries repository `hydrate`, comments repository
 *   `commentJoins`); the mapper shapes it
 *   (entries.mapper.ts `toLink`).
 * - The card sweep (`sweepCards`, the `link_card.sweep` job, every SWEEP_INTERVAL_MS) removes
 *   cards no live entry or comment links to a day after they stopped being fresh, with their
 *   icon files — as the media sweep does for unattached files (files.service.ts).
 */
import Type from 'typebox';
import type { Tx } from '../../db/client.ts';
import { enqueue, isQueued } from '../../lib/jobs/queue.ts';
import { defineJobKind, type JobContext } from '../../lib/jobs/registry.ts';
import { LinkPreviewError, type LinkPreviewFetcher } from '../../lib/link-preview.ts';
import type { MediaStore } from '../files/files.store.ts';
import { keepLinkIcon, linkIconUuid } from './link-icon.ts';
import type { LinksRepository } from './links.repository.ts';

/** A stored card younger than this (seconds) is not fetched again: one day. */
export const CARD_FRESH_SECONDS = 24 * 60 * 60;
/** Attempts of a card fetch (the first and two retries, 10 s and 20 s later). */
export const LINK_CARD_ATTEMPTS = 3;

/** Time between two runs of the card sweep (ms): an hour. */
export const CARD_SWEEP_INTERVAL_MS = 60 * 60_000;
/** Cards removed by one run of the sweep at most (a full batch runs again at once). */
export const CARD_SWEEP_BATCH = 200;

/** The card sweep: removes cards nothing live links to, then schedules its next run. */
export const linkCardSweep = defineJobKind('link_card.sweep', Type.Object({}), {
  maxAttempts: 3,
});

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
  /** The media store the icons are kept in (files.store.ts). */
  store: MediaStore;
}) {
  const { repository, fetcher, store } = deps;

  /** Removes the kept icon files of `icons` (third-party addresses and nulls are skipped). */
  async function removeIcons(icons: readonly (string | null)[]): Promise<void> {
    for (const icon of icons) {
      const uuid = linkIconUuid(icon);
      if (uuid) await store.remove(uuid);
    }
  }

  /** Schedules the card sweep at `runAfter` unless one is waiting already. */
  async function scheduleSweep(runAfter: Date): Promise<void> {
    await repository.withTransaction(async (tx) => {
      if (await isQueued(tx, linkCardSweep)) return;
      await enqueue(tx, linkCardSweep, {}, { runAfter });
    });
  }

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
     * The `link_card.fetch` handler: fetches the card of `url`, keeps its icon as a media file
     * (link-icon.ts; none when refused), stores the card and removes the icon file of the card
     * it replaces; makes sure the card sweep is scheduled. Idempotent: a card already fresh
     * (another job of the same URL ran first) is left as it is.
     * @throws LinkPreviewError on a time-out, network failure or 5xx before the last attempt
     *   (the queue retries it); the file system's error when the icon cannot be written (a full
     *   disk: retried too, and nothing of the icon is left)
     */
    async fetchLinkCard({ url }: { url: string }, context: JobContext): Promise<void> {
      if (await repository.isFresh(url, CARD_FRESH_SECONDS)) return;
      let title: string | null = null;
      let iconBytes: Buffer | null = null;
      try {
        ({ title, iconBytes } = await fetcher.fetch(url, context.signal));
      } catch (error) {
        if (!(error instanceof LinkPreviewError) || context.attempt < context.maxAttempts) {
          throw error;
        }
      }
      const icon = iconBytes ? await keepLinkIcon(store, iconBytes) : null;
      let previous: string | null;
      try {
        previous = await repository.save(url, { title, icon });
      } catch (error) {
        await removeIcons([icon]);
        throw error;
      }
      if (previous !== icon) await removeIcons([previous]);
      await scheduleSweep(new Date(Date.now() + CARD_SWEEP_INTERVAL_MS));
    },

    /**
     * The card sweep: removes up to CARD_SWEEP_BATCH cards that no live entry or comment links
     * to and that were fetched more than two days ago (stale for a day: a write linking the URL
     * would have fetched it again), with their icon files; then schedules its next run — at once
     * when the batch was full, else in CARD_SWEEP_INTERVAL_MS.
     * @returns how many cards were removed
     */
    async sweepCards(now = new Date()): Promise<number> {
      const before = new Date(now.getTime() - 2 * CARD_FRESH_SECONDS * 1000);
      const icons = await repository.removeUnlinked(before, CARD_SWEEP_BATCH);
      await removeIcons(icons);
      const next =
        icons.length === CARD_SWEEP_BATCH ? now : new Date(now.getTime() + CARD_SWEEP_INTERVAL_MS);
      await scheduleSweep(next);
      return icons.length;
    },
  };
}

/** The link-cards service. */
export type LinksService = ReturnType<typeof createLinksService>;
