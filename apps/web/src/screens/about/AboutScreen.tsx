/**
 * `/about` and `/donate` (spec §2 route table: section menu pages; open to guests, spec §4
 * "Guest"). Both are static texts of the `about` namespace with the screen header («Назад»):
 * - about: what Potok is (spec §0: a plain chronological social network), its principles
 *   (chronological feed, no ranking, no ads, subscriptions instead of friends), the version
 *   (APP_VERSION, the package version), and links to help and its articles;
 * - donate: why support matters (no ads, no investors) and how to help, with links to the
 *   contacts article and to about.
 */
import { APP_VERSION } from '@potok/common';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../app/title.ts';
import MenuList from '../../components/MenuList.tsx';
import ScreenHeader from '../../components/ScreenHeader.tsx';
import styles from './AboutScreen.module.css';

/** Principles shown on /about, in order (keys of `about:principles`). */
export const PRINCIPLES = ['chronological', 'no_ranking', 'no_ads', 'subscriptions'] as const;

/** Ways to help shown on /donate (keys of `about:donate.ways`). */
export const WAYS = ['tell', 'write', 'report'] as const;

/** The /about screen. */
export function AboutScreen() {
  const { t } = useTranslation('about');
  useDocumentTitle(t('title'));
  return (
    <section aria-labelledby="about-heading">
      <ScreenHeader title={t('title')} headingId="about-heading" />
      <div className={styles.page}>
        <p className={styles.lead}>{t('lead')}</p>
        <h2 className={styles.subheading}>{t('principles_title')}</h2>
        <ul className={styles.points}>
          {PRINCIPLES.map((key) => (
            <li key={key}>
              <strong>{t(`principles.${key}.title`)}</strong>
              <span>{t(`principles.${key}.text`)}</span>
            </li>
          ))}
        </ul>
        <p className={styles.version}>{t('version', { version: APP_VERSION })}</p>
        <nav aria-label={t('links_label')}>
          <MenuList
            rows={[
              { key: 'help', to: '/help', label: t('links.help') },
              { key: 'agreement', to: '/help/user-agreement', label: t('links.agreement') },
              { key: 'privacy', to: '/help/privacy', label: t('links.privacy') },
              { key: 'contacts', to: '/help/contacts', label: t('links.contacts') },
              { key: 'donate', to: '/donate', label: t('links.donate') },
            ]}
          />
        </nav>
      </div>
    </section>
  );
}

/** The /donate screen. */
export function DonateScreen() {
  const { t } = useTranslation('about');
  useDocumentTitle(t('donate.title'));
  return (
    <section aria-labelledby="donate-heading">
      <ScreenHeader title={t('donate.title')} headingId="donate-heading" />
      <div className={styles.page}>
        <p className={styles.lead}>{t('donate.lead')}</p>
        <p className={styles.text}>{t('donate.text')}</p>
        <h2 className={styles.subheading}>{t('donate.ways_title')}</h2>
        <ul className={styles.points}>
          {WAYS.map((key) => (
            <li key={key}>
              <strong>{t(`donate.ways.${key}.title`)}</strong>
              <span>{t(`donate.ways.${key}.text`)}</span>
            </li>
          ))}
        </ul>
        <nav aria-label={t('links_label')}>
          <MenuList
            rows={[
              { key: 'contacts', to: '/help/contacts', label: t('links.contacts') },
              { key: 'about', to: '/about', label: t('links.about') },
            ]}
          />
        </nav>
      </div>
    </section>
  );
}
