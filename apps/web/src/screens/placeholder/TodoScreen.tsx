/** The spec's `todo` error screen (spec §8): "under development", for screens not built yet. */
import ErrorScreen from './ErrorScreen.tsx';

/** Icon, "under development" title and description. */
export default function TodoScreen() {
  return <ErrorScreen status="todo" />;
}
