/** Badge rows → the wire `Badge` (spec §3): the only place that shapes a badge. */
import { BADGE_CATALOGUE, type Badge, badgeTextKeys, isBadgeType } from '@potok/common';
import { isoDate } from '../users/users.mapper.ts';
import type { BadgeRow } from './badges.repository.ts';

/**
 * A badge row as the wire `Badge`: `content` from the catalogue (the emoji, the locale keys of
 * its texts). A row whose type left the catalogue shows as a common badge with its type as keys.
 */
export function toBadge(row: BadgeRow): Badge {
  const known = isBadgeType(row.type);
  const kind = known ? BADGE_CATALOGUE[row.type as keyof typeof BADGE_CATALOGUE] : null;
  const keys = known
    ? badgeTextKeys(row.type as keyof typeof BADGE_CATALOGUE)
    : { label: row.type, description: row.type };
  return {
    badge_id: Number(row.badge_id),
    type: row.type,
    rarity: kind?.rarity ?? 'common',
    date_added: isoDate(row.date_added),
    content: { icon: kind?.icon ?? '🏅', label: keys.label, description: keys.description },
  };
}
