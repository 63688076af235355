/**
 * Entry point: apply the stored theme, density and language to `<html>` before the first render
 * (no inline script: the CSP forbids it), start i18n and, when the page brought its first
 * screen (api/first-screen.ts), put that screen's data into the query cache and load its lazy
 * code — both already on their way or there — then render the app: the first render shows the
 * screen itself, not its loading fallbacks.
 */
import './app/tokens.css';
import './app/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { broughtFirstScreen } from './api/first-screen.ts';
import { prefetchFirstScreen } from './api/queries/screens.ts';
import { broughtSession } from './api/queries/session.ts';
import App from './app/App.tsx';
import { applyPreferences, getPreferences } from './app/preferences.ts';
import { createQueryClient } from './app/queryClient.ts';
import { preloadScreenCode } from './app/router.tsx';
import { initI18n } from './i18n/index.ts';

applyPreferences();
// The link-preview tags the server wrote into the page (data-share) describe the page it was
// asked for; from here on the app manages the head (e.g. components/AtomLink.tsx).
for (const tag of document.head.querySelectorAll('[data-share]')) tag.remove();
const queryClient = createQueryClient();
const { pathname } = location;
const signedIn = broughtSession()?.is_auth === true;
// Without the screen's answers in the page the shell shows first, while the screen loads.
const brought = broughtFirstScreen(pathname, signedIn);
// A promise rather than a top-level await: the lazy chunks import the entry's chunk, which
// must have finished evaluating before they can.
void Promise.all([
  initI18n(getPreferences().locale),
  brought ? prefetchFirstScreen(queryClient, pathname, signedIn) : null,
  // A chunk that fails here fails again in the render, which shows the error.
  brought ? preloadScreenCode(pathname)?.catch(() => null) : null,
]).then(() => {
  const root = document.getElementById('root');
  if (!root) return;
  // The first render is a transition: React renders it in slices of a few milliseconds,
  // yielding to the browser between them, and commits it whole — no long task, nothing that
  // moves (docs/decisions/react-dom-runtime.md).
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App client={queryClient} />
      </StrictMode>,
    );
  });
});
