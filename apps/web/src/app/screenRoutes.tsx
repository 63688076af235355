/**
 * The routes of every screen but those app/router.tsx matches itself (the landing page, the
 * feed's tabs, an entry, a profile): a chunk of its own, loaded when one of these paths is first
 * shown, so that the first screen's code does not carry this table and its lazy imports
 * (docs/decisions/react-dom-runtime.md). Rendered by app/router.tsx's `*` route, inside its
 * error boundary and Suspense fallback; unknown paths go to the feed.
 */
import type { ComponentType } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { loadNamespaces } from '../i18n/index.ts';
import { lazyScreen } from './lazy.ts';

const MenuScreen = lazyScreen(() => import('../screens/menu/MenuScreen.tsx'));
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

/** Redirects keeping the query (`/auth?redirect=…` → `/auth/login?redirect=…`). */
function RedirectWithQuery({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={{ pathname: to, search }} replace />;
}

/** The routes of every other screen. */
export default function ScreenRoutes() {
  return (
    <Routes>
      <Route path="/menu" element={<MenuScreen />} />
      <Route path="/donate" element={<DonateScreen />} />
      <Route path="/about" element={<AboutScreen />} />

      <Route path="/feed/:uuid" element={<CustomFeedScreen />} />
      <Route path="/feeds" element={<FeedsScreen />} />
      <Route path="/feeds/*" element={<Navigate to="/feeds" replace />} />
      <Route path="/t/:slug/*" element={<TagScreen />} />
      <Route path="/search/*" element={<SearchScreen />} />

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
  );
}
