/** The document title of a screen: `<title> — Поток` (the app name alone without a title). */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets `document.title` while the calling screen is shown. */
export function useDocumentTitle(title?: string | null): void {
  const { t } = useTranslation('app');
  const name = t('app_name');
  useEffect(() => {
    document.title = title ? t('title_format', { title, app: name }) : name;
  }, [title, name, t]);
}
