/**
 * `/settings/appearance` (spec §2 Settings › Appearance): theme, locale and density selectors
 * that apply at once and are stored locally, under the header with «Назад» (ScreenHeader). Open
 * to guests too. Beyond the spec (docs/decisions/account-settings.md): the NSFW content preference — blur
 * (default), show, or hide the entries marked NSFW — stored on the account through
 * `POST settings/content`, so it follows the person across devices; a guest sees it disabled.
 */
import { DENSITIES, LOCALES, NSFW_MODES, THEMES } from '@potok/common';
import { useTranslation } from 'react-i18next';
import { errorStatus } from '../../api/client.ts';
import { useSession } from '../../api/queries/session.ts';
import { nsfwModeOf, useSaveContentMutation } from '../../api/queries/settings.ts';
import { useAlerts } from '../../app/layers/alerts.tsx';
import { usePreferences } from '../../app/preferences.ts';
import { useDocumentTitle } from '../../app/title.ts';
import ScreenHeader from '../../components/ScreenHeader.tsx';
import styles from './AppearanceScreen.module.css';

interface ChoiceProps<T extends string> {
  name: string;
  legend: string;
  options: readonly T[];
  value: T;
  label(option: T): string;
  onChange(option: T): void;
  /** Shown under the options. */
  hint?: string;
  disabled?: boolean;
}

function Choice<T extends string>({
  name,
  legend,
  options,
  value,
  label,
  onChange,
  hint,
  disabled = false,
}: ChoiceProps<T>) {
  return (
    <fieldset className={styles.group} disabled={disabled}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.options}>
        {options.map((option) => (
          <label key={option} className={styles.option}>
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              disabled={disabled}
              onChange={() => onChange(option)}
              className={styles.radio}
            />
            <span>{label(option)}</span>
          </label>
        ))}
      </div>
      {hint ? <p className={styles.hint}>{hint}</p> : null}
    </fieldset>
  );
}

/** The NSFW content preference: on the account, so only for a signed-in person. */
function NsfwChoice() {
  const { t } = useTranslation('settings');
  const { session, isAuth } = useSession();
  const save = useSaveContentMutation();
  const alerts = useAlerts();
  return (
    <Choice
      name="nsfw"
      legend={t('appearance.nsfw')}
      options={NSFW_MODES}
      value={nsfwModeOf(session)}
      label={(option) => t(`appearance.nsfw_${option}`)}
      onChange={(option) =>
        save.mutate(option, {
          onError: (failure) => alerts.show({ status: errorStatus(failure), tone: 'danger' }),
        })
      }
      hint={isAuth ? t('appearance.nsfw_hint') : t('appearance.nsfw_guest')}
      disabled={!isAuth}
    />
  );
}

/** Theme, density, language and the NSFW content preference. */
export default function AppearanceScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('appearance_title'));
  const prefs = usePreferences();
  return (
    <section aria-labelledby="appearance-title">
      <ScreenHeader title={t('appearance_title')} headingId="appearance-title" />
      <div className={styles.screen}>
        <p className={styles.hint}>{t('appearance_hint')}</p>
        <Choice
          name="theme"
          legend={t('appearance_theme')}
          options={THEMES}
          value={prefs.theme}
          label={(option) => t(`appearance_theme_${option}`)}
          onChange={prefs.setTheme}
        />
        <Choice
          name="density"
          legend={t('appearance_density')}
          options={DENSITIES}
          value={prefs.density}
          label={(option) => t(`appearance_density_${option}`)}
          onChange={prefs.setDensity}
        />
        <Choice
          name="locale"
          legend={t('appearance_locale')}
          options={LOCALES}
          value={prefs.locale}
          label={(option) => t(`locale_${option}`)}
          onChange={(option) => void prefs.setLocale(option)}
        />
        <NsfwChoice />
      </div>
    </section>
  );
}
