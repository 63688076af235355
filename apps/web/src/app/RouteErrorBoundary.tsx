/**
 * Catches what a screen throws while rendering (a chunk that failed to load, a bug) and shows
 * the error screen of its status with a retry, instead of a blank page. Reset by a route change.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorStatus } from '../api/client.ts';
import Button from '../components/Button.tsx';
import ErrorScreen from '../screens/placeholder/ErrorScreen.tsx';

interface Props {
  /** Changing it clears the error (the route's path). */
  resetKey: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  resetKey: string;
}

function Retry() {
  const { t } = useTranslation();
  return (
    <Button size="large" onClick={() => window.location.reload()}>
      {t('retry')}
    </Button>
  );
}

/** Error boundary around the routed screen. */
export default class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('unknown') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey !== state.resetKey) return { error: null, resetKey: props.resetKey };
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Screen failed', error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.error) {
      return <ErrorScreen status={errorStatus(this.state.error)} action={<Retry />} />;
    }
    return this.props.children;
  }
}
