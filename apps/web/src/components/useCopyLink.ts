/** Copies a link of the app to the clipboard and tells the user through an alert. */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '../app/layers/index.ts';

/**
 * Returns `copy(path)`: writes `origin + path` to the clipboard, then shows the `link_copied`
 * status alert (or a danger alert when the clipboard refuses) and calls `onCopied` on success.
 */
export function useCopyLink(onCopied?: (url: string) => void): (path: string) => Promise<void> {
  const { t } = useTranslation('components');
  const alerts = useAlerts();
  return useCallback(
    async (path: string) => {
      const url = new URL(path, window.location.origin).href;
      try {
        await navigator.clipboard.writeText(url);
        alerts.show({ status: 'link_copied', tone: 'success' });
        onCopied?.(url);
      } catch {
        alerts.show({ status: 'link_copy_failed', tone: 'danger', text: t('copy.failed') });
      }
    },
    [alerts, t, onCopied],
  );
}
