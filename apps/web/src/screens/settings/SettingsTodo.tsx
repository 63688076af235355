/**
 * `/settings/*` for now: the header with «Назад» (ScreenHeader) and the `todo` screen with a way
 * to the appearance settings.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../components/Button.tsx';
import ScreenHeader from '../../components/ScreenHeader.tsx';
import ErrorScreen from '../placeholder/ErrorScreen.tsx';

/** Settings under development, except appearance. */
export default function SettingsTodo() {
  const { t } = useTranslation();
  return (
    <>
      <ScreenHeader title={t('menu_settings')} />
      <ErrorScreen
        status="todo"
        action={
          <Link to="/settings/appearance" className={buttonClass({ size: 'large' })}>
            {t('menu_appearance')}
          </Link>
        }
      />
    </>
  );
}
