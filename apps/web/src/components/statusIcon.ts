/** The icon of a status on empty and error states (`Placeholder`, the shell's `ErrorScreen`). */
import type { IconName } from './Icon.tsx';

const ICON_BY_STATUS: Partial<Record<string, IconName>> = {
  unauthorized: 'lock',
  user_blocked: 'lock',
  user_suspended: 'lock',
  entry_hidden: 'eye-off',
  network_error: 'wifi',
  invalid_connection: 'wifi',
  timeout_exceeded: 'wifi',
  server_busy: 'refresh',
  empty_search: 'search',
  comments_disabled: 'comment',
  help_page_not_found: 'help',
  todo: 'compose',
};

/** The icon of `status`, or `fallback` when it has none of its own. */
export function statusIcon(status: string, fallback: IconName): IconName {
  return ICON_BY_STATUS[status] ?? fallback;
}
