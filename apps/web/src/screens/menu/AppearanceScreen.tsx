/**
 * `/settings/appearance` (spec §2 Settings › Appearance): theme, locale and density selectors
 * that apply at once and are stored locally, under the header with «Назад» (ScreenHeader). Open
 * to guests too.
 */
import { DENSITIES, LOCALES, THEMES } from '@potok/common';
import { useTranslation } from 'react-i18next';
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
}

function Choice<T extends string>({
  name,
  legend,
  options,
  value,
  label,
  onChange,
}: ChoiceProps<T>) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.options}>
        {options.map((option) => (
          <label key={option} className={styles.option}>
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className={styles.radio}
            />
            <span>{label(option)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Theme, density and language. */
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
      </div>
    </section>
  );
}
