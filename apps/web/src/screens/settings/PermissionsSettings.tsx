/**
 * `/settings/permissions` (spec §2 "Permissions: allowed or denied marks per permission, plus
 * some joke items"; §3 "Permissions"): `GET settings/permissions`, one row per permission with
 * «разрешено» or «запрещено» (a mark and a word, not colour alone), then the joke items, whose
 * answers never change. A load failure shows its status with «Повторить».
 */
import type { PermissionsMap } from '@potok/common';
import { useTranslation } from 'react-i18next';
import { errorStatus } from '../../api/client.ts';
import { usePermissionsQuery } from '../../api/queries/settings.ts';
import Placeholder from '../../components/Placeholder.tsx';
import bones from '../../components/Skeleton.module.css';
import styles from './Settings.module.css';
import SettingsPage from './SettingsPage.tsx';

/** The permissions in the order of spec §3. */
const PERMISSIONS: readonly (keyof PermissionsMap)[] = [
  'create_entries',
  'edit_entries',
  'delete_entries',
  'create_comments',
  'edit_comments',
  'delete_comments',
  'subscribe_to_users',
  'attach_images',
];

/** The joke items and their fixed answers. */
const JOKES: readonly [string, boolean][] = [
  ['touch_grass', true],
  ['sleep', true],
  ['algorithm', false],
  ['ads', false],
];

function Row({ label, allowed }: { label: string; allowed: boolean }) {
  const { t } = useTranslation('settings');
  return (
    <li className={styles.row}>
      <span>{label}</span>
      <span className={`${styles.mark} ${allowed ? styles.allowed : styles.denied}`}>
        <span aria-hidden="true">{allowed ? '✓' : '✕'}</span>
        {allowed ? t('permissions.allowed') : t('permissions.denied')}
      </span>
    </li>
  );
}

/** The person's permissions. */
export default function PermissionsSettings() {
  const { t } = useTranslation('settings');
  return (
    <SettingsPage title={t('permissions.title')} headingId="permissions-title" needsUser>
      <PermissionsList />
    </SettingsPage>
  );
}

function PermissionsList() {
  const { t } = useTranslation('settings');
  const query = usePermissionsQuery();
  const map = query.data;
  return (
    <>
      <p className={styles.lead}>{t('permissions.hint')}</p>
      {map ? (
        <ul className={styles.rows} aria-label={t('permissions.list_label')}>
          {PERMISSIONS.map((name) => (
            <Row key={name} label={t(`permissions.items.${name}`)} allowed={map[name]} />
          ))}
        </ul>
      ) : query.isError ? (
        <Placeholder
          status={errorStatus(query.error)}
          kind="error"
          onRetry={() => void query.refetch()}
        />
      ) : (
        <div className={styles.skeleton} aria-busy="true">
          {PERMISSIONS.map((name) => (
            <span key={name} className={bones.bone} style={{ width: '70%' }} />
          ))}
        </div>
      )}
      <section aria-labelledby="permissions-jokes">
        <h2 id="permissions-jokes" className={styles.group}>
          {t('permissions.jokes_label')}
        </h2>
        <ul className={styles.rows}>
          {JOKES.map(([name, allowed]) => (
            <Row key={name} label={t(`permissions.jokes.${name}`)} allowed={allowed} />
          ))}
        </ul>
      </section>
    </>
  );
}
