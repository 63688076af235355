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
await initI18n(getPreferences().locale);

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
