/** Being built by the shell engineer. */
import TodoScreen from '../placeholder/TodoScreen.tsx';

/** Temporary screen (under development). */
export default function Screen() {
  return <TodoScreen />;
}
