/**
 * The spec's route table (spec §2) as declarative react-router routes. The feed is in the entry
 * chunk; every other screen loads on demand. Screens not built yet show the `todo`
 * error screen; unknown paths go to the feed.
 */
import { useQueryClient } from '@tanstack/react-query';
import { type ComponentType, Suspense, useEffect } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { prefetchScreen } from '../api/queries/screens.ts';
import { loadNamespaces } from '../i18n/index.ts';
import FeedScreen, { preloadEntryList } from '../screens/feed/FeedScreen.tsx';
import { LoadingMark } from './layers/loading.tsx';
import { lazyScreen } from './lazy.ts';
import RouteErrorBoundary from './RouteErrorBoundary.tsx';

const LandingScreen = lazyScreen(() => import('../screens/landing/LandingScreen.tsx'));
const MenuScreen = lazyScreen(() => import('../screens/menu/MenuScreen.tsx'));
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
const BookmarksScreen = lazyScreen(() =>
  Promise.all([
    import('../screens/bookmarks/BookmarksScreen.tsx'),
    loadNamespaces('bookmarks', 'actions', 'feeds'),
  ]).then(([module]) => module),
);
// Search results show entry cards and their menus (`actions` texts) and feed items (`feeds`).
const SearchScreen = lazyScreen(() =>
  Promise.all([
    import('../screens/search/SearchScreen.tsx'),
    loadNamespaces('search', 'actions', 'feeds'),
  ]).then(([module]) => module),
);
const TagScreen = lazyScreen(() =>
  Promise.all([import('../screens/tag/TagScreen.tsx'), loadNamespaces('actions')]).then(
    ([module]) => module,
  ),
);
// The feeds catalogue and a feed's page share the `feeds` texts (their items and menus).
const FeedsScreen = lazyScreen(() =>
  Promise.all([import('../screens/feeds/FeedsScreen.tsx'), loadNamespaces('feeds')]).then(
    ([module]) => module,
  ),
);
const CustomFeedScreen = lazyScreen(() =>
  Promise.all([import('../screens/feeds/CustomFeedScreen.tsx'), loadNamespaces('feeds')]).then(
    ([module]) => module,
  ),
);
const NotificationsScreen = lazyScreen(() =>
  Promise.all([
    import('../screens/notifications/NotificationsScreen.tsx'),
    loadNamespaces('notifications', 'badges'),
  ]).then(([module]) => module),
);
const LoginScreen = lazyScreen(() => import('../screens/auth/LoginScreen.tsx'));
const RegisterScreen = lazyScreen(() => import('../screens/auth/RegisterScreen.tsx'));
const LogoutScreen = lazyScreen(() => import('../screens/auth/LogoutScreen.tsx'));
// Every settings screen is one chunk with the `settings` texts (screens/settings/SettingsRoutes).
const SettingsRoutes = lazyScreen(() =>
  Promise.all([import('../screens/settings/SettingsRoutes.tsx'), loadNamespaces('settings')]).then(
    ([module]) => module,
  ),
);
// Recovery and the security settings share the `account` texts (and the code boxes).
const accountScreen = (load: () => Promise<{ default: ComponentType }>) =>
  lazyScreen(() => Promise.all([load(), loadNamespaces('account')]).then(([module]) => module));
const ForgotScreen = accountScreen(() => import('../screens/account/ForgotScreen.tsx'));
const ForgotCodeScreen = accountScreen(() => import('../screens/account/ForgotCodeScreen.tsx'));
const ForgotChangeScreen = accountScreen(() => import('../screens/account/ForgotChangeScreen.tsx'));
const AccountScreen = accountScreen(() => import('../screens/account/AccountScreen.tsx'));
const PasswordScreen = accountScreen(() => import('../screens/account/PasswordScreen.tsx'));
const LoginActivityScreen = accountScreen(
  () => import('../screens/account/LoginActivityScreen.tsx'),
);
const HelpScreen = lazyScreen(() => import('../screens/help/HelpScreen.tsx'));
// /about and /donate share one chunk and the `about` namespace.
const aboutChunk = () =>
  Promise.all([import('../screens/about/AboutScreen.tsx'), loadNamespaces('about')]).then(
    ([module]) => module,
  );
const AboutScreen = lazyScreen(() => aboutChunk().then((m) => ({ default: m.AboutScreen })));
const DonateScreen = lazyScreen(() => aboutChunk().then((m) => ({ default: m.DonateScreen })));

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

/** Redirects keeping the query (`/auth?redirect=…` → `/auth/login?redirect=…`). */
function RedirectWithQuery({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={{ pathname: to, search }} replace />;
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
          <Route path="/menu" element={<MenuScreen />} />
          <Route path="/donate" element={<DonateScreen />} />
          <Route path="/about" element={<AboutScreen />} />

          <Route path="/e/:uuid" element={<EntryScreen />} />

          <Route path="/feed" element={<FeedScreen />} />
          <Route path="/feed/list" element={<FeedScreen />} />
          <Route path="/feed/abyss" element={<FeedScreen />} />
          <Route path="/feed/:uuid" element={<CustomFeedScreen />} />
          <Route path="/feeds" element={<FeedsScreen />} />
          <Route path="/feeds/*" element={<Navigate to="/feeds" replace />} />
          <Route path="/t/:slug/*" element={<TagScreen />} />
          <Route path="/search/*" element={<SearchScreen />} />
          <Route path="/u/:username/*" element={<ProfileScreen />} />

          <Route path="/auth">
            <Route index element={<RedirectWithQuery to="/auth/login" />} />
            <Route path="login" element={<LoginScreen />} />
            <Route path="register" element={<RegisterScreen />} />
            <Route path="forgot" element={<ForgotScreen />} />
            <Route path="forgot/code/:token" element={<ForgotCodeScreen />} />
            <Route path="forgot/change/:token" element={<ForgotChangeScreen />} />
            <Route path="logout" element={<LogoutScreen />} />
            <Route path="*" element={<RedirectWithQuery to="/auth/login" />} />
          </Route>

          <Route path="/notifications" element={<NotificationsScreen />} />
          <Route path="/bookmarks/*" element={<BookmarksScreen />} />
          {/* The security screens have their own chunk; the rest are in SettingsRoutes. */}
          <Route path="/settings/account" element={<AccountScreen />} />
          <Route path="/settings/password" element={<PasswordScreen />} />
          <Route path="/settings/login-activity" element={<LoginActivityScreen />} />
          <Route path="/settings/*" element={<SettingsRoutes />} />
          <Route path="/help/*" element={<HelpScreen />} />

          <Route path="*" element={<Navigate to="/feed" replace />} />
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  );
}
