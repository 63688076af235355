/** «Подписаться» / «Отписаться» for a user (spec §4 "Subscribe/unsubscribe"). */
import { useTranslation } from 'react-i18next';
import Button from './Button.tsx';
import styles from './SubscribeButton.module.css';

/** Props of `SubscribeButton`. */
export interface SubscribeButtonProps {
  subscribed: boolean;
  onSubscribe?: () => void;
  onUnsubscribe?: () => void;
  /** Smaller, for list items. */
  compact?: boolean;
}

/**
 * One button whose text says what a press does: «Подписаться» when not subscribed (filled),
 * «Отписаться» when subscribed (outlined). Renders nothing without the matching callback.
 */
export default function SubscribeButton({
  subscribed,
  onSubscribe,
  onUnsubscribe,
  compact,
}: SubscribeButtonProps) {
  const { t } = useTranslation('components');
  const action = subscribed ? onUnsubscribe : onSubscribe;
  if (!action) return null;
  return (
    <Button
      variant={subscribed ? 'secondary' : 'primary'}
      size={compact ? 'small' : 'compact'}
      className={subscribed ? styles.subscribed : styles.subscribe}
      onClick={action}
    >
      {subscribed ? t('user.unsubscribe') : t('user.subscribe')}
    </Button>
  );
}

export { SubscribeButton };
