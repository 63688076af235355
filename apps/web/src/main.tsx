/**
 * Entry point: apply the stored theme, density and language to `<html>` before the first render
 * (no inline script: the CSP forbids it), start i18n, then render the app.
 */
import './app/tokens.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import App from './app/App.tsx';
import { applyPreferences, getPreferences } from './app/preferences.ts';
import { initI18n } from './i18n/index.ts';

applyPreferences();
// The link-preview tags the server wrote into the page (data-share) describe the page it was
// asked for; from here on the app manages the head (e.g. components/AtomLink.tsx).
for (const tag of document.head.querySelectorAll('[data-share]')) tag.remove();
await initI18n(getPreferences().locale);

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
