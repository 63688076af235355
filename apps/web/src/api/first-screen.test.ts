/**
 * The first screen's contract with the server (packages/common `firstScreen`): the addresses
 * the server answers in the page are the ones this client asks for first — else the page's
 * answers go unused — and every module the server preloads is a module of this app.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type FirstScreen, firstScreen, SESSION_REQUEST } from '@potok/common';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { feedQueryOptions } from './queries/feeds.ts';
import {
  entryQueryOptions,
  userCardQueryOptions,
  userEntriesQueryOptions,
} from './queries/screens.ts';
import { fetchSession } from './queries/session.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The addresses (path and query) `run` asks the network for. */
async function asked(run: (qc: QueryClient) => Promise<unknown>): Promise<string[]> {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      urls.push(url.pathname + url.search);
      return new Response('{"items":[],"total_items":0}', {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  await run(new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  return urls;
}

const requests = (screen: FirstScreen | null) => screen?.requests ?? [];

describe('the first screen the server prepares', () => {
  it('names the calls this client makes first, as it spells them', async () => {
    expect(await asked(() => fetchSession())).toEqual([SESSION_REQUEST]);
    expect(await asked((qc) => qc.fetchInfiniteQuery(feedQueryOptions('timeline')))).toEqual(
      requests(firstScreen('/feed', true)),
    );
    expect(await asked((qc) => qc.fetchInfiniteQuery(feedQueryOptions('abyss')))).toEqual(
      requests(firstScreen('/feed', false)),
    );
    expect(await asked((qc) => qc.fetchInfiniteQuery(feedQueryOptions('feeds')))).toEqual(
      requests(firstScreen('/feed/list', true)),
    );
    const uuid = '01a219cd-5200-71af-8e44-21ce204c1dc2';
    expect(await asked((qc) => qc.fetchQuery(entryQueryOptions(uuid)))).toEqual(
      requests(firstScreen(`/e/${uuid}`, false)).slice(0, 1),
    );
    const name = 'вера_1';
    expect(
      await asked((qc) =>
        Promise.all([
          qc.fetchQuery(userCardQueryOptions(name)),
          qc.fetchInfiniteQuery(userEntriesQueryOptions(name)),
        ]),
      ),
    ).toEqual(requests(firstScreen(`/u/${encodeURIComponent(name)}`, false)));
  });

  it('preloads modules of this app', () => {
    const paths = ['/feed', '/e/x', '/u/x'];
    const modules = new Set(paths.flatMap((path) => firstScreen(path, true)?.modules ?? []));
    expect(modules.size).toBeGreaterThan(0);
    for (const module of modules) {
      expect(existsSync(fileURLToPath(new URL(`../../${module}`, import.meta.url))), module).toBe(
        true,
      );
    }
  });
});
