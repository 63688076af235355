/**
 * The spec's route table (spec §2) as declarative react-router routes. The feed is in the entry
 * chunk; every other screen loads on demand. The routes of a first screen the page may bring —
 * the feed's tabs, an entry, a profile — and the landing page are here; every other path is
 * matched by app/screenRoutes.tsx, a chunk of its own loaded when such a path is first shown
 * (unknown paths go to the feed there).
 */
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { prefetchScreen } from '../api/queries/screens.ts';
import { loadNamespaces } from '../i18n/index.ts';
import FeedScreen, { preloadEntryList } from '../screens/feed/FeedScreen.tsx';
import { LoadingMark } from './layers/loading.tsx';
import { lazyScreen } from './lazy.ts';
import RouteErrorBoundary from './RouteErrorBoundary.tsx';

const LandingScreen = lazyScreen(() => import('../screens/landing/LandingScreen.tsx'));
// The entry page's comments show texts of the `actions` namespace (menus, stubs): they load
// with the screen.
const EntryScreen = lazyScreen(() =>
  Promise.all([import('../screens/entry/EntryScreen.tsx'), loadNamespaces('actions')]).then(
    ([module]) => module,
  ),
);
// The profile's and the tag's options menus name their buttons with `actions` texts.
const ProfileScreen = lazyScreen(() =>
  Promise.all([import('../screens/profile/ProfileScreen.tsx'), loadNamespaces('actions')]).then(
    ([module]) => module,
  ),
);
// Every other screen's route, in a chunk of its own (app/screenRoutes.tsx): the first screen of
// the feed, an entry and a profile does not wait for their table.
const ScreenRoutes = lazyScreen(() => import('./screenRoutes.tsx'));

/**
 * Loads the lazy code the screen at `pathname` shows at once — an entry's and a profile's
 * screen, the list of the feed's tabs: the modules packages/common `firstScreen` names, which
 * the page preloads — or null for other paths. Awaited before the first render (main.tsx), so
 * that render shows the screen itself rather than its Suspense fallback.
 */
export function preloadScreenCode(pathname: string): Promise<unknown> | null {
  if (/^\/e\/[^/]+\/?$/.test(pathname)) return EntryScreen.preload();
  if (/^\/u\/[^/]+\/?$/.test(pathname)) return ProfileScreen.preload();
  if (/^\/feed(?:\/abyss|\/list)?\/?$/.test(pathname)) return preloadEntryList();
  return null;
}

/** All routes of the app. */
export default function AppRoutes() {
  const { pathname } = useLocation();
  const qc = useQueryClient();
  // An entry's or a profile's first requests leave beside the screen's code, not after it
  // (outside the Suspense boundary, so they start while the code still loads).
  useEffect(() => {
    prefetchScreen(qc, pathname);
  }, [qc, pathname]);
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Suspense fallback={<LoadingMark />}>
        <Routes>
          <Route path="/" element={<LandingScreen />} />
          <Route path="/e/:uuid" element={<EntryScreen />} />
          <Route path="/feed" element={<FeedScreen />} />
          <Route path="/feed/list" element={<FeedScreen />} />
          <Route path="/feed/abyss" element={<FeedScreen />} />
          <Route path="/u/:username/*" element={<ProfileScreen />} />
          <Route path="*" element={<ScreenRoutes />} />
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  );
}
